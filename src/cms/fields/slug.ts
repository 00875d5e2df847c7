import type { Field } from 'payload'

import { SLUG_PATTERN, isSlugPath, slugify, slugifyPath } from '@/domain/slug'

/** A slug, filled from the title when empty; unique in the collection unless the collection scopes it (exhibitors within their exhibition). */
export function slugField(from = 'title', options: { unique?: boolean } = {}): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: options.unique ?? true,
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
    validate: (value: string | null | undefined) => (value && SLUG_PATTERN.test(value) ? true : 'Use lower-case letters, digits and single dashes.'),
  }
}

/** A unique slug of one or more segments (`senior-show/2026`) for nesting addresses (events, features); filled from the title when empty. */
export function slugPathField(from = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `The address after the section, e.g. senior-show/2026. Filled from the ${from} when left empty.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return slugifyPath(value)
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) => (isSlugPath(value) ? true : 'Use lower-case letters, digits and dashes, with / between parts.'),
  }
}
