import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { checkUpload } from '@/domain/file-types'
import { UPLOAD_TYPE_MESSAGE, isAllowedUpload, isImageType } from '@/domain/media-types'

/** spec §5 (allowed files): an upload's bytes must agree with its name and declared type, or it is refused naming what is allowed. */
export const refuseDisallowedUploads: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    if (!isAllowedUpload(req.file.mimetype, req.file.name)) throw new APIError(UPLOAD_TYPE_MESSAGE, 400, null, true)
    if (req.file.data?.length) {
      const check = checkUpload({ name: req.file.name, bytes: new Uint8Array(req.file.data), allowed: 'all', maxBytes: Number.MAX_SAFE_INTEGER })
      if (!check.ok) throw new APIError(check.message, 400, null, true)
    }
  }
  return args
}

/** How an upload is served: never sniffed into another type; anything but an image is downloaded, not opened on the site's origin. */
export function servedFileHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('X-Content-Type-Options', 'nosniff')
  if (!isImageType(headers.get('Content-Type'))) headers.set('Content-Disposition', 'attachment')
  return headers
}
