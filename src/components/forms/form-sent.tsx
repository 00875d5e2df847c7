'use client'

import { useEffect } from 'react'

import { AGREEMENT_STORAGE_KEYS, agreementOfForm } from '@/domain/cart-checkout'
import { formDraftKey, formPath } from '@/domain/forms'
import { SLUG_PATTERN } from '@/domain/slug'

/** On the thank-you page: drops the answers kept while sending, and records an agreement form's marker for the cart (spec §3, §5). */
export function FormSent() {
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('form')
    if (!slug || !SLUG_PATTERN.test(slug)) return
    const agreement = agreementOfForm(formPath(slug))
    try {
      sessionStorage.removeItem(formDraftKey(slug))
      if (agreement) localStorage.setItem(AGREEMENT_STORAGE_KEYS[agreement], new Date().toISOString())
    } catch {
      // Without storage there is nothing to forget, and the registration site asks for the agreement again.
    }
  }, [])
  return null
}
