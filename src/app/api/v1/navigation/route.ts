import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getNavigationTree } from '@/services/navigation'

/** Read and serialized once per content change (docs/decisions/0070). */
export const GET = handle(
  endpoints.navigation,
  cachedAnswer(async () => ({ tree: await getNavigationTree() })),
)
