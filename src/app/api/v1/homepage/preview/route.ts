import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getHomepagePreview } from '@/services/homepage'
import { previewAs } from '@/services/read'

export const GET = handle(endpoints.homepagePreview, async ({ query, staff }) => getHomepagePreview(query.date ?? null, previewAs(staff)))
