import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from './rich-text'

const text = (words: string) => ({ type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const list = (listType: 'bullet' | 'number') => ({
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  children: [1, 2].map((value) => ({
    type: 'listitem',
    value,
    checked: undefined,
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [text(`item ${value}`)],
  })),
})
const document = (...children: object[]) =>
  ({ root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children } }) as unknown as SerializedEditorState

// Nu HTML checker: `value` belongs to the items of an ordered list only.
describe('rich text lists', () => {
  it('number the items of an ordered list, and leave a bulleted list’s items without value', () => {
    const html = renderToStaticMarkup(<RichText data={document(list('bullet'), list('number'))} />)
    expect(html).toContain('<ul class="list-bullet"><li>item 1</li><li>item 2</li></ul>')
    expect(html).toContain('<ol class="list-number"><li value="1">item 1</li><li value="2">item 2</li></ol>')
  })
})
