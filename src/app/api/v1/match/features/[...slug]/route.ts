import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findFeatureBySlug } from '@/services/features'

export const GET = handle(endpoints.featureBySlug, async ({ params }) =>
  found(await findFeatureBySlug(params.slug), `No published feature matches “${params.slug}”.`),
)
