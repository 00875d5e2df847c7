/** Builders for the demo pages' blocks (spec §3 block types); links to pages made later are typed paths, as staff sometimes do. */
import type { SocialNetwork } from '@/domain/external-links'
import type { Page } from '@/payload-types'
import type { ProgrammeKey } from '@/domain/courses'

import { richText } from './rich-text'

export type SeedBlock = NonNullable<Page['layout']>[number]
type Rich = ReturnType<typeof richText>

/** Where a link goes: a page already made (by its id), or a typed address. */
export type LinkTo = (path: string) => { kind: 'internal'; page: { relationTo: 'pages'; value: number } } | { kind: 'url'; url: string }

const rich = (content: Rich | string) => (typeof content === 'string' ? richText(content) : content) as never

export const header = (heading: string, options: { kicker?: string; text?: string; level?: '2' | '3'; anchor?: string } = {}): SeedBlock => ({
  blockType: 'header',
  heading,
  kicker: options.kicker,
  text: options.text,
  level: options.level ?? '2',
  anchor: options.anchor,
})

export const copy = (content: Rich | string, width: 'column' | 'columns' = 'column'): SeedBlock => ({
  blockType: 'bodyCopy',
  format: 'richText',
  content: rich(content),
  width,
})

export const html = (markup: string): SeedBlock => ({ blockType: 'bodyCopy', format: 'html', html: markup, width: 'column' })

export const image = (
  id: number,
  aspectRatio: 'free' | '1:1' | '16:9' | '4:5' | '2:1' | '5:7',
  width: 'column' | 'wide' | 'full',
  caption?: string,
): SeedBlock => ({
  blockType: 'image',
  image: id,
  aspectRatio,
  width,
  caption,
})

export const video = (url: string, title: string, options: { poster?: number; caption?: string } = {}): SeedBlock => ({
  blockType: 'video',
  url,
  title,
  poster: options.poster,
  caption: options.caption,
})

export const accordion = (heading: string | undefined, items: [string, Rich | string][], openOneAtATime = false): SeedBlock => ({
  blockType: 'accordion',
  heading,
  openOneAtATime,
  items: items.map(([title, content]) => ({ title, content: rich(content) })),
})

export const tabs = (heading: string | undefined, items: [label: string, slug: string, content: Rich | string][]): SeedBlock => ({
  blockType: 'tabs',
  heading,
  items: items.map(([label, slug, content]) => ({ label, slug, content: rich(content) })),
})

export const table = (caption: string, columns: string[], rows: string[][], rowHeaders = true): SeedBlock => ({
  blockType: 'table',
  caption,
  rowHeaders,
  columns: columns.map((label) => ({ label })),
  rows: rows.map((cells) => ({ cells: cells.map((text) => ({ text })) })),
})

export type SeedCard = { title: string; text?: string; kicker?: string; image?: number; to: string }

export const cards = (linkTo: LinkTo, heading: string | undefined, layout: 'PORTRAIT' | 'LANDSCAPE', items: SeedCard[]): SeedBlock => ({
  blockType: 'cards',
  heading,
  layout,
  cards: items.map((card) => ({ title: card.title, text: card.text, kicker: card.kicker, image: card.image, link: { ...linkTo(card.to), newTab: false } })),
})

export type SeedButton =
  | { label: string; type: 'Internal'; to: number; style?: 'primary' | 'secondary' | 'text' }
  | { label: string; type: 'Url'; url: string; newTab?: boolean; style?: 'primary' | 'secondary' | 'text' }
  | { label: string; type: 'Modal'; title: string; content: Rich | string; style?: 'primary' | 'secondary' | 'text' }

export const buttons = (...items: SeedButton[]): SeedBlock => ({
  blockType: 'buttons',
  buttons: items.map((button) => {
    const style = button.style ?? 'primary'
    if (button.type === 'Internal') return { label: button.label, type: 'Internal', style, page: { relationTo: 'pages', value: button.to } }
    if (button.type === 'Url') return { label: button.label, type: 'Url', style, url: button.url, newTab: Boolean(button.newTab) }
    return { label: button.label, type: 'Modal', style, modalTitle: button.title, modalContent: rich(button.content) }
  }),
})

export const stats = (heading: string | undefined, items: [value: string, label: string, source?: string][]): SeedBlock => ({
  blockType: 'stats',
  heading,
  stats: items.map(([value, label, source]) => ({ value, label, source })),
})

export const carousel = (
  heading: string,
  slides: { image: number; caption?: string }[],
  options: { autoplay?: boolean; aspectRatio?: '16:9' | '2:1' | '4:5' | '1:1' | '5:7' } = {},
): SeedBlock => ({
  blockType: 'carousel',
  heading,
  autoplay: Boolean(options.autoplay),
  aspectRatio: options.aspectRatio ?? '16:9',
  slides: slides.map((slide) => ({ image: slide.image, caption: slide.caption })),
})

export const map = (
  heading: string | undefined,
  place: { location: number } | { title: string; address: string; latitude: number; longitude: number },
  zoom = 16,
): SeedBlock => ({
  blockType: 'map',
  heading,
  zoom,
  ...place,
})

export const locationCards = (
  heading: string | undefined,
  locationType: 'Facility' | 'International Locations' | 'Building',
  view: 'with image' | 'without image' | 'with map',
): SeedBlock => ({
  blockType: 'locationCards',
  heading,
  locationType,
  view,
})

export const courseSections = (heading: string, programme: ProgrammeKey, intro?: string): SeedBlock => ({
  blockType: 'courseSections',
  heading,
  programme,
  intro,
})

export const formBlock = (form: number, heading?: string): SeedBlock => ({ blockType: 'form', form, heading })

export const socialEmbed = (url: string, title: string, caption?: string): SeedBlock => ({ blockType: 'socialEmbed', url, title, caption })

export const externalLinks = (heading: string | undefined, links: { url: string; label?: string; network?: SocialNetwork }[]): SeedBlock => ({
  blockType: 'externalLinks',
  heading,
  links: links.map((link) => ({ kind: link.network ? 'Social' : 'Website', network: link.network, url: link.url, label: link.label })),
})

export const toggles = (
  heading: string | undefined,
  intro: string | undefined,
  items: [label: string, content: Rich | string][],
  allClicked: Rich | string,
): SeedBlock => ({
  blockType: 'toggleButtons',
  heading,
  intro,
  items: items.map(([label, content]) => ({ label, content: rich(content) })),
  allClickedMessage: rich(allClicked),
})

export const rankings = (heading: string | undefined, view: 'Grid' | 'List All', rankingType: 'Departmental' | 'Institutional' | 'All'): SeedBlock => ({
  blockType: 'rankings',
  heading,
  view,
  rankingType,
})

export const exhibitionsGrid = (heading = 'Exhibitions'): SeedBlock => ({ blockType: 'exhibitionsGrid', heading })

export const shared = (id: number): SeedBlock => ({ blockType: 'sharedBlock', block: id })
