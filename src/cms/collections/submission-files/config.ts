import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { missingFileHandler, refuseDisallowedUploads, servedFileHeaders } from '@/cms/hooks/upload-check'
import { hasCapability } from '@/domain/capabilities'
import { ALLOWED_UPLOAD_TYPES } from '@/domain/media-types'
import { env } from '@/env'

const SUBMISSION_FILES_DIR = path.join(path.dirname(path.resolve(env().MEDIA_DIR)), 'submission-files')

/** Files attached to a form (spec §5: allowed files): outside the media directory, read only by staff with `form`, written only by a submit. */
export const SubmissionFiles: CollectionConfig = {
  slug: 'submission-files',
  labels: { singular: 'Attached file', plural: 'Attached files' },
  admin: { group: 'Forms', defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'], hidden: ({ user }) => !hasCapability(user, 'form') },
  access: { read: can('form'), create: () => false, update: () => false, delete: can('form') },
  upload: {
    staticDir: SUBMISSION_FILES_DIR,
    handlers: [missingFileHandler(SUBMISSION_FILES_DIR)],
    mimeTypes: [...ALLOWED_UPLOAD_TYPES],
    modifyResponseHeaders: servedFileHeaders,
  },
  hooks: { beforeOperation: [refuseDisallowedUploads] },
  fields: [],
}
