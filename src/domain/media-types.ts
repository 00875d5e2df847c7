/** Uploads the site accepts (spec §5): images png, jpeg, gif, webp; documents Word, zip, pdf. */
export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

export const ALLOWED_DOCUMENT_TYPES = [
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
  'application/x-zip-compressed',
  'application/pdf',
] as const

export const ALLOWED_UPLOAD_TYPES: readonly string[] = [...ALLOWED_IMAGE_TYPES, ...ALLOWED_DOCUMENT_TYPES]

/** File name extensions that belong to each allowed type, so a renamed file is caught too. */
const EXTENSIONS_BY_TYPE: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'application/pdf': ['pdf'],
}

export const UPLOAD_TYPE_MESSAGE = 'This file type is not allowed. Upload an image (PNG, JPEG, GIF or WebP) or a document (Word .doc or .docx, ZIP or PDF).'

export function isAllowedUpload(mimeType: string | undefined, fileName: string | undefined): boolean {
  if (!mimeType || !fileName) return false
  const extensions = EXTENSIONS_BY_TYPE[mimeType.toLowerCase()]
  if (!extensions) return false
  const extension = fileName.toLowerCase().split('.').pop() ?? ''
  return extensions.includes(extension)
}

export function isImageType(mimeType: string | undefined | null): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(mimeType ?? '')
}
