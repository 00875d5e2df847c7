import { type NavigationItem, isNavigationGroup } from '@/domain/navigation'
import { navigationGroupPath } from '@/domain/navigation-group-paths'
import { panelLayout } from '@/domain/navigation-layout'

import { NavLink } from './nav-link'
import styles from './site-header.module.css'

/** A group's or label's index page (spec §3, navigation group), when its parents are groups too; else null. */
const groupPathUnder = (parentPath: string | null, item: NavigationItem) =>
  parentPath !== null && isNavigationGroup(item) ? navigationGroupPath(parentPath, item) : null

/**
 * What a top-level item's panel holds: its columns of links (spec §9's layout) and its Close button, marked `data-close-panel` for
 * the panel's own click handler (header-menus.tsx). Markup the browser keeps from the server (docs/decisions/0185).
 */
export function NavigationPanelContents({ item }: { item: NavigationItem }) {
  const layout = panelLayout(item)
  const panelPath = groupPathUnder('', item)
  return (
    <div>
      <div className={`container ${styles.panelInner} ${layout.threeColumns ? styles.threeColumns : ''} ${layout.shrinkList ? styles.shrink : ''}`}>
        {layout.columns.map((column, index) => (
          <ul key={index} className={styles.panelColumn}>
            {column.map((child) => (
              <li key={child.id}>
                <NavLink item={child} className={child.children.length > 0 ? styles.sectionLabel : undefined} groupPath={groupPathUnder(panelPath, child)} />
                {child.children.length > 0 && (
                  <ul className={`${styles.sectionList} ${layout.shrinkSections[child.id] ? styles.shrink : ''}`}>
                    {child.children.map((grandchild) => (
                      <li key={grandchild.id}>
                        <NavLink item={grandchild} groupPath={groupPathUnder(groupPathUnder(panelPath, child), grandchild)} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ))}
        <button type="button" className={styles.close} data-close-panel>
          Close <span className="visually-hidden">{item.title} menu</span>
        </button>
      </div>
    </div>
  )
}
