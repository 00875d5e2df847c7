import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { HomepageView } from '@/components/home/homepage-view'
import { PreviewBar, SignInToPreview } from '@/components/pages/staff-preview'
import { formatDate } from '@/domain/dates'
import { PREVIEW_DATE_MESSAGE, parsePreviewDate, todayIn } from '@/domain/homepage'
import { getHomepagePreview } from '@/services/homepage'
import { currentStaff } from '@/services/sessions'
import { getSiteIdentity } from '@/services/site-config'

import styles from './preview.module.css'

export const metadata: Metadata = {
  title: 'Preview: home page',
  robots: { index: false, follow: false },
}

type Props = {
  params: Promise<{ date?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * spec §2, §7: the home page's newest saved version for staff, as on a day: `/preview/homepage`
 * (today), `/preview/homepage/2026-11-23` or `?date=2026-11-23`. Previews are never cached, so the
 * query is fine here.
 */
export default async function HomepagePreview({ params, searchParams }: Props) {
  const [{ date: path }, query] = await Promise.all([params, searchParams])
  const address = `/preview/homepage${path?.length ? `/${path.join('/')}` : ''}`
  if (!(await currentStaff(await headers()))) return <SignInToPreview path={address} />
  const identity = await getSiteIdentity()
  const asked = path?.length ? path.join('/') : Array.isArray(query.date) ? query.date[0] : query.date
  const date = asked === undefined ? todayIn(identity.timeZone) : parsePreviewDate(asked)
  if (!date) {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>
          The date “{String(asked).slice(0, 40)}” {PREVIEW_DATE_MESSAGE}. <a href="/preview/homepage">Preview today</a>.
        </p>
      </div>
    )
  }
  const homepage = await getHomepagePreview(date)
  return (
    <>
      <PreviewBar published={homepage.published} editHref="/admin/globals/homepage">
        The home page as on {formatDate(`${date}T12:00:00`, 'long', identity.timeZone)}.
      </PreviewBar>
      <form className={styles.date} action="/preview/homepage" method="get">
        <label htmlFor="preview-date">Show the home page as on</label>
        <input id="preview-date" name="date" type="date" defaultValue={date} required />
        <button type="submit">Show</button>
      </form>
      <HomepageView homepage={homepage} collegeName={identity.collegeName} timeZone={identity.timeZone} />
    </>
  )
}
