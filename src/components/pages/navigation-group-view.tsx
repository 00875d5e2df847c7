import { BlockFlow } from '@/components/ui/block-flow'
import flow from '@/components/ui/block-flow.module.css'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import type { NavigationGroup } from '@/services/navigation-groups'

import { LinkSection } from './link-section'
import styles from './navigation-group-view.module.css'

/** spec §3 (navigation group): a group of the main navigation as an index page of its links. */
export function NavigationGroupView({ group }: { group: NavigationGroup }) {
  return (
    <article data-entity="navigation group">
      <header className={styles.header}>
        <Breadcrumbs trail={group.breadcrumbs.length > 2 ? group.breadcrumbs : []} />
        <h1 className={styles.title}>{group.title}</h1>
      </header>
      <BlockFlow>
        {group.sections.length === 0 && <p className={flow.column}>Nothing is listed here yet.</p>}
        {group.sections.map((section, index) => (
          <LinkSection key={section.title ?? `links-${index}`} title={section.title} titleHref={section.path} label={group.title} links={section.links} />
        ))}
      </BlockFlow>
    </article>
  )
}
