/**
 * `.br` and `.gz` beside each text file of `.next/static`, at their best levels, which the server sends as they are
 * (src/server/static-files.mjs, docs/decisions/0076): too slow per request, and Brotli 15 % smaller than Next's gzip.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** What is worth compressing: text. Fonts (WOFF2 is Brotli already) and images are not. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|map)$/
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024
/**
 * The encodings written, by file extension, as src/server/static-files.mjs looks for them.
 * @type {Record<string, (data: Buffer) => Promise<Buffer>>}
 */
const ENCODERS = {
  '.br': (data) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  '.gz': (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
}

/**
 * Writes compressed copies under `dir` (none no smaller than its file), side by side on zlib's thread pool.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function precompress(dir) {
  const names = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name))
  const totals = { files: 0, bytes: 0, brotliBytes: 0 }
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name)
      const data = await readFile(file)
      if (data.length < MIN_BYTES) return
      totals.files++
      totals.bytes += data.length
      for (const [extension, encode] of Object.entries(ENCODERS)) {
        const compressed = await encode(data)
        const kept = compressed.length < data.length
        if (kept) await writeFile(file + extension, compressed)
        if (extension === '.br') totals.brotliBytes += kept ? compressed.length : data.length
      }
    }),
  )
  return totals
}

const kilobytes = (/** @type {number} */ bytes) => Math.round(bytes / 1024)

/**
 * `precompress`, then a line saying what it did.
 * @param {string} dir
 */
export async function precompressBuildFiles(dir) {
  const { files, bytes, brotliBytes } = await precompress(dir)
  console.log(`▸ Compressed ${files} build files once (Brotli and gzip): ${kilobytes(bytes)} KB, ${kilobytes(brotliBytes)} KB with Brotli`)
}
