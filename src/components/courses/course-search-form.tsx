'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useTransition } from 'react'

import { type CourseSearchField, PAST_SECTIONS_VALUE, WEEKDAYS, normalizedCourseSearch } from '@/domain/course-search-address'

import styles from './course-search.module.css'

type Category = { id: number; title: string; children: { id: number; title: string }[] }

type Props = {
  /** The course search's address (COURSE_SEARCH_PATH), where the form sends. */
  path: string
  categories: Category[]
  semesters: { id: string; title: string }[]
  /** The search the address holds, as written in the fields. */
  values: {
    title: string
    keywords: string
    categoryId: string
    instructorName: string
    courseNumber: string
    datesFrom: string
    datesTo: string
    timesFrom: string
    timesTo: string
    days: string[]
    semester: string
    past: boolean
  }
  problems: Partial<Record<CourseSearchField, string>>
  /** The results the server rendered for the address. */
  children: ReactNode
}

const Problem = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <p id={id} className={styles.problem}>
      {text}
    </p>
  ) : null

/** The course search (spec §2), every field in the address; with JavaScript the results show "Searching…" (spec §4), without it the server answers. */
export function CourseSearchForm({ path, categories, semesters, values, problems, children }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const sent = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)
    const query = (normalizedCourseSearch(sent) ?? sent).toString()
    startTransition(() => router.push(query ? `${path}?${query}` : path))
  }

  const described = (field: CourseSearchField) => (problems[field] ? `problem-${field}` : undefined)
  return (
    <>
      <form className={styles.form} action={path} method="get" onSubmit={submit} role="search" aria-label="Search the courses">
        <div className={styles.wide}>
          <label htmlFor="course-keywords">Keywords</label>
          <input id="course-keywords" name="keywords" type="search" defaultValue={values.keywords} maxLength={100} aria-describedby={described('keywords')} />
          <Problem id="problem-keywords" text={problems.keywords} />
        </div>
        <div>
          <label htmlFor="course-category">Category</label>
          <select id="course-category" name="categoryId" defaultValue={values.categoryId} aria-describedby={described('categoryId')}>
            <option value="">Any category</option>
            {categories.map((category) => (
              <optgroup key={category.id} label={category.title}>
                <option value={category.id}>All of {category.title}</option>
                {category.children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Problem id="problem-categoryId" text={problems.categoryId} />
        </div>
        <div>
          <label htmlFor="course-title">Title</label>
          <input id="course-title" name="title" type="text" defaultValue={values.title} maxLength={100} aria-describedby={described('title')} />
          <Problem id="problem-title" text={problems.title} />
        </div>
        <div>
          <label htmlFor="course-instructor">Instructor</label>
          <input
            id="course-instructor"
            name="instructorName"
            type="text"
            defaultValue={values.instructorName}
            maxLength={100}
            aria-describedby={described('instructorName')}
          />
          <Problem id="problem-instructorName" text={problems.instructorName} />
        </div>
        <div>
          <label htmlFor="course-number">Course number</label>
          <input
            id="course-number"
            name="courseNumber"
            type="text"
            defaultValue={values.courseNumber}
            maxLength={40}
            aria-describedby={described('courseNumber')}
          />
          <Problem id="problem-courseNumber" text={problems.courseNumber} />
        </div>
        <fieldset className={styles.range} aria-describedby={described('dates')}>
          <legend>Meeting between</legend>
          <label htmlFor="course-dates-from" className="visually-hidden">
            First day
          </label>
          <input id="course-dates-from" name="datesFrom" type="date" defaultValue={values.datesFrom} />
          <span aria-hidden="true">and</span>
          <label htmlFor="course-dates-to" className="visually-hidden">
            Last day
          </label>
          <input id="course-dates-to" name="datesTo" type="date" defaultValue={values.datesTo} />
          <Problem id="problem-dates" text={problems.dates} />
        </fieldset>
        <fieldset className={styles.range} aria-describedby={described('times')}>
          <legend>Between the hours of</legend>
          <label htmlFor="course-times-from" className="visually-hidden">
            Earliest start
          </label>
          <input id="course-times-from" name="timesFrom" type="time" defaultValue={values.timesFrom} />
          <span aria-hidden="true">and</span>
          <label htmlFor="course-times-to" className="visually-hidden">
            Latest end
          </label>
          <input id="course-times-to" name="timesTo" type="time" defaultValue={values.timesTo} />
          <Problem id="problem-times" text={problems.times} />
        </fieldset>
        <fieldset className={styles.days} aria-describedby={described('days')}>
          <legend>Meeting on</legend>
          {WEEKDAYS.map((day) => (
            <label key={day.value} className={styles.day}>
              <input type="checkbox" name="days" value={day.value} defaultChecked={values.days.includes(day.value)} />
              {day.label}
            </label>
          ))}
          <Problem id="problem-days" text={problems.days} />
        </fieldset>
        <div>
          <label htmlFor="course-semester">Semester</label>
          <select id="course-semester" name="semester" defaultValue={values.semester} aria-describedby={described('semester')}>
            <option value="">Any semester</option>
            {semesters.map((semester) => (
              <option key={semester.id} value={semester.id}>
                {semester.title}
              </option>
            ))}
          </select>
          <Problem id="problem-semester" text={problems.semester} />
        </div>
        <div className={styles.past}>
          <label>
            <input type="checkbox" name="past" value={PAST_SECTIONS_VALUE} defaultChecked={values.past} aria-describedby={described('past')} /> Include sections
            that have ended
          </label>
          <Problem id="problem-past" text={problems.past} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            Search courses
          </button>
          <a href={path}>Clear the search</a>
        </div>
      </form>
      <p className={styles.searching} role="status">
        {pending ? 'Searching…' : ''}
      </p>
      <div className={styles.results} aria-busy={pending}>
        {pending ? null : children}
      </div>
    </>
  )
}
