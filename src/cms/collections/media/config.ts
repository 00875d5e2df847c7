import { APIError, type CollectionConfig } from 'payload'

import { capabilityAccess } from '@/cms/access/checks'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { ALLOWED_UPLOAD_TYPES, UPLOAD_TYPE_MESSAGE, isAllowedUpload } from '@/domain/media-types'

/** Images and documents (spec §5). Anything else is refused with a message naming what is allowed. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'mimeType'] },
  access: capabilityAccess('download'),
  upload: {
    staticDir: process.env.MEDIA_DIR ?? 'media',
    mimeTypes: [...ALLOWED_UPLOAD_TYPES],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480 },
      { name: 'card', width: 1024 },
      { name: 'wide', width: 1920 },
    ],
    formatOptions: { format: 'webp', options: { quality: 82 } },
  },
  hooks: {
    beforeOperation: [
      ({ operation, req, args }) => {
        if ((operation === 'create' || operation === 'update') && req.file) {
          if (!isAllowedUpload(req.file.mimetype, req.file.name)) throw new APIError(UPLOAD_TYPE_MESSAGE, 400, null, true)
        }
        return args
      },
    ],
    ...revalidateHooks,
  },
  fields: [
    { name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for people who cannot see it.' } },
    { name: 'credit', type: 'text' },
  ],
}
