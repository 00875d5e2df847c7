import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findFeatureBySlug } from '@/services/features'

/** A feature by its address changes only with content: read once per content change (docs/decisions/0070); a miss is not kept. */
export const GET = handle(
  endpoints.featureBySlug,
  cachedAnswer(async (_query, _url, params: { slug: string }) => found(await findFeatureBySlug(params.slug), `No published feature matches “${params.slug}”.`)),
)
