import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { contentPath, exhibitorPath } from '@/domain/content-paths'
import { coursePath } from '@/domain/courses'
import { courseGroupKey } from '@/domain/search'
import { departmentPath } from '@/domain/department-paths'
import { featurePath } from '@/domain/feature-paths'
import { channelsInOrder, videoPath } from '@/domain/videos'

import { type SearchEntry, clearEntries, indexEntry, removeEntry } from './search-index'

/** What the site's own search finds (docs/decisions/0057): each public entity read as a visitor reads it, so no draft reaches the index. */

type Doc = Record<string, unknown> & { id: number | string }

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const slugOf = (doc: Doc) => text(doc.slug)
const populatedDoc = (value: unknown) => (value && typeof value === 'object' ? (value as Doc) : null)

/** spec §2: the page of each kind of public document, or null when it has none a visitor may open. */
const PAGE_OF: Partial<Record<CollectionSlug, (doc: Doc) => string | null>> = {
  pages: (doc) => (doc.hideFromSearchEngines ? null : contentPath({ collection: 'pages', path: text(doc.path) })),
  events: (doc) => contentPath({ collection: 'events', slug: slugOf(doc) }),
  exhibitors: (doc) => {
    const event = populatedDoc(doc.event)
    return event && slugOf(event) ? exhibitorPath(slugOf(event), slugOf(doc)) : null
  },
  features: (doc) => (slugOf(doc) ? featurePath(slugOf(doc)) : null),
  'press-releases': (doc) => contentPath({ collection: 'press-releases', path: text(doc.path) }),
  'faculty-profiles': (doc) => contentPath({ collection: 'faculty-profiles', slug: slugOf(doc) }),
  departments: (doc) => departmentPath({ type: text(doc.type), slug: slugOf(doc) }),
  videos: (doc) => {
    const channels = (Array.isArray(doc.channels) ? doc.channels : [])
      .map(populatedDoc)
      .filter((channel): channel is Doc => Boolean(channel && slugOf(channel)))
      .map((channel) => ({ ...channel, id: Number(channel.id), sortOrder: Number(channel.sortOrder ?? 0), playlistType: text(channel.playlistType) }))
    const home = channelsInOrder(channels)[0]
    return home ? videoPath(slugOf(home), slugOf(doc)) : null
  },
  'course-sections': (doc) => (slugOf(doc) ? coursePath(doc.type as Parameters<typeof coursePath>[0], slugOf(doc)) : null),
}

/** The kinds of document the index holds. */
export const SEARCHABLE_COLLECTIONS = Object.keys(PAGE_OF) as CollectionSlug[]

/** Fields whose words are a document's text (block fields included); ids, slugs, addresses and settings are not. */
const TEXT_KEYS = new Set([
  'title',
  'name',
  'summary',
  'text',
  'description',
  'shortBio',
  'bio',
  'body',
  'statement',
  'lede',
  'intro',
  'heading',
  'subheading',
  'caption',
  'content',
  'quote',
  'subtitle',
  'courseNumber',
  'instructorName',
  'program',
  // A programme's degrees ("bfa illustration"): select values, words a visitor types.
  'degrees',
])

/** A document populated beside this one (a department, a channel, an image): its words are not this one's. */
const isOtherDocument = (value: Record<string, unknown>) => 'createdAt' in value && 'updatedAt' in value && 'id' in value

/** The words of a rich-text value (Lexical's nodes). */
function richTextWords(node: unknown, into: string[]): void {
  if (!node || typeof node !== 'object') return
  const { text: words, children } = node as { text?: unknown; children?: unknown }
  if (typeof words === 'string') into.push(words)
  if (Array.isArray(children)) for (const child of children) richTextWords(child, into)
}

/** Fields whose words are also a document's headings and summary, weighed between its title and its text (docs/decisions/0131). */
const HEADING_KEYS = new Set(['summary', 'heading', 'subheading', 'subtitle', 'lede'])

/** The words of a rich-text value's headings (Lexical's heading nodes). */
function richTextHeadings(node: unknown, into: string[]): void {
  if (!node || typeof node !== 'object') return
  const { type, children } = node as { type?: unknown; children?: unknown }
  if (type === 'heading') richTextWords(node, into)
  else if (Array.isArray(children)) for (const child of children) richTextHeadings(child, into)
}

/** A document's headings and summary, from its heading fields and rich text's headings at any depth. */
function headingsOf(value: unknown, into: string[], key = ''): void {
  if (Array.isArray(value)) for (const item of value) headingsOf(item, into, key)
  else if (typeof value === 'string') {
    if (HEADING_KEYS.has(key)) into.push(value)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('root' in record && record.root && typeof record.root === 'object') richTextHeadings(record.root, into)
    else if (!isOtherDocument(record)) for (const [field, nested] of Object.entries(record)) headingsOf(nested, into, field)
  }
}

/** A document's words, from its text fields at any depth of groups, tabs, arrays and blocks. */
function wordsOf(value: unknown, into: string[], key = ''): void {
  if (Array.isArray(value)) for (const item of value) wordsOf(item, into, key)
  else if (typeof value === 'string') {
    if (TEXT_KEYS.has(key)) into.push(value)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('root' in record && record.root && typeof record.root === 'object') richTextWords(record.root, into)
    else if (!isOtherDocument(record)) for (const [field, nested] of Object.entries(record)) wordsOf(nested, into, field)
  }
}

/** The first image among a document's fields (its own hero, portrait or thumbnail before any block's). */
function firstImage(value: unknown, depth = 0): { url: string; alt: string | null } | null {
  if (!value || typeof value !== 'object' || depth > 6) return null
  const record = value as Record<string, unknown>
  if (typeof record.url === 'string' && typeof record.mimeType === 'string' && record.mimeType.startsWith('image/'))
    return { url: record.url, alt: typeof record.alt === 'string' ? record.alt : null }
  if (depth > 0 && isOtherDocument(record)) return null
  const preferred = ['image', 'thumbnail', 'hero', 'intro']
  const entries = Object.entries(record).sort(([a], [b]) => Number(!preferred.includes(a)) - Number(!preferred.includes(b)))
  for (const [, nested] of entries) {
    const found = Array.isArray(nested) ? nested.map((item) => firstImage(item, depth + 1)).find(Boolean) : firstImage(nested, depth + 1)
    if (found) return found
  }
  return null
}

/** The longest text kept of a document: enough for every word a visitor would search for. */
const MAX_BODY_CHARACTERS = 20_000

/** What the index keeps of a public document, or null when it has no page of its own. */
function entryOf(collection: CollectionSlug, doc: Doc): SearchEntry | null {
  const path = PAGE_OF[collection]?.(doc)
  const title = text(doc.title) || text(doc.name)
  if (!path || !title) return null
  const words: string[] = []
  const headings: string[] = []
  for (const [field, value] of Object.entries(doc))
    if (field !== 'title' && field !== 'name') {
      wordsOf(value, words, field)
      headingsOf(value, headings, field)
    }
  const clip = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, MAX_BODY_CHARACTERS)
  const image = firstImage(doc)
  const dated = [doc.date, doc.eventStart, doc.publishedAtOnYoutube, doc.startDate, doc.firstDate, doc.updatedAt].find((value) => typeof value === 'string')
  return {
    kind: collection,
    docId: String(doc.id),
    path,
    title,
    // The headings stay in the body too: the snippet is cut from it, and their words count in both.
    headings: clip(headings),
    body: clip(words),
    imageUrl: image?.url ?? null,
    imageAlt: image?.alt ?? null,
    datedAt: String(dated ?? new Date(0).toISOString()),
    // A course's sections are one result (docs/decisions/0107).
    groupKey: collection === 'course-sections' && text(doc.courseNumber) ? courseGroupKey(text(doc.type), text(doc.courseNumber)) : null,
  }
}

/** Brings one document's entry up to date in the change's transaction, read as nobody (staff access would read drafts). */
export async function refreshEntry(payload: Payload, collection: CollectionSlug, id: number | string, req?: PayloadRequest): Promise<void> {
  const visitor = req ? ({ ...req, user: null } as unknown as PayloadRequest) : undefined
  const doc = await payload.findByID({ collection, id, depth: 1, overrideAccess: false, draft: false, disableErrors: true, req: visitor }).catch(() => null)
  const entry = doc ? entryOf(collection, doc as unknown as Doc) : null
  if (entry) await indexEntry(payload, entry, req)
  else await removeEntry(payload, collection, String(id), req)
}

/** How many documents a rebuild reads at once. */
const REINDEX_BATCH = 100

/** Rebuilds the index from what visitors may read now (`npm run search:reindex`, and the seed); answers how many documents it holds. */
export async function reindexAll(payload: Payload): Promise<number> {
  await clearEntries(payload, SEARCHABLE_COLLECTIONS)
  let indexed = 0
  for (const collection of SEARCHABLE_COLLECTIONS) {
    for (let page = 1; ; page++) {
      const result = await payload.find({ collection, depth: 1, overrideAccess: false, draft: false, limit: REINDEX_BATCH, page })
      for (const doc of result.docs) {
        const entry = entryOf(collection, doc as unknown as Doc)
        if (entry) {
          await indexEntry(payload, entry)
          indexed++
        }
      }
      if (!result.hasNextPage) break
    }
  }
  return indexed
}
