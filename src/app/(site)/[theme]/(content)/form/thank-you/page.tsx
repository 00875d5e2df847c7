import Link from 'next/link'

import { FormSent } from '@/components/forms/form-sent'
import { PageIntro } from '@/components/ui/page-intro'
import { FORM_THANK_YOU_PATH } from '@/domain/forms'

export const metadata = { title: 'Thank you', alternates: { canonical: FORM_THANK_YOU_PATH }, robots: { index: false } }

/** spec §2: /form/thank-you, shown after a form is sent. */
export default function FormThankYouPage() {
  return (
    <>
      <PageIntro kicker="Forms" title="Thank you" lead="We have your form, and someone from the college will be in touch if it needs an answer." />
      <FormSent />
      <div className="container">
        <p>
          <Link href="/">Back to the home page</Link>
        </p>
      </div>
    </>
  )
}
