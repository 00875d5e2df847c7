import Link from 'next/link'

import { AddToCartIsland } from '@/components/courses/add-to-cart-island'
import { PageIntro } from '@/components/ui/page-intro'
import { Pagination } from '@/components/ui/pagination'
import { COURSE_SEARCH_PATH, courseSearchHref } from '@/domain/courses'
import type { CourseSearchPageView } from '@/services/course-pages'

import { CourseList } from './course-list'
import { CourseSearchFieldsIsland } from './course-search-fields-island'
import { CourseSearchForm } from './course-search-form'
import styles from './course-search.module.css'

/**
 * spec §2: the continuing-education course search, its results grouped by category, or what to browse before a search. Its
 * fields and its cart buttons are islands: their code comes when a visitor comes to them (docs/decisions/0189, 0190).
 */
export function CourseSearchView({ view }: { view: CourseSearchPageView }) {
  const { search, results } = view
  const values = {
    title: search.title ?? '',
    keywords: search.keywords ?? '',
    categoryId: search.categoryId ? String(search.categoryId) : '',
    instructorName: search.instructorName ?? '',
    courseNumber: search.courseNumber ?? '',
    datesFrom: search.dates?.from ?? '',
    datesTo: search.dates?.to ?? '',
    timesFrom: search.times?.from ?? '',
    timesTo: search.times?.to ?? '',
    days: search.days ?? [],
    semester: search.semester ?? '',
    past: Boolean(search.past),
  }
  // The form's choices only: a category's other fields would travel in the payload unread (docs/decisions/0184).
  const categoryChoices = view.categories.map(({ id, title, children }) => ({
    id,
    title,
    children: children.map((child) => ({ id: child.id, title: child.title })),
  }))
  return (
    <>
      <PageIntro
        kicker={<Link href="/academics/continuing-education">Continuing Education</Link>}
        title="Courses"
        lead="Evening, weekend and online courses in art and design, for beginners and working professionals. Search by subject, teacher, day or time."
      />
      <div className={`container ${styles.page}`}>
        <CourseSearchForm
          path={COURSE_SEARCH_PATH}
          fields={
            <CourseSearchFieldsIsland
              path={COURSE_SEARCH_PATH}
              categories={categoryChoices}
              semesters={view.semesters}
              values={values}
              problems={view.problems}
            />
          }
        >
          {results ? (
            <section aria-labelledby="course-results">
              <h2 id="course-results" className={styles.count}>
                {results.list.total === 0 ? 'No sections match' : `${results.list.total} ${results.list.total === 1 ? 'section matches' : 'sections match'}`}
              </h2>
              {results.list.total === 0 ? (
                <p>
                  Try fewer words, another category, or wider dates and hours. Or <Link href={COURSE_SEARCH_PATH}>browse every category</Link>.
                </p>
              ) : (
                results.groups.map((group) => (
                  <section key={group.id ?? 'other'} className={styles.group} aria-labelledby={`category-${group.id ?? 'other'}`}>
                    <h3 id={`category-${group.id ?? 'other'}`} className={styles.groupTitle}>
                      {group.title}
                    </h3>
                    <CourseList courses={group.sections} headingLevel={4} AddToCart={AddToCartIsland} />
                  </section>
                ))
              )}
              <Pagination
                currentPage={results.list.currentPage}
                nrOfPages={results.list.nrOfPages}
                pages={results.list.pages}
                hrefFor={(page) => courseSearchHref(search, page)}
                label="Pages of results"
              />
            </section>
          ) : (
            <>
              <section aria-labelledby="browse-categories" className={styles.browse}>
                <h2 id="browse-categories">Browse by subject</h2>
                <ul className={styles.categories}>
                  {view.categories.map((category) => (
                    <li key={category.id}>
                      <Link href={courseSearchHref({ categoryId: category.id })} className={styles.category}>
                        <span className={styles.categoryTitle}>{category.title}</span>
                        {category.children.length > 0 && (
                          <span className={styles.categoryChildren}>{category.children.map((child) => child.title).join(' · ')}</span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
              {view.startingSoon.length > 0 && (
                <section aria-labelledby="starting-soon">
                  <h2 id="starting-soon">Starting soon</h2>
                  <CourseList courses={view.startingSoon} headingLevel={3} AddToCart={AddToCartIsland} />
                </section>
              )}
            </>
          )}
        </CourseSearchForm>
      </div>
    </>
  )
}
