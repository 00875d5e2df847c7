'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the back office's live preview (an iframe on the same origin), renders the preview again each
 * time the editor saves, so the newest draft shows beside the form. Elsewhere it listens and
 * nothing comes. It renders no markup, and listens only in the browser, where the origin is known.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
