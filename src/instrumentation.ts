/** Runs once when the server starts: checks the environment (src/env.ts). */
export async function register(): Promise<void> {
  // Next's own variable (which runtime loads this file), not the operator's: it stays outside src/env.ts.
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./env')).checkEnvAtStart()
}
