import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getFeaturedEvents } from '@/services/events'

export const GET = handle(endpoints.featuredEvents, async () => ({ section: await getFeaturedEvents() }))
