#!/usr/bin/env node
/**
 * The production server, in place of `next start`: Next.js's own request handler (proxy, routes,
 * page cache: all as `next start` runs them) behind the response cache of src/response-cache.mjs,
 * which answers a public page asked for within the last second from memory (docs/decisions/0071).
 * Answers are compressed here, with Brotli for a browser that takes it (next.config.ts turns off
 * Next's own gzip), before the response cache keeps them; the build files are sent as compressed
 * at build time by src/static-files.mjs (docs/decisions/0076).
 * Run by `npm start`, the browser tests' server and the bench after the build; listens on PORT
 * (3000) on every address, as `next start`. Stops as `next start` does: on SIGTERM or SIGINT it
 * takes no new connection, finishes the requests in flight (closing each kept-alive connection after
 * its answer), then exits.
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { constants } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { serveCached } from '../src/response-cache.mjs'
import { staticFiles } from '../src/static-files.mjs'

/**
 * Brotli's quality for answers compressed as they are sent: 5 costs what Next's gzip did (about
 * 2.6 ms for the home page's 250 KB) and writes a page 28 % smaller (docs/decisions/0076).
 */
const BROTLI_QUALITY = 5

const port = Number(process.env.PORT || 3000)
const dir = path.resolve(import.meta.dirname, '..')
const app = next({ dev: false, dir, port })
await app.prepare()
const handle = app.getRequestHandler()
const serveStatic = staticFiles(path.join(dir, '.next'))
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } })

/** As `next start` does: an error Next.js let through answers 500 and is logged; the server goes on. */
async function nextHandler(request, response) {
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
/** The answers begun and not yet finished: told at the stop to close their connections. */
const inFlight = new Set()
/** Once stopping, a kept-alive connection is closed after its answer: a client sending request after request on it would otherwise keep the server answering until start.mjs's grace ran out. */
function closeAfterAnswer(response) {
  if (!response.headersSent) response.setHeader('Connection', 'close')
}

/** The build files as compressed at build time; everything else from the response cache, or compressed from Next.js. */
const server = createServer((request, response) => {
  if (stopping) closeAfterAnswer(response)
  else {
    inFlight.add(response)
    response.on('close', () => inFlight.delete(response))
  }
  serveStatic(request, response, () => serveCached(request, response, () => compress(request, response, () => nextHandler(request, response))))
})
server.listen(port, () => console.log(`▸ Ready on port ${port}`))

function stop(signal) {
  if (stopping) return
  stopping = true
  // A request whose headers came just before the signal is in flight already.
  inFlight.forEach(closeAfterAnswer)
  server.close(async () => {
    await app.close().catch(console.error)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
