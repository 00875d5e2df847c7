import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from '@/seed/boot'

let payload: Payload
let png: Buffer

const upload = (name: string, data: Buffer, mimetype: string) =>
  payload.create({ collection: 'media', overrideAccess: true, depth: 0, data: { alt: name }, file: { name, data, mimetype, size: data.length } })

beforeAll(async () => {
  payload = await bootPayload()
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
