import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewSiteWideAlert } from '@/services/alerts'
import { previewAs } from '@/services/read'

export const GET = handle(endpoints.siteWideAlertPreview, async ({ params, staff }) =>
  found(await previewSiteWideAlert(params.id, previewAs(staff)), `No site-wide alert has the id ${params.id}.`),
)
