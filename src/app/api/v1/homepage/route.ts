import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getHomepage } from '@/services/homepage'

export const GET = handle(endpoints.homepage, () => getHomepage())
