import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewHomePageAlert } from '@/services/alerts'
import { previewAs } from '@/services/read'

export const GET = handle(endpoints.homePageAlertPreview, async ({ params, staff }) =>
  found(await previewHomePageAlert(params.id, previewAs(staff)), `No home-page alert has the id ${params.id}.`),
)
