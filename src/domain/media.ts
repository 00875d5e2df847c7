/** An uploaded image as pages use it: its address, text alternative, size and focal point. */
export type Image = {
  url: string
  alt: string
  width: number | null
  height: number | null
  /** Focal point in percent (0–100) from the left and the top: crops keep it in view. */
  focal: { x: number; y: number } | null
  /** A tiny blurred copy as a data URL, shown while the image loads. */
  placeholder: string | null
  credit: string | null
}

/** The fields of an uploaded file that an image is made of (the media collection's document). */
type Upload = {
  url?: string | null
  alt: string
  mimeType?: string | null
  width?: number | null
  height?: number | null
  focalX?: number | null
  focalY?: number | null
  placeholder?: string | null
  credit?: string | null
}

/** The image of a populated upload field, or null when it is missing, not populated or not an image. */
export function toImage(media: number | Upload | null | undefined): Image | null {
  if (!media || typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image/')) return null
  return {
    url: media.url,
    alt: media.alt,
    width: media.width ?? null,
    height: media.height ?? null,
    focal: typeof media.focalX === 'number' && typeof media.focalY === 'number' ? { x: media.focalX, y: media.focalY } : null,
    placeholder: media.placeholder ?? null,
    credit: media.credit ?? null,
  }
}
