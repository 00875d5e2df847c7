/** spec §3: image aspect ratios a block or card may ask for; 'free' keeps the image's own. */
export const ASPECT_RATIOS = ['free', '1:1', '16:9', '4:5', '2:1', '5:7'] as const
export type AspectRatio = (typeof ASPECT_RATIOS)[number]

/**
 * spec §9: the widths wide images are served at (next.config.ts serves them, and the phone widths below them).
 * @public knip reads next.config.ts as tooling, not as the shipped code that uses this.
 */
export const WIDE_IMAGE_BREAKPOINTS = [1024, 1440, 1920, 2560, 3840] as const

/** The CSS aspect-ratio of a spec ratio ('16:9' → '16 / 9'), or null for 'free'. */
export function cssAspectRatio(ratio: AspectRatio): string | null {
  if (ratio === 'free') return null
  const [width, height] = ratio.split(':')
  return `${width} / ${height}`
}

/** CSS object-position that keeps a focal point (percent from left and top) in a crop. */
export function focalPosition(focal: { x: number; y: number } | null): string {
  if (!focal) return '50% 50%'
  const clamp = (value: number) => Math.min(100, Math.max(0, value))
  return `${clamp(focal.x)}% ${clamp(focal.y)}%`
}
