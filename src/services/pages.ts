import { cache } from 'react'

import type { Crumb } from '@/components/ui/breadcrumbs'
import type { ExhibitionsGridDisplay } from '@/domain/exhibitions'
import { type Image, toImage } from '@/domain/media'
import type { PageEntitySummary } from '@/domain/page-entity'
import type { HeaderType, HeroType, IntroKind, PageTemplate } from '@/domain/pages'
import { relationId } from '@/domain/relations'
import { isSlugPath } from '@/domain/slug'
import { type VideoRef, parseVideoUrl } from '@/domain/video-url'
import type { Page as PageDoc } from '@/payload-types'

import { cms } from './cms'
import { type Reader, publishedRead, readFor } from './read'

/** The blocks of a page, a shared block or any other body built from the content blocks. */
export type ContentBlock = NonNullable<PageDoc['layout']>[number]

export type SectionLink = { id: number; title: string; path: string }

/** A page as the site shows it (spec §2, §3). */
export type PageView = {
  id: number
  title: string
  path: string
  summary: string | null
  template: PageTemplate | null
  headerType: HeaderType
  hero: { type: HeroType; image: Image | null; video: VideoRef | null; caption: string | null }
  intro: { kind: IntroKind; text: string | null; image: Image | null; video: VideoRef | null } | null
  blocks: ContentBlock[]
  exhibitionsGrid: ExhibitionsGridDisplay | null
  facts: { label: string; value: string }[]
  /** Home, each ancestor and the page itself. */
  breadcrumbs: Crumb[]
  parentId: number | null
  seo: { title: string; description: string | null; image: Image | null; noIndex: boolean }
  published: boolean
  updatedAt: string
}

/** Relations a page needs populated: images, linked pages, shared blocks and their images. */
const PAGE_DEPTH = 2

function toPageView(doc: PageDoc): PageView {
  const path = doc.path ?? `/${doc.slug}`
  const heroType = doc.hero?.type ?? 'none'
  const heroImage = heroType === 'none' ? null : toImage(doc.hero?.image)
  const heroVideo = heroType === 'video' ? parseVideoUrl(doc.hero?.videoUrl) : null
  const intro = doc.intro?.kind
    ? {
        kind: doc.intro.kind,
        text: doc.intro.text?.trim() || null,
        image: doc.intro.kind === 'image' || doc.intro.kind === 'image and text' ? toImage(doc.intro.image) : null,
        video: doc.intro.kind === 'video' ? parseVideoUrl(doc.intro.videoUrl) : null,
      }
    : null
  const crumbs = (doc.breadcrumbs ?? []).flatMap((crumb) => (crumb.url && crumb.label ? [{ label: crumb.label, href: crumb.url }] : []))
  return {
    id: doc.id,
    title: doc.title,
    path,
    summary: doc.summary?.trim() || null,
    template: doc.template ?? null,
    headerType: doc.headerType ?? 'default',
    // A video hero without a playable video falls back to its image; without either, to none.
    hero: {
      type: heroType === 'video' && !heroVideo ? (heroImage ? 'image' : 'none') : heroType === 'image' && !heroImage ? 'none' : heroType,
      image: heroImage,
      video: heroVideo,
      caption: doc.hero?.caption?.trim() || null,
    },
    intro,
    blocks: doc.layout ?? [],
    exhibitionsGrid: doc.exhibitionsGrid && doc.exhibitionsGrid !== 'none' ? doc.exhibitionsGrid : null,
    facts: (doc.facts ?? []).map(({ label, value }) => ({ label, value })),
    breadcrumbs: [{ label: 'Home', href: '/' }, ...(crumbs.length ? crumbs : [{ label: doc.title, href: path }])],
    parentId: relationId(doc.parent),
    seo: {
      title: doc.meta?.title?.trim() || doc.title,
      description: doc.meta?.description?.trim() || doc.summary?.trim() || doc.intro?.text?.trim() || null,
      image: toImage(doc.meta?.image) ?? heroImage ?? toImage(doc.intro?.image),
      noIndex: Boolean(doc.hideFromSearchEngines),
    },
    published: doc._status === 'published',
    updatedAt: doc.updatedAt,
  }
}

/** The published page at a path, or null; one read per render. */
export const findPublishedPage = cache(async (path: string): Promise<PageView | null> => {
  if (!isSlugPath(path.replace(/^\//, ''))) return null
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'pages', ...publishedRead({ path: { equals: path } }), depth: PAGE_DEPTH, limit: 1, pagination: false })
  return docs[0] ? toPageView(docs[0]) : null
})

/** Any page in its newest saved version (a draft when there is one), for a staff preview. */
export async function previewPage(id: number, reader: Reader): Promise<PageView | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'pages', ...readFor(reader, { id: { equals: id } }), depth: PAGE_DEPTH, limit: 1, pagination: false })
  return docs[0] ? toPageView(docs[0]) : null
}

/** spec §3 (page entity summary): the published page at a path, as a summary, or null. */
export async function resolvePagePath(segments: readonly string[]): Promise<PageEntitySummary | null> {
  const path = `/${segments.join('/')}`
  if (!isSlugPath(segments.join('/'))) return null
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    ...publishedRead({ path: { equals: path } }),
    depth: 0,
    limit: 1,
    pagination: false,
    select: { title: true, path: true },
  })
  const doc = docs[0]
  return doc ? { id: doc.id, type: 'page', title: doc.title, path: doc.path ?? path } : null
}

/** A page's published children, in their editors' order. */
async function childPagesOf(parentId: number): Promise<SectionLink[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'pages',
    ...publishedRead({ parent: { equals: parentId } }),
    depth: 0,
    pagination: false,
    limit: 50,
    select: { title: true, path: true },
    sort: ['sortOrder', 'title'],
  })
  return docs.map(toSectionLink)
}

const toSectionLink = (doc: { id: number; title: string; path?: string | null }): SectionLink => ({ id: doc.id, title: doc.title, path: doc.path ?? '/' })

/** The subheader's pages (spec §2 header types): the parent and its published children, or the page and its own. */
export async function sectionOf(page: Pick<PageView, 'id' | 'title' | 'path' | 'parentId'>): Promise<{ root: SectionLink; pages: SectionLink[] }> {
  const payload = await cms()
  const rootId = page.parentId ?? page.id
  const [root, pages] = await Promise.all([
    page.parentId
      ? payload.find({
          collection: 'pages',
          ...publishedRead({ id: { equals: rootId } }),
          depth: 0,
          limit: 1,
          pagination: false,
          select: { title: true, path: true },
        })
      : Promise.resolve({ docs: [{ id: page.id, title: page.title, path: page.path }] }),
    childPagesOf(rootId),
  ])
  const rootDoc = root.docs[0]
  return { root: toSectionLink(rootDoc ?? page), pages }
}

/** The pages under a page unless its header lists them, so every published page is linked from its parent (docs/decisions/0072). */
export async function pagesUnder(page: Pick<PageView, 'id' | 'headerType' | 'parentId'>): Promise<SectionLink[]> {
  return page.headerType === 'subheader' && !page.parentId ? [] : childPagesOf(page.id)
}

/** Published pages that search engines may list, with when they last changed (for the sitemap). */
export async function listIndexablePages(): Promise<{ path: string; updatedAt: string }[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    ...publishedRead({ or: [{ hideFromSearchEngines: { equals: false } }, { hideFromSearchEngines: { exists: false } }] }),
    depth: 0,
    pagination: false,
    select: { path: true, updatedAt: true },
    sort: 'path',
  })
  return docs.flatMap((doc) => (doc.path ? [{ path: doc.path, updatedAt: doc.updatedAt }] : []))
}

/** Every published page's path, hidden from search engines or not (the addresses the site's 404 answer may not take, decision 0136). */
export async function listPublishedPagePaths(): Promise<string[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'pages', ...publishedRead(), depth: 0, pagination: false, select: { path: true } })
  return docs.flatMap((doc) => (doc.path ? [doc.path] : []))
}
