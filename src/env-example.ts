import { ENV_NOTES, parseEnv } from './env'

/** The command that writes `.env.example` again (src/env.test.ts names it when the file is stale). */
export const ENV_EXAMPLE_COMMAND = 'npx tsx scripts/env-example.ts'

/** A value a shell and a .env reader take as it is; anything else goes in single quotes (a cron's spaces and stars). */
const PLAIN_VALUE = /^[\w.:/@-]*$/

const quoted = (value: string) => (PLAIN_VALUE.test(value) ? value : `'${value}'`)

/** The text of `.env.example`: each variable with its note and default, commented out, so a copied file changes nothing until edited. */
export function envExample(): string {
  const defaults: Record<string, unknown> = parseEnv({})
  const lines = [
    '# Every environment variable the app reads (src/env.ts), with its default, or empty when it has none.',
    '# Uncomment what you set; an empty value counts as unset. docs/configuration.md says more about each,',
    '# how to set them, and the variables of the tests and the measuring scripts.',
    `# Written by \`${ENV_EXAMPLE_COMMAND}\` from src/env.ts: change the notes there, not here.`,
  ]
  for (const [name, note] of Object.entries(ENV_NOTES)) {
    const value = defaults[name]
    lines.push('', `# ${note}`, `# ${name}=${value === undefined ? '' : quoted(String(value))}`)
  }
  return `${lines.join('\n')}\n`
}
