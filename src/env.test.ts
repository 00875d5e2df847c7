import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { DEFAULT_DATABASE_URL, DEFAULT_PORT, ENV_NOTES, parseEnv, publicOrigin, reloadEnv, startupNotices } from './env'
import { ENV_EXAMPLE_COMMAND, envExample } from './env-example'

describe('the environment', () => {
  it('has a default for every variable a fresh checkout leaves unset', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: DEFAULT_PORT,
      DATABASE_URL: DEFAULT_DATABASE_URL,
      DATABASE_POOL_SIZE: 10,
      MEDIA_DIR: 'media',
      YOUTUBE_IMAGE_BASE_URL: 'https://i.ytimg.com',
      VIMEO_OEMBED_URL: 'https://vimeo.com/api/oembed.json',
      VIDEO_LOOKUP_TIMEOUT_MS: 3000,
      LIBCAL_TIMEOUT_MS: 5000,
      SEMESTER_SCHEDULE_CRON: '*/5 * * * *',
      OUTBOX_CRON: '* * * * *',
      // Nobody's X-Forwarded-For is believed unless a proxy is declared (decision 0120).
      TRUSTED_PROXIES: 0,
      ALLOWED_ORIGINS: [],
    })
    expect(env.SERVER_URL).toBeUndefined()
    expect(env.CRON_SECRET).toBeUndefined()
    expect(env.PAYLOAD_SECRET).toBeUndefined()
    expect(env.E2E_FAULT_PATH).toBeUndefined()
  })

  it('counts an empty variable as unset', () => {
    expect(parseEnv({ SERVER_URL: '', PORT: ' ', LIBCAL_BASE_URL: '' })).toMatchObject({
      SERVER_URL: undefined,
      PORT: DEFAULT_PORT,
      LIBCAL_BASE_URL: undefined,
    })
  })

  it('takes a cron of five fields, or six with seconds', () => {
    expect(parseEnv({ SEMESTER_SCHEDULE_CRON: '0 6 * * 1-5' }).SEMESTER_SCHEDULE_CRON).toBe('0 6 * * 1-5')
    expect(parseEnv({ SEMESTER_SCHEDULE_CRON: '* * * * * *' }).SEMESTER_SCHEDULE_CRON).toBe('* * * * * *')
  })

  it('types numbers and keeps SERVER_URL as a bare origin', () => {
    const env = parseEnv({ PORT: '4100', DATABASE_POOL_SIZE: '25', SERVER_URL: 'https://www.example.edu/', LIBCAL_BASE_URL: 'https://libcal.example.edu/' })
    expect(env).toMatchObject({ PORT: 4100, DATABASE_POOL_SIZE: 25, SERVER_URL: 'https://www.example.edu', LIBCAL_BASE_URL: 'https://libcal.example.edu' })
    expect(parseEnv({ SERVER_URL: 'HTTP://Example.EDU:8080' }).SERVER_URL).toBe('http://example.edu:8080')
  })

  it('keeps the allowed origins as bare origins, once each', () => {
    expect(parseEnv({ ALLOWED_ORIGINS: 'https://CMS.example.edu:443/, http://127.0.0.1:3000 ,https://cms.example.edu' }).ALLOWED_ORIGINS).toEqual([
      'https://cms.example.edu',
      'http://127.0.0.1:3000',
    ])
  })

  it.each([
    ['ALLOWED_ORIGINS', 'https://www.example.edu/admin'],
    ['ALLOWED_ORIGINS', 'www.example.edu'],
    ['SERVER_URL', 'www.example.edu'],
    ['SERVER_URL', 'ftp://www.example.edu'],
    ['SERVER_URL', 'https://www.example.edu/site'],
    ['SERVER_URL', 'https://www.example.edu/?a=1'],
    ['PORT', 'three thousand'],
    ['PORT', '70000'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_URL', 'mysql://db/college'],
    ['NODE_ENV', 'staging'],
    ['YOUTUBE_IMAGE_BASE_URL', 'javascript:alert(1)'],
    ['VIDEO_LOOKUP_TIMEOUT_MS', '-5'],
    ['CRON_SECRET', 'short'],
    ['SEMESTER_SCHEDULE_CRON', 'every five minutes'],
    ['SEMESTER_SCHEDULE_CRON', '* * *'],
    ['OUTBOX_CRON', 'hourly'],
    ['SMTP_URL', 'mail.example.edu:25'],
  ])('stops at %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^The environment is not valid:\\n  ${name} `))
  })

  it('names every variable at fault at once, and never shows a secret', () => {
    let message = ''
    try {
      parseEnv({ PORT: 'x', SERVER_URL: 'nope', DATABASE_URL: 'mysql://root:hunter2@db/college' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('PORT must be a whole number from 1 to 65535 (it is “x”)')
    expect(message).toContain('SERVER_URL must be an http(s) origin')
    expect(message).toContain('DATABASE_URL must be a SQLite file')
    expect(message).not.toContain('hunter2')
  })

  it('keeps the test-only variables', () => {
    expect(parseEnv({ E2E_FAULT_PATH: 'e2e-fault', SEED_LOGINS_FILE: '/tmp/logins.json' })).toMatchObject({
      E2E_FAULT_PATH: 'e2e-fault',
      SEED_LOGINS_FILE: '/tmp/logins.json',
    })
  })
})

describe('the public origin', () => {
  const saved = { SERVER_URL: process.env.SERVER_URL, PORT: process.env.PORT }
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    reloadEnv()
  })

  it('is SERVER_URL when set', () => {
    process.env.SERVER_URL = 'https://www.example.edu/'
    reloadEnv()
    expect(publicOrigin()).toBe('https://www.example.edu')
  })

  it('is http://localhost:PORT without it', () => {
    delete process.env.SERVER_URL
    process.env.PORT = '4100'
    reloadEnv()
    expect(publicOrigin()).toBe('http://localhost:4100')
  })

  it('is named at a production start without SERVER_URL', () => {
    expect(startupNotices(parseEnv({ NODE_ENV: 'production', PORT: '3000' }))).toEqual([
      'SERVER_URL is not set: absolute links (canonical, feeds, sitemap, e-mails) use http://localhost:3000. Set it to the public origin, e.g. https://www.example.edu.',
    ])
    expect(startupNotices(parseEnv({ NODE_ENV: 'production', SERVER_URL: 'https://www.example.edu' }))).toEqual([])
    expect(startupNotices(parseEnv({ NODE_ENV: 'development' }))).toEqual([])
  })
})

// Uploads on S3-compatible storage (decision 0069).
describe('the S3 variables', () => {
  const s3 = { S3_BUCKET: 'college-media', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret-value' }

  it('leave uploads local when unset, and are typed when set', () => {
    expect(parseEnv({})).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false })
    expect(parseEnv({}).S3_BUCKET).toBeUndefined()
    expect(parseEnv({ ...s3, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true })
    expect(parseEnv({ S3_BUCKET: 'college-media', S3_FORCE_PATH_STYLE: 'no' }).S3_FORCE_PATH_STYLE).toBe(false)
  })

  it('refuse a bad bucket name, a bad switch and a bad endpoint', () => {
    expect(() => parseEnv({ S3_BUCKET: 'College_Media' })).toThrow(/S3_BUCKET must be an S3 bucket name/)
    expect(() => parseEnv({ S3_BUCKET: 'college-media', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/)
    expect(() => parseEnv({ S3_BUCKET: 'college-media', S3_ENDPOINT: 'ftp://example' })).toThrow(/S3_ENDPOINT must be an http/)
  })

  it('want both keys or neither, and a bucket for any other S3 setting', () => {
    expect(() => parseEnv({ S3_BUCKET: 'college-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY must be set with the other S3 key/)
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET must be set too when S3_ENDPOINT is/)
    expect(parseEnv({ S3_BUCKET: 'college-media' }).S3_ACCESS_KEY_ID).toBeUndefined()
  })

  it('never show the secret key in a message', () => {
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: 'secret-value', S3_BUCKET: 'Bad' })).toThrow(/^(?![\s\S]*secret-value)/)
  })
})

describe('the documented environment', () => {
  const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8')

  it('.env.example is what src/env.ts writes', () => {
    expect(read('.env.example'), `.env.example differs from src/env.ts: run \`${ENV_EXAMPLE_COMMAND}\` and commit the file`).toBe(envExample())
  })

  it('.env.example names every variable with its default, commented out', () => {
    const example = envExample()
    for (const name of Object.keys(ENV_NOTES)) expect(example).toMatch(new RegExp(`^# ${name}=`, 'm'))
    expect(example).toContain('# PORT=3000\n')
    expect(example).toContain("# SEMESTER_SCHEDULE_CRON='*/5 * * * *'\n")
    expect(example).toMatch(/^# SERVER_URL=$/m)
    expect(example.split('\n').filter((line) => line && !line.startsWith('# '))).toEqual([])
  })

  it('docs/configuration.md has a heading for every variable', () => {
    const headings = read('docs/configuration.md')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .join('\n')
    for (const name of Object.keys(ENV_NOTES)) expect(headings, `docs/configuration.md: add a heading for ${name}`).toContain(`\`${name}\``)
  })
})
