import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import flow from '@/components/ui/block-flow.module.css'
import { RichText } from '@/components/ui/rich-text'
import type { AccordionBlock } from '@/payload-types'

import styles from './component.module.css'

/** An accordion of native <details>: no script, found by the browser's search; "one at a time" names the group so the browser closes the others. */
export function AccordionBlockView({ block }: { block: AccordionBlock }) {
  const headingId = block.heading ? `accordion-${block.id}` : undefined
  return (
    <section className={flow.column} data-block="accordion" aria-labelledby={headingId}>
      {block.heading && (
        <h2 id={headingId} className={flow.blockHeading}>
          {block.heading}
        </h2>
      )}
      <div className={styles.items}>
        {block.items.map((item) => (
          <details key={item.id} className={styles.item} name={block.openOneAtATime ? `accordion-${block.id}` : undefined}>
            <summary className={styles.summary}>
              <span className={styles.title}>{item.title}</span>
              <span className={styles.marker} aria-hidden="true" />
            </summary>
            <div className={styles.panel}>
              <RichText data={item.content as unknown as SerializedEditorState} />
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
