import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { env } from '@/env'

import { HomePageAlerts, SiteWideAlerts } from './collections/alerts/config'
import { Buildings } from './collections/buildings/config'
import { Departments } from './collections/departments/config'
import { DepartmentsAndCategories } from './collections/departments-and-categories/config'
import { Events } from './collections/events/config'
import { ExternalPress } from './collections/external-press/config'
import { Exhibitors } from './collections/exhibitors/config'
import { Features } from './collections/features/config'
import { FacultyProfiles } from './collections/faculty-profiles/config'
import { LibraryHours } from './collections/library-hours/config'
import { Locations } from './collections/locations/config'
import { Media } from './collections/media/config'
import { NewsletterSignups } from './collections/newsletter-signups/config'
import { Newsletters } from './collections/newsletters/config'
import { Pages } from './collections/pages/config'
import { PressReleases } from './collections/press-releases/config'
import { Rankings } from './collections/rankings/config'
import { Roles } from './collections/roles/config'
import { SharedBlocks } from './collections/shared-blocks/config'
import { Tags } from './collections/tags/config'
import { Users } from './collections/users/config'
import { VideoChannels } from './collections/video-channels/config'
import { Videos } from './collections/videos/config'
import { databaseAdapter } from './database'
import { FeaturedEvents } from './globals/featured-events'
import { Footer } from './globals/footer'
import { Homepage } from './globals/homepage'
import { Navigation } from './globals/navigation'
import { SiteConfig } from './globals/site-config'
import { contentPlugins } from './plugins/content-plugins'
import { payloadSecret } from './secret'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · College back office' },
    importMap: { baseDir: path.resolve(dirname, '..') },
  },
  collections: [
    Users,
    Roles,
    Media,
    Departments,
    Tags,
    Locations,
    Buildings,
    FacultyProfiles,
    SiteWideAlerts,
    HomePageAlerts,
    Events,
    Exhibitors,
    DepartmentsAndCategories,
    Videos,
    VideoChannels,
    LibraryHours,
    Pages,
    SharedBlocks,
    Rankings,
    Features,
    PressReleases,
    ExternalPress,
    Newsletters,
    NewsletterSignups,
  ],
  globals: [SiteConfig, Navigation, Footer, FeaturedEvents, Homepage],
  plugins: [...contentPlugins()],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  secret: payloadSecret(),
  sharp,
  // Payload's own origin (admin, upload URLs); unset, it answers relative to whatever host serves it.
  serverURL: env().SERVER_URL ?? '',
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  graphQL: { disable: true },
})
