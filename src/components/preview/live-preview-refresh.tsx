'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** In the back office's live preview, renders the preview again on each save; renders no markup. */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
