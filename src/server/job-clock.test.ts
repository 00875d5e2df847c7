import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { JOBS_RUN_PATH, startJobClock, withCronSecret } from './job-clock.mjs'

let server: Server | null = null
afterEach(() => server?.close())

/** A loopback server that records what it is asked and answers `status`. */
async function fakeServer(status: () => number) {
  const seen: { url: string; authorization: string | undefined }[] = []
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization })
    response.writeHead(status(), { 'Content-Type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

describe('the job clock', () => {
  it('asks the run endpoint for every queue with the secret as its bearer token', async () => {
    const { base, seen } = await fakeServer(() => 200)
    const clock = startJobClock({ base, secret: 's3cret-s3cret-s3cret', intervalMs: 60_000, log: () => {} })
    await clock.tick()
    clock.stop()
    expect(seen).toEqual([{ url: JOBS_RUN_PATH, authorization: 'Bearer s3cret-s3cret-s3cret' }])
  })

  it('says a failure once, and the recovery once', async () => {
    let status = 401
    const { base } = await fakeServer(() => status)
    const said: string[] = []
    const clock = startJobClock({ base, secret: 'x'.repeat(16), intervalMs: 60_000, log: (message) => said.push(message) })
    await clock.tick()
    await clock.tick()
    status = 200
    await clock.tick()
    await clock.tick()
    clock.stop()
    expect(said).toEqual([
      'job clock: the scheduled jobs did not run (the server answered 401); trying again every 60 s',
      'job clock: the scheduled jobs run again',
    ])
  })

  it('waits quietly for a server that is not listening yet', async () => {
    const { base } = await fakeServer(() => 200)
    await new Promise((resolve) => server!.close(resolve)) // nothing listens there now
    const said: string[] = []
    const clock = startJobClock({ base, secret: 'x'.repeat(16), intervalMs: 60_000, log: (message) => said.push(message) })
    await clock.tick()
    clock.stop()
    expect(said).toEqual([])
  })

  it('keeps a CRON_SECRET that is set and makes one that is not', () => {
    expect(withCronSecret({ CRON_SECRET: 'given-given-given!' }).CRON_SECRET).toBe('given-given-given!')
    const made = withCronSecret({}).CRON_SECRET
    expect(made).toMatch(/^[0-9a-f]{48}$/)
    expect(withCronSecret({}).CRON_SECRET).not.toBe(made)
  })
})
