import sharp from 'sharp'

import { seededRandom } from '@/domain/seeded-random'

/** The spec's aspect ratios (§3) as width:height. */
export const ASPECT_RATIOS = { '1:1': [1, 1], '16:9': [16, 9], '4:5': [4, 5], '2:1': [2, 1], '5:7': [5, 7] } as const
export type AspectRatio = keyof typeof ASPECT_RATIOS

const PALETTES = [
  ['#111111', '#f2efe9', '#e4002b', '#f7c948'],
  ['#0f1f3d', '#f4f1ea', '#3a86ff', '#ff006e'],
  ['#1b1b1b', '#e9e4da', '#2a9d8f', '#e76f51'],
  ['#231942', '#e0b1cb', '#5e548e', '#f2e9e4'],
  ['#0b0b0b', '#fafafa', '#8ac926', '#6a4c93'],
  ['#2b2d42', '#edf2f4', '#ef233c', '#8d99ae'],
  ['#3d2c2e', '#f6e8d6', '#d17a22', '#4f6d7a'],
  ['#101820', '#f2aa4c', '#e5e5e5', '#1d3557'],
] as const

let grain: Promise<Buffer> | null = null

/** A small tile of gaussian noise, made once and tiled: noise at full size is slow to make. */
function grainTile(): Promise<Buffer> {
  grain ??= sharp({ create: { width: 256, height: 256, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } } })
    .png()
    .toBuffer()
  return grain
}

/** An abstract composition rendered locally, so the demo looks like an art school without downloading an image; same seed, same picture. */
export async function abstractImage(seed: number, ratio: AspectRatio = '16:9', word = '', width = 1440): Promise<Buffer> {
  const random = seededRandom(seed * 7919 + 17)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const [rw, rh] = ASPECT_RATIOS[ratio]
  const height = Math.round((width * rh) / rw)
  const [ink, paper, accent, second] = pick(PALETTES)
  const shapes: string[] = []
  const count = 4 + Math.floor(random() * 6)
  for (let i = 0; i < count; i++) {
    const x = random() * width
    const y = random() * height
    const size = (0.1 + random() * 0.45) * Math.min(width, height)
    const fill = pick([ink, accent, second, paper])
    const opacity = (0.55 + random() * 0.45).toFixed(2)
    const kind = Math.floor(random() * 4)
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="${opacity}"/>`)
    else if (kind === 1)
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size * (0.3 + random())}" fill="${fill}" opacity="${opacity}" transform="rotate(${Math.round(random() * 90 - 45)} ${x} ${y})"/>`,
      )
    else if (kind === 2)
      shapes.push(
        `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${fill}" opacity="${opacity}"/>`,
      )
    else
      shapes.push(
        `<path d="M ${x - size} ${y} Q ${x} ${y - size} ${x + size} ${y}" stroke="${fill}" stroke-width="${8 + random() * 40}" fill="none" opacity="${opacity}"/>`,
      )
  }
  const label = word
    ? `<text x="${width * 0.05}" y="${height * 0.92}" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${Math.round(height * 0.09)}" fill="${ink}" opacity="0.9">${word.replace(/[<&>]/g, '')}</text>`
    : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${pick([paper, second, accent])}" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${shapes.join('\n  ')}
  ${label}
</svg>`
  // Gaussian grain blended over it: an SVG turbulence filter is ten times slower.
  return sharp(Buffer.from(svg))
    .composite([{ input: await grainTile(), blend: 'soft-light', tile: true }])
    .jpeg({ quality: 82 })
    .toBuffer()
}
