/**
 * Runs once when the server starts: a wrong environment stops it here, with a message naming
 * each variable at fault, rather than at the first request.
 */
export async function register(): Promise<void> {
  // Next's own variable (which runtime loads this file), not the operator's: it stays outside src/env.ts.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env, startupNotices } = await import('./env')
  try {
    for (const notice of startupNotices(env())) console.warn(`▸ ${notice}`)
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
}
