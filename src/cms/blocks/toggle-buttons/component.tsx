import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import flow from '@/components/ui/block-flow.module.css'
import { RichText } from '@/components/ui/rich-text'
import type { ToggleButtonsBlock } from '@/payload-types'

import { ToggleButtonsClient } from '@/cms/blocks/lazy-blocks'

/** spec §4: toggle buttons; their contents render on the server, a small island reveals them. */
export function ToggleButtonsBlockView({ block }: { block: ToggleButtonsBlock }) {
  const headingId = block.heading ? `toggles-${block.id}` : undefined
  return (
    <section className={flow.column} data-block="toggleButtons" aria-labelledby={headingId}>
      {block.heading && (
        <h2 id={headingId} className={flow.blockHeading}>
          {block.heading}
        </h2>
      )}
      {block.intro && <p>{block.intro}</p>}
      <ToggleButtonsClient
        idPrefix={`toggles-${block.id ?? 'block'}`}
        items={block.items.map((item) => ({ label: item.label, content: <RichText data={item.content as unknown as SerializedEditorState} /> }))}
        allClicked={block.allClickedMessage ? <RichText data={block.allClickedMessage as unknown as SerializedEditorState} /> : null}
      />
    </section>
  )
}
