// The uploads a request form and the media library accept (spec §5), told by their bytes, not their name or claimed type:
// the server's check, apart from file-types.ts so that no page's script carries the signatures (docs/decisions/0182).
import {
  ALLOWED,
  ALLOWED_MESSAGES,
  DEFAULT_MAX_UPLOAD_BYTES,
  EMPTY_MESSAGE,
  UPLOAD_TYPES,
  type UploadCategory,
  type UploadType,
  extensionOf,
  formatSize,
  listExtensions,
} from './file-types'

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0))
const utf16le = (text: string): number[] => Array.from(text, (char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]).flat()

// Magic bytes at the start of each type.
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const GIF87 = ascii('GIF87a')
const GIF89 = ascii('GIF89a')
const RIFF = ascii('RIFF')
/** A RIFF file is WebP when these follow its 4-byte size, at offset 8 (WAV and AVI are RIFF too). */
const WEBP = ascii('WEBP')
const WEBP_OFFSET = 8
const PDF = ascii('%PDF-')
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06]
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** A DOCX is a ZIP holding this entry; the name sits at this offset of its local file header, after a 2-byte length at 26. */
const DOCX_ENTRY = ascii('word/document.xml')
const ZIP_NAME_LENGTH_OFFSET = 26
const ZIP_NAME_OFFSET = 30

/** An OLE compound file is a Word .doc when it holds this stream (OLE also wraps .xls, .ppt and .msi installers). */
const WORD_STREAM = utf16le('WordDocument')

/** The type the bytes hold, or null when they are none of the allowed ones. */
export function detectFileType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, WEBP_OFFSET)) return 'webp'
  if (startsWith(bytes, PDF)) return 'pdf'
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return hasZipEntry(bytes, DOCX_ENTRY) ? 'docx' : 'zip'
  if (startsWith(bytes, ZIP_EMPTY)) return 'zip'
  if (startsWith(bytes, OLE) && includes(bytes, WORD_STREAM)) return 'doc'
  return null
}

export type UploadCheck = { ok: true; type: UploadType; mimeType: string } | { ok: false; message: string }

export type UploadInput = {
  /** The file's name as the visitor chose it; its extension must agree with the content. */
  name: string
  /** The file's content; the whole of it on the server. */
  bytes: Uint8Array
  allowed: UploadCategory
  maxBytes?: number
  /** The whole file's size when `bytes` is only its beginning (a browser reading a slice); the server leaves it out. */
  size?: number
}

/** Whether the upload may be accepted, and its type, or a message saying what to upload instead. */
export function checkUpload({ name, bytes, allowed, maxBytes = DEFAULT_MAX_UPLOAD_BYTES, size = bytes.length }: UploadInput): UploadCheck {
  if (size > maxBytes) return { ok: false, message: `The file is too large: the limit is ${formatSize(maxBytes)}.` }
  if (size === 0 || bytes.length === 0) return { ok: false, message: EMPTY_MESSAGE }
  const detected = detectFileType(bytes)
  // A DOCX is a ZIP archive too: named .zip, it is accepted as a ZIP file.
  const candidates = (detected === 'docx' ? (['docx', 'zip'] as const) : detected ? [detected] : []).filter((type) => ALLOWED[allowed].includes(type))
  const first = candidates[0]
  if (!first) return { ok: false, message: ALLOWED_MESSAGES[allowed] }
  const extension = extensionOf(name)
  const type = candidates.find((candidate) => UPLOAD_TYPES[candidate].extensions.includes(extension))
  if (!type) return { ok: false, message: `This file is ${UPLOAD_TYPES[first].label}, so its name must end in ${listExtensions(first)}.` }
  return { ok: true, type, mimeType: UPLOAD_TYPES[type].mimeType }
}

function startsWith(bytes: Uint8Array, pattern: readonly number[], at = 0): boolean {
  if (at + pattern.length > bytes.length) return false
  return pattern.every((byte, index) => bytes[at + index] === byte)
}

function includes(bytes: Uint8Array, pattern: readonly number[]): boolean {
  for (let at = 0; at + pattern.length <= bytes.length; at++) {
    if (bytes[at] === pattern[0] && startsWith(bytes, pattern, at)) return true
  }
  return false
}

/** Whether a ZIP local file header names the entry; every header is looked at, as writers may put word/document.xml late. */
function hasZipEntry(bytes: Uint8Array, name: readonly number[]): boolean {
  for (let at = 0; at + ZIP_NAME_OFFSET + name.length <= bytes.length; at++) {
    if (bytes[at] !== ZIP_LOCAL_HEADER[0] || !startsWith(bytes, ZIP_LOCAL_HEADER, at)) continue
    const nameLength = (bytes[at + ZIP_NAME_LENGTH_OFFSET] ?? 0) | ((bytes[at + ZIP_NAME_LENGTH_OFFSET + 1] ?? 0) << 8)
    if (nameLength === name.length && startsWith(bytes, name, at + ZIP_NAME_OFFSET)) return true
  }
  return false
}
