/**
 * Every environment variable the app reads, parsed once and typed (the README's table says what
 * each does). The rest of src/ reads `env()`, never `process.env`. Outside the app,
 * next.config.ts, the launch scripts (scripts/*.mjs) and the test tools read process.env
 * themselves: they run before the app starts, or only pass values on to it.
 *
 * Importable anywhere on the server: Next at build time (nothing here needs the database), route
 * handlers, tsx scripts and vitest. Never from a client component.
 */
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
/** The front cache of the deployment guide (ARCHITECTURE: scale-out). */
const DEFAULT_TRUSTED_PROXIES = 1
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
  /** The custom search service of spec §7, asked when the site config holds its key and engine id; a fake on loopback in tests. */
  CUSTOM_SEARCH_URL: webAddress().transform((value) => value ?? DEFAULT_CUSTOM_SEARCH_URL),
  CUSTOM_SEARCH_TIMEOUT_MS: wholeNumber(1, 600_000, DEFAULT_CUSTOM_SEARCH_TIMEOUT_MS),
  LIBCAL_BASE_URL: webAddress(),
  LIBCAL_CLIENT_ID: text(),
  LIBCAL_CLIENT_SECRET: text(),
  LIBCAL_TIMEOUT_MS: wholeNumber(1, 600_000, DEFAULT_LIBCAL_TIMEOUT_MS),
  /** The bearer token that lets the job clock (or an outside scheduler) run the scheduled jobs at /api/payload-jobs/run. */
  CRON_SECRET: z.preprocess(unsetWhenBlank, z.string().trim().min(16, 'must be at least 16 characters').optional()),
  /** How often the semester schedule runs: a cron expression of five fields, or six with seconds first. */
  SEMESTER_SCHEDULE_CRON: cron(DEFAULT_SEMESTER_SCHEDULE_CRON),
  /** The SMTP server of the outbox (smtp:// or smtps://, with user and password); unset, e-mails wait in the outbox. */
  SMTP_URL: z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/i, 'must be an smtp:// or smtps:// address, such as smtp://user:password@mail.example.edu:587')
      .optional(),
  ),
  /** The sender of the site's e-mails; no-reply at the public origin's host when unset. */
  MAIL_FROM: text(),
  /** How often the outbox sends what is due: a cron expression (every minute unless set). */
  OUTBOX_CRON: cron(DEFAULT_OUTBOX_CRON),
  /** Redis, shared by every instance: the abuse limits count there when set, in each instance's memory otherwise. */
  REDIS_URL: z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\/[^\s]+$/i, 'must be a redis:// or rediss:// address, such as redis://127.0.0.1:6379')
      .optional(),
  ),
  /** What every key and channel this site keeps in Redis for its revalidations starts with (read by src/page-cache-handler.mjs, which is plain JavaScript). */
  REDIS_PREFIX: text(),
  /** How many proxies stand in front of the site (the front cache is one): whose X-Forwarded-For entry names the client. */
  TRUSTED_PROXIES: wholeNumber(0, 10, DEFAULT_TRUSTED_PROXIES),
  /** Uploads (media, files attached to forms) go to this S3 bucket when set, to MEDIA_DIR otherwise (decision 0069). */
  S3_BUCKET: z.preprocess(
    unsetWhenBlank,
    z.string().trim().regex(S3_BUCKET_NAME, 'must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens').optional(),
  ),
  /** An S3-compatible server's address (MinIO, Ceph, a cloud's own); unset, Amazon S3 of S3_REGION. */
  S3_ENDPOINT: webAddress(),
  S3_REGION: z.preprocess(unsetWhenBlank, z.string().trim().default(DEFAULT_S3_REGION)),
  /** Unset both to let the AWS SDK find credentials itself (its own variables, an instance role). */
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key: most S3-compatible servers want it. */
  S3_FORCE_PATH_STYLE: onOff(false),
  // Test-only, set by scripts/serve-e2e.mjs for the browser tests:
  /** A page path that throws, to show the 500 page. */
  E2E_FAULT_PATH: text(),
  /** Where a fresh seed writes the generated staff logins. */
  SEED_LOGINS_FILE: text(),
})

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
  return fail(`The environment is not valid:\n${problems.join('\n')}\nFix it and start again (README: Environment variables).`)
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

/**
 * The origin of every absolute URL the site writes (canonical links, Open Graph, JSON-LD, feeds,
 * sitemap, robots, calendar files, e-mails, redirects): SERVER_URL, else http://localhost:PORT.
 * Never the request's Host header, which the client chooses.
 */
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

/**
 * At server start: a wrong environment stops the server here, with a message naming each variable
 * at fault, rather than at the first request; notices are printed once.
 */
export function checkEnvAtStart(): void {
  try {
    for (const notice of startupNotices(env())) console.warn(`▸ ${notice}`)
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
}
