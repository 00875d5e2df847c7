/**
 * The front cache for scripts and tests: Debian's nginx as a child process in `tmp/front-cache-<port>`, from the shipped
 * template (deploy/nginx/front-cache.conf; docs/decisions/0068). `staticPort` adds a server of files from disk; `tls` HTTPS and HTTP/2.
 */
import { execFileSync, spawn } from 'node:child_process'
import { X509Certificate, createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import path from 'node:path'

import { ensureCommand, isRoot } from './debian.mjs'
import { ROOT } from './env.mjs'

/** The template the guide ships. */
const FRONT_CACHE_TEMPLATE = path.join(ROOT, 'deploy/nginx/front-cache.conf')
/** Where Debian's package puts nginx, and the package itself. */
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']
const NGINX_PACKAGE = 'nginx'
/** How long nginx may take to listen (it starts in milliseconds; the machine may be busy). */
const START_TIMEOUT_MS = 15_000

/** nginx, installed from Debian's packages as root when missing; null (saying what to do) when it cannot be had. */
function ensureNginx() {
  const found = ensureCommand({ paths: NGINX_PATHS, pkg: NGINX_PACKAGE })
  if (!found) {
    console.log(
      `The front cache needs nginx, which is not installed${isRoot() ? ' and could not be installed with apt-get' : ''}: run \`sudo apt-get install ${NGINX_PACKAGE}\` (Debian; any nginx 1.19.5 or newer at ${NGINX_PATHS[0]} does), then run this again.`,
    )
  }
  return found
}

/**
 * The template with its placeholders filled in.
 * @param {{ listen: string, upstreams: string[], cacheDir: string }} options
 */
function frontCacheConfig({ listen, upstreams, cacheDir }) {
  const servers = upstreams.map((origin) => {
    const { hostname, port } = new URL(origin)
    // nginx would also try ::1 for `localhost`; the app listens on IPv4.
    return `server ${hostname === 'localhost' ? '127.0.0.1' : hostname}:${port || 80};`
  })
  const values = { LISTEN: listen, UPSTREAM_SERVERS: servers.join('\n    '), CACHE_DIR: cacheDir }
  // Comment lines name the placeholders too: only directives are filled in.
  return readFileSync(FRONT_CACHE_TEMPLATE, 'utf8')
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : line.replace(/@@(\w+)@@/g, (_, name) => values[/** @type {keyof typeof values} */ (name)])))
    .join('\n')
}

/**
 * Resolves once something listens on 127.0.0.1:port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/**
 * A day's certificate of 127.0.0.1 in `dir`: its `ssl_certificate` lines and public key SHA-256 (for Chromium's SPKI list); null without openssl.
 * @param {string} dir
 */
function selfSignedCertificate(dir) {
  const openssl = ensureCommand({ paths: ['/usr/bin/openssl'], pkg: 'openssl' })
  if (!openssl) {
    console.log('The front cache over HTTPS needs openssl: run `sudo apt-get install openssl`, then run this again.')
    return null
  }
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')]
  const request = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1'.split(' ')
  execFileSync(openssl, [...request, '-keyout', key, '-out', cert], { stdio: 'ignore' })
  const publicKey = new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' })
  return { directives: `ssl_certificate ${cert};\nssl_certificate_key ${key};`, spki: createHash('sha256').update(publicKey).digest('base64') }
}

/**
 * Starts the front cache on 127.0.0.1:`port` in front of `upstreams`.
 * @param {{ port: number, upstreams: string[], staticPort?: number, staticRoot?: string, tls?: boolean }} options
 * @returns {Promise<{ origin: string, certificateSpki?: string, stop: () => Promise<void> } | null>}
 */
export async function startFrontCache({ port, upstreams, staticPort, staticRoot, tls = false }) {
  const nginx = ensureNginx()
  if (!nginx) return null
  const dir = path.join(ROOT, 'tmp', `front-cache-${port}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const certificate = tls ? selfSignedCertificate(dir) : undefined
  if (certificate === null) return null
  const temp = (/** @type {string} */ name) => `${name}_temp_path ${path.join(dir, name)};`
  const conf = [
    // As root, nginx would hand its workers to `nobody`, who may not reach this folder.
    isRoot() ? 'user root;' : '',
    'worker_processes auto;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : 'types { text/html html; application/json json; }',
    'default_type application/octet-stream;',
    'access_log off;',
    'sendfile on;',
    // A load generator keeps its connections for the whole run.
    'keepalive_requests 1000000;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    certificate?.directives ?? '',
    // `http2` on the listen line is how Debian 12's nginx 1.22 says it (1.25 also takes `http2 on;`).
    frontCacheConfig({ listen: `127.0.0.1:${port}${tls ? ' ssl http2' : ''}`, upstreams, cacheDir: path.join(dir, 'cache') }),
    staticRoot ? `server { listen 127.0.0.1:${staticPort}; server_tokens off; root ${staticRoot}; }` : '',
    '}',
  ].join('\n')
  writeFileSync(path.join(dir, 'nginx.conf'), conf)

  const child = spawn(nginx, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // nginx outlives a script that ends without calling stop(): end it with this process.
  const orphaned = () => child.kill('SIGTERM')
  process.once('exit', orphaned)
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '')
  const until = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start (${path.join(dir, 'nginx.conf')}):\n${stderr}${errorLog()}`)
    if ((await listening(port)) && (!staticRoot || (await listening(/** @type {number} */ (staticPort))))) break
    if (Date.now() > until) {
      child.kill('SIGKILL')
      throw new Error(`nginx did not listen on ${port} within ${START_TIMEOUT_MS / 1000} s:\n${stderr}${errorLog()}`)
    }
    await sleep(50)
  }
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    certificateSpki: certificate?.spki,
    /** Stops nginx at once (its workers with it) and resolves when it has exited. */
    stop: async () => {
      process.off('exit', orphaned)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
