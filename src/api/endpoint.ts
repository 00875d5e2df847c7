import { z } from 'zod'

import type { Capability } from '@/domain/capabilities'
import { SLUG_PATTERN } from '@/domain/slug'

import { documentId } from './query'

/** One endpoint of /api/v1 (spec §7); handlers parse with its schemas and the OpenAPI document is built from them, so they cannot drift. */
export type Endpoint = {
  method: 'GET' | 'DELETE' | 'POST'
  /** OpenAPI path template. */
  path: string
  summary: string
  group: string
  query?: z.ZodType
  params?: z.ZodType
  /** The body a POST takes: JSON, or form fields (`multipart`, for uploads). */
  body?: z.ZodType
  bodyEncoding?: 'json' | 'multipart'
  /** The largest body read, and what a larger one is told (413). */
  maxBody?: { bytes: number; message: string }
  /** Staff only: needs a valid token (401 otherwise). */
  staff?: boolean
  /** Staff holding this capability only (403 for other staff). */
  capability?: Capability
  /** What a 200 answers, in words, for the OpenAPI description. */
  returns: string
}

/** Keeps each endpoint's literal type, so handlers get their parsed query and params typed. */
export const defineEndpoints = <const T extends Record<string, Endpoint>>(endpoints: T) => endpoints

export const noQuery = z.strictObject({})
export const idParams = z.strictObject({ id: documentId() })
export const slugParams = z.strictObject({ slug: z.string().regex(SLUG_PATTERN, 'must be a slug: lower-case letters, digits and dashes') })
