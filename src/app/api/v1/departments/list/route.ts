import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listDepartments } from '@/services/departments'

export const GET = handle(endpoints.departments, async ({ query, url }) => {
  const items = await listDepartments(query)
  return listEnvelope({ items, total: items.length, page: 1, limit: Math.max(1, items.length), url })
})
