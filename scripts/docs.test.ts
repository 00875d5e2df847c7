import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** The README is the front door (ARCHITECTURE.md: about a hundred lines); everything else lives in docs/, every link alive. */
const ROOT = path.resolve(import.meta.dirname, '..')
const README_MAX_LINES = 130
const README_MAX_LINE_LENGTH = 120

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

/** README.md and every Markdown file under docs/, as paths from the root. */
const markdownFiles = (): string[] => [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file))
    .sort(),
]

/** The targets of a Markdown text's links (inline and reference style), leaving out code, which holds no links. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!)
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]!)
  return [...inline, ...references]
}

/** A target that names a file of this repository: no scheme (https:, mailto:), not a bare #anchor. */
const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#')

describe('the README', () => {
  const lines = read('README.md').replace(/\n$/, '').split('\n')

  it(`has at most ${README_MAX_LINES} lines`, () => {
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it(`has no line over ${README_MAX_LINE_LENGTH} characters (move the detail to docs/)`, () => {
    const long = lines.flatMap((line, index) => (line.length > README_MAX_LINE_LENGTH ? [`line ${index + 1}: ${line.length} characters`] : []))
    expect(long).toEqual([])
  })

  it('starts with the two commands', () => {
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(lines.join('\n'))?.[1] ?? ''
    expect(firstBlock).toMatch(/^npm install && npm start\b/)
    expect(firstBlock).toMatch(/^npm test\b/m)
  })
})

describe('links in README.md and docs/', () => {
  it('finds the links of a Markdown text, and none in code', () => {
    const text = ['[a](docs/a.md) and [b](../b.md#part "title")', '`[c](not-a-link.md)`', '```', '[d](in-code.md)', '```', '[e]: docs/e.md'].join('\n')
    expect(linkTargets(text)).toEqual(['docs/a.md', '../b.md#part', 'docs/e.md'])
  })

  it.each(markdownFiles())('%s links only to files that exist', (file) => {
    const missing = linkTargets(read(file))
      .filter(isRelative)
      .map((target) => decodeURI(target.split('#')[0]!))
      .filter((target) => target !== '' && !existsSync(path.resolve(ROOT, path.dirname(file), target)))
    expect(missing).toEqual([])
  })
})

/** A record's status line: `**Date:** … · **Status:** … [· **Supersedes:** NNNN] [· **Amends:** NNNN, …]`. */
const STATUS_LINE =
  /^\*\*Date:\*\* \d{4}-\d{2}-\d{2} · \*\*Status:\*\* (Accepted|Superseded by \d{4}|Amended by \d{4}(?:, \d{4})*)((?: · \*\*(?:Supersedes|Amends):\*\* \d{4}(?:, \d{4})*)*)$/m

const numbersAfter = (text: string, label: string): string[] =>
  (new RegExp(`${label}:?\\*{0,2} ((?:\\d{4}(?:, )?)+)`).exec(text)?.[1] ?? '').match(/\d{4}/g) ?? []

describe('the decision records', () => {
  const records = readdirSync(path.join(ROOT, 'docs/decisions'))
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
  const index = read('docs/decisions/README.md')
  const statusLines = new Map(records.map((file) => [file.slice(0, 4), STATUS_LINE.exec(read(path.join('docs/decisions', file)))]))

  it.each(records)('%s has one status line, and the index lists it with that status', (file) => {
    const line = statusLines.get(file.slice(0, 4))
    expect(line, `${file}: write "**Date:** YYYY-MM-DD · **Status:** Accepted" (or Superseded by NNNN, Amended by NNNN)`).toBeTruthy()
    const entry = index.split('\n').find((text) => text.startsWith(`- [${file.slice(0, 4)}](${file})`))
    expect(entry, `docs/decisions/README.md: add a line for ${file}`).toBeDefined()
    expect(entry).toContain(`_${line![1]}_`)
  })

  it('say both ways which record amends or supersedes which', () => {
    const problems: string[] = []
    for (const [record, line] of statusLines) {
      if (!line) continue
      for (const later of numbersAfter(line[1]!, 'Amended by'))
        if (!numbersAfter(statusLines.get(later)?.[2] ?? '', 'Amends').includes(record)) problems.push(`${later} does not say it amends ${record}`)
      for (const later of numbersAfter(line[1]!, 'Superseded by'))
        if (!numbersAfter(statusLines.get(later)?.[2] ?? '', 'Supersedes').includes(record)) problems.push(`${later} does not say it supersedes ${record}`)
      for (const earlier of numbersAfter(line[2]!, 'Amends'))
        if (!numbersAfter(statusLines.get(earlier)?.[1] ?? '', 'Amended by').includes(record))
          problems.push(`${earlier} does not say it is amended by ${record}`)
      for (const earlier of numbersAfter(line[2]!, 'Supersedes'))
        if (!numbersAfter(statusLines.get(earlier)?.[1] ?? '', 'Superseded by').includes(record))
          problems.push(`${earlier} does not say it is superseded by ${record}`)
    }
    expect(problems).toEqual([])
  })
})
