'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { apiFailure, apiFetch } from '@/api/browser-client'
import { BEFORE_AFTER } from '@/domain/before-after'
import { EDIT_TARGET_ATTRIBUTE, editHref, editLabel, parseEditTarget, versionsOf } from '@/domain/edit-targets'
import { EXPIRED_STAFF_MARKER, hasStaffMarker } from '@/domain/staff-marker'
import type { StaffSession } from '@/services/sessions'

import { BeforeAfterDialog, type BeforeAfterHandle } from './before-after-dialog'
import styles from './staff-toolbar.module.css'

/** spec §4: logged in after a successful current-session lookup; a 401 (or 403) sets logged out; the setting hides the bar. */
type Login = { state: 'checking' } | { state: 'out' } | { state: 'hidden' } | { state: 'in'; session: StaffSession }

/** The content the page names in its HTML (components/staff/edit-mark.tsx), followed through client navigations. */
function subscribeToPage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}
const pageMark = () => document.querySelector(`[${EDIT_TARGET_ATTRIBUTE}]`)?.getAttribute(EDIT_TARGET_ATTRIBUTE) ?? null
const noMark = () => null

/** The Before/After call of the content (api/contracts/staff.ts); null when it keeps no drafts. */
function beforeAfterPath(versions: ReturnType<typeof versionsOf>): string | null {
  if (!versions) return null
  return 'global' in versions ? `/before-after/${versions.global}` : `/before-after/${versions.collection}/${versions.id}`
}

const LOGOUT_FAILED = 'Logout did not go through. Please try again.'

/** spec §2, §4, §6: the staff toolbar (Edit, Before/After, Logout) on public pages for staff whose toolbar setting is on. */
export function StaffToolbar() {
  const pathname = usePathname()
  const [login, setLogin] = useState<Login>({ state: 'checking' })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const mark = useSyncExternalStore(subscribeToPage, pageMark, noMark)
  const target = useMemo(() => parseEditTarget(mark), [mark])
  const versions = useMemo(() => beforeAfterPath(versionsOf(target)), [target])
  const dialog = useRef<BeforeAfterHandle>(null)

  const signedIn = login.state === 'in'
  useEffect(() => {
    // After a logout the bar stays away until the marker says a staff member signed in again.
    if (signedIn || !hasStaffMarker(document.cookie)) return
    apiFetch<StaffSession>('/sessions/me').then(
      (session) => setLogin(session.adminToolbar ? { state: 'in', session } : { state: 'hidden' }),
      (error) => {
        const status = apiFailure(error)?.status
        if (status === 401 || status === 403) document.cookie = EXPIRED_STAFF_MARKER
        setLogin({ state: 'out' })
      },
    )
  }, [pathname, signedIn])

  async function logout() {
    setBusy(true)
    setMessage(null)
    try {
      await apiFetch('/sessions', { method: 'DELETE' })
    } catch (error) {
      // 401: the session had already ended; anything else and the staff member is still signed in.
      if (apiFailure(error)?.status !== 401) {
        setMessage(LOGOUT_FAILED)
        setBusy(false)
        return
      }
    }
    document.cookie = EXPIRED_STAFF_MARKER
    dialog.current?.close()
    setBusy(false)
    setLogin({ state: 'out' })
  }

  if (login.state !== 'in') return null
  return (
    <aside className={styles.toolbar} aria-label="Staff toolbar">
      <p className={styles.who}>
        Signed in as <strong>{login.session.fullName}</strong>
      </p>
      <div className={styles.actions}>
        <a className={styles.action} href={editHref(target)} target="_blank" rel="noopener noreferrer">
          {editLabel(target?.type)}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {versions && (
          <button type="button" className={styles.action} aria-haspopup="dialog" onClick={() => dialog.current?.open()}>
            {BEFORE_AFTER}
          </button>
        )}
        <button type="button" className={styles.action} onClick={logout} disabled={busy}>
          Logout
        </button>
      </div>
      <p className={styles.message} role="status">
        {message}
      </p>
      {versions && <BeforeAfterDialog ref={dialog} path={versions} />}
    </aside>
  )
}
