'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useTransition } from 'react'

import { normalizedCourseSearch } from '@/domain/courses'

type Props = {
  /** The id of the search form the server rendered (a plain GET form: without a script, the browser sends it). */
  formId: string
  /** Where the search lives. */
  path: string
  /** The status line's class; the class names come from the server, so no map of them is sent. */
  statusClassName: string
  /** The results the server rendered for the address. */
  children: ReactNode
}

/**
 * The course search's one client part (docs/decisions/0182): with a script, the form's search goes to the address by the
 * router, written as spec §2 writes it, and the earlier results give way to "Searching…" until the next ones come (spec §4).
 */
export function CourseSearchResults({ formId, path, statusClassName, children }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  useEffect(() => {
    // Heard on the document: the listener outlives any re-render of the form.
    const submit = (event: SubmitEvent) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.id !== formId) return
      event.preventDefault()
      const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>)
      const query = (normalizedCourseSearch(sent) ?? sent).toString()
      startTransition(() => router.push(query ? `${path}?${query}` : path))
    }
    document.addEventListener('submit', submit)
    return () => document.removeEventListener('submit', submit)
  }, [formId, path, router])
  return (
    <>
      <p className={statusClassName} role="status">
        {pending ? 'Searching…' : ''}
      </p>
      <div aria-busy={pending}>{pending ? null : children}</div>
    </>
  )
}
