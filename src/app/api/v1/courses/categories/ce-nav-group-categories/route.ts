import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listCeNavigationCategories } from '@/services/courses'

export const GET = handle(endpoints.courseNavigationCategories, async () => ({ items: await listCeNavigationCategories() }))
