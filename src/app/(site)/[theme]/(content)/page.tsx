import { AlertBanner } from '@/components/alerts/alert-banner'
import { HomepageView } from '@/components/home/homepage-view'
import { EditMark } from '@/components/staff/edit-mark'
import { JsonLd } from '@/components/ui/json-ld'
import { homePage } from '@/services/home-pages'

/** spec §2: the home page: the active home-page alert, the featured stories in the template's layout, then the sections. */
export default async function HomePage() {
  const { homepage, alert, identity, structuredData, edit } = await homePage()
  return (
    <>
      <JsonLd data={structuredData} />
      {alert && <AlertBanner alert={alert} kind="home-page" />}
      <HomepageView homepage={homepage} collegeName={identity.collegeName} timeZone={identity.timeZone} />
      <EditMark target={edit} />
    </>
  )
}
