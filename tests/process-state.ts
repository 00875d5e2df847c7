/**
 * Forgets the process-wide state the server keeps on `globalThis` (its symbols are named `college.*`): test files that share a
 * worker's loaded modules each start without the last file's (tests/unit-setup.ts, tests/integration/setup.ts; decisions 0100, 0187).
 */
export function forgetServerState(): void {
  for (const key of Object.getOwnPropertySymbols(globalThis))
    if (key.description?.startsWith('college.')) delete (globalThis as unknown as Record<symbol, unknown>)[key]
}
