import type { ReactNode } from 'react'

import type { Department } from '@/services/departments'

/**
 * EXTENSION POINT for department pages (issue 7: "department pages listing their faculty, events
 * and features where those exist"). Each entry renders one section of a department's page, or
 * null when it has nothing to show. The events and features areas add theirs here once their code
 * is on main, e.g. `async (department) => <DepartmentEvents department={department} />`; the page
 * renders them in this order after the faculty. Nothing here imports another area's code.
 */
export type DepartmentPageSection = (department: Department) => Promise<ReactNode | null>

export const DEPARTMENT_PAGE_SECTIONS: DepartmentPageSection[] = []
