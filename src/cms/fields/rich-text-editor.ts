import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'

import { linkValidator } from './link'

/** Payload's rich-text editor, with links checked at save by the one link rule, so no API hands out a refused link (docs/decisions/0062). */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          'name' in field && field.name === 'url'
            ? ({ ...field, validate: linkValidator('link', { required: true, when: (sibling) => sibling.linkType !== 'internal' }) } as Field)
            : (field as Field),
        ),
    }),
  ],
})
