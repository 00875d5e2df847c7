#!/usr/bin/env node
/**
 * The production server, in place of `next start`: Next.js's own request handler (proxy, routes,
 * page cache: all as `next start` runs them) behind the response cache of src/response-cache.mjs,
 * which answers a public page asked for within the last second from memory (docs/decisions/0071).
 * Run by `npm start`, the browser tests' server and the bench after the build; listens on PORT
 * (3000) on every address, as `next start`. Stops as `next start` does: on SIGTERM or SIGINT it
 * takes no new connection, finishes the requests in flight, then exits.
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { serveCached } from '../src/response-cache.mjs'

const port = Number(process.env.PORT || 3000)
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port })
await app.prepare()
const handle = app.getRequestHandler()

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

const server = createServer((request, response) => serveCached(request, response, () => nextHandler(request, response)))
server.listen(port, () => console.log(`▸ Ready on port ${port}`))

let stopping = false
function stop(signal) {
  if (stopping) return
  stopping = true
  server.close(async () => {
    await app.close().catch(console.error)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
