// Every environment variable the app reads, parsed once and typed (docs/decisions/0047, docs/configuration.md); the rest
// of src/ reads `env()`, never `process.env`. Server only.
import { z } from 'zod'

export const DEFAULT_PORT = 3000
/** The embedded database a fresh checkout uses. */
export const DEFAULT_DATABASE_URL = 'file:./data/college.db'
const DEFAULT_DATABASE_POOL_SIZE = 10
const DEFAULT_MEDIA_DIR = 'media'
const DEFAULT_YOUTUBE_IMAGE_BASE_URL = 'https://i.ytimg.com'
const DEFAULT_VIMEO_OEMBED_URL = 'https://vimeo.com/api/oembed.json'
const DEFAULT_VIDEO_LOOKUP_TIMEOUT_MS = 3000
const DEFAULT_LIBCAL_TIMEOUT_MS = 5000
const DEFAULT_CUSTOM_SEARCH_URL = 'https://www.googleapis.com/customsearch/v1'
const DEFAULT_CUSTOM_SEARCH_TIMEOUT_MS = 5000
/** Sections go up and down within five minutes of their semester's day (spec §6 names the capability, not the delay). */
const DEFAULT_SEMESTER_SCHEDULE_CRON = '*/5 * * * *'
const DEFAULT_OUTBOX_CRON = '* * * * *'
/** Nobody's `X-Forwarded-For` is believed until the deployment says a proxy stands in front (docs/decisions/0120). */
const DEFAULT_TRUSTED_PROXIES = 0
/** Any region will do for most S3-compatible servers; the AWS SDK needs one named. */
const DEFAULT_S3_REGION = 'us-east-1'
/** S3's bucket naming rules (lower-case letters, digits, dots and hyphens, 3–63 characters). */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/** An empty variable (`SERVER_URL=`) counts as unset, as a shell user expects. */
const unsetWhenBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const text = () => z.preprocess(unsetWhenBlank, z.string().trim().optional())

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`)
      .optional()
      .transform((n) => n ?? fallback),
  )

/** A cron expression of five fields, or six with seconds first. */
const cron = (fallback: string) =>
  z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .regex(/^[\d*/,-]+(?:\s+[\d*/,-]+){4,5}$/, 'must be a cron expression of five or six fields, such as */5 * * * *')
      .default(fallback),
  )

/** An http(s) address, kept without a trailing slash so that paths can be appended. */
const webAddress = () =>
  z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .refine((value) => isHttpUrl(value), 'must be an http:// or https:// address')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  )

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** The site's public origin: scheme, host and port only (the site answers at the root). */
const origin = z.preprocess(
  unsetWhenBlank,
  z
    .string()
    .trim()
    .refine((value) => {
      if (!isHttpUrl(value)) return false
      const url = new URL(value)
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    }, 'must be an http(s) origin with nothing after the host, such as https://www.example.edu')
    .transform((value) => new URL(value).origin)
    .optional(),
)

/** A comma-separated list of http(s) origins, each kept as its origin (scheme, host, port). */
const originList = z.preprocess(
  unsetWhenBlank,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every((entry) => isHttpUrl(entry) && new URL(entry).pathname === '/' && !new URL(entry).search),
      'must be http(s) origins separated by commas, such as https://www.example.edu,https://cms.example.edu',
    )
    .transform((entries) => [...new Set(entries.map((entry) => new URL(entry).origin))]),
)

const databaseUrl = z.preprocess(
  unsetWhenBlank,
  z
    .string()
    .trim()
    .regex(/^(?:file:|postgres(?:ql)?:\/\/)/i, 'must be a SQLite file (file:./data/college.db) or a PostgreSQL URL (postgres://user@host:5432/db)')
    .default(DEFAULT_DATABASE_URL),
)

/** true/false, 1/0, yes/no: a switch set in the environment. */
const onOff = (fallback: boolean) =>
  z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?:true|false|1|0|yes|no)$/, 'must be true or false')
      .transform((value) => ['true', '1', 'yes'].includes(value))
      .optional()
      .transform((value) => value ?? fallback),
  )

const fields = z.object({
  NODE_ENV: z.preprocess(unsetWhenBlank, z.enum(['development', 'production', 'test']).default('development')),
  PORT: wholeNumber(1, 65535, DEFAULT_PORT),
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, DEFAULT_DATABASE_POOL_SIZE),
  PAYLOAD_SECRET: text(),
  SERVER_URL: origin,
  MEDIA_DIR: z.preprocess(unsetWhenBlank, z.string().default(DEFAULT_MEDIA_DIR)),
  YOUTUBE_IMAGE_BASE_URL: webAddress().transform((value) => value ?? DEFAULT_YOUTUBE_IMAGE_BASE_URL),
  VIMEO_OEMBED_URL: webAddress().transform((value) => value ?? DEFAULT_VIMEO_OEMBED_URL),
  VIDEO_LOOKUP_TIMEOUT_MS: wholeNumber(1, 600_000, DEFAULT_VIDEO_LOOKUP_TIMEOUT_MS),
  CUSTOM_SEARCH_URL: webAddress().transform((value) => value ?? DEFAULT_CUSTOM_SEARCH_URL),
  CUSTOM_SEARCH_TIMEOUT_MS: wholeNumber(1, 600_000, DEFAULT_CUSTOM_SEARCH_TIMEOUT_MS),
  LIBCAL_BASE_URL: webAddress(),
  LIBCAL_CLIENT_ID: text(),
  LIBCAL_CLIENT_SECRET: text(),
  LIBCAL_TIMEOUT_MS: wholeNumber(1, 600_000, DEFAULT_LIBCAL_TIMEOUT_MS),
  CRON_SECRET: z.preprocess(unsetWhenBlank, z.string().trim().min(16, 'must be at least 16 characters').optional()),
  SEMESTER_SCHEDULE_CRON: cron(DEFAULT_SEMESTER_SCHEDULE_CRON),
  SMTP_URL: z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/i, 'must be an smtp:// or smtps:// address, such as smtp://user:password@mail.example.edu:587')
      .optional(),
  ),
  MAIL_FROM: text(),
  OUTBOX_CRON: cron(DEFAULT_OUTBOX_CRON),
  REDIS_URL: z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\/[^\s]+$/i, 'must be a redis:// or rediss:// address, such as redis://127.0.0.1:6379')
      .optional(),
  ),
  // Also read by src/server/page-cache-handler.mjs, which is plain JavaScript and reads process.env itself.
  REDIS_PREFIX: text(),
  // Read by src/server/page-cache-handler.mjs and scripts/lib/build.mjs.
  PAGE_CACHE_DIR: text(),
  TRUSTED_PROXIES: wholeNumber(0, 10, DEFAULT_TRUSTED_PROXIES),
  ALLOWED_ORIGINS: originList,
  S3_BUCKET: z.preprocess(
    unsetWhenBlank,
    z.string().trim().regex(S3_BUCKET_NAME, 'must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens').optional(),
  ),
  S3_ENDPOINT: webAddress(),
  S3_REGION: z.preprocess(unsetWhenBlank, z.string().trim().default(DEFAULT_S3_REGION)),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_FORCE_PATH_STYLE: onOff(false),
  E2E_FAULT_PATH: text(),
  SEED_LOGINS_FILE: text(),
})

/** What each variable does, in `.env.example`'s order (src/env-example.ts); a variable without a note is a type error. */
export const ENV_NOTES: Record<keyof typeof fields.shape, string> = {
  NODE_ENV: 'development, production or test: set by the launch scripts (`npm start`: production).',
  PORT: 'Port of `npm start` and `npm run dev`.',
  DATABASE_URL: 'SQLite file (file:./data/college.db) or PostgreSQL (postgres://user@host:5432/db).',
  DATABASE_POOL_SIZE: 'PostgreSQL connections per app instance.',
  PAYLOAD_SECRET: 'Signs staff tokens. Required with PostgreSQL; with SQLite, unset: one is generated into data/.',
  SERVER_URL: 'Public origin of every absolute URL (https://www.example.edu); unset: http://localhost:PORT.',
  MEDIA_DIR: 'Folder of uploaded images and documents (when S3_BUCKET is unset).',
  YOUTUBE_IMAGE_BASE_URL: "Where a YouTube video's missing thumbnail is looked up when it is saved.",
  VIMEO_OEMBED_URL: "Where a Vimeo video's missing thumbnail is looked up (oEmbed).",
  VIDEO_LOOKUP_TIMEOUT_MS: 'How long a thumbnail look-up may take (ms) before the video is saved without one.',
  CUSTOM_SEARCH_URL: 'The custom search service, asked only when Site config holds its key and engine id.',
  CUSTOM_SEARCH_TIMEOUT_MS: 'How long a custom search call may take (ms).',
  LIBCAL_BASE_URL: 'LibCal (API 1.1): with the two LIBCAL_CLIENT_ variables, library hours come from there.',
  LIBCAL_CLIENT_ID: 'LibCal client id (all three LibCal variables, or the hours kept in the back office).',
  LIBCAL_CLIENT_SECRET: 'LibCal client secret.',
  LIBCAL_TIMEOUT_MS: 'How long a LibCal call may take (ms).',
  CRON_SECRET: 'Bearer token of /api/payload-jobs/run, 16 characters or more; unset: a new one at each start.',
  SEMESTER_SCHEDULE_CRON: 'When the semester schedule publishes and unpublishes course sections (cron, 5 or 6 fields).',
  SMTP_URL: 'Mail server of the outbox (smtp://user:password@host:587 or smtps://); unset: e-mails wait, each printed to the server log.',
  MAIL_FROM: "Sender of the site's e-mails; unset: no-reply@ the public origin's host.",
  OUTBOX_CRON: 'How often the outbox sends what is due (cron).',
  REDIS_URL: 'Redis shared by every instance (redis://127.0.0.1:6379): abuse limits and revalidations.',
  REDIS_PREFIX: "What this site's keys and channel in Redis start with (unset: college:).",
  PAGE_CACHE_DIR: 'Where this instance keeps its rendered pages and cached data on disk (unset: inside .next).',
  TRUSTED_PROXIES: 'How many proxies stand in front of the site (the front cache is one); unset: 0, clients reach it directly.',
  ALLOWED_ORIGINS: 'Other origins (comma-separated) whose signed-in writes are accepted; the address a request is sent to always is.',
  S3_BUCKET: 'Uploads (media, files attached to forms) go to this S3 bucket instead of MEDIA_DIR.',
  S3_ENDPOINT: 'An S3-compatible server (MinIO, Ceph…), e.g. http://127.0.0.1:9000; unset: Amazon S3.',
  S3_REGION: "The bucket's region (most S3-compatible servers take any).",
  S3_ACCESS_KEY_ID: 'Both S3 keys or neither (neither: the AWS SDK finds credentials itself).',
  S3_SECRET_ACCESS_KEY: 'Both S3 keys or neither.',
  S3_FORCE_PATH_STYLE: 'true for addresses as endpoint/bucket/key (most S3-compatible servers want it).',
  E2E_FAULT_PATH: 'Test only, set by scripts/serve-e2e.mjs: a page path that fails, to show the 500 page.',
  SEED_LOGINS_FILE: 'Test only, set by scripts/serve-e2e.mjs: where a fresh seed writes the staff logins.',
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

const schema = fields.superRefine((config, context) => {
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    context.addIssue({ code: 'custom', path: [missing], message: 'must be set with the other S3 key (both or neither)' })
  }
  // A half-made S3 set-up would quietly store uploads on the local disk of one instance.
  if (!config.S3_BUCKET)
    for (const name of S3_SETTINGS)
      if (config[name])
        context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set too when ${name} is (uploads go to S3 only with a bucket)` })
})

export type Env = z.output<typeof schema>

/** Variables whose value never appears in a message. */
const SECRETS = new Set(['PAYLOAD_SECRET', 'LIBCAL_CLIENT_SECRET', 'DATABASE_URL', 'CRON_SECRET', 'SMTP_URL', 'REDIS_URL', 'S3_SECRET_ACCESS_KEY'])

/** Parses an environment; a wrong value throws one message naming every variable at fault. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)')
    const value = source[name]
    const shown = SECRETS.has(name) || value === undefined ? '' : ` (it is “${value}”)`
    return `  ${name} ${issue.message}${shown}`
  })
  return fail(`The environment is not valid:\n${problems.join('\n')}\nFix it and start again (docs/configuration.md).`)
}

function fail(message: string): never {
  const error = new Error(message)
  error.name = 'EnvError'
  throw error
}

let current: Env | undefined

/** The environment of this process, read on first use. */
export function env(): Env {
  return (current ??= parseEnv(process.env))
}

/** Tests only: reads process.env again after a test changed it. */
export function reloadEnv(): Env {
  current = undefined
  return env()
}

/** The origin of every absolute URL the site writes: SERVER_URL, else http://localhost:PORT; never the Host header, which the client chooses. */
export function publicOrigin(): string {
  return originOf(env())
}

const originOf = (config: Env) => config.SERVER_URL ?? `http://localhost:${config.PORT}`

/** What the server says at start about its environment: nothing when all is well. */
export function startupNotices(config: Env): string[] {
  if (config.NODE_ENV === 'production' && !config.SERVER_URL)
    return [
      `SERVER_URL is not set: absolute links (canonical, feeds, sitemap, e-mails) use ${originOf(config)}. Set it to the public origin, e.g. https://www.example.edu.`,
    ]
  return []
}

/** At server start: a wrong environment stops here, naming each variable at fault; notices printed once. */
export function checkEnvAtStart(): void {
  try {
    for (const notice of startupNotices(env())) console.warn(`▸ ${notice}`)
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
}
