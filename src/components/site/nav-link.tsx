import type { MouseEvent } from 'react'

import { type NavigationItem, analyticsEvent, isNavigationGroup } from '@/domain/navigation'

import styles from './site-header.module.css'
import { trackEvent } from './track-event'

function itemHref(item: NavigationItem): string | null {
  return item.type === 'External_Link' ? item.externalLink : item.path
}

/**
 * A navigation item: a link, a group's index page, a label or a separator. A link with an analytics event names it in
 * `data-track-event`, sent by `trackLinkEvent` where the link sits: a panel's links are markup the browser keeps (docs/decisions/0185).
 */
export function NavLink({ item, className, groupPath }: { item: NavigationItem; className?: string; groupPath?: string | null }) {
  const href = itemHref(item)
  if (item.isSeparator) return <hr className={styles.separator} />
  // A group or label leads to its index page, so a crawler reaches every group's page (docs/decisions/0072).
  if (isNavigationGroup(item) && groupPath)
    return (
      <a href={groupPath} className={`${styles.sectionLabel} ${className ?? ''}`}>
        {item.title}
      </a>
    )
  if (!href || item.type === 'SectionLabel' || item.type === 'Group') return <span className={`${styles.sectionLabel} ${className ?? ''}`}>{item.title}</span>
  const external = item.type === 'External_Link'
  const event = analyticsEvent(item.gaEventName, item.gaParams)
  // Ctrl- and Cmd-click open a new tab by themselves: these are real links.
  return (
    <a
      href={href}
      className={className}
      data-track-event={event ? JSON.stringify(event) : undefined}
      {...(item.openInNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : external ? { rel: 'noopener' } : {})}
    >
      {item.title}
    </a>
  )
}

/** A click on a `NavLink` with an analytics event, or inside one, sends that event. */
export function trackLinkEvent(event: MouseEvent): void {
  const link = (event.target as Element).closest<HTMLElement>('[data-track-event]')
  if (!link?.dataset.trackEvent) return
  const { name, params } = JSON.parse(link.dataset.trackEvent) as { name: string; params: Record<string, string> }
  trackEvent(name, params)
}
