// The uploads a request form accepts (spec §5): the types, their names and sizes, what a browser can check before sending.
// What the bytes hold, which only the server reads, is in file-contents.ts (docs/decisions/0182).

export type UploadType = 'png' | 'jpeg' | 'gif' | 'webp' | 'doc' | 'docx' | 'zip' | 'pdf'

/** Which of the allowed lists an upload field takes. */
export type UploadCategory = 'images' | 'documents' | 'all'

/** spec §5: allowed images png, jpeg, gif, webp. */
export const ALLOWED_IMAGE_UPLOADS: readonly UploadType[] = ['png', 'jpeg', 'gif', 'webp']

/** spec §5: allowed documents Word doc/docx, zip, pdf. */
export const ALLOWED_DOCUMENT_UPLOADS: readonly UploadType[] = ['doc', 'docx', 'zip', 'pdf']

/** Our choice, not the spec's (it gives no limit): 10 MB, plenty for a portfolio image or a CV. */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export const ALLOWED: Record<UploadCategory, readonly UploadType[]> = {
  images: ALLOWED_IMAGE_UPLOADS,
  documents: ALLOWED_DOCUMENT_UPLOADS,
  all: [...ALLOWED_IMAGE_UPLOADS, ...ALLOWED_DOCUMENT_UPLOADS],
}

export const ALLOWED_MESSAGES: Record<UploadCategory, string> = {
  images: 'Upload a PNG, JPEG, GIF or WebP image.',
  documents: 'Upload a Word document, a PDF or a ZIP file.',
  all: 'Upload a PNG, JPEG, GIF or WebP image, a Word document, a PDF or a ZIP file.',
}

export const EMPTY_MESSAGE = 'The file is empty.'

/** The MIME type to store and serve, the name extensions that agree with the content, and how a message names it. */
export const UPLOAD_TYPES: Record<UploadType, { mimeType: string; extensions: readonly string[]; label: string }> = {
  png: { mimeType: 'image/png', extensions: ['png'], label: 'a PNG image' },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'a JPEG image' },
  gif: { mimeType: 'image/gif', extensions: ['gif'], label: 'a GIF image' },
  webp: { mimeType: 'image/webp', extensions: ['webp'], label: 'a WebP image' },
  doc: { mimeType: 'application/msword', extensions: ['doc'], label: 'a Word document' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], label: 'a Word document' },
  zip: { mimeType: 'application/zip', extensions: ['zip'], label: 'a ZIP file' },
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], label: 'a PDF' },
}

/** What a browser can tell before sending: size and name. The server reads the whole file, as a DOCX shows what it is only deep inside. */
export function checkFileName({
  name,
  size,
  allowed,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
}: {
  name: string
  size: number
  allowed: UploadCategory
  maxBytes?: number
}): { ok: true } | { ok: false; message: string } {
  if (size > maxBytes) return { ok: false, message: `The file is too large: the limit is ${formatSize(maxBytes)}.` }
  if (size === 0) return { ok: false, message: EMPTY_MESSAGE }
  const extension = extensionOf(name)
  return ALLOWED[allowed].some((type) => UPLOAD_TYPES[type].extensions.includes(extension)) ? { ok: true } : { ok: false, message: ALLOWED_MESSAGES[allowed] }
}

/** The `accept` attribute of a file input that takes this category: its names' extensions (the server checks the bytes). */
export function acceptOf(allowed: UploadCategory): string {
  return ALLOWED[allowed].flatMap((type) => UPLOAD_TYPES[type].extensions.map((extension) => `.${extension}`)).join(',')
}

/** What a file question tells the visitor it takes: the types of spec §5 and the limit. */
export function allowedFilesHint(allowed: UploadCategory, maxBytes: number): string {
  return `${ALLOWED_MESSAGES[allowed].slice(0, -1)}, up to ${formatSize(maxBytes)}.`
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function listExtensions(type: UploadType): string {
  return UPLOAD_TYPES[type].extensions.map((extension) => `.${extension}`).join(' or ')
}

const KB = 1024
const MB = 1024 * KB

export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`
  if (bytes >= KB) return `${Number((bytes / KB).toFixed(1))} KB`
  return `${bytes} bytes`
}
