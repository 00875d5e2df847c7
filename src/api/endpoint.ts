import { z } from 'zod'

import { SLUG_PATTERN } from '@/domain/slug'

import { documentId } from './query'

/**
 * One endpoint of /api/v1 (spec §7): method, path, parameters and audience. Route handlers parse
 * with these schemas and /api/v1/openapi.json is built from them, so the published contract cannot
 * drift from what the handlers accept.
 */
export type Endpoint = {
  method: 'GET' | 'DELETE' | 'POST'
  /** OpenAPI path template. */
  path: string
  summary: string
  group: string
  query?: z.ZodType
  params?: z.ZodType
  /** The JSON body a POST takes. */
  body?: z.ZodType
  /** Staff only: needs a valid token (401 otherwise). */
  staff?: boolean
  /** What a 200 answers, in words, for the OpenAPI description. */
  returns: string
}

/** Keeps each endpoint's literal type, so handlers get their parsed query and params typed. */
export const defineEndpoints = <const T extends Record<string, Endpoint>>(endpoints: T) => endpoints

export const noQuery = z.strictObject({})
export const idParams = z.strictObject({ id: documentId() })
export const slugParams = z.strictObject({ slug: z.string().regex(SLUG_PATTERN, 'must be a slug: lower-case letters, digits and dashes') })
