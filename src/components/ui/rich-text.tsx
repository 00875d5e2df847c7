import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { type JSXConverterArgs, type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import { contentPath } from '@/domain/content-paths'
import { toImage } from '@/domain/media'
import { safeHref } from '@/domain/safe-url'

import { MediaImage } from './media-image'
import styles from './rich-text.module.css'

type LinkFields = { url?: string | null; newTab?: boolean | null; linkType?: 'custom' | 'internal'; doc?: { relationTo: string; value: unknown } | null }

/** Where a link node points: an internal document's public path, or its URL if the scheme is allowed (spec §5). */
function linkHref(fields: LinkFields): string | null {
  if (fields.linkType === 'internal' && fields.doc) {
    const value = fields.doc.value as { slug?: string; path?: string } | null
    return value && typeof value === 'object' ? contentPath({ collection: fields.doc.relationTo, slug: value.slug, path: value.path }) : null
  }
  return safeHref(fields.url)
}

type LinkNode = JSXConverterArgs<SerializedLinkNode | SerializedAutoLinkNode>

const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const link = ({ node, nodesToJSX }: LinkNode) => {
    const fields = node.fields as LinkFields
    const children = nodesToJSX({ nodes: node.children })
    const href = linkHref(fields)
    // A link to nowhere safe keeps its words and loses the link.
    if (!href) return <span>{children}</span>
    return fields.newTab ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={href}>{children}</a>
    )
  }
  return {
    ...defaultConverters,
    link,
    autolink: link,
    // `value` numbers an item of an ordered list only: on a bulleted list's item it is invalid HTML.
    listitem: (args) => {
      const { node, nodesToJSX, parent } = args
      if ('listType' in parent && parent.listType === 'check') return typeof defaultConverters.listitem === 'function' ? defaultConverters.listitem(args) : null
      const hasSubLists = node.children.some((child) => child.type === 'list')
      return (
        <li
          className={hasSubLists ? 'nestedListItem' : undefined}
          style={hasSubLists ? { listStyleType: 'none' } : undefined}
          value={'listType' in parent && parent.listType === 'number' ? node.value : undefined}
        >
          {nodesToJSX({ nodes: node.children })}
        </li>
      )
    },
    upload: ({ node }) => {
      const image = toImage((node as { value?: unknown }).value as never)
      return image ? <MediaImage image={image} sizes="(max-width: 767px) 100vw, 68ch" /> : null
    },
  }
}

/** Rich text from the back office, rendered on the server with safe links and site images. */
export function RichText({ data, className }: { data: SerializedEditorState | null | undefined; className?: string }) {
  if (!data?.root?.children?.length) return null
  return <LexicalRichText data={data} converters={converters} className={`${styles.richText} ${className ?? ''}`} />
}
