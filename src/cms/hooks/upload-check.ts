import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { checkUpload } from '@/domain/file-types'
import { UPLOAD_TYPE_MESSAGE, isAllowedUpload } from '@/domain/media-types'

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
