import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewFeature } from '@/services/features'
import { previewAs } from '@/services/read'

export const GET = handle(endpoints.featurePreview, async ({ params, staff }) =>
  found(await previewFeature(params.id, previewAs(staff)), `No feature has the id ${params.id}.`),
)
