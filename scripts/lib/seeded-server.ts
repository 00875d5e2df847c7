/** A production server on a fresh database seeded with the demo college, for `npm run bench` and `npm run screenshots`. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { clearRenderedCaches, ensureBuild } from './build.mjs'
import { ROOT, productionEnv, runTs, serverCommand } from './env.mjs'
import { copyTemplate } from './seeded-template.mjs'

export type SeededServer = {
  base: string
  /** A token of the seeded administrator, for `Authorization: JWT {token}`. */
  adminToken: () => Promise<string>
  stop: () => void
  /** The resident memory of the server's processes, in MB. */
  memoryMb: () => number
  /** Ends the server at once, as a crash or a power cut would (SIGKILL), then starts it again on the same database. */
  crashAndRestart: () => Promise<void>
}

/** Waits until the URL answers 2xx. */
async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Builds when sources changed, seeds `tmp/<name>` at the given size (or copies a seeded template,
 * scripts/lib/seeded-template.mjs), and starts src/server/serve.mjs on the port.
 */
export async function startSeededServer({
  name,
  port,
  size = 'small',
  template,
}: {
  name: string
  port: number
  size?: string
  template?: string
}): Promise<SeededServer> {
  const dir = path.join(ROOT, 'tmp', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const database = template
    ? copyTemplate(template, dir)
    : {
        DATABASE_URL: `file:${path.join(dir, `${name}.db`)}`,
        MEDIA_DIR: path.join(dir, 'media'),
        PAYLOAD_SECRET: randomBytes(24).toString('hex'),
        SEED_LOGINS_FILE: path.join(dir, 'logins.json'),
      }
  const loginsFile = database.SEED_LOGINS_FILE
  // A page cache of its own: the build may be shared with other servers on this machine.
  // The bench and the durability test stand in for a proxy: each visitor sends its own X-Forwarded-For (decision 0120).
  const env = productionEnv({ ...database, PORT: String(port), PAGE_CACHE_DIR: path.join(dir, 'page-cache'), TRUSTED_PROXIES: '1' })
  await ensureBuild(env)
  if (!template) await runTs('src/seed/cli.ts', ['--size', size], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  clearRenderedCaches(env)
  const base = `http://127.0.0.1:${port}`
  // The server runs in a process group of its own, so that stopping reaches any process it starts.
  const start = async () => {
    // Its errors (a crash's last words among them) go to a file beside its database.
    const errors = openSync(path.join(dir, 'server-errors.log'), 'a')
    const child = spawn(...serverCommand(), { cwd: ROOT, env, stdio: ['ignore', 'ignore', errors], detached: true })
    try {
      await waitFor(`${base}/api/v1/configs`)
    } catch (error) {
      signal(child, 'SIGKILL')
      throw error
    }
    return child
  }
  let server = await start()
  return {
    base,
    adminToken: async () => {
      const logins = JSON.parse(readFileSync(loginsFile, 'utf8')) as { email: string; password: string; role: string }[]
      const { email, password } = logins.find((login) => login.role === 'Administrator')!
      const response = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      if (!response.ok) throw new Error(`The seeded administrator could not sign in (${response.status})`)
      return ((await response.json()) as { token: string }).token
    },
    stop: () => signal(server, 'SIGTERM'),
    memoryMb: () => {
      const kilobytes = execFileSync('ps', ['-o', 'rss=', '-g', String(server.pid)], { encoding: 'utf8' })
      return kilobytes.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024
    },
    crashAndRestart: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      signal(server, 'SIGKILL')
      await exited
      server = await start()
    },
  }
}

/** Sends `name` to the server's whole process group. */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, name)
  } catch {
    // already gone
  }
}
