import type { PayloadRequest } from 'payload'

import { type ConfirmationEmail, confirmationEmail } from '@/domain/form-confirmation'
import { publicOrigin } from '@/env'

import { toField } from './forms'
import { enqueueEmails } from './outbox'
import { getSiteIdentity } from './site-config'

type StoredSubmission = { id: number; form: number | { id: number }; submissionData?: { field: string; value: string }[] | null }

/** The confirmation owed to the sender of a stored submission (docs/decisions/0110), read in the submission's transaction; null when the form asks no address. */
async function confirmationOf(req: PayloadRequest, submission: StoredSubmission): Promise<ConfirmationEmail | null> {
  const formId = typeof submission.form === 'object' ? submission.form.id : submission.form
  const [form, identity] = await Promise.all([
    req.payload.findByID({ collection: 'forms', id: formId, req, overrideAccess: true, depth: 0 }),
    getSiteIdentity(),
  ])
  const blocks = form.fields ?? []
  const rfi = form.scope === 'RFIRegistration' && form.requestForInformation?.type && form.requestForInformation.mainType ? form.requestForInformation : null
  const questions = blocks.map((block, index) => {
    const field = toField(block, index, blocks, null)
    return field.kind === 'message'
      ? { name: field.name, label: '', kind: 'message' }
      : { name: field.name, label: field.label, kind: field.kind, ...(field.kind === 'select' ? { options: field.options } : {}) }
  })
  const values = Object.fromEntries((submission.submissionData ?? []).map(({ field, value }) => [field, value]))
  return confirmationEmail(
    {
      title: form.title,
      scope: form.scope ?? '',
      subject: form.confirmation?.subject ?? null,
      text: form.confirmation?.text ?? null,
      requestForInformation: rfi ? { type: rfi.type!, mainType: rfi.mainType! } : null,
      questions,
    },
    values,
    { collegeName: identity.collegeName, accentColor: identity.accentColor, phone: identity.phone, email: identity.email, origin: publicOrigin() },
  )
}

/** Puts the sender's confirmation in the outbox with the submission, in its transaction: stored together or not at all. */
export async function enqueueConfirmation(req: PayloadRequest, submission: StoredSubmission): Promise<void> {
  // A confirmation that cannot be written up never costs the visitor their submission.
  const confirmation = await confirmationOf(req, submission).catch((error: unknown) => {
    console.error(`[forms] the confirmation of submission ${submission.id} could not be written`, error)
    return null
  })
  if (confirmation) await enqueueEmails(req, [confirmation], submission.id)
}
