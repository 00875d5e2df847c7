import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewHomePageAlert } from '@/services/alerts'

export const GET = handle(endpoints.homePageAlertPreview, async ({ params }) =>
  found(await previewHomePageAlert(params.id), `No home-page alert has the id ${params.id}.`),
)
