/** Rules of the page blocks (spec §3, §4) that need neither the CMS nor the browser. */

/** spec §3: card layouts. */
export const CARD_LAYOUTS = ['PORTRAIT', 'LANDSCAPE'] as const

/** spec §3: button types. */
export const BUTTON_TYPES = ['Url', 'Modal', 'Internal'] as const

/** How a button looks (DESIGN.md: primary, secondary, text). */
export const BUTTON_STYLES = ['primary', 'secondary', 'text'] as const

/** spec §2: rankings views and ranking types; a block may show one type or all of them. */
export const RANKING_VIEWS = ['Grid', 'List All'] as const
export type RankingView = (typeof RANKING_VIEWS)[number]
export const RANKING_TYPES = ['Departmental', 'Institutional'] as const
export type RankingType = (typeof RANKING_TYPES)[number]
export const RANKING_FILTERS = [...RANKING_TYPES, 'All'] as const
export type RankingFilter = (typeof RANKING_FILTERS)[number]
/** The grid shows the first rankings only; "List All" shows every one. */
export const RANKINGS_GRID_SIZE = 6

/** The ranking types a filter keeps. */
export function rankingTypesFor(filter: RankingFilter): RankingType[] {
  return filter === 'All' ? [...RANKING_TYPES] : [filter]
}

/** spec §3: location types a location-cards block lists, and its card views. */
export const LOCATION_CARD_TYPES = ['Facility', 'International Locations', 'Building'] as const
export type LocationCardType = (typeof LOCATION_CARD_TYPES)[number]
export const LOCATION_CARD_VIEWS = ['with image', 'without image', 'with map'] as const
export type LocationCardView = (typeof LOCATION_CARD_VIEWS)[number]

/** How wide an image block is drawn: the reading column, wider, or edge to edge. */
export const IMAGE_WIDTHS = ['column', 'wide', 'full'] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** The `sizes` of an image block at each width, matching the layout's CSS. */
export function imageSizes(width: ImageWidth): string {
  if (width === 'full') return '100vw'
  if (width === 'wide') return '(max-width: 1600px) 100vw, 1600px'
  return '(max-width: 767px) 100vw, 860px'
}

/** spec §4 (toggle buttons): a button's hidden content becomes active on click and stays so; all-clicked when every one is. */
export type ToggleState = { active: boolean[]; allClicked: boolean }

export function initialToggleState(count: number): ToggleState {
  return { active: Array.from({ length: count }, () => false), allClicked: count === 0 }
}

export function activateToggle(state: ToggleState, index: number): ToggleState {
  if (index < 0 || index >= state.active.length || state.active[index]) return state
  const active = state.active.map((value, i) => value || i === index)
  return { active, allClicked: active.every(Boolean) }
}

/** The carousel's next and previous slides wrap around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** Time each carousel slide shows while it plays by itself (DESIGN.md: brief, pausable). */
export const CAROUSEL_INTERVAL_MS = 6000

/** Table rows padded to the widest row (or the header), so a missing cell is an empty one, not a broken grid. */
export function rectangularRows(header: readonly string[], rows: readonly (readonly string[])[]): string[][] {
  const width = Math.max(header.length, ...rows.map((row) => row.length), 0)
  return rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''))
}

/** Default zoom of a map block (a few streets around the place). */
export const MAP_DEFAULT_ZOOM = 16

/** The OpenStreetMap embed and link for a point; the map loads only when a visitor asks (docs/decisions/0024). */
export function mapUrls(point: { latitude: number; longitude: number }, zoom = MAP_DEFAULT_ZOOM): { embed: string; link: string } | null {
  const { latitude, longitude } = point
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  const z = Math.min(19, Math.max(1, Math.round(zoom)))
  // A bounding box about the size the zoom shows in the 16:9 frame.
  const span = 360 / 2 ** z
  const box = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((n) => n.toFixed(5)).join('%2C')
  const lat = latitude.toFixed(5)
  const lon = longitude.toFixed(5)
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat}%2C${lon}`,
    link: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${z}/${lat}/${lon}`,
  }
}
