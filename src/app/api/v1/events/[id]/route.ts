import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findEventById } from '@/services/events'

export const GET = handle(endpoints.event, async ({ params }) => found(await findEventById(params.id), `No published event has the id ${params.id}.`))
