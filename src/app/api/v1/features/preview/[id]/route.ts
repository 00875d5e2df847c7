import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findFeaturePreview } from '@/services/features'

export const GET = handle(endpoints.featurePreview, async ({ params }) => found(await findFeaturePreview(params.id), `No feature has the id ${params.id}.`))
