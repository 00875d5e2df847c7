import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'

import { PROGRAMMES } from './src/domain/courses'
import { BREAKPOINTS } from './src/domain/header'
import { WIDE_IMAGE_BREAKPOINTS } from './src/domain/images'
import { securityHeadersFor } from './src/domain/security-headers'

/** The page cache's share of memory: LRU, the least used pages fall back to disk. */
const PAGE_CACHE_MEMORY_BYTES = 64 * 1024 * 1024

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The server compresses, with Brotli too (src/server/serve.mjs, docs/decisions/0076); Next.js has gzip only.
  compress: false,
  // spec §7 writes some calls with a trailing slash (`/api/v1/courses/`), answered as written; pages still lose it (src/proxy.ts).
  skipTrailingSlashRedirect: true,
  // Set by scripts/lib/build.mjs for the build and for `next start` alike (spec §4, new build).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // `npm test` type-checks the whole project (tests too) with tsc; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Only pages that exist are written to the page cache (docs/decisions/0062); memory holds its most used 64 MB (docs/caching.md).
  cacheHandler: path.resolve(import.meta.dirname, 'src/server/page-cache-handler.mjs'),
  cacheMaxMemorySize: PAGE_CACHE_MEMORY_BYTES,
  images: {
    formats: ['image/avif', 'image/webp'],
    // spec §9: the phone widths, then the wide image breakpoints.
    deviceSizes: [BREAKPOINTS.xs, BREAKPOINTS.sm, ...WIDE_IMAGE_BREAKPOINTS],
  },
  // spec §2 (staff edit targets, opened in a new tab): each lands on the back office's edit view; a navigation group on the navigation's.
  async redirects() {
    const programmes = PROGRAMMES.map((programme) => programme.key).join('|')
    return [
      { source: '/admin/pages/:id(\\d+)/edit', destination: '/admin/collections/pages/:id' },
      { source: '/admin/events/edit/:id(\\d+)', destination: '/admin/collections/events/:id' },
      { source: '/admin/events/edit/:event(\\d+)/exhibitor/:id(\\d+)', destination: '/admin/collections/exhibitors/:id' },
      { source: '/admin/features/edit/:id(\\d+)', destination: '/admin/collections/features/:id' },
      { source: '/admin/press-release/edit/:id(\\d+)', destination: '/admin/collections/press-releases/:id' },
      { source: '/admin/faculty-profiles/:id(\\d+)/edit', destination: '/admin/collections/faculty-profiles/:id' },
      { source: '/admin/navigation', has: [{ type: 'query' as const, key: 'edit' }], destination: '/admin/globals/navigation' },
      { source: `/admin/courses/:programme(${programmes})/edit/:id(\\d+)`, destination: '/admin/collections/course-sections/:id' },
    ].map((redirect) => ({ ...redirect, permanent: false }))
  },
  // Every response, pages, API and back office alike. Read when the site is built: `npm start` builds with its own SERVER_URL.
  async headers() {
    return [{ source: '/:path*', headers: securityHeadersFor(process.env.SERVER_URL ?? '', process.env.NODE_ENV === 'development') }]
  },
  // Loaded by Node once, not bundled: Turbopack emits the chunk holding Payload, its database adapters and the clients below once
  // per group of routes, and V8 keeps every copy's source (docs/decisions/0164).
  serverExternalPackages: [
    'sharp',
    '@libsql/client',
    'libsql',
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/db-sqlite',
    '@payloadcms/drizzle',
    'redis',
    'nodemailer',
  ],
  // The browser's next/dynamic is React.lazy alone; the server's stays Next.js's own, which preloads a shown component's chunk
  // (src/components/ui/dynamic-in-browser.tsx, docs/decisions/0186). Turbopack sends `next/dynamic` to this module.
  turbopack: { resolveAlias: { 'next/dist/shared/lib/app-dynamic': { browser: './src/components/ui/dynamic-in-browser.tsx' } } },
  // `unauthorized()`: the staff previews' one refusal answers 401 with the sign-in page (services/preview.ts).
  experimental: {
    authInterrupts: true,
    // Turbopack's build cache speeds up a rebuild; a CI run builds once from a fresh clone, and writing it took a minute there.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // A form may attach a file of up to 10 MB (domain/forms.ts FORM_FILE_MAX_BYTES) beside its answers.
    serverActions: { bodySizeLimit: '11mb' },
    proxyClientMaxBodySize: '11mb',
  },
}

/** The client hint Payload's admin reads for its colour scheme, which withPayload asks for on every address. */
const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme'

/**
 * withPayload's config with its colour-scheme client hint for the back office only: on public pages `Critical-CH` made a first
 * visit fetch the document twice, for a hint the site never reads (docs/decisions/0073).
 */
function withHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH' && header.value === COLOR_SCHEME_HINT)
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      ),
  }
}

export default withHintsForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
