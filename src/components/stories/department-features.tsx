import { DepartmentSection } from '@/components/departments/department-section'
import { blogPath } from '@/domain/feature-paths'
import type { Department } from '@/services/departments'
import { listFeatures } from '@/services/features'
import { getSiteIdentity } from '@/services/site-config'

import { FeatureGrid } from './feature-grid'

/** How many stories a department's page shows before pointing to its blog. */
export const DEPARTMENT_FEATURES_SHOWN = 3

/** A department page's newest stories (issue 7: department pages list their features); nothing when there are none. */
export async function DepartmentFeatures({ department }: { department: Department }) {
  const [{ items, total }, { timeZone }] = await Promise.all([
    listFeatures({ departmentIds: [Number(department.id)] }, { page: 1, limit: DEPARTMENT_FEATURES_SHOWN }),
    getSiteIdentity(),
  ])
  if (items.length === 0) return null
  return (
    <DepartmentSection
      id="department-features"
      heading="Stories"
      more={{ href: blogPath(department.slug), label: total > items.length ? `All ${total} stories` : 'The department’s blog' }}
    >
      <FeatureGrid features={items} timeZone={timeZone} empty={null} />
    </DepartmentSection>
  )
}
