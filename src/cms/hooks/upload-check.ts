import { stat } from 'node:fs/promises'
import path from 'node:path'

import { APIError, type CollectionBeforeOperationHook, type UploadConfig } from 'payload'

import { env } from '@/env'

import { checkUpload } from '@/domain/file-contents'
import { UPLOAD_TYPE_MESSAGE, isAllowedUpload, isImageType } from '@/domain/media-types'

/** C0 controls and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
export const CONTROL_CHARACTER_MESSAGE = 'A file name may not contain control characters.'

/** spec §5 (allowed files): an upload's bytes must agree with its name and declared type, or it is refused naming what is allowed. */
export const refuseDisallowedUploads: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    // A name the disk cannot hold (a NUL) or that could forge a header or a log line is the client's mistake.
    if (CONTROL_CHARACTER.test(req.file.name)) throw new APIError(CONTROL_CHARACTER_MESSAGE, 400, null, true)
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

/** The answer of a file address that names no file: the same for any visitor, and no disk path in it or in the log. */
const NO_SUCH_FILE = 'There is no file at this address.'

/**
 * An upload collection's file handler for local storage (`upload.handlers`): a file missing from `staticDir` answers 404,
 * where Payload would answer 500 and log the disk path. On S3 (S3_BUCKET set) the storage plugin's handler answers.
 */
export function missingFileHandler(staticDir: string): NonNullable<UploadConfig['handlers']>[number] {
  return async (_req, { params }) => {
    if (env().S3_BUCKET) return
    const directory = path.resolve(staticDir)
    const file = path.resolve(directory, params.filename)
    // A name outside the folder is Payload's to refuse (400).
    if (!file.startsWith(directory + path.sep)) return
    const found = await stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
    // Payload's type names a promise of void or of a Response, not of either.
    if (!found) return Response.json({ errors: [{ message: NO_SUCH_FILE }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } }) as unknown as void
  }
}
