import type { Alert } from '@/services/alerts'

import styles from './alert-banner.module.css'
import { Dismissible } from './dismissible'

/** One alert across the page; dismissible for the visit. */
export function AlertBanner({ alert, kind }: { alert: Alert; kind: 'site-wide' | 'home-page' }) {
  return (
    <Dismissible
      id={`${kind}-${alert.id}-${alert.updatedAt}`}
      label={alert.title}
      tone={alert.tone}
      classNames={{ outer: styles.alert ?? '', inner: `container ${styles.inner}`, button: styles.close ?? '' }}
    >
      <p className={styles.text}>
        <strong>{alert.title}.</strong> {alert.message}
        {alert.link && <a href={alert.link.url}>{alert.link.label}</a>}
      </p>
    </Dismissible>
  )
}
