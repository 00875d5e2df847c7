import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { FullConfig } from '@playwright/test'

import { ensureBuild } from '../../scripts/lib/build.mjs'
import { ROOT, SERVER_HEAP_FLAG, prepareDatabase, productionEnv } from '../../scripts/lib/env.mjs'
import { E2E_TEMPLATE } from '../../scripts/lib/seeded-template.mjs'
import { slotDir, slotPort } from './slots'

/** Building, seeding and starting on a busy 2-core machine. */
const SERVER_READY_MS = 300_000

/** Builds once, seeds the demo college once, then starts one server per worker on its own copy (decision 0100). */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const timed = async (action: () => Promise<unknown>) => {
    const started = Date.now()
    await action()
    return `${Math.round((Date.now() - started) / 1000)} s`
  }
  // The seed needs no build: the two share the machine's cores.
  const [build, seed] = await Promise.all([timed(() => ensureBuild(productionEnv())), timed(() => seedTemplate(E2E_TEMPLATE))])
  let servers: ChildProcess[] = []
  const start = await timed(async () => {
    servers = await Promise.all(Array.from({ length: config.workers }, (_, slot) => startServer(slot)))
  })
  console.log(`▸ Browser tests' setup: build ${build}, seed ${seed} (side by side), ${servers.length} server(s) up in ${start}`)
  return async () => {
    await Promise.all(servers.map(stop))
  }
}

/** Seeds the demo college into `dir`: a SQLite file, its media, the staff logins and the secret they were made with. */
async function seedTemplate(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(24).toString('hex')
  writeFileSync(path.join(dir, 'secret'), secret)
  const env = productionEnv({
    DATABASE_URL: `file:${path.join(dir, 'college.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: secret,
    SEED_LOGINS_FILE: path.join(dir, 'logins.json'),
  })
  await prepareDatabase(env, { stdio: ['ignore', 'ignore', 'inherit'] })
}

async function startServer(slot: number): Promise<ChildProcess> {
  const dir = slotDir(slot)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const log = path.join(dir, 'server.log')
  const port = slotPort(slot)
  const server = spawn(process.execPath, [SERVER_HEAP_FLAG, 'scripts/serve-e2e.mjs'], {
    cwd: ROOT,
    env: { ...process.env, E2E_DIR: dir, PORT: String(port) },
    stdio: ['ignore', openSync(log, 'a'), 'inherit'],
  })
  const until = Date.now() + SERVER_READY_MS
  while (Date.now() < until) {
    if (server.exitCode !== null)
      throw new Error(`The browser tests' server ${slot} exited with ${server.exitCode}:\n${readFileSync(log, 'utf8').slice(-3000)}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/configs`)).ok) return server
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill('SIGKILL')
  throw new Error(`The browser tests' server ${slot} did not answer within ${SERVER_READY_MS / 1000} s (log: ${log})`)
}

/** SIGTERM, then SIGKILL if it is still there after its grace. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000)
  await exited
  clearTimeout(timer)
}
