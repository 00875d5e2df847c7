import { ImageResponse } from 'next/og'

import { SHARE_IMAGE_SIZE } from '@/domain/share-image'
import { getSiteIdentity } from '@/services/site-config'

/** Read on request (the build has no database), then kept a day by browsers and the front cache. */
export const dynamic = 'force-dynamic'

/** /share-image.png: the college's name on its accent colour, for a page without a picture of its own. */
export async function GET(): Promise<Response> {
  const identity = await getSiteIdentity()
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        padding: 80,
        background: identity.accentColor,
        color: '#ffffff',
      }}
    >
      <div style={{ fontSize: 84, fontWeight: 700, lineHeight: 1.05 }}>{identity.collegeName}</div>
      {identity.tagline ? <div style={{ fontSize: 36, marginTop: 24 }}>{identity.tagline}</div> : null}
    </div>,
    SHARE_IMAGE_SIZE,
  )
  image.headers.set('Cache-Control', 'public, max-age=86400')
  return image
}
