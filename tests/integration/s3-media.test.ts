/** Uploads on S3 when S3_BUCKET is set (decision 0069), against s3rver on loopback through the AWS SDK Payload's adapter uses. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reloadEnv } from '@/env'

import type { Handler } from './harness'

const BUCKET = 'college-media'
// s3rver takes any key pair whose signature it can check; these are its documented defaults.
const KEY = 'S3RVER'
const KEY_PASSWORD = 'a-long-test-password-1'
/** A small PDF whose bytes pass the upload check (spec §5). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\ntrailer << /Root 1 0 R /Size 2 >>\nstartxref\n9\n%%EOF\n')

let server: S3rver
let s3: S3
let payload: Payload
let restGet: Handler
let restPost: Handler
let token: string
const scratch = mkdtempSync(path.join(tmpdir(), 'college-s3-'))

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: scratch, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
    // Nothing may reach the local folder: a file found there would mean S3 was not used.
    MEDIA_DIR: path.join(scratch, 'must-stay-empty'),
  })
  reloadEnv()
  s3 = new S3({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } })
  // The config reads the environment when it is loaded: only now.
  const { bootPayload } = await import('@/seed/boot')
  const routes = await import('@/app/(payload)/api/[...slug]/route')
  restGet = routes.GET as Handler
  restPost = routes.POST as Handler
  payload = await bootPayload()
  // One administrator rather than the whole demo college (its seed takes minutes here).
  const { ALL_CAPABILITIES } = await import('@/domain/capabilities')
  const role = await payload.create({ collection: 'roles', overrideAccess: true, data: { title: 'Administrator', capabilities: [...ALL_CAPABILITIES] } })
  const email = 'admin@s3.example'
  await payload.create({ collection: 'users', overrideAccess: true, data: { fullName: 'Admin', email, password: KEY_PASSWORD, roles: [role.id] } })
  token = (await payload.login({ collection: 'users', data: { email, password: KEY_PASSWORD } })).token!
})

afterAll(async () => {
  await server?.close()
  rmSync(scratch, { recursive: true, force: true })
})

const keysIn = async (prefix: string) => ((await s3.listObjectsV2({ Bucket: BUCKET, Prefix: prefix })).Contents ?? []).map((object) => object.Key!).sort()
/** The bucket's keys when the tests began (none: nothing was seeded). */
let seeded: string[] = []
const newKeys = async () => (await keysIn('')).filter((key) => !seeded.includes(key))

/** An upload through Payload's REST API, as the back office sends it. */
async function send(name: string, data: Buffer, type: string) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(data)], { type }), name)
  form.set('_payload', JSON.stringify({ alt: name }))
  const response = await restPost(new Request('http://localhost/api/media', { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form }), {
    params: Promise.resolve({ slug: ['media'] }),
  })
  expect(response.status).toBe(201)
  return (await response.json()).doc as { id: number; url: string; filename: string; sizes: Record<string, { url: string | null; filename: string | null }> }
}

/** Reads a file back through the address the API gave, with Payload's own file route. */
function served(url: string) {
  const { pathname } = new URL(url, 'http://localhost')
  return restGet(new Request(`http://localhost${pathname}`), {
    params: Promise.resolve({
      slug: pathname
        .replace(/^\/api\//, '')
        .split('/')
        .map(decodeURIComponent),
    }),
  })
}

describe('media on S3-compatible storage', () => {
  beforeAll(async () => {
    seeded = await keysIn('')
  })

  it('stores each of several uploads in a row, given a copy of one context as the seed gives', async () => {
    // The storage plugin leaves flags in the context it is given (decision 0069); the seed copies it.
    const context = { disableRevalidate: true }
    const ids: number[] = []
    for (const n of [1, 2]) {
      const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer()
      const doc = await payload.create({
        collection: 'media',
        overrideAccess: true,
        context: { ...context },
        data: { alt: `study ${n}` },
        file: { name: `study-${n}.jpg`, data, mimetype: 'image/jpeg', size: data.length },
      })
      ids.push(doc.id)
    }
    expect(await newKeys()).toEqual(['media/study-1.webp', 'media/study-2.webp'])
    for (const id of ids) await payload.delete({ collection: 'media', id, overrideAccess: true })
    expect(await newKeys()).toEqual([])
  })

  it('stores an image and its sizes in the bucket, serves them through the site with its headers, and deletes them with the document', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer()
    const doc = await send('poster.png', png, 'image/png')

    // The addresses stay the site's own file route, with no query (next/image refuses one).
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`)
    expect(doc.sizes.thumbnail!.url).toBe(`/api/media/file/${doc.sizes.thumbnail!.filename}`)
    const expected = [doc.filename, ...Object.values(doc.sizes).map((size) => size.filename)].filter(Boolean).map((name) => `media/${name}`)
    expect(await newKeys()).toEqual(expected.sort())

    const original = await served(doc.url)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/webp')
    expect(original.headers.get('x-content-type-options')).toBe('nosniff')
    expect(original.headers.get('content-disposition')).toBeNull()
    const bytes = Buffer.from(await original.arrayBuffer())
    expect((await sharp(bytes).metadata()).format).toBe('webp')

    const card = await served(doc.sizes.card!.url!)
    expect(card.status).toBe(200)
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(1024)

    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(await newKeys()).toEqual([])
    expect((await served(doc.url)).status).toBe(404)
  })

  it('serves a PDF from the bucket as a download, never sniffed', async () => {
    const pdf = PDF
    const doc = await send('handbook.pdf', pdf, 'application/pdf')
    expect(await newKeys()).toEqual([`media/${doc.filename}`])
    const stored = await s3.getObject({ Bucket: BUCKET, Key: `media/${doc.filename}` })
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(pdf)).toBe(true)

    const answer = await served(doc.url)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-disposition')).toBe('attachment')
    expect(Buffer.from(await answer.arrayBuffer()).equals(pdf)).toBe(true)

    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(await newKeys()).toEqual([])
  })

  it('still refuses a file whose bytes are not what its name says, and stores nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(exe)], { type: 'application/pdf' }), 'invoice.pdf')
    form.set('_payload', JSON.stringify({ alt: 'invoice' }))
    const response = await restPost(new Request('http://localhost/api/media', { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form }), {
      params: Promise.resolve({ slug: ['media'] }),
    })
    expect(response.status).toBe(400)
    expect(await newKeys()).toEqual([])
  })

  it("keeps a form's attached file in its own folder, served to staff only", async () => {
    const pdf = PDF
    // Only a form's submit writes these (spec §5); the local API stands in for it here.
    const doc = await payload.create({
      collection: 'submission-files',
      overrideAccess: true,
      data: {},
      file: { name: 'portfolio.pdf', data: pdf, mimetype: 'application/pdf', size: pdf.length },
    })
    expect(doc.url).toBe(`/api/submission-files/file/${doc.filename}`)
    expect(await newKeys()).toEqual([`submission-files/${doc.filename}`])

    const slug = ['submission-files', 'file', doc.filename!]
    const anonymous = await restGet(new Request(`http://localhost${doc.url}`), { params: Promise.resolve({ slug }) })
    expect(anonymous.status).toBe(403)
    const staff = await restGet(new Request(`http://localhost${doc.url}`, { headers: { Authorization: `JWT ${token}` } }), {
      params: Promise.resolve({ slug }),
    })
    expect(staff.status).toBe(200)
    expect(staff.headers.get('content-disposition')).toBe('attachment')
    expect(Buffer.from(await staff.arrayBuffer()).equals(pdf)).toBe(true)

    await payload.delete({ collection: 'submission-files', id: doc.id, overrideAccess: true })
    expect(await newKeys()).toEqual([])
  })

  it('keeps nothing in the local folder', async () => {
    const { existsSync, readdirSync } = await import('node:fs')
    const local = process.env.MEDIA_DIR!
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([])
  })
})
