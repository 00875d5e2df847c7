import type { ReactNode } from 'react'

import { DepartmentEvents } from '@/components/events/department-events'
import { DepartmentFeatures } from '@/components/stories/department-features'
import type { Department } from '@/services/departments'

/**
 * The sections of a department's page after its faculty (issue 7: "department pages listing their
 * faculty, events and features where those exist"), in order. Each renders one section, or null
 * when it has nothing to show; an area adds its own with one line.
 */
export type DepartmentPageSection = (department: Department) => Promise<ReactNode | null>

export const DEPARTMENT_PAGE_SECTIONS: DepartmentPageSection[] = [
  async (department) => <DepartmentEvents department={department} />,
  async (department) => <DepartmentFeatures department={department} />,
]
