/** Rich text in Lexical's JSON, written as staff would type it. */
type Node = Record<string, unknown>

/** A run of text: plain, **bold** (between double asterisks) and [links](/path). */
function inline(text: string): Node[] {
  const nodes: Node[] = []
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index! > last) nodes.push(textNode(text.slice(last, match.index)))
    if (match[1]) nodes.push(textNode(match[1], 1))
    else nodes.push(linkNode(match[2]!, match[3]!))
    last = match.index! + match[0].length
  }
  if (last < text.length) nodes.push(textNode(text.slice(last)))
  return nodes
}

const textNode = (text: string, format = 0): Node => ({ type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 })

const linkNode = (text: string, url: string): Node => ({
  type: 'link',
  fields: { linkType: 'custom', url, newTab: /^https?:/.test(url) },
  children: [textNode(text)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
})

const element = (type: string, children: Node[], extra: Node = {}): Node => ({ type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra })

export const p = (text: string): Node => element('paragraph', inline(text), { textFormat: 0, textStyle: '' })
export const h = (level: 2 | 3 | 4, text: string): Node => element('heading', inline(text), { tag: `h${level}` })
export const ul = (...items: string[]): Node =>
  element(
    'list',
    items.map((item, index) => element('listitem', inline(item), { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )
export const ol = (...items: string[]): Node =>
  element(
    'list',
    items.map((item, index) => element('listitem', inline(item), { value: index + 1 })),
    { listType: 'number', start: 1, tag: 'ol' },
  )
export const quote = (text: string): Node => element('quote', inline(text))

/** A document of the given blocks; plain strings become paragraphs. */
export function richText(...content: (Node | string)[]) {
  return {
    root: element(
      'root',
      content.map((entry) => (typeof entry === 'string' ? p(entry) : entry)),
    ),
  }
}
