/** A command the scripts need from one of Debian's packages: found, or installed with apt-get when this runs as root. */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const isRoot = () => process.getuid?.() === 0

/**
 * The first of `paths` that exists, installing `pkg` with apt-get as root on Debian when none does; else null.
 * @param {{ paths: string[], pkg: string }} command
 */
export function ensureCommand({ paths, pkg }) {
  const find = () => paths.find((candidate) => existsSync(candidate)) ?? null
  if (find()) return find()
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log(`▸ Installing Debian's ${pkg}…`)
    try {
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
        stdio: 'ignore',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } catch {
      // the caller says what to do
    }
  }
  return find()
}
