import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import sharp from 'sharp'

import { capabilityAccess } from '@/cms/access/checks'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { missingFileHandler, refuseDisallowedUploads, servedFileHeaders } from '@/cms/hooks/upload-check'
import { ALLOWED_UPLOAD_TYPES, isImageType } from '@/domain/media-types'
import { env } from '@/env'

/** Width of the blurred copy shown while an image loads (DESIGN.md: blur placeholders). */
const PLACEHOLDER_WIDTH = 16

/** A new image gets a tiny blurred copy as a data URL; only this hook writes it, a value sent with the data is replaced. */
const makePlaceholder: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const file = req.file
  if (!file) return { ...data, placeholder: originalDoc?.placeholder ?? null }
  if (!isImageType(file.mimetype)) return { ...data, placeholder: null }
  try {
    const tiny = await sharp(file.data).resize(PLACEHOLDER_WIDTH).blur(1).webp({ quality: 40 }).toBuffer()
    return { ...data, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` }
  } catch {
    // An image sharp cannot read keeps no placeholder; the upload itself is validated elsewhere.
    return { ...data, placeholder: null }
  }
}

/** Images and documents (spec §5). Anything else is refused with a message naming what is allowed. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'mimeType'] },
  access: capabilityAccess('download'),
  upload: {
    staticDir: env().MEDIA_DIR,
    handlers: [missingFileHandler(env().MEDIA_DIR)],
    mimeTypes: [...ALLOWED_UPLOAD_TYPES],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480 },
      { name: 'card', width: 1024 },
      { name: 'wide', width: 1920 },
    ],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    modifyResponseHeaders: servedFileHeaders,
  },
  hooks: {
    beforeChange: [makePlaceholder],
    beforeOperation: [refuseDisallowedUploads],
    ...revalidateHooks,
  },
  fields: [
    { name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for people who cannot see it.' } },
    { name: 'credit', type: 'text' },
    { name: 'placeholder', type: 'text', admin: { hidden: true } },
  ],
}
