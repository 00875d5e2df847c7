import type { Block } from 'payload'

import { MAX_HTML_LENGTH, sanitizeHtml } from '@/domain/sanitize-html'

/** Body copy: rich text, or pasted HTML sanitized at save (spec §5: only the schemes data, http, https, mailto, tel, fax) and again when shown. */
export const BodyCopyBlock: Block = {
  slug: 'bodyCopy',
  interfaceName: 'BodyCopyBlock',
  labels: { singular: 'Body copy', plural: 'Body copy' },
  fields: [
    {
      name: 'format',
      type: 'radio',
      defaultValue: 'richText',
      options: [
        { label: 'Rich text', value: 'richText' },
        { label: 'HTML', value: 'html' },
      ],
      admin: { layout: 'horizontal' },
    },
    { name: 'content', type: 'richText', admin: { condition: (_, sibling) => sibling?.format !== 'html' } },
    {
      name: 'html',
      type: 'code',
      admin: {
        language: 'html',
        condition: (_, sibling) => sibling?.format === 'html',
        description: 'Scripts, styles, frames and event handlers are removed when you save.',
      },
      validate: (value: string | null | undefined) =>
        !value || value.length <= MAX_HTML_LENGTH ? true : `Keep the HTML under ${MAX_HTML_LENGTH.toLocaleString('en-US')} characters.`,
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? sanitizeHtml(value) : value)] },
    },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'column',
      options: [
        { label: 'Reading column', value: 'column' },
        { label: 'Two columns on wide screens', value: 'columns' },
      ],
    },
  ],
}
