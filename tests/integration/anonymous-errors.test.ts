import { beforeAll, describe, expect, it } from 'vitest'

import { GET as restGet, POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { MALFORMED_BODY_MESSAGE } from '@/cms/hooks/client-faults'
import { CONTROL_CHARACTER_MESSAGE } from '@/cms/hooks/upload-check'

import { type Handler, seededPayload } from './harness'

/** A request to Payload's REST API as a visitor would send it, its body as given. */
async function send(handler: unknown, path: string, init: RequestInit = {}) {
  const request = new Request(`http://localhost${path}`, init)
  const response = await (handler as Handler)(request, {
    params: Promise.resolve({
      slug: path
        .split('?')[0]!
        .replace(/^\/api\//, '')
        .split('/'),
    }),
  })
  return { status: response.status, text: await response.text() }
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

// Decision 0063: bad input of any kind gets a 4xx with a message, never a 500; a missing file is a 404 with no disk path.
describe('anonymous requests that are no server error', () => {
  beforeAll(async () => {
    await seededPayload()
  })

  it('a file address that names no file answers 404, saying nothing of the disk', async () => {
    for (const collection of ['media', 'submission-files']) {
      const answer = await send(restGet, `/api/${collection}/file/no-such-file.png`)
      expect([404, 403]).toContain(answer.status)
      expect(answer.text).not.toContain(process.env.MEDIA_DIR!)
    }
    const answer = await send(restGet, '/api/media/file/no-such-file.png')
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.text).errors[0].message).toBe('There is no file at this address.')
  })

  it('an upload whose file name holds a NUL answers 400', async () => {
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo\u0000.png')
    form.append('_payload', JSON.stringify({ alt: 'A photo' }))
    const answer = await send(restPost, '/api/media', { method: 'POST', body: form })
    expect(answer.status).toBe(400)
    // The multipart parser stops at the NUL in the part's header; a name that reaches the hooks is refused there.
    expect([CONTROL_CHARACTER_MESSAGE, MALFORMED_BODY_MESSAGE]).toContain(JSON.parse(answer.text).errors[0].message)
  })

  it('a multipart body cut short, or with malformed JSON beside its file, answers 400', async () => {
    const boundary = 'cut-short'
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`
    const cutShort = await send(restPost, '/api/media', { method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: cut })
    expect(cutShort.status).toBe(400)
    expect(cutShort.text).toContain(MALFORMED_BODY_MESSAGE)

    const malformed = `--${boundary}\r\nContent-Disposition: form-data; name="file; filename=\r\n\r\n`
    const answer = await send(restPost, '/api/media', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: malformed,
    })
    expect(answer.status).toBe(400)

    const form = new FormData()
    form.append('_payload', '{"alt": ')
    const badJson = await send(restPost, '/api/media', { method: 'POST', body: form })
    expect(badJson.status).toBe(400)
  })
})
