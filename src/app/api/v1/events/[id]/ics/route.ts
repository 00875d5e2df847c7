import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { icsOf } from '@/services/event-calendar'
import { findEventById } from '@/services/events'

/** spec §2 (add to calendar, Apple Calendar): the event as an .ics download. */
export const GET = handle(endpoints.eventIcs, async ({ params }) => {
  const event = found(await findEventById(params.id), `No published event has the id ${params.id}.`)
  const filename = `${event.slug.split('/').join('-')}.ics`
  return new Response(await icsOf([event]), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
})
