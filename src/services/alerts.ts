import type { Where } from 'payload'

import { alertWindowNote } from '@/domain/alert-window'
import type { HomePageAlert, SiteWideAlert } from '@/payload-types'

import { cms } from './cms'
import type { ListPage, PageRequest } from './list'
import { type Reader, readOptions } from './read'

export type Alert = {
  id: number | string
  title: string
  message: string
  link: { label: string; url: string } | null
  tone: 'info' | 'warning' | 'urgent'
  /** Its window (decision 0103); null ends are open. */
  showFrom: string | null
  showUntil: string | null
  updatedAt: string
}

/** A preview also says why the alert would not be shown now (outside its window), or null. */
export type AlertPreview<T extends Alert> = T & { shownNow: boolean; windowNote: string | null }

export type SiteAlert = Alert & { published: boolean }
export type HomeAlert = Alert & { active: boolean }

function toAlert(doc: SiteWideAlert | HomePageAlert): Alert {
  return {
    id: doc.id,
    title: doc.title,
    message: doc.message,
    link: doc.linkUrl ? { label: doc.linkLabel || 'Learn more', url: doc.linkUrl } : null,
    tone: doc.tone ?? 'info',
    showFrom: doc.showFrom ?? null,
    showUntil: doc.showUntil ?? null,
    updatedAt: doc.updatedAt,
  }
}

/** How long an answer listing alerts may be kept: a window opens or closes within a minute of its moment (decision 0103). */
export const ALERTS_CACHE_SECONDS = 60

/** Alerts whose window holds `now`: opened (or no start) and not closed (or no end). */
const withinWindow = (now: Date): Where[] => [
  { or: [{ showFrom: { exists: false } }, { showFrom: { less_than_equal: now.toISOString() } }] },
  { or: [{ showUntil: { exists: false } }, { showUntil: { greater_than: now.toISOString() } }] },
]

function previewOf<T extends Alert>(alert: T, now: Date): AlertPreview<T> {
  const windowNote = alertWindowNote(alert, now)
  return { ...alert, shownNow: windowNote === null, windowNote }
}

/** Published site-wide alerts within their window, newest first. */
export async function listSiteWideAlerts(request: PageRequest): Promise<ListPage<SiteAlert>> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'site-wide-alerts',
    overrideAccess: false,
    depth: 0,
    where: { and: [{ published: { equals: true } }, ...withinWindow(new Date())] },
    sort: '-updatedAt',
    page: request.page,
    limit: request.limit,
  })
  return {
    items: result.docs.map((doc) => ({ ...toAlert(doc), published: Boolean(doc.published) })),
    total: result.totalDocs,
    page: request.page,
    limit: request.limit,
  }
}

/** The one active home-page alert, or null; null too while it is outside its window. */
export async function findActiveHomePageAlert(): Promise<HomeAlert | null> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'home-page-alerts',
    overrideAccess: false,
    depth: 0,
    limit: 1,
    sort: '-updatedAt',
    where: { and: [{ active: { equals: true } }, ...withinWindow(new Date())] },
  })
  const doc = result.docs[0]
  return doc ? { ...toAlert(doc), active: true } : null
}

/** Any site-wide alert, published or not, for a staff preview (read with the staff member's access). */
export async function previewSiteWideAlert(id: number, reader: Reader): Promise<AlertPreview<SiteAlert> | null> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'site-wide-alerts', id, depth: 0, disableErrors: true, ...readOptions(reader) })
  return doc ? previewOf({ ...toAlert(doc), published: Boolean(doc.published) }, new Date()) : null
}

/** Any home-page alert, active or not, for a staff preview (read with the staff member's access). */
export async function previewHomePageAlert(id: number, reader: Reader): Promise<AlertPreview<HomeAlert> | null> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'home-page-alerts', id, depth: 0, disableErrors: true, ...readOptions(reader) })
  return doc ? previewOf({ ...toAlert(doc), active: Boolean(doc.active) }, new Date()) : null
}
