import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getFeaturedEvents } from '@/services/events'

export const GET = handle(endpoints.featuredEventsPreview, async () => ({ section: await getFeaturedEvents({ drafts: true }) }))
