import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { findActiveHomePageAlert } from '@/services/alerts'

export const GET = handle(endpoints.homePageAlert, () => findActiveHomePageAlert())
