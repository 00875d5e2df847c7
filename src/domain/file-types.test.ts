import { describe, expect, it } from 'vitest'

import {
  ALLOWED_DOCUMENT_UPLOADS,
  ALLOWED_IMAGE_UPLOADS,
  DEFAULT_MAX_UPLOAD_BYTES,
  type UploadType,
  acceptOf,
  allowedFilesHint,
  checkFileName,
} from './file-types'
import { checkUpload, detectFileType } from './file-contents'
import { ALLOWED_UPLOAD_TYPES } from './media-types'

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0))
const utf16le = (text: string): number[] => Array.from(text, (char) => [char.charCodeAt(0), 0]).flat()
const bytesOf = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)))
const padding = (length: number, byte = 0) => new Array<number>(length).fill(byte)

/** A ZIP local file header (30 bytes) for a stored entry, then its name and data. */
function zipEntry(name: string, data: number[] = []): number[] {
  const header = padding(30)
  header.splice(0, 4, 0x50, 0x4b, 0x03, 0x04)
  header.splice(18, 4, data.length & 0xff, (data.length >> 8) & 0xff, (data.length >> 16) & 0xff, 0)
  header.splice(22, 4, data.length & 0xff, (data.length >> 8) & 0xff, (data.length >> 16) & 0xff, 0)
  header.splice(26, 2, name.length, 0)
  return [...header, ...ascii(name), ...data]
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const FIXTURES: Record<UploadType, Uint8Array> = {
  png: bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], padding(24)),
  jpeg: bytesOf([0xff, 0xd8, 0xff, 0xe0], 'JFIF', padding(16)),
  gif: bytesOf('GIF89a', padding(16)),
  webp: bytesOf('RIFF', [26, 0, 0, 0], 'WEBPVP8 ', padding(16)),
  pdf: bytesOf('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
  zip: bytesOf(zipEntry('portfolio/notes.txt', ascii('hello')), zipEntry('portfolio/cv.txt', ascii('cv'))),
  // word/document.xml well past the first few KB, after a large image.
  docx: bytesOf(
    zipEntry('[Content_Types].xml', ascii('<Types/>')),
    zipEntry('word/media/image1.png', padding(20_000, 7)),
    zipEntry('word/document.xml', ascii('<w:document/>')),
  ),
  doc: bytesOf(OLE, padding(1024), utf16le('Root Entry'), padding(50), utf16le('WordDocument'), padding(64)),
}

const NAMES: Record<UploadType, string> = {
  png: 'photo.png',
  jpeg: 'photo.jpg',
  gif: 'animation.gif',
  webp: 'photo.webp',
  pdf: 'statement.pdf',
  zip: 'portfolio.zip',
  docx: 'essay.docx',
  doc: 'essay.doc',
}

const ALL_TYPES = Object.keys(FIXTURES) as UploadType[]

describe('allowed uploads', () => {
  // spec §5: allowed images png, jpeg, gif, webp; documents Word doc/docx, zip types, pdf
  it('are the lists of spec §5', () => {
    expect(ALLOWED_IMAGE_UPLOADS).toEqual(['png', 'jpeg', 'gif', 'webp'])
    expect(ALLOWED_DOCUMENT_UPLOADS).toEqual(['doc', 'docx', 'zip', 'pdf'])
  })

  it('default to 10 MB at most (our choice)', () => {
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024)
  })
})

describe('detectFileType', () => {
  it.each(ALL_TYPES)('tells %s by its content', (type) => {
    expect(detectFileType(FIXTURES[type])).toBe(type)
  })

  it('tells GIF87a too', () => {
    expect(detectFileType(bytesOf('GIF87a', padding(8)))).toBe('gif')
  })

  it('tells an empty ZIP archive', () => {
    expect(detectFileType(bytesOf([0x50, 0x4b, 0x05, 0x06], padding(18)))).toBe('zip')
  })

  it('reads a view into a larger buffer from its own start', () => {
    const buffer = bytesOf('MZ', padding(6), [...FIXTURES.png])
    expect(detectFileType(buffer.subarray(8))).toBe('png')
  })

  it.each([
    ['a Windows executable', bytesOf('MZ', padding(64))],
    ['an ELF executable', bytesOf([0x7f], 'ELF', padding(16))],
    ['a shell script', bytesOf('#!/bin/sh\nrm -rf /\n')],
    ['an SVG image', bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytesOf('<!doctype html><script>alert(1)</script>')],
    ['a WAV sound (RIFF but not WebP)', bytesOf('RIFF', [26, 0, 0, 0], 'WAVEfmt ', padding(16))],
    ['an OLE file without a Word stream (.xls, .msi)', bytesOf(OLE, padding(1024), utf16le('Workbook'))],
    ['a PDF signature not at the start', bytesOf(' %PDF-1.7')],
    ['a truncated PNG signature', bytesOf([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s', (_, bytes) => {
    expect(detectFileType(bytes)).toBeNull()
  })
})

describe('checkUpload', () => {
  it.each(ALL_TYPES)('accepts %s among all allowed types', (type) => {
    expect(checkUpload({ name: NAMES[type], bytes: FIXTURES[type], allowed: 'all' })).toMatchObject({ ok: true, type })
  })

  it.each(ALLOWED_IMAGE_UPLOADS)('accepts the image %s as an image', (type) => {
    expect(checkUpload({ name: NAMES[type], bytes: FIXTURES[type], allowed: 'images' }).ok).toBe(true)
  })

  it.each(ALLOWED_DOCUMENT_UPLOADS)('accepts the document %s as a document', (type) => {
    expect(checkUpload({ name: NAMES[type], bytes: FIXTURES[type], allowed: 'documents' }).ok).toBe(true)
  })

  it('answers MIME types the media collection allows', () => {
    for (const type of ALL_TYPES) {
      const result = checkUpload({ name: NAMES[type], bytes: FIXTURES[type], allowed: 'all' })
      expect(result.ok && ALLOWED_UPLOAD_TYPES.includes(result.mimeType)).toBe(true)
    }
  })

  it('takes either JPEG extension, in any case', () => {
    expect(checkUpload({ name: 'PHOTO.JPEG', bytes: FIXTURES.jpeg, allowed: 'images' })).toMatchObject({ ok: true, type: 'jpeg', mimeType: 'image/jpeg' })
    expect(checkUpload({ name: 'Photo.Jpg', bytes: FIXTURES.jpeg, allowed: 'images' }).ok).toBe(true)
  })

  it('refuses a document where an image is asked for, naming the image types', () => {
    expect(checkUpload({ name: 'cv.pdf', bytes: FIXTURES.pdf, allowed: 'images' })).toEqual({ ok: false, message: 'Upload a PNG, JPEG, GIF or WebP image.' })
  })

  it('refuses a PNG named .pdf', () => {
    expect(checkUpload({ name: 'cv.pdf', bytes: FIXTURES.png, allowed: 'documents' })).toEqual({
      ok: false,
      message: 'Upload a Word document, a PDF or a ZIP file.',
    })
    expect(checkUpload({ name: 'cv.pdf', bytes: FIXTURES.png, allowed: 'all' })).toEqual({
      ok: false,
      message: 'This file is a PNG image, so its name must end in .png.',
    })
  })

  it('refuses an executable named .pdf', () => {
    for (const bytes of [bytesOf('MZ', padding(64)), bytesOf([0x7f], 'ELF', padding(16))]) {
      expect(checkUpload({ name: 'invoice.pdf', bytes, allowed: 'documents' })).toEqual({ ok: false, message: 'Upload a Word document, a PDF or a ZIP file.' })
      expect(checkUpload({ name: 'invoice.pdf', bytes, allowed: 'all' })).toEqual({
        ok: false,
        message: 'Upload a PNG, JPEG, GIF or WebP image, a Word document, a PDF or a ZIP file.',
      })
    }
  })

  it('refuses a PDF whose name is an executable or has no extension', () => {
    expect(checkUpload({ name: 'setup.exe', bytes: FIXTURES.pdf, allowed: 'documents' })).toEqual({
      ok: false,
      message: 'This file is a PDF, so its name must end in .pdf.',
    })
    expect(checkUpload({ name: 'statement', bytes: FIXTURES.pdf, allowed: 'documents' }).ok).toBe(false)
    expect(checkUpload({ name: 'statement.pdf.exe', bytes: FIXTURES.pdf, allowed: 'documents' }).ok).toBe(false)
  })

  it('accepts a DOCX named .zip as a ZIP file, but not a plain ZIP named .docx', () => {
    expect(checkUpload({ name: 'essay.zip', bytes: FIXTURES.docx, allowed: 'documents' })).toMatchObject({ ok: true, type: 'zip', mimeType: 'application/zip' })
    expect(checkUpload({ name: 'essay.docx', bytes: FIXTURES.zip, allowed: 'documents' })).toEqual({
      ok: false,
      message: 'This file is a ZIP file, so its name must end in .zip.',
    })
  })

  it('refuses a DOCX named .doc', () => {
    expect(checkUpload({ name: 'essay.doc', bytes: FIXTURES.docx, allowed: 'documents' })).toEqual({
      ok: false,
      message: 'This file is a Word document, so its name must end in .docx.',
    })
  })

  it('refuses an oversize file, naming the limit', () => {
    const big = new Uint8Array(DEFAULT_MAX_UPLOAD_BYTES + 1)
    big.set(FIXTURES.png)
    expect(checkUpload({ name: 'huge.png', bytes: big, allowed: 'images' })).toEqual({ ok: false, message: 'The file is too large: the limit is 10 MB.' })
    expect(checkUpload({ name: 'huge.png', bytes: big.subarray(0, DEFAULT_MAX_UPLOAD_BYTES), allowed: 'images' }).ok).toBe(true)
  })

  it('takes a limit of its own', () => {
    const file = (size: number) => {
      // A typed array, not a list of numbers: a 3 MB list took seconds to build on a busy machine.
      const bytes = new Uint8Array(size)
      bytes.set(FIXTURES.png)
      return { name: 'a.png', bytes, allowed: 'images' as const }
    }
    expect(checkUpload({ ...file(32), maxBytes: 16 })).toEqual({ ok: false, message: 'The file is too large: the limit is 16 bytes.' })
    expect(checkUpload({ ...file(2048), maxBytes: 1536 })).toEqual({ ok: false, message: 'The file is too large: the limit is 1.5 KB.' })
    expect(checkUpload({ ...file(3 * 1024 * 1024), maxBytes: 2.5 * 1024 * 1024 })).toEqual({
      ok: false,
      message: 'The file is too large: the limit is 2.5 MB.',
    })
    expect(checkUpload({ ...file(1536), maxBytes: 1536 })).toMatchObject({ ok: true, type: 'png' })
  })

  it('checks the size of the whole file when given only its beginning', () => {
    expect(checkUpload({ name: 'a.png', bytes: FIXTURES.png, size: DEFAULT_MAX_UPLOAD_BYTES + 1, allowed: 'images' })).toEqual({
      ok: false,
      message: 'The file is too large: the limit is 10 MB.',
    })
    expect(checkUpload({ name: 'a.png', bytes: FIXTURES.png, size: 5_000_000, allowed: 'images' }).ok).toBe(true)
  })

  it('refuses an empty file', () => {
    expect(checkUpload({ name: 'a.pdf', bytes: new Uint8Array(0), allowed: 'documents' })).toEqual({ ok: false, message: 'The file is empty.' })
  })
})

// spec §5 (allowed files): what the browser says before sending, from the name and the size
describe('checkFileName', () => {
  it('takes a name of an allowed type within the limit, and says what else to choose', () => {
    expect(checkFileName({ name: 'CV.PDF', size: 1000, allowed: 'documents' })).toEqual({ ok: true })
    expect(checkFileName({ name: 'cv.exe', size: 1000, allowed: 'documents' })).toEqual({ ok: false, message: 'Upload a Word document, a PDF or a ZIP file.' })
    expect(checkFileName({ name: 'photo.png', size: 1000, allowed: 'documents' })).toMatchObject({ ok: false })
    expect(checkFileName({ name: 'cv.pdf', size: DEFAULT_MAX_UPLOAD_BYTES + 1, allowed: 'documents' })).toEqual({
      ok: false,
      message: 'The file is too large: the limit is 10 MB.',
    })
    expect(checkFileName({ name: 'cv.pdf', size: 0, allowed: 'documents' })).toEqual({ ok: false, message: 'The file is empty.' })
  })

  it('gives a file input its accept list and its hint', () => {
    expect(acceptOf('images')).toBe('.png,.jpg,.jpeg,.gif,.webp')
    expect(acceptOf('documents')).toBe('.doc,.docx,.zip,.pdf')
    expect(allowedFilesHint('documents', DEFAULT_MAX_UPLOAD_BYTES)).toBe('Upload a Word document, a PDF or a ZIP file, up to 10 MB.')
  })
})
