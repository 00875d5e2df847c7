import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import flow from '@/components/ui/block-flow.module.css'
import { RichText } from '@/components/ui/rich-text'
import type { TabsBlock } from '@/payload-types'

import { TabsClient } from '@/cms/blocks/lazy-blocks'

/** Tabs: the panels render on the server; a small island switches them (keyboard: arrows, Home, End). */
export function TabsBlockView({ block }: { block: TabsBlock }) {
  const headingId = block.heading ? `tabs-${block.id}` : undefined
  return (
    <section className={flow.column} data-block="tabs" aria-labelledby={headingId}>
      {block.heading && (
        <h2 id={headingId} className={flow.blockHeading}>
          {block.heading}
        </h2>
      )}
      <TabsClient
        idPrefix={`tabs-${block.id ?? 'block'}`}
        label={block.heading ?? block.items.map((item) => item.label).join(', ')}
        tabs={block.items.map((item) => ({
          label: item.label,
          slug: item.slug ?? null,
          panel: <RichText data={item.content as unknown as SerializedEditorState} />,
        }))}
      />
    </section>
  )
}
