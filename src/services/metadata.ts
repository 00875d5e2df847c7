import type { Metadata } from 'next'

import type { Image } from '@/domain/media'
import { NOT_FOUND_HEADING } from '@/domain/messages'
import { shareImage } from '@/domain/share-image'
import { publicOrigin } from '@/env'

import { getSiteIdentity } from './site-config'

export type PageMeta = {
  title: string
  description?: string | null
  /** The page's own path ('/events/senior-show'): its canonical address. */
  path: string
  image?: Image | null
  /** 'article' for stories and press, 'profile' for people; 'website' otherwise. */
  type?: 'website' | 'article' | 'profile'
  /** Staff previews and drafts stay out of search engines. */
  noIndex?: boolean
  /** The RSS feed of the list the page shows, announced as an alternate. */
  feed?: string
}

/** The link preview of a page that names no metadata of its own: the college's picture (the root layout's default). */
export async function defaultShareMetadata(): Promise<Pick<Metadata, 'openGraph' | 'twitter'>> {
  const identity = await getSiteIdentity()
  const share = shareImage(null, { title: identity.collegeName, collegeName: identity.collegeName, tagline: identity.tagline })
  const images = [{ ...share, url: new URL(share.url, publicOrigin()).toString() }]
  return {
    openGraph: { siteName: identity.collegeName, type: 'website', locale: 'en_US', images },
    twitter: { card: 'summary_large_image', images: images.map((i) => ({ url: i.url, alt: i.alt })) },
  }
}

/** The metadata of every public page, each address absolute on the public origin (search engines ignore relative canonical links). */
export async function pageMetadata({ title, description, path, image, type = 'website', noIndex = false, feed }: PageMeta): Promise<Metadata> {
  const identity = await getSiteIdentity()
  const origin = publicOrigin()
  const absolute = (url: string) => new URL(url, origin).toString()
  const text = description?.trim() || identity.tagline || undefined
  const share = shareImage(image, { title, collegeName: identity.collegeName, tagline: identity.tagline })
  const images = [{ ...share, url: absolute(share.url) }]
  const url = absolute(path)
  return {
    title,
    description: text,
    alternates: { canonical: url, ...(feed ? { types: { 'application/rss+xml': absolute(feed) } } : {}) },
    openGraph: { title, description: text, url, siteName: identity.collegeName, type, images, locale: 'en_US' },
    twitter: { card: 'summary_large_image', title, description: text, images: images.map((i) => ({ url: i.url, alt: i.alt })) },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  }
}

/** The metadata of a route whose loader found no page: the 404 page names itself; nothing here is indexed. */
const NO_PAGE: Metadata = { title: NOT_FOUND_HEADING, robots: { index: false, follow: false } }

/** A page loader's answer as metadata: its `meta`, or NO_PAGE when it found nothing (or sends the visitor elsewhere). */
export function metadataOf(view: { meta: PageMeta } | { redirect: string } | null | undefined): Promise<Metadata> | Metadata {
  return view && 'meta' in view ? pageMetadata(view.meta) : NO_PAGE
}
