import { endpoints } from '@/api/contract'
import { ApiError, found } from '@/api/errors'
import { handle } from '@/api/handler'
import { publicOrigin } from '@/env'
import { renderNewsletterHtml } from '@/services/newsletter-html'
import { canReadNewsletters, composeNewsletter } from '@/services/newsletters'
import { previewAs } from '@/services/read'
import { getSiteIdentity } from '@/services/site-config'

/** spec §7: a newsletter issue as it will be sent (staff holding newsletter): JSON with its HTML, or the HTML alone. */
export const GET = handle(endpoints.newsletterPreview, async ({ params, query, staff }) => {
  if (!canReadNewsletters(staff)) throw new ApiError(403, 'Reading newsletters takes the newsletter or event newsletter capability.')
  const issue = found(await composeNewsletter(params.id, previewAs(staff)), `No newsletter issue has the id ${params.id}.`)
  const { collegeName, timeZone, accentColor } = await getSiteIdentity()
  const html = renderNewsletterHtml(issue, { origin: publicOrigin(), collegeName, timeZone, accentColor })
  if (query.format === 'html') return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } })
  return { ...issue, html }
})
