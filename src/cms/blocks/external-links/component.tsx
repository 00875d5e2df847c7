import flow from '@/components/ui/block-flow.module.css'
import { shortAddress } from '@/domain/external-links'
import type { ExternalLinksBlock } from '@/payload-types'

import styles from './component.module.css'

/** spec §3: links to other sites, each a Website or a Social profile named by its network. */
export function ExternalLinksBlockView({ block }: { block: ExternalLinksBlock }) {
  const headingId = block.heading ? `links-${block.id}` : undefined
  const links = block.links.filter((link) => /^https?:\/\//i.test(link.url))
  if (links.length === 0) return null
  return (
    <section className={flow.column} data-block="externalLinks" aria-labelledby={headingId}>
      {block.heading && (
        <h2 id={headingId} className={flow.blockHeading}>
          {block.heading}
        </h2>
      )}
      <ul className={styles.list}>
        {links.map((link) => {
          const social = link.kind === 'Social' && link.network
          return (
            <li key={link.id} className={styles.item} data-kind={link.kind}>
              <span className={styles.kind}>{social ? link.network : 'Website'}</span>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {link.label || shortAddress(link.url)}
                <span aria-hidden="true"> ↗</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
