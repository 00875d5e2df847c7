import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { toStaffSession } from '@/services/sessions'

export const GET = handle(endpoints.sessionMe, async ({ staff }) => toStaffSession(staff))
