import type { Metadata } from 'next'

import { RenderHomepageSections } from '@/cms/blocks/render-homepage-sections'
import { AlertBanner } from '@/components/alerts/alert-banner'
import { HomepageView } from '@/components/home/homepage-view'
import { EditMark } from '@/components/staff/edit-mark'
import { JsonLd } from '@/components/ui/json-ld'
import { homePage } from '@/services/home-pages'
import { pageMetadata } from '@/services/metadata'

/** The home page is its own canonical address, as every other page is (the sitemap lists it so). */
export async function generateMetadata(): Promise<Metadata> {
  const { identity } = await homePage()
  const metadata = await pageMetadata({ title: identity.collegeName, description: identity.tagline, path: '/' })
  // The college's name alone, not the layout's "page · college" title.
  return { ...metadata, title: { absolute: identity.collegeName } }
}

/** spec §2: the home page: the active home-page alert, the featured stories in the template's layout, then the sections. */
export default async function HomePage() {
  const { homepage, alert, identity, structuredData, edit } = await homePage()
  return (
    <>
      <JsonLd data={structuredData} />
      {alert && <AlertBanner alert={alert} kind="home-page" />}
      <HomepageView
        homepage={homepage}
        collegeName={identity.collegeName}
        sections={<RenderHomepageSections sections={homepage.sections} timeZone={identity.timeZone} />}
      />
      <EditMark target={edit} />
    </>
  )
}
