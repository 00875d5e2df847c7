import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getNavigationTree } from '@/services/navigation'

export const GET = handle(endpoints.navigation, async () => ({ tree: await getNavigationTree() }))
