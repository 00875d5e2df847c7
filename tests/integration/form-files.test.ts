import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FORM_FILE_MAX_BYTES } from '@/domain/forms'
import { submitAnswers } from '@/services/form-submissions'

import { seededPayload } from './harness'

let payload: Payload
/** A documentation address (RFC 5737), one per file: the rate limit counts per sender. */
const SENDER = '192.0.2.40'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\ntrailer << /Root 1 0 R /Size 2 >>\nstartxref\n9\n%%EOF\n')
/** A PDF cut short: no cross-reference table, no end (Payload's own check refuses it). */
const DAMAGED_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >>')
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])

/** A summer residency application (its CV a required document), with `cv` attached. */
const application = (cv: File | null) => {
  const data = new FormData()
  const answers = {
    firstName: 'Agnes',
    lastName: 'Martin',
    email: 'agnes@example.edu',
    phone: '212-555-0100',
    program: 'painting-and-drawing',
    statement: 'Grids, light and patience: a summer of drawing in a studio of my own, with critiques and a show at the end of it all.',
  }
  for (const [name, value] of Object.entries(answers)) data.set(name, value)
  if (cv) data.set('cv', cv)
  return data
}

beforeAll(async () => {
  ;({ payload } = await seededPayload())
})

// spec §5 (allowed files): a file question takes the allowed types only, by content, up to a stated size
describe('files attached to a form', () => {
  it('stores a PDF with its submission, where only staff holding form read it', async () => {
    const outcome = await submitAnswers('summer-residency', application(new File([PDF], 'cv.pdf', { type: 'application/pdf' })), SENDER)
    expect(outcome).toMatchObject({ kind: 'stored' })
    const submission = await payload.findByID({ collection: 'form-submissions', id: (outcome as { id: number }).id, overrideAccess: true, depth: 1 })
    const [file] = (submission.files ?? []) as { filename: string; mimeType: string; filesize: number }[]
    expect(file).toMatchObject({ mimeType: 'application/pdf', filesize: PDF.length })
    expect(Object.fromEntries((submission.submissionData ?? []).map(({ field, value }) => [field, value])).cv).toBe('cv.pdf')
    // A visitor reads no attached file, by any route Payload offers.
    await expect(payload.find({ collection: 'submission-files', overrideAccess: false, depth: 0 })).rejects.toThrow(/not allowed/i)
  })

  it('refuses an executable renamed to .pdf, naming the allowed types, and keeps nothing', async () => {
    const before = (await payload.count({ collection: 'submission-files', overrideAccess: true })).totalDocs
    const outcome = await submitAnswers('summer-residency', application(new File([EXECUTABLE], 'cv.pdf', { type: 'application/pdf' })), SENDER)
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { cv: 'Your CV: Upload a Word document, a PDF or a ZIP file.' } })
    expect((await payload.count({ collection: 'submission-files', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuses an image where a document is asked for, a file over the limit, and no file where one is required', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
    expect(await submitAnswers('summer-residency', application(new File([png], 'cv.png')), SENDER)).toMatchObject({
      errors: { cv: 'Your CV: Upload a Word document, a PDF or a ZIP file.' },
    })
    const large = new File([PDF, Buffer.alloc(FORM_FILE_MAX_BYTES)], 'cv.pdf')
    expect(await submitAnswers('summer-residency', application(large), SENDER)).toMatchObject({
      errors: { cv: 'Your CV: The file is too large: the limit is 10 MB.' },
    })
    expect(await submitAnswers('summer-residency', application(null), SENDER)).toMatchObject({ errors: { cv: 'Your CV is not valid.' } })
    expect(await submitAnswers('summer-residency', application(new File([DAMAGED_PDF], 'cv.pdf')), SENDER)).toMatchObject({
      kind: 'invalid',
      errors: { cv: 'Your CV: The file could not be read; it may be damaged. Please choose it again, or another copy.' },
    })
  })
})
