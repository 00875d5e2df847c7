import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getConfigMap } from '@/services/site-config'

export const GET = handle(endpoints.configs, () => getConfigMap())
