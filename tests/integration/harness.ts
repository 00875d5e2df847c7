import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { DELETE as restDelete, GET as restGet, PATCH as restPatch, POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { bootPayload } from '@/seed/boot'
import type { User } from '@/payload-types'
import type { SeedResult } from '@/seed/index'
import { type Reader, previewAs } from '@/services/read'

import { copySeededTemplate } from './databases'

export type Handler = (request: Request, context?: { params: Promise<Record<string, string | string[] | undefined>> }) => Response | Promise<Response>

/** Payload on this file's database, a copy of the run's template seeded with the small demo college and two images. */
export async function seededPayload(): Promise<{ payload: Payload; seeded: SeedResult }> {
  const template = inject('seededTemplate')
  await copySeededTemplate(template)
  const payload = await bootPayload()
  return { payload, seeded: JSON.parse(readFileSync(template.resultFile, 'utf8')) as SeedResult }
}

/** Calls a route handler as Next.js would, and reads its JSON answer. */
export async function call(
  handler: Handler,
  path: string,
  options: { params?: Record<string, string | string[]>; headers?: HeadersInit; method?: string; body?: BodyInit } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON the API answers
): Promise<{ status: number; body: any; headers: Headers }> {
  const request = new Request(`http://localhost${path}`, { method: options.method ?? 'GET', headers: options.headers, body: options.body })
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

/** A staff token for a seeded account, from Payload's own login. */
export async function staffToken(payload: Payload, seeded: SeedResult, role = 'Administrator'): Promise<string> {
  const login = seeded.logins.find((l) => l.role === role)
  if (!login) throw new Error(`No seeded staff member has the role ${role}`)
  const result = await payload.login({ collection: 'users', data: { email: login.email, password: login.password } })
  return result.token!
}

/** A staff member of a seeded account as a preview reader: reads drafts with that account's own access. */
export async function staffReader(payload: Payload, seeded: SeedResult, role = 'Administrator'): Promise<Reader> {
  const login = seeded.logins.find((l) => l.role === role)
  if (!login) throw new Error(`No seeded staff member has the role ${role}`)
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: login.email } }, depth: 1, limit: 1, overrideAccess: true })
  return previewAs({ ...docs[0]!, collection: 'users' } as User)
}

const REST_HANDLERS = { GET: restGet, POST: restPost, PATCH: restPatch, DELETE: restDelete }

/** Calls Payload's own REST API (`/api/{path}`), as the back office or a script would, signed in with `token` when given. */
export function payloadRest(
  path: string,
  init: { token?: string; method?: keyof typeof REST_HANDLERS; body?: unknown; headers?: Record<string, string> } = {},
) {
  const method = init.method ?? 'GET'
  return call(REST_HANDLERS[method] as Handler, `/api/${path}`, {
    params: { slug: path.split('?')[0]!.split('/') },
    method,
    headers: {
      ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
}
