import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { beforeAfter } from '@/services/before-after'

export const GET = handle(endpoints.beforeAfter, async ({ params, staff }) =>
  found(await beforeAfter({ collection: params.collection, id: params.id }, staff), 'No such document.'),
)
