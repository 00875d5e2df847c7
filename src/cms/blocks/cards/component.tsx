import flow from '@/components/ui/block-flow.module.css'
import { Card } from '@/components/ui/card'
import { resolveLink } from '@/domain/link-href'
import { toImage } from '@/domain/media'
import type { CardsBlock } from '@/payload-types'

import styles from './component.module.css'

/** spec §3: cards in the PORTRAIT layout (a grid of tall cards) or LANDSCAPE (image beside text). */
export function CardsBlockView({ block }: { block: CardsBlock }) {
  const portrait = block.layout !== 'LANDSCAPE'
  const headingId = block.heading ? `cards-${block.id}` : undefined
  return (
    <section className={flow.wide} data-block="cards" data-layout={block.layout} aria-labelledby={headingId}>
      {block.heading && (
        <h2 id={headingId} className={flow.blockHeading}>
          {block.heading}
        </h2>
      )}
      <ul className={`${styles.grid} ${portrait ? styles.portrait : styles.landscape}`}>
        {block.cards.map((card) => {
          const link = resolveLink(card.link)
          return (
            <li key={card.id}>
              <Card
                href={link?.href ?? null}
                title={card.title}
                image={toImage(card.image)}
                layout={block.layout}
                kicker={card.kicker}
                headingLevel={block.heading ? 3 : 2}
                sizes={portrait ? '(max-width: 767px) 100vw, (max-width: 1439px) 33vw, 400px' : '(max-width: 767px) 100vw, 600px'}
              >
                {card.text && <p className={styles.text}>{card.text}</p>}
              </Card>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
