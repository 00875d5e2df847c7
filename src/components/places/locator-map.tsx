import { type MapPoint, mapGridPath, placePoints, pointsPath, spreadOverlapping } from '@/domain/places'

import styles from './locator-map.module.css'

type Props = {
  points: readonly MapPoint[]
  /** The point this map is about; the others are drawn faintly for context. */
  highlight?: string
  /** Number the points as a list beside the map numbers them. */
  numbered?: boolean
  title: string
  width?: number
  height?: number
}

/** The faint points' radius, and the active ones' (larger when they carry a number). */
const CONTEXT_RADIUS = 5
const ACTIVE_RADIUS = 10
const NUMBERED_RADIUS = 14

/**
 * A static locator map drawn on the server as SVG: no tiles, no third-party script (docs/decisions/0033). The grid and the faint
 * points are one path each: a page with a dozen maps sent each line and point as an element of its own twice, in its HTML and in
 * its inline payload (docs/decisions/0181).
 */
export function LocatorMap({ points, highlight, numbered = false, title, width = 640, height = 400 }: Props) {
  // The point the map is about goes last, as its callers used to put it: where points share a spot, the ring is laid out in this order.
  const ordered = highlight === undefined ? points : [...points.filter((point) => point.id !== highlight), ...points.filter((point) => point.id === highlight)]
  const placed = spreadOverlapping(placePoints(ordered, width, height, 36), numbered ? 30 : 12)
  const isActive = (point: { id: string }) => highlight === undefined || point.id === highlight
  const context = placed.filter((point) => !isActive(point))
  return (
    <svg className={styles.map} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} preserveAspectRatio="xMidYMid meet">
      <path className={styles.grid} d={mapGridPath(width, height)} aria-hidden="true" />
      {context.length > 0 && <path className={styles.context} d={pointsPath(context, CONTEXT_RADIUS)} />}
      {placed.map((point, index) => {
        if (!isActive(point)) return null
        return (
          <g key={point.id} className={styles.active} transform={`translate(${point.x} ${point.y})`}>
            <circle r={numbered ? NUMBERED_RADIUS : ACTIVE_RADIUS} />
            {numbered && (
              <text className={styles.number} textAnchor="middle" dominantBaseline="central">
                {index + 1}
              </text>
            )}
            {!numbered && highlight !== undefined && (
              <text className={styles.label} x={point.x > width * 0.6 ? -16 : 16} y={5} textAnchor={point.x > width * 0.6 ? 'end' : 'start'}>
                {point.label}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}
