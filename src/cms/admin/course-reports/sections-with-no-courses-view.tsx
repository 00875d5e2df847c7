import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { categoriesWithoutSections } from '@/services/course-reports'

import styles from './course-reports.module.css'
import { ReportFrame } from './report-frame'

/** spec §2: sections with no courses, read as the course categories that no section is filed under. */
export async function SectionsWithNoCoursesView(props: AdminViewServerProps) {
  const categories = await categoriesWithoutSections(props.initPageResult.req.user)
  return (
    <ReportFrame {...props} screen="sections-with-no-courses">
      {categories &&
        (categories.length ? (
          <div className={styles.tableWrap}>
            <p>
              {categories.length} categor{categories.length === 1 ? 'y' : 'ies'}.
            </p>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Under</th>
                  <th scope="col">Sections in its sub-categories</th>
                </tr>
              </thead>
              <tbody>
                {categories.map((category) => (
                  <tr key={category.id}>
                    <td>
                      <Link href={category.editHref} prefetch={false}>
                        {category.title}
                      </Link>
                    </td>
                    <td>{category.slug}</td>
                    <td>{category.parent ?? '—'}</td>
                    <td>{category.sectionsInSubCategories}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.notice}>None: every course category has at least one section filed under it (or there are no categories yet).</p>
        ))}
    </ReportFrame>
  )
}
