import { timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { hasCapability } from '@/domain/capabilities'
import { env } from '@/env'

/** Whether `authorization` is `Bearer {secret}`; compared in constant time, and never true without a secret. */
export function bearerMatches(authorization: string | null | undefined, secret: string | undefined): boolean {
  if (!secret || !authorization) return false
  const given = Buffer.from(authorization)
  const expected = Buffer.from(`Bearer ${secret}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** spec §6 (cron job): staff with the capability, or the job clock with CRON_SECRET as bearer (docs/decisions/0054). */
export const mayRunJobs = ({ req }: { req: PayloadRequest }): boolean =>
  hasCapability(req.user, 'cronJob') || bearerMatches(req.headers?.get('authorization'), env().CRON_SECRET)
