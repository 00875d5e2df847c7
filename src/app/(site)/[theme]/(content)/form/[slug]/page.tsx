import { notFound } from 'next/navigation'

import { FormView } from '@/components/forms/form-view'
import { metadataOf } from '@/services/metadata'
import { formPage } from '@/services/form-pages'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const view = await formPage((await params).slug)
  return metadataOf(view)
}

/** spec §2: a form page, /form/{slug}, built in the back office. */
export default async function FormPage({ params }: Props) {
  const view = await formPage((await params).slug)
  if (!view) notFound()
  return <FormView view={view} />
}
