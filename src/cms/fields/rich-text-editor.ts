import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'

import { linkValidator } from './link'

/**
 * The rich-text editor of every rich-text field: Payload's defaults, with a link's address checked
 * at save by the one link rule of every link field (issue 20): a `javascript:`, `data:` or `/\host`
 * link is refused with a message and never stored, so no API hands it out.
 */
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
