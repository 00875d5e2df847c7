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
  updatedAt: string
}

export type SiteAlert = Alert & { published: boolean }
export type HomeAlert = Alert & { active: boolean }

function toAlert(doc: SiteWideAlert | HomePageAlert): Alert {
  return {
    id: doc.id,
    title: doc.title,
    message: doc.message,
    link: doc.linkUrl ? { label: doc.linkLabel || 'Learn more', url: doc.linkUrl } : null,
    tone: doc.tone ?? 'info',
    updatedAt: doc.updatedAt,
  }
}

/** Published site-wide alerts, newest first. */
export async function listSiteWideAlerts(request: PageRequest): Promise<ListPage<SiteAlert>> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'site-wide-alerts',
    overrideAccess: false,
    depth: 0,
    where: { published: { equals: true } },
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

/** The one active home-page alert, or null. */
export async function findActiveHomePageAlert(): Promise<HomeAlert | null> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'home-page-alerts',
    overrideAccess: false,
    depth: 0,
    limit: 1,
    sort: '-updatedAt',
    where: { active: { equals: true } },
  })
  const doc = result.docs[0]
  return doc ? { ...toAlert(doc), active: true } : null
}

/** Any site-wide alert, published or not, for a staff preview (read with the staff member's access). */
export async function previewSiteWideAlert(id: number, reader: Reader): Promise<SiteAlert | null> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'site-wide-alerts', id, depth: 0, disableErrors: true, ...readOptions(reader) })
  return doc ? { ...toAlert(doc), published: Boolean(doc.published) } : null
}

/** Any home-page alert, active or not, for a staff preview (read with the staff member's access). */
export async function previewHomePageAlert(id: number, reader: Reader): Promise<HomeAlert | null> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'home-page-alerts', id, depth: 0, disableErrors: true, ...readOptions(reader) })
  return doc ? { ...toAlert(doc), active: Boolean(doc.active) } : null
}
