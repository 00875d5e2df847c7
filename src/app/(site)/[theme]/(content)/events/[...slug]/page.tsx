import { notFound } from 'next/navigation'

import { EventArticle } from '@/components/events/event-article'
import { ExhibitorArticle } from '@/components/events/exhibitor-article'
import { eventPageContent } from '@/services/event-pages'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

// Rendered on first request and cached until content changes; the hour bound lets "This event
// has ended" appear without a publish (docs/decisions/0010).
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

type Props = { params: Promise<{ slug: string[] }> }

export async function generateMetadata({ params }: Props) {
  const content = await eventPageContent((await params).slug)
  if (!content) return { title: 'Page not found', robots: { index: false } }
  if (content.kind === 'event') {
    const { event } = content
    return pageMetadata({ title: event.displayTitle, description: event.summary, path: event.path, image: event.image ?? event.gallery[0]?.image })
  }
  const { exhibitor } = content
  return pageMetadata({
    title: `${exhibitor.name} · ${exhibitor.event.displayTitle}`,
    description: exhibitor.program,
    path: exhibitor.path,
    image: exhibitor.works[0]?.image ?? exhibitor.portrait,
    type: 'profile',
  })
}

/** spec §2: an event at /events/{slug} (any depth), or an exhibitor at /events/{event}/{exhibitor}. */
export default async function EventPage({ params }: Props) {
  const [content, identity] = await Promise.all([eventPageContent((await params).slug), getSiteIdentity()])
  if (!content) notFound()
  return content.kind === 'event' ? (
    <EventArticle event={content.event} identity={identity} />
  ) : (
    <ExhibitorArticle exhibitor={content.exhibitor} timeZone={identity.timeZone} />
  )
}
