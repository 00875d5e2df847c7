import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { PageContent } from '@/components/pages/page-content'
import { PreviewBar, SignInToPreview } from '@/components/pages/staff-preview'
import { previewPage } from '@/services/pages'
import { currentStaff } from '@/services/sessions'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** A page's newest saved version, draft or not, for staff (the back office's Preview button). */
export default async function PagePreview({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!(await currentStaff(await headers()))) return <SignInToPreview path={`/preview/page/${id}`} />
  const page = /^\d{1,9}$/.test(id) ? await previewPage(Number(id)) : null
  if (!page) {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>No page has the id “{id}”.</p>
      </div>
    )
  }
  return (
    <>
      <PreviewBar published={page.published} editHref={`/admin/collections/pages/${page.id}`}>
        Its address: {page.path}
      </PreviewBar>
      <PageContent page={page} />
    </>
  )
}
