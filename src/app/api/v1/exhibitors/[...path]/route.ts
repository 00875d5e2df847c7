import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findExhibitor } from '@/services/events'

export const GET = handle(endpoints.exhibitor, async ({ params }) =>
  found(
    await findExhibitor(params.path.eventSlug, params.path.exhibitorSlug),
    `No published exhibitor “${params.path.exhibitorSlug}” in a published event “${params.path.eventSlug}”.`,
  ),
)
