import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as restGet, POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import type { SeedResult } from '@/seed/index'

import { type Handler, call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let png: Buffer

const upload = (name: string, data: Buffer, mimetype: string) =>
  payload.create({ collection: 'media', overrideAccess: true, depth: 0, data: { alt: name }, file: { name, data, mimetype, size: data.length } })

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer()
})

// spec §5 (allowed images and documents): the bytes must be what the name says
describe('uploads', () => {
  it('takes an image whose content is what its name says', async () => {
    const doc = await upload('red.png', png, 'image/png')
    expect(doc.id).toBeGreaterThan(0) // stored (as WebP, the collection's format)
  })

  it('refuses an executable named .pdf, naming what is allowed', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])
    await expect(upload('invoice.pdf', exe, 'application/pdf')).rejects.toThrow(/Upload .*PDF/)
  })

  it('refuses an image named as another kind of file', async () => {
    await expect(upload('photo.pdf', png, 'application/pdf')).rejects.toThrow(/PNG image/)
  })
})

// What the back office and any client of Payload's REST API are told of uploads, and how files are served.
describe('uploads through the REST API', () => {
  let token: string
  beforeAll(async () => {
    token = await staffToken(payload, seeded)
  })

  const send = async (name: string, data: Buffer, type: string) => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(data)], { type }), name)
    form.set('_payload', JSON.stringify({ alt: name }))
    return call(restPost as Handler, '/api/media', { params: { slug: ['media'] }, method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
  }

  for (const [name, type, bytes] of [
    ['tool.exe', 'application/x-msdownload', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
    ['page.html', 'text/html', Buffer.from('<script>alert(1)</script>')],
    ['drawing.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['invoice.pdf', 'application/pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
  ] as const) {
    it(`refuses ${name} with a 400 naming the allowed types`, async () => {
      const answer = await send(name, bytes, type)
      expect(answer.status).toBe(400)
      expect(answer.body.errors[0].message).toMatch(/PNG.*PDF|Upload .*PDF/)
    })
  }

  it('serves a document as a download, never sniffed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\ntrailer << /Root 1 0 R /Size 2 >>\nstartxref\n9\n%%EOF\n')
    const stored = await send('handbook.pdf', pdf, 'application/pdf')
    expect(stored.status).toBe(201)
    const served = await restGet(new Request(`http://localhost/api/media/file/${stored.body.doc.filename}`), {
      params: Promise.resolve({ slug: ['media', 'file', stored.body.doc.filename] }),
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-disposition')).toBe('attachment')
  })
})
