import qs from 'qs'
import { z } from 'zod'

import { MAX_LIMIT } from '@/domain/pagination'

import type { ErrorDetail } from './errors'

/**
 * The query syntax of /api/v1 (architecture guide): `filters[name]=value`, operators as a second
 * key (`filters[title][like]=`), several values by repeating `filters[tags][]=`. Depth and counts
 * are bounded so a hostile query cannot make the parser work hard.
 */
export function parseQueryString(search: string): Record<string, unknown> {
  return qs.parse(search.replace(/^\?/, ''), { depth: 3, arrayLimit: 100, parameterLimit: 200, allowDots: false, parseArrays: true })
}

/** Zod issues as the API's error details: a dotted path in bracket form and a message. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[], prefix = ''): ErrorDetail[] {
  return issues.flatMap((issue) => {
    const base = issue.path.reduce<string>((path, key, i) => (i === 0 ? String(key) : `${path}[${String(key)}]`), prefix)
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: base ? `${base}[${key}]` : key, message: 'is not a known parameter' }))
    }
    return [{ path: base || '(query)', message: issue.message }]
  })
}

// Building blocks for query schemas. Query values arrive as strings (or arrays, or objects, when
// the brackets say so); anything else of the wrong shape is a 400 that names the parameter.

export const wholeNumber = (min: number, max: number) =>
  z
    .string({ error: 'must be a whole number' })
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

export const page = () => wholeNumber(1, 1_000_000).default(1)

export const limit = (defaultLimit: number) => wholeNumber(1, MAX_LIMIT).default(defaultLimit)

export const booleanFlag = () =>
  z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => value === 'true' || value === '1')

/** `sortBy=field-ASC|DESC` over the fields a list can be sorted by. */
export function sortBy<const F extends string>(fields: readonly F[]) {
  return z
    .string({ error: 'must be field-ASC or field-DESC' })
    .transform((value, ctx) => {
      const match = /^([A-Za-z]+)-(ASC|DESC)$/i.exec(value)
      const field = match?.[1] as F | undefined
      if (!match || !field || !fields.includes(field)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${fields.map((f) => `${f}-ASC, ${f}-DESC`).join(', ')}` })
        return z.NEVER
      }
      return { field, direction: (match[2] ?? 'ASC').toUpperCase() as 'ASC' | 'DESC' }
    })
}
