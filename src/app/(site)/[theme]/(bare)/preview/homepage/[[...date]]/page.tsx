import type { Metadata } from 'next'

import { RenderHomepageSections } from '@/cms/blocks/render-homepage-sections'
import { HomepageView } from '@/components/home/homepage-view'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { formatDate } from '@/domain/dates'
import { homepagePreviewPage } from '@/services/preview-pages'

import styles from './preview.module.css'

export const metadata: Metadata = {
  title: 'Preview: home page',
  robots: { index: false, follow: false },
}

type Props = {
  params: Promise<{ date?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** spec §2, §7: the home page's newest version as on today, `/preview/homepage/2026-11-23` or `?date=` (previews are never cached). */
export default async function HomepagePreview({ params, searchParams }: Props) {
  const [{ date: path }, query] = await Promise.all([params, searchParams])
  const preview = await homepagePreviewPage(path?.length ? path.join('/') : Array.isArray(query.date) ? query.date[0] : query.date)
  if (preview.kind === 'bad-date') {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>
          The date “{preview.asked}” {preview.message}. <a href="/preview/homepage">Preview today</a>.
        </p>
      </div>
    )
  }
  const { identity } = preview
  return (
    <>
      <PreviewBanner banner={preview.banner}>The home page as on {formatDate(`${preview.date}T12:00:00`, 'long', identity.timeZone)}.</PreviewBanner>
      <form className={styles.date} action="/preview/homepage" method="get">
        <label htmlFor="preview-date">Show the home page as on</label>
        <input id="preview-date" name="date" type="date" defaultValue={preview.date} required />
        <button type="submit">Show</button>
      </form>
      <HomepageView
        homepage={preview.homepage}
        collegeName={identity.collegeName}
        sections={<RenderHomepageSections sections={preview.homepage.sections} timeZone={identity.timeZone} />}
      />
    </>
  )
}
