/** Location rules of spec §3 (card views) and the static locator map of /contact-and-maps. */

/** spec §3: location card views: with image, without image, with map. */
export const LOCATION_CARD_VIEWS = [
  { value: 'withImage', label: 'With image' },
  { value: 'withoutImage', label: 'Without image' },
  { value: 'withMap', label: 'With map' },
] as const
export type LocationCardView = (typeof LOCATION_CARD_VIEWS)[number]['value']

/** spec §2: the contact-and-maps page. */
export const CONTACT_AND_MAPS_PATH = '/contact-and-maps'

export type MapPoint = { id: string; label: string; latitude: number; longitude: number }
export type PlacedPoint = MapPoint & { x: number; y: number }

/** Points on a `width` × `height` map: equirectangular, longitude shrunk by cos φ, scaled to fit and centred (docs/decisions/0033). */
export function placePoints(points: readonly MapPoint[], width: number, height: number, padding: number): PlacedPoint[] {
  const usable = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180)
  if (usable.length === 0) return []
  const meanLatitude = usable.reduce((sum, p) => sum + p.latitude, 0) / usable.length
  const squeeze = Math.cos((meanLatitude * Math.PI) / 180)
  const xs = usable.map((p) => p.longitude * squeeze)
  const ys = usable.map((p) => -p.latitude)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const spanX = maxX - minX
  const spanY = maxY - minY
  const innerWidth = width - 2 * padding
  const innerHeight = height - 2 * padding
  const scale = spanX === 0 && spanY === 0 ? 0 : Math.min(spanX ? innerWidth / spanX : Infinity, spanY ? innerHeight / spanY : Infinity)
  const offsetX = padding + (innerWidth - spanX * scale) / 2
  const offsetY = padding + (innerHeight - spanY * scale) / 2
  return usable.map((p, i) => ({ ...p, x: round(offsetX + (xs[i]! - minX) * scale), y: round(offsetY + (ys[i]! - minY) * scale) }))
}

const round = (value: number) => Math.round(value * 10) / 10

/** Points closer than `minDistance` (buildings sharing an address) spread on a small ring, so every marker stays visible. */
export function spreadOverlapping<P extends { x: number; y: number }>(points: readonly P[], minDistance: number): P[] {
  const clusters: number[][] = []
  for (const [index, point] of points.entries()) {
    const cluster = clusters.find((members) => members.some((m) => Math.hypot(points[m]!.x - point.x, points[m]!.y - point.y) < minDistance))
    if (cluster) cluster.push(index)
    else clusters.push([index])
  }
  const result = [...points]
  for (const members of clusters) {
    if (members.length < 2) continue
    const cx = members.reduce((sum, m) => sum + points[m]!.x, 0) / members.length
    const cy = members.reduce((sum, m) => sum + points[m]!.y, 0) / members.length
    // The ring is just wide enough for the markers to sit apart.
    const radius = minDistance / (2 * Math.sin(Math.PI / Math.max(members.length, 2)))
    members.forEach((m, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / members.length
      result[m] = { ...points[m]!, x: round(cx + radius * Math.cos(angle)), y: round(cy + radius * Math.sin(angle)) }
    })
  }
  return result
}

/** The locator map's grid, slanted a little as a street grid is: one path of lines every `step` units (docs/decisions/0181). */
export function mapGridPath(width: number, height: number, step = 40): string {
  const lines: string[] = []
  for (let i = 0; i <= Math.floor(width / step); i++) lines.push(`M${i * step} 0L${round(i * step - height * 0.18)} ${height}`)
  for (let i = 0; i <= Math.floor(height / step); i++) lines.push(`M0 ${i * step}L${width} ${round(i * step + width * 0.06)}`)
  return lines.join('')
}

/** Dots of `radius` at each point, as one path (two half-circle arcs a dot) (docs/decisions/0181). */
export function pointsPath(points: readonly { x: number; y: number }[], radius: number): string {
  return points.map(({ x, y }) => `M${round(x - radius)} ${y}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0`).join('')
}

/** A plain link to the spot on OpenStreetMap: a map for whoever wants one, no script on our page. */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 17): string {
  const lat = latitude.toFixed(5)
  const lon = longitude.toFixed(5)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`
}

/** A directions link to a place's address (its coordinates when it has no address), on OpenStreetMap: the visitor gives the start. */
export function directionsUrl(place: { address?: string | null; coordinates?: { latitude: number; longitude: number } | null }): string | null {
  const to = place.address?.trim() || (place.coordinates ? `${place.coordinates.latitude.toFixed(5)},${place.coordinates.longitude.toFixed(5)}` : '')
  return to ? `https://www.openstreetmap.org/directions?to=${encodeURIComponent(to)}` : null
}
