import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewEvent } from '@/services/events'

export const GET = handle(endpoints.eventPreview, async ({ params }) => found(await previewEvent(params.id), `No event has the id ${params.id}.`))
