import { describe, expect, it } from 'vitest'

import { ALLOWED_DOCUMENT_TYPES, ALLOWED_IMAGE_TYPES, UPLOAD_TYPE_MESSAGE, isAllowedUpload } from './media-types'

// spec §5: allowed images png, jpeg, gif, webp; documents Word doc/docx, zip types, pdf
describe('upload types', () => {
  it('lists exactly the image and document types of the spec', () => {
    expect(ALLOWED_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
    expect(ALLOWED_DOCUMENT_TYPES).toContain('application/pdf')
    expect(ALLOWED_DOCUMENT_TYPES).toContain('application/msword')
    expect(ALLOWED_DOCUMENT_TYPES).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(ALLOWED_DOCUMENT_TYPES).toContain('application/zip')
  })

  it.each([
    ['image/png', 'a.png'],
    ['image/jpeg', 'a.JPG'],
    ['image/jpeg', 'a.jpeg'],
    ['image/gif', 'a.gif'],
    ['image/webp', 'a.webp'],
    ['application/pdf', 'brochure.pdf'],
    ['application/msword', 'form.doc'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'form.docx'],
    ['application/zip', 'kit.zip'],
  ])('accepts %s named %s', (type, name) => {
    expect(isAllowedUpload(type, name)).toBe(true)
  })

  it.each([
    ['image/svg+xml', 'logo.svg'],
    ['text/html', 'page.html'],
    ['application/x-msdownload', 'setup.exe'],
    ['image/png', 'script.js'],
    [undefined, 'a.png'],
    ['image/png', undefined],
  ])('refuses %s named %s', (type, name) => {
    expect(isAllowedUpload(type, name)).toBe(false)
  })

  it('names the allowed types in its message', () => {
    for (const word of ['PNG', 'JPEG', 'GIF', 'WebP', '.doc', '.docx', 'ZIP', 'PDF']) {
      expect(UPLOAD_TYPE_MESSAGE).toContain(word)
    }
  })
})
