import { type SeededServer, startSeededServer } from '../../scripts/lib/seeded-server'
import { E2E_TEMPLATE } from '../../scripts/lib/seeded-template.mjs'
import { expect, test, slot } from './fixtures'
import { slotPort } from './slots'

// spec §2 (forms): a submission acknowledged is a submission kept, even when the server is killed
// mid-flood (SIGKILL: no shutdown, as a crash or a power cut). A server of its own, on a database
// of its own, so that killing it touches no other test.

/** Its server's port in this worker's band (tests/e2e/slots.ts). */
const PORT_OFFSET = 17
const SUBMISSIONS = 240
const CONCURRENCY = 12
const KILL_AFTER = 60

test('every acknowledged submission is there after the server is killed during a flood of them', async ({ playwright }) => {
  test.setTimeout(300_000)
  let server: SeededServer | null = null
  try {
    server = await startSeededServer({ name: `durability-${slot()}`, port: slotPort(slot(), PORT_OFFSET), template: E2E_TEMPLATE })
    const api = await playwright.request.newContext({ baseURL: server.base })
    const run = `durability-${Date.now()}`
    const acknowledged = new Set<number>()
    let next = 0
    let killing: Promise<void> | null = null

    const send = async (i: number) => {
      const response = await api
        .post('/api/v1/forms/sva-feedback/submissions', {
          // Each its own sender: the per-sender limit is not what this measures.
          headers: { 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          data: { firstName: 'Dura', lastName: 'Bility', email: `d${i}@example.edu`, topic: 'something-else', feedback: `${run} number ${i}` },
          timeout: 10_000,
        })
        .catch(() => null)
      if (response?.status() === 201) acknowledged.add(i)
      if (acknowledged.size >= KILL_AFTER && !killing) killing = server!.crashAndRestart()
    }
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SUBMISSIONS && !killing) await send(next++)
      }),
    )
    await killing

    // After the restart: every acknowledged submission, exactly once.
    const staff = await playwright.request.newContext({ baseURL: server.base, extraHTTPHeaders: { Authorization: `JWT ${await server.adminToken()}` } })
    const csv = await (await staff.get('/api/v1/forms/sva-feedback/submissions.csv')).text()
    const found = [...csv.matchAll(new RegExp(`${run} number (\\d+)`, 'g'))].map((match) => Number(match[1]))
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER)
    for (const i of acknowledged)
      expect(
        found.filter((n) => n === i),
        `submission ${i}`,
      ).toHaveLength(1)
    expect(new Set(found).size).toBe(found.length)
    console.log(`durability: ${acknowledged.size} acknowledged before the kill, ${found.length} stored, all acknowledged found once`)
    await api.dispose()
    await staff.dispose()
  } finally {
    server?.stop()
  }
})
