import path from 'node:path'

/**
 * Each Playwright worker has its own server on its own copy of the seeded college (decision 0100):
 * a band of ports (its server, then the servers its specs start) and a folder of its own.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
const PORTS_PER_SLOT = 20

/** A port of worker `slot`'s band: its server at offset 0, its specs' own servers above (offsets below PORTS_PER_SLOT). */
export const slotPort = (slot: number, offset = 0): number => {
  if (offset < 0 || offset >= PORTS_PER_SLOT) throw new Error(`port offset ${offset} is outside a worker's band of ${PORTS_PER_SLOT}`)
  return E2E_PORT + slot * PORTS_PER_SLOT + offset
}

/** Worker `slot`'s folder: its database, media, staff logins, page cache and server log. */
export const slotDir = (slot: number): string => path.resolve(`tmp/e2e-${slot}`)
