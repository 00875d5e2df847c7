'use server'

import { headers } from 'next/headers'
import { revalidatePath } from 'next/cache'

import { hasCapability } from '@/domain/capabilities'
import { cms } from '@/services/cms'
import { retryFailedEmails } from '@/services/mail-health'

/** The mail banner's Retry: only staff who may read the outbox (the form capability) may send its failed e-mails again. */
export async function retryFailed(): Promise<void> {
  const payload = await cms()
  const { user } = await payload.auth({ headers: await headers() })
  if (!hasCapability(user, 'form')) return
  await retryFailedEmails()
  revalidatePath('/admin', 'layout')
}
