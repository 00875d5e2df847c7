import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import flow from '@/components/ui/block-flow.module.css'
import { RichText } from '@/components/ui/rich-text'
import richText from '@/components/ui/rich-text.module.css'
import { sanitizeHtml } from '@/domain/sanitize-html'
import type { BodyCopyBlock } from '@/payload-types'

import styles from './component.module.css'

/** Body copy: rich text, or pasted HTML sanitized again as it is shown (spec §5). */
export function BodyCopyBlockView({ block }: { block: BodyCopyBlock }) {
  const twoColumns = block.width === 'columns'
  const className = `${twoColumns ? `${flow.wide} ${styles.columns}` : flow.column} ${styles.body}`
  if (block.format === 'html') {
    const html = sanitizeHtml(block.html)
    if (!html) return null
    return <div className={`${className} ${richText.richText}`} data-block="bodyCopy" dangerouslySetInnerHTML={{ __html: html }} />
  }
  if (!block.content) return null
  return (
    <div className={className} data-block="bodyCopy">
      <RichText data={block.content as unknown as SerializedEditorState} />
    </div>
  )
}
