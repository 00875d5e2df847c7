import Link from 'next/link'

import { type NavigationItem, packNavigation } from '@/domain/navigation'
import type { RegistrationSettings } from '@/services/site-config'

import { HeaderMenus } from './header-menus'
import styles from './site-header.module.css'

type Props = {
  collegeName: string
  shortName: string
  navigation: NavigationItem[]
  socialLinks: { network: string; url: string }[]
  registration: RegistrationSettings
}

/** The frame's top bar: the logo on the server, the menus one client island given the packed navigation (docs/decisions/0074, 0150). */
export function SiteHeader({ collegeName, shortName, navigation, socialLinks, registration }: Props) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${collegeName}, home`}>
          {shortName}
        </Link>
        <HeaderMenus navigation={packNavigation(navigation)} socialLinks={socialLinks} registration={registration} />
      </div>
    </header>
  )
}
