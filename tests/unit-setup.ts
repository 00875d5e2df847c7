// Unit test files share their modules (isolate: false, five times faster): each starts with none of the process-wide state the server keeps on globalThis.
for (const key of Object.getOwnPropertySymbols(globalThis))
  if (key.description?.startsWith('college.')) delete (globalThis as unknown as Record<symbol, unknown>)[key]
