import type { Field } from 'payload'

import { SLUG_PATTERN, slugify } from '@/domain/slug'

/** A unique slug, filled from the title when left empty. */
export function slugField(from = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Filled from the ${from} when left empty.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) =>
      value && SLUG_PATTERN.test(value) ? true : 'Use lower-case letters, digits and single dashes.',
  }
}
