'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useTransition } from 'react'

import styles from './course-search.module.css'

type Props = {
  /** The course search's address (COURSE_SEARCH_PATH), where the form sends. */
  path: string
  /** The form's fields: CourseSearchFieldsIsland. */
  fields: ReactNode
  /** The results the server rendered for the address. */
  children: ReactNode
}

/**
 * The course search (spec §2): with JavaScript it is sent by client-side navigation, its results saying "Searching…" meanwhile
 * (spec §4); without it the server answers. The address rules load with the first search sent (docs/decisions/0190).
 */
export function CourseSearchForm({ path, fields, children }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const sent = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)
    startTransition(async () => {
      const { normalizedCourseSearch } = await import('@/domain/course-search-address')
      const query = (normalizedCourseSearch(sent) ?? sent).toString()
      // After an await, React asks for the update in a transition of its own, which the pending state waits for as well.
      startTransition(() => router.push(query ? `${path}?${query}` : path))
    })
  }

  return (
    <>
      <form className={styles.form} action={path} method="get" onSubmit={submit} role="search" aria-label="Search the courses">
        {fields}
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
