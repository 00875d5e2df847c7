import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { sharedBlockForApi } from '@/services/shared-blocks'

export const GET = handle(endpoints.block, async ({ params }) => found(await sharedBlockForApi(params.id), `No published block has the id ${params.id}.`))
