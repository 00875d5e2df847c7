import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { refuseDisallowedUploads, servedFileHeaders } from '@/cms/hooks/upload-check'
import { hasCapability } from '@/domain/capabilities'
import { ALLOWED_UPLOAD_TYPES } from '@/domain/media-types'
import { env } from '@/env'

/**
 * Files visitors attach to a form (spec §5: allowed files), beside the submission that names them.
 * Never public: only staff holding `form` read them (Payload serves each file through this access),
 * they are kept outside the media directory, and only a form's submit writes them.
 */
export const SubmissionFiles: CollectionConfig = {
  slug: 'submission-files',
  labels: { singular: 'Attached file', plural: 'Attached files' },
  admin: { group: 'Forms', defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'], hidden: ({ user }) => !hasCapability(user, 'form') },
  access: { read: can('form'), create: () => false, update: () => false, delete: can('form') },
  upload: {
    staticDir: path.join(path.dirname(path.resolve(env().MEDIA_DIR)), 'submission-files'),
    mimeTypes: [...ALLOWED_UPLOAD_TYPES],
    modifyResponseHeaders: servedFileHeaders,
  },
  hooks: { beforeOperation: [refuseDisallowedUploads] },
  fields: [],
}
