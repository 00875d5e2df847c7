import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { latestHeroEvent } from '@/services/events'

export const GET = handle(endpoints.latestHero, async () => await latestHeroEvent())
