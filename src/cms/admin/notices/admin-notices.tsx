import type { ServerProps } from 'payload'

import type { User } from '@/payload-types'
import { alertsFor, noticesFor } from '@/services/admin-notices'

import styles from './admin-notices.module.css'

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The dashboard's list of notices from the administrators (spec §6: admin notifications). */
export async function NoticesDashboard({ user }: ServerProps) {
  const notices = await noticesFor(user as User | null)
  if (notices.length === 0) return null
  return (
    <section className={styles.list} aria-labelledby="admin-notices-heading">
      <h2 id="admin-notices-heading">Notices</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>
            <p>{notice.message}</p>
            <small>Posted {when(notice.createdAt)}</small>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The notices that alert everyone, on every back-office screen until their date (spec §6). */
export async function NoticeBanner({ user }: ServerProps) {
  const alerts = await alertsFor(user as User | null)
  if (alerts.length === 0) return null
  return (
    <div className={styles.banner} role="status">
      {alerts.map((notice) => (
        <p key={notice.id}>{notice.message}</p>
      ))}
    </div>
  )
}
