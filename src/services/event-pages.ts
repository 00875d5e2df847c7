import { cache } from 'react'

import { isSlugPath } from '@/domain/slug'

import { type EventDetail, type ExhibitorDetail, findEventBySlug, findExhibitor } from './events'

export type EventPageContent = { kind: 'event'; event: EventDetail } | { kind: 'exhibitor'; exhibitor: ExhibitorDetail }

/**
 * What /events/{a}/{b}… shows (spec §2): the event whose slug is the whole path (any depth), else
 * the exhibitor named by the last segment of the event named by the rest; null when neither is
 * published. One lookup per render: metadata and page share it.
 */
export const eventPageContent = cache(async (segments: string[]): Promise<EventPageContent | null> => {
  const path = segments.join('/')
  if (!isSlugPath(path)) return null
  const event = await findEventBySlug(path)
  if (event) return { kind: 'event', event }
  if (segments.length < 2) return null
  const exhibitor = await findExhibitor(segments.slice(0, -1).join('/'), segments.at(-1)!)
  return exhibitor ? { kind: 'exhibitor', exhibitor } : null
})
