import { cache } from 'react'

import { type FormDefinition, formPath } from '@/domain/forms'
import { SLUG_PATTERN } from '@/domain/slug'

import { findForm } from './forms'
import type { PageMeta } from './metadata'

export type FormPageView = { form: FormDefinition; meta: PageMeta }

/** spec §2: a form page, /form/{slug}; null for an address that is no form. */
export const formPage = cache(async (slug: string): Promise<FormPageView | null> => {
  if (!SLUG_PATTERN.test(slug)) return null
  const form = await findForm(slug)
  if (!form) return null
  return { form, meta: { title: form.title, description: form.intro, path: formPath(form.slug) } }
})
