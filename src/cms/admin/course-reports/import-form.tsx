'use client'

import { type FormEvent, useState } from 'react'

import { API_BASE_URL, apiFailure, apiFetch } from '@/api/browser-client'
import { AREA_HEADER } from '@/domain/auth'
import { COURSE_IMPORT_MODES, DEFAULT_COURSE_IMPORT_MODE } from '@/domain/course-import'
import { type CourseImportReport } from '@/domain/course-import-report'

import styles from './course-reports.module.css'
import { ImportReport } from './import-report'

const IMPORT_PATH = '/courses/import'

type State = { status: 'idle' | 'sending' } | { status: 'done'; report: CourseImportReport } | { status: 'failed'; message: string }

/** spec §2 (run course importer): the upload form; without JavaScript it posts to the API itself, which answers JSON. */
export function ImportForm() {
  const [state, setState] = useState<State>({ status: 'idle' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    setState({ status: 'sending' })
    try {
      // The back office speaks for every area (spec §6: the admin sends X-Area: all).
      const report = await apiFetch<CourseImportReport>(IMPORT_PATH, { method: 'POST', body, headers: { [AREA_HEADER]: 'all' } })
      setState({ status: 'done', report })
    } catch (error) {
      setState({ status: 'failed', message: apiFailure(error)?.message ?? 'The file could not be sent: check the connection and try again.' })
    }
  }

  return (
    <>
      <form className={styles.form} action={`${API_BASE_URL}${IMPORT_PATH}`} method="post" encType="multipart/form-data" onSubmit={submit}>
        <label>
          CSV or JSON file
          <br />
          <input type="file" name="file" accept=".csv,.json,text/csv,application/json" required />
        </label>
        <fieldset>
          <legend>When a row is refused</legend>
          {COURSE_IMPORT_MODES.map((mode) => (
            <label key={mode.value}>
              <input type="radio" name="mode" value={mode.value} defaultChecked={mode.value === DEFAULT_COURSE_IMPORT_MODE} />{' '}
              {mode.value === 'all-or-nothing' ? `${mode.label}: a file with a refused row changes nothing` : `${mode.label}: the refused rows are left out`}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={state.status === 'sending'}>
          {state.status === 'sending' ? 'Importing…' : 'Import'}
        </button>
      </form>
      <div aria-live="polite">
        {state.status === 'failed' && (
          <p className={`${styles.notice} ${styles.error}`} role="alert">
            {state.message}
          </p>
        )}
        {state.status === 'done' && <ImportReport report={state.report} />}
      </div>
    </>
  )
}
