// The bench's static baseline in a process of its own: one body from memory with the headers Next.js sent, no framework.
// `node scripts/lib/static-server.mjs <port> <body file> <headers JSON file>`; prints `ready` once it listens.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, bodyFile, headersFile] = /** @type {[string, string, string]} */ (process.argv.slice(2))
const body = readFileSync(bodyFile)
const headers = { ...JSON.parse(readFileSync(headersFile, 'utf8')), 'content-length': String(body.length) }

const server = createServer((request, response) => {
  response.writeHead(200, headers)
  response.end(body)
})
server.listen(Number(port), '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
