import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getFeaturedEvents } from '@/services/events'
import { previewAs } from '@/services/read'

export const GET = handle(endpoints.featuredEventsPreview, async ({ staff }) => ({ section: await getFeaturedEvents(previewAs(staff)) }))
