import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { beforeAfter } from '@/services/before-after'

export const GET = handle(endpoints.beforeAfterHomepage, async ({ staff }) => found(await beforeAfter({ global: 'homepage' }, staff), 'No home page.'))
