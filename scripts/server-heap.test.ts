import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ROOT, SERVER_HEAP_FLAG, serverCommand } from './lib/env.mjs'

// Decision 0163: every way the production server starts bounds its heap alike.
describe("the production server's heap bound", () => {
  it('is passed by npm start, the bench and the browser tests, the same flag each time', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    expect(scripts.start).toBe(`node ${SERVER_HEAP_FLAG} scripts/start.mjs`)
    expect(serverCommand()[1][0]).toBe(SERVER_HEAP_FLAG)
    expect(readFileSync(path.join(ROOT, 'tests/e2e/global-setup.ts'), 'utf8')).toContain("[SERVER_HEAP_FLAG, 'scripts/serve-e2e.mjs']")
  })
})
