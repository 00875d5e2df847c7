import { NotFoundPage } from '@/components/errors/not-found-page'
import { FormView } from '@/components/forms/form-view'
import { metadataOf } from '@/services/metadata'
import { formPage } from '@/services/form-pages'

export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const view = await formPage((await params).slug)
  return metadataOf(view)
}

/** spec §2: a form page, /form/{slug}, built in the back office. Cached like any page: the browser asks for a fresh stamp when it shows the form (decision 0056). */
export default async function FormPage({ params }: Props) {
  const view = await formPage((await params).slug)
  if (!view) return <NotFoundPage />
  return <FormView view={view} />
}
