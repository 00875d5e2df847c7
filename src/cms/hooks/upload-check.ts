import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { checkUpload } from '@/domain/file-types'
import { UPLOAD_TYPE_MESSAGE, isAllowedUpload, isImageType } from '@/domain/media-types'

/**
 * spec §5 (allowed files): an upload's name and declared type are the sender's word; its bytes must
 * agree, or it is refused with a message naming what is allowed.
 */
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

/**
 * Issue 20: how an uploaded file is served. Never sniffed into another type, and anything but an
 * image (a PDF, a Word file, a ZIP) is downloaded rather than opened in the site's origin.
 */
export function servedFileHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('X-Content-Type-Options', 'nosniff')
  if (!isImageType(headers.get('Content-Type'))) headers.set('Content-Disposition', 'attachment')
  return headers
}
