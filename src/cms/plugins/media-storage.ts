import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { type Env, env } from '@/env'

/** Every upload collection, each under its own folder of the bucket so that equal file names never meet. */
const UPLOAD_COLLECTIONS = ['media', 'submission-files'] as const

/**
 * The address of an uploaded file: Payload's own file route, as without S3. The files are read
 * through it (disablePayloadAccessControl stays false), so the collection's access and its headers
 * (nosniff, documents as downloads: decision 0062) hold whichever storage keeps the bytes; and the
 * address carries no `?prefix=` query, which next/image would refuse for a local image.
 */
function uploadFileUrl(serverUrl: string, collection: string, filename: string): string {
  return `${serverUrl}/api/${collection}/file/${encodeURIComponent(filename)}`
}

/** Whether this environment keeps uploads in S3 rather than in local folders. */
const usesS3 = (config: Env = env()): boolean => Boolean(config.S3_BUCKET)

/**
 * Uploads on S3-compatible storage when S3_BUCKET is set, in local folders otherwise (decision
 * 0069). The plugin is registered either way with `alwaysInsertFields`, so the schema (its `prefix`
 * and `_objectKey` columns) is the same in both and one set of migrations serves both.
 */
export function mediaStoragePlugin(config: Env = env()): Plugin {
  const serverUrl = config.SERVER_URL ?? ''
  return s3Storage({
    enabled: usesS3(config),
    alwaysInsertFields: true,
    bucket: config.S3_BUCKET ?? 'unused',
    collections: Object.fromEntries(
      UPLOAD_COLLECTIONS.map((slug) => [
        slug,
        { prefix: slug, generateFileURL: ({ filename }: { filename: string }) => uploadFileUrl(serverUrl, slug, filename) },
      ]),
    ),
    config: {
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
      // default trailing checksums (aws-chunked bodies).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
