/**
 * The production server, in place of `next start`: build files compressed at build time, the response cache,
 * then Next.js with Brotli (decisions 0071, 0076); who is asking (0120) and each page's script hashes (0122) said here. The one place that stops the server (decision 0069).
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { constants } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { closeDatabase } from './database.mjs'
import { forwardingEdge, trustedProxiesOf } from './forwarding.mjs'
import { startJobClock } from './job-clock.mjs'
import { isPublicPage, publicPage } from './public-page.mjs'
import { refusedAtEdge } from './refusals.mjs'
import { serveCached } from './response-cache.mjs'
import { hashInlineScripts } from './script-hashes.mjs'
import { staticFiles } from './static-files.mjs'
import { loadRouteSegments } from './unknown-addresses.mjs'

/** Brotli's quality for answers compressed as they are sent: what Next's gzip cost, 28 % smaller (decision 0076). */
const BROTLI_QUALITY = 5
/** Requests in flight get this long after SIGTERM; then they are cut. Under the 30 s most orchestrators wait before SIGKILL. */
const SHUTDOWN_GRACE_MS = 25_000

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Serves the built site on `port` until SIGTERM or SIGINT, then stops gracefully: requests in flight get
 * SHUTDOWN_GRACE_MS, then the job clock stops and the database closes; exit 1 when requests were cut.
 * @param {{ port: number, jobClock?: { secret: string } }} options With `jobClock`, the scheduled jobs run every minute (decision 0054).
 */
export async function serve({ port, jobClock }) {
  const app = next({ dev: false, dir: ROOT, port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const serveStatic = staticFiles(path.join(ROOT, '.next'))
  // The routes' own first segments: an address with none of them, and no content's, gets the 404 page from memory (decision 0136).
  loadRouteSegments(path.join(ROOT, '.next'))
  const forwarding = forwardingEdge(trustedProxiesOf(process.env))
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } })

  /** As `next start` does: an error Next.js let through answers 500 and is logged; the server goes on. */
  const nextHandler = async (/** @type {import('node:http').IncomingMessage} */ request, /** @type {import('node:http').ServerResponse} */ response) => {
    try {
      await handle(request, response)
    } catch (error) {
      console.error(`Failed to handle request for ${request.url}`, error)
      if (response.headersSent) return response.destroy()
      response.statusCode = 500
      response.end('Internal Server Error')
    }
  }

  let stopping = false
  /** @type {Set<import('node:http').ServerResponse>} The answers begun and not yet finished. */
  const inFlight = new Set()
  /** Once stopping, a kept-alive connection closes after its answer: a client polling on it would keep the server up. */
  const closeAfterAnswer = (/** @type {import('node:http').ServerResponse} */ response) => {
    if (!response.headersSent) response.setHeader('Connection', 'close')
  }

  const server = createServer((request, response) => {
    forwarding(request)
    if (refusedAtEdge(request, response)) return
    if (stopping) closeAfterAnswer(response)
    else {
      inFlight.add(response)
      response.on('close', () => inFlight.delete(response))
    }
    // A public page is sent lighter (publicPage); its policy names its own inline scripts (0122). Both before it is compressed and kept.
    const render = () => {
      hashInlineScripts(response, isPublicPage(request.url ?? '') ? publicPage : undefined)
      return nextHandler(request, response)
    }
    serveStatic(request, response, () => serveCached(request, response, () => compress(request, response, render)))
  })
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)))
  console.log(`▸ Ready on port ${port}`)
  const clock = jobClock ? startJobClock({ base: `http://127.0.0.1:${port}`, secret: jobClock.secret }) : null

  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return
    stopping = true
    console.log(`\n▸ ${signal}: finishing the requests in flight (${SHUTDOWN_GRACE_MS / 1000} s at most)…`)
    clock?.stop()
    // A request whose headers came just before the signal is in flight already.
    inFlight.forEach(closeAfterAnswer)
    let cut = false
    const grace = setTimeout(() => {
      cut = true
      console.error(`✖ Requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s: cutting them.`)
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    server.close(async () => {
      clearTimeout(grace)
      await app.close().catch(console.error)
      await closeDatabase().catch((error) => console.error('The database did not close:', error instanceof Error ? error.message : error))
      console.log('▸ Stopped.')
      process.exit(cut ? 1 : 0)
    })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

// Run as a program (the bench's and the two-instance test's servers, on a database prepared already).
if (process.argv[1] === fileURLToPath(import.meta.url)) await serve({ port: Number(process.env.PORT || 3000) })
