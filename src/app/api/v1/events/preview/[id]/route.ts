import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewEvent } from '@/services/events'
import { previewAs } from '@/services/read'

export const GET = handle(endpoints.eventPreview, async ({ params, staff }) =>
  found(await previewEvent(params.id, previewAs(staff)), `No event has the id ${params.id}.`),
)
