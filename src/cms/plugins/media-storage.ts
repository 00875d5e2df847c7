import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { type Env, env } from '@/env'

/** Every upload collection, each under its own folder of the bucket so that equal file names never meet. */
const UPLOAD_COLLECTIONS = ['media', 'submission-files'] as const

/** An upload's address is Payload's own file route, so access and headers hold on any storage (decision 0062); no `?prefix=`, which next/image refuses. */
function uploadFileUrl(serverUrl: string, collection: string, filename: string): string {
  return `${serverUrl}/api/${collection}/file/${encodeURIComponent(filename)}`
}

/** Whether this environment keeps uploads in S3 rather than in local folders. */
const usesS3 = (config: Env = env()): boolean => Boolean(config.S3_BUCKET)

/** Uploads on S3 when S3_BUCKET is set, local otherwise (decision 0069); registered either way, so one set of migrations serves both. */
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
      // Several S3-compatible servers refuse the SDK's default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
