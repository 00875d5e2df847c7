import { type MapPoint, placePoints, spreadOverlapping } from '@/domain/places'

import styles from './locator-map.module.css'

type Props = {
  points: MapPoint[]
  /** The point this map is about; the others are drawn faintly for context. */
  highlight?: string
  /** Number the points as a list beside the map numbers them. */
  numbered?: boolean
  title: string
  width?: number
  height?: number
}

/** A static locator map drawn on the server as SVG: no tiles, no third-party script (docs/decisions/0033). */
export function LocatorMap({ points, highlight, numbered = false, title, width = 640, height = 400 }: Props) {
  const placed = spreadOverlapping(placePoints(points, width, height, 36), numbered ? 30 : 12)
  const step = 40
  return (
    <svg className={styles.map} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} preserveAspectRatio="xMidYMid meet">
      <g className={styles.grid} aria-hidden="true">
        {Array.from({ length: Math.floor(width / step) + 1 }, (_, i) => (
          <line key={`v${i}`} x1={i * step} y1={0} x2={i * step - height * 0.18} y2={height} />
        ))}
        {Array.from({ length: Math.floor(height / step) + 1 }, (_, i) => (
          <line key={`h${i}`} x1={0} y1={i * step} x2={width} y2={i * step + width * 0.06} />
        ))}
      </g>
      {placed.map((point, index) => {
        const active = highlight === undefined || point.id === highlight
        return (
          <g key={point.id} className={active ? styles.active : styles.context} transform={`translate(${point.x} ${point.y})`}>
            <circle r={active ? (numbered ? 14 : 10) : 5} />
            {numbered && (
              <text className={styles.number} textAnchor="middle" dominantBaseline="central">
                {index + 1}
              </text>
            )}
            {!numbered && active && highlight !== undefined && (
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
