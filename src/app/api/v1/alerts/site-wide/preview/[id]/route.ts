import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewSiteWideAlert } from '@/services/alerts'

export const GET = handle(endpoints.siteWideAlertPreview, async ({ params }) =>
  found(await previewSiteWideAlert(params.id), `No site-wide alert has the id ${params.id}.`),
)
