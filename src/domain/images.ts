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

/** The widths of a `srcset` (`… 256w, … 384w`), in its order. */
export function srcSetWidths(srcSet: string): number[] {
  return [...srcSet.matchAll(/\s(\d+)w(?:,|$)/g)].map((match) => Number(match[1]))
}

/**
 * An optimizer address without next/image's deployment parameter (`&dpl=…`): the optimizer answers without it, an upload's copy
 * does not change with the build, and on an image-heavy page it was 25 bytes of every `srcset` entry (docs/decisions/0180).
 */
export function withoutDeploymentId(addresses: string): string {
  return addresses.replace(/&dpl=[^&\s,]*/g, '')
}

/** One address of the image optimizer (`/_next/image?url=…&w=…&q=…`) at each width: a `srcset`, written from one of its addresses. */
export function expandSrcSet(src: string, widths: readonly number[]): string {
  return widths.map((width) => `${src.replace(/([?&]w=)\d+/, `$1${width}`)} ${width}w`).join(', ')
}

/** An image that fills its frame, at a focal point, on its tiny copy until it loads: next/image's `fill` style. */
export type FillStyle = { position: string; placeholder?: string }

/** The focal point's position when an image names none: the `fill` class's own (docs/decisions/0180). */
const CENTRE = focalPosition(null)

/**
 * What of `fillStyle` differs from image to image: the rest is the client image's `fill` class (docs/decisions/0140), the
 * centred position too (docs/decisions/0180).
 */
export function fillInlineStyle({ position, placeholder }: FillStyle): Record<string, string> {
  const style: Record<string, string> = position === CENTRE ? {} : { objectPosition: position }
  if (!placeholder) return style
  if (position !== CENTRE) style.backgroundPosition = position
  style.backgroundImage = `url("${placeholder}")`
  return style
}

/** The style next/image gives a `fill` image with an `objectPosition` (and a data-URL placeholder), key for key. */
export function fillStyle({ position, placeholder }: FillStyle): Record<string, string | number | undefined> {
  return {
    position: 'absolute',
    height: '100%',
    width: '100%',
    left: 0,
    top: 0,
    right: 0,
    bottom: 0,
    objectFit: undefined,
    objectPosition: position,
    color: 'transparent',
    ...(placeholder ? { backgroundSize: 'cover', backgroundPosition: position, backgroundRepeat: 'no-repeat', backgroundImage: `url("${placeholder}")` } : {}),
  }
}

/** The densest phone screen. */
const DENSEST_PIXEL_RATIO = 3

/**
 * The most device pixels an image can take for its `sizes` (each clause's viewport share of the narrower of its max-width at 3×
 * and the widest screen); null when a clause is not in `vw`. A `srcset` needs no width above the first one this wide.
 */
export function largestUsefulWidth(sizes: string): number | null {
  // The widest screen the site serves images for, in device pixels (spec §9's widest breakpoint); found here, not when the module
  // loads, so that the browser's copy of this module (which never calls this function) can leave it out.
  const widestScreen = WIDE_IMAGE_BREAKPOINTS.at(-1)!
  let largest = 0
  for (const clause of sizes.split(',')) {
    const share = /(?:^|\s)(\d{1,3})vw\s*$/.exec(clause.trim())
    if (!share) return null
    const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(clause)
    const screen = maxWidth ? Math.min(Number(maxWidth[1]) * DENSEST_PIXEL_RATIO, widestScreen) : widestScreen
    largest = Math.max(largest, (screen * Number(share[1])) / 100)
  }
  return largest
}

/** The narrowest screen laid out for, in CSS pixels: phones are 320 px wide or more. */
const NARROWEST_SCREEN_PX = 320

/**
 * The fewest CSS pixels an image can take for its `sizes` (each clause's viewport share of the narrowest screen it applies to:
 * 320 px, then one more than the clause before's max-width); null when a clause is not in `vw`. At one device pixel per CSS
 * pixel or more, a browser picks the narrowest width at least this wide: a `srcset` needs no width below it.
 */
export function smallestUsefulWidth(sizes: string): number | null {
  let narrowest = NARROWEST_SCREEN_PX
  let smallest = Infinity
  for (const clause of sizes.split(',')) {
    const share = /(?:^|\s)(\d{1,3})vw\s*$/.exec(clause.trim())
    if (!share) return null
    smallest = Math.min(smallest, (narrowest * Number(share[1])) / 100)
    const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(clause)
    if (maxWidth) narrowest = Number(maxWidth[1]) + 1
  }
  return smallest
}

/**
 * The widths from the first one as wide as `sizes` can be at its narrowest, up to the first one as wide as it can use (all of
 * them when that is unknown): the widths outside are never chosen, yet cost a hundred bytes each in the HTML (docs/decisions/0180).
 */
export function usefulWidths(widths: readonly number[], sizes: string): number[] {
  const largest = largestUsefulWidth(sizes)
  const smallest = smallestUsefulWidth(sizes)
  if (largest === null || smallest === null) return [...widths]
  const enough = widths.findIndex((width) => width >= largest)
  const upTo = enough === -1 ? [...widths] : widths.slice(0, enough + 1)
  const from = upTo.findIndex((width) => width >= smallest)
  return from === -1 ? upTo.slice(-1) : upTo.slice(from)
}
