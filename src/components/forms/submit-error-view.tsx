'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { PageIntro } from '@/components/ui/page-intro'
import { restoringPath } from '@/domain/form-restore'
import { formPath } from '@/domain/forms'
import { SLUG_PATTERN } from '@/domain/slug'

const noSubscription = () => () => {}

/** The form the visitor came from (`?form=`), read in the browser: the page is the same for everybody. */
function useFormSlug(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const slug = new URLSearchParams(window.location.search).get('form')
      return slug && SLUG_PATTERN.test(slug) ? slug : null
    },
    () => null,
  )
}

/** spec §2: /form/submit-error: the form was not sent, and its answers wait in this browser. */
export function SubmitErrorView() {
  const slug = useFormSlug()
  return (
    <>
      <PageIntro
        kicker="Forms"
        title="Your form was not sent"
        lead="Something went wrong on our side. Nothing you typed is lost: it is kept in this browser."
      />
      <div className="container">
        <p>
          {slug ? <Link href={restoringPath(formPath(slug))}>Back to your form, with your answers</Link> : 'Go back to the form: your answers are still there.'}
        </p>
      </div>
    </>
  )
}
