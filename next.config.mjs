import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Set by scripts/lib/build.mjs for the build and for `next start` alike (spec §4, new build).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // `npm test` type-checks the whole project (tests too) with tsc; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    // spec §9: wide image breakpoints 1024, 1440, 1920, 2560, 3840
    deviceSizes: [480, 768, 1024, 1440, 1920, 2560, 3840],
  },
  // spec §2: the staff edit links of press releases land on the back office's own edit view.
  async redirects() {
    return [{ source: '/admin/press-release/edit/:id(\\d+)', destination: '/admin/collections/press-releases/:id', permanent: false }]
  },
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql'],
  // `unauthorized()`: the staff previews' one refusal answers 401 with the sign-in page (services/preview.ts).
  experimental: { authInterrupts: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
