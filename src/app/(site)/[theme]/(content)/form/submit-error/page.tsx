import { SubmitErrorView } from '@/components/forms/submit-error-view'
import { FORM_SUBMIT_ERROR_PATH } from '@/domain/forms'

export const metadata = { title: 'Your form was not sent', alternates: { canonical: FORM_SUBMIT_ERROR_PATH }, robots: { index: false } }

/** spec §2: /form/submit-error, shown when a form could not be sent; the answers wait in the browser. */
export default function FormSubmitErrorPage() {
  return <SubmitErrorView />
}
