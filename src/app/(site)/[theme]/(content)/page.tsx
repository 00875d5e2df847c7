import { AlertBanner } from '@/components/alerts/alert-banner'
import { HomepageView } from '@/components/home/homepage-view'
import { findActiveHomePageAlert } from '@/services/alerts'
import { getHomepage } from '@/services/homepage'
import { getSiteIdentity } from '@/services/site-config'

/** spec §2: the home page: the active home-page alert, the featured stories in the template's layout, then the sections. */
export default async function HomePage() {
  const [identity, homepage, alert] = await Promise.all([getSiteIdentity(), getHomepage(), findActiveHomePageAlert()])
  return (
    <>
      {alert && <AlertBanner alert={alert} kind="home-page" />}
      <HomepageView homepage={homepage} collegeName={identity.collegeName} timeZone={identity.timeZone} />
    </>
  )
}
