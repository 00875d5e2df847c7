import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findEventBySlug } from '@/services/events'

export const GET = handle(endpoints.eventBySlug, async ({ params }) =>
  found(await findEventBySlug(params.slug), `No published event matches “${params.slug}”.`),
)
