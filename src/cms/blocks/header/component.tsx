import flow from '@/components/ui/block-flow.module.css'
import type { HeaderBlock } from '@/payload-types'

import styles from './component.module.css'

/** A section heading with its kicker and a line below; its anchor lets links jump to it. */
export function HeaderBlockView({ block }: { block: HeaderBlock }) {
  const Heading = block.level === '3' ? 'h3' : 'h2'
  return (
    <div className={`${flow.column} ${styles.header} ${block.level === '3' ? styles.subsection : ''}`} id={block.anchor || undefined} data-block="header">
      {block.kicker && <p className={styles.kicker}>{block.kicker}</p>}
      <Heading className={styles.heading}>{block.heading}</Heading>
      {block.text && <p className={styles.text}>{block.text}</p>}
    </div>
  )
}
