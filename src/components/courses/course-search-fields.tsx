import { useId } from 'react'

import { type CourseSearchField, PAST_SECTIONS_VALUE, WEEKDAYS } from '@/domain/course-search-address'

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
}

const Problem = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <p id={id} className={styles.problem}>
      {text}
    </p>
  ) : null

/**
 * The course search's fields (spec §2), every one in the address, with what is wrong with each, and its buttons. Drawn from the
 * search and the choices, which the page's payload carries rather than the elements; an island (course-search-fields-island.tsx).
 */
export function CourseSearchFields({ path, categories, semesters, values, problems }: Props) {
  // Ids of their own: an island's server HTML may hold a second copy of it (island.tsx).
  const id = useId()
  const described = (field: CourseSearchField) => (problems[field] ? `${id}problem-${field}` : undefined)
  return (
    <>
      <div className={styles.wide}>
        <label htmlFor={`${id}course-keywords`}>Keywords</label>
        <input
          id={`${id}course-keywords`}
          name="keywords"
          type="search"
          defaultValue={values.keywords}
          maxLength={100}
          aria-describedby={described('keywords')}
        />
        <Problem id={`${id}problem-keywords`} text={problems.keywords} />
      </div>
      <div>
        <label htmlFor={`${id}course-category`}>Category</label>
        <select id={`${id}course-category`} name="categoryId" defaultValue={values.categoryId} aria-describedby={described('categoryId')}>
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
        <Problem id={`${id}problem-categoryId`} text={problems.categoryId} />
      </div>
      <div>
        <label htmlFor={`${id}course-title`}>Title</label>
        <input id={`${id}course-title`} name="title" type="text" defaultValue={values.title} maxLength={100} aria-describedby={described('title')} />
        <Problem id={`${id}problem-title`} text={problems.title} />
      </div>
      <div>
        <label htmlFor={`${id}course-instructor`}>Instructor</label>
        <input
          id={`${id}course-instructor`}
          name="instructorName"
          type="text"
          defaultValue={values.instructorName}
          maxLength={100}
          aria-describedby={described('instructorName')}
        />
        <Problem id={`${id}problem-instructorName`} text={problems.instructorName} />
      </div>
      <div>
        <label htmlFor={`${id}course-number`}>Course number</label>
        <input
          id={`${id}course-number`}
          name="courseNumber"
          type="text"
          defaultValue={values.courseNumber}
          maxLength={40}
          aria-describedby={described('courseNumber')}
        />
        <Problem id={`${id}problem-courseNumber`} text={problems.courseNumber} />
      </div>
      <fieldset className={styles.range} aria-describedby={described('dates')}>
        <legend>Meeting between</legend>
        <label htmlFor={`${id}course-dates-from`} className="visually-hidden">
          First day
        </label>
        <input id={`${id}course-dates-from`} name="datesFrom" type="date" defaultValue={values.datesFrom} />
        <span aria-hidden="true">and</span>
        <label htmlFor={`${id}course-dates-to`} className="visually-hidden">
          Last day
        </label>
        <input id={`${id}course-dates-to`} name="datesTo" type="date" defaultValue={values.datesTo} />
        <Problem id={`${id}problem-dates`} text={problems.dates} />
      </fieldset>
      <fieldset className={styles.range} aria-describedby={described('times')}>
        <legend>Between the hours of</legend>
        <label htmlFor={`${id}course-times-from`} className="visually-hidden">
          Earliest start
        </label>
        <input id={`${id}course-times-from`} name="timesFrom" type="time" defaultValue={values.timesFrom} />
        <span aria-hidden="true">and</span>
        <label htmlFor={`${id}course-times-to`} className="visually-hidden">
          Latest end
        </label>
        <input id={`${id}course-times-to`} name="timesTo" type="time" defaultValue={values.timesTo} />
        <Problem id={`${id}problem-times`} text={problems.times} />
      </fieldset>
      <fieldset className={styles.days} aria-describedby={described('days')}>
        <legend>Meeting on</legend>
        {WEEKDAYS.map((day) => (
          <label key={day.value} className={styles.day}>
            <input type="checkbox" name="days" value={day.value} defaultChecked={values.days.includes(day.value)} />
            {day.label}
          </label>
        ))}
        <Problem id={`${id}problem-days`} text={problems.days} />
      </fieldset>
      <div>
        <label htmlFor={`${id}course-semester`}>Semester</label>
        <select id={`${id}course-semester`} name="semester" defaultValue={values.semester} aria-describedby={described('semester')}>
          <option value="">Any semester</option>
          {semesters.map((semester) => (
            <option key={semester.id} value={semester.id}>
              {semester.title}
            </option>
          ))}
        </select>
        <Problem id={`${id}problem-semester`} text={problems.semester} />
      </div>
      <div className={styles.past}>
        <label>
          <input type="checkbox" name="past" value={PAST_SECTIONS_VALUE} defaultChecked={values.past} aria-describedby={described('past')} /> Include sections
          that have ended
        </label>
        <Problem id={`${id}problem-past`} text={problems.past} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          Search courses
        </button>
        <a href={path}>Clear the search</a>
      </div>
    </>
  )
}
