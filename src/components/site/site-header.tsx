import Link from 'next/link'

import type { NavigationItem } from '@/domain/navigation'
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

/** The frame's top bar: the logo on the server, the menus as one client island. */
export function SiteHeader({ collegeName, shortName, navigation, socialLinks, registration }: Props) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${collegeName}, home`}>
          {shortName}
        </Link>
        <HeaderMenus navigation={navigation} socialLinks={socialLinks} registration={registration} />
      </div>
    </header>
  )
}
