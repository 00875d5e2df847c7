'use client'

import { useEffect } from 'react'

import { AGREEMENT_STORAGE_KEYS, agreementOfForm } from '@/domain/cart-checkout'
import { formPath } from '@/domain/forms'
import { SLUG_PATTERN } from '@/domain/slug'

/**
 * spec §3, §5: once the housing or registration agreement form is sent, its marker goes into
 * browser storage, where the cart looks for it. The thank-you page names the form it thanks for.
 */
export function AgreementMarker() {
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('form')
    const agreement = slug && SLUG_PATTERN.test(slug) ? agreementOfForm(formPath(slug)) : null
    if (!agreement) return
    try {
      localStorage.setItem(AGREEMENT_STORAGE_KEYS[agreement], new Date().toISOString())
    } catch {
      // Without storage the cart cannot see the agreement; the registration site asks again.
    }
  }, [])
  return null
}
