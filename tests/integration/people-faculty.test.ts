import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FACULTY_SORT_FIELDS } from '@/api/contracts/faculty'
import { GET as departments } from '@/app/api/v1/departments/list/route'
import { GET as departmentBySlug } from '@/app/api/v1/departments/match/[slug]/route'
import { GET as facultyByLetter } from '@/app/api/v1/faculty-profiles/grouped-by-letter/route'
import { GET as facultyPreview } from '@/app/api/v1/faculty-profiles/preview/[id]/route'
import { GET as facultyProfiles } from '@/app/api/v1/faculty-profiles/route'
import { FACULTY_PROFILES_LIMIT, INDEX_LETTERS, indexLetter, sortKey } from '@/domain/faculty'
import { slugify } from '@/domain/slug'
import type { SeedResult } from '@/seed/index'
import { ADDED_FACULTY_PER_STEP } from '@/seed/people'
import { findFacultyProfileBySlug, groupedFacultyProfiles, listFacultyOfDepartment, previewFacultyProfileBySlug } from '@/services/faculty'

import { call, seededPayload, staffReader, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let publishedCount: number
let draftCount: number

type Item = { id: number; name: string; lastName: string; slug: string; departments: { id: number; slug: string }[]; letter: string }

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  publishedCount = (await payload.count({ collection: 'faculty-profiles', where: { _status: { equals: 'published' } } })).totalDocs
  draftCount = (await payload.count({ collection: 'faculty-profiles', where: { _status: { equals: 'draft' } } })).totalDocs
})

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const list = async (query = '') => call(facultyProfiles, `/api/v1/faculty-profiles${query}`)

/** A profile made for one test, published or not, in a department. */
async function makeProfile(data: { name: string; lastName: string; status: 'published' | 'draft'; departments?: number[] }) {
  return payload.create({
    collection: 'faculty-profiles',
    overrideAccess: true,
    data: { name: data.name, lastName: data.lastName, slug: slugify(data.name), departments: data.departments ?? [], _status: data.status },
  })
}

describe('the faculty seed', () => {
  // Issue: at least 150 faculty across departments.
  it('holds at least 150 profiles, some of them drafts', () => {
    expect(publishedCount + draftCount).toBeGreaterThanOrEqual(150)
    expect(ADDED_FACULTY_PER_STEP * 10 + 300).toBeGreaterThanOrEqual(1500)
    expect(draftCount).toBeGreaterThan(0)
  })
})

describe('GET /api/v1/faculty-profiles', () => {
  // spec §7: faculty-profiles (published, limit 4000)
  it('answers every published profile by default, up to 4000, and no draft', async () => {
    expect(FACULTY_PROFILES_LIMIT).toBe(4000)
    const { status, body } = await list('?filters[published]=true')
    expect(status).toBe(200)
    expect(body.total).toBe(publishedCount)
    expect(body.items).toHaveLength(publishedCount)
    expect(body.nrOfPages).toBe(1)
    const drafts = await payload.find({ collection: 'faculty-profiles', where: { _status: { equals: 'draft' } }, pagination: false, depth: 0 })
    const ids = new Set(body.items.map((item: Item) => item.id))
    for (const draft of drafts.docs) expect(ids.has(draft.id)).toBe(false)
  })

  it('sorts by sort name, ascending by default and descending on request, alike on both databases', async () => {
    const asc = (await list()).body.items as Item[]
    const keys = asc.map((item) => sortKey(item.lastName))
    expect(keys).toEqual([...keys].sort())
    const desc = ((await list('?sortBy=lastName-DESC')).body.items as Item[]).map((item) => sortKey(item.lastName))
    expect(desc).toEqual([...keys].reverse())
    const byName = ((await list('?sortBy=name-ASC&limit=20')).body.items as Item[]).map((item) => item.name)
    expect(byName).toHaveLength(20)
    expect(FACULTY_SORT_FIELDS).toContain('updatedAt')
  })

  it('pages with links and keeps one order across pages', async () => {
    const first = (await list('?limit=25&page=1')).body
    const second = (await list('?limit=25&page=2')).body
    expect(first).toMatchObject({ total: publishedCount, currentPage: 1, nrOfPages: Math.ceil(publishedCount / 25) })
    expect(first.links.next).toBe('/api/v1/faculty-profiles?limit=25&page=2')
    expect(second.links.prev).toBe('/api/v1/faculty-profiles?limit=25&page=1')
    const all = (await list()).body.items.map((item: Item) => item.id)
    expect([...first.items, ...second.items].map((item: Item) => item.id)).toEqual(all.slice(0, 50))
  })

  it('filters by department and by name', async () => {
    const all = (await list()).body.items as Item[]
    const department = all[0]!.departments[0]!
    const { body } = await list(`?filters[departments][]=${department.id}`)
    expect(body.total).toBe(all.filter((item) => item.departments.some((d) => d.id === department.id)).length)
    expect(body.items.every((item: Item) => item.departments.some((d) => d.id === department.id))).toBe(true)
    const target = all[3]!
    const byName = (await list(`?filters[name][like]=${encodeURIComponent(target.name)}`)).body.items as Item[]
    expect(byName.map((item) => item.id)).toContain(target.id)
    expect(byName.every((item) => item.name.toLowerCase().includes(target.name.toLowerCase()))).toBe(true)
  })

  it('shows each profile with its path, letter and published departments only', async () => {
    const items = (await list()).body.items as (Item & { path: string; type: string; titles: string[] })[]
    for (const item of items) {
      expect(item.path).toBe(`/faculty/${item.slug}`)
      expect(item.letter).toBe(indexLetter(item.lastName))
      expect(item.type).toBe('faculty profile')
    }
    const hidden = (await payload.find({ collection: 'departments', where: { published: { equals: false } }, depth: 0 })).docs[0]!
    expect(items.flatMap((item) => item.departments.map((d) => d.id))).not.toContain(hidden.id)
  })

  it.each([
    ['?filters[published]=false', 'filters[published]'],
    ['?filters[published]=yes', 'filters[published]'],
    ['?filters[departments]=abc', 'filters[departments]'],
    ['?filters[departments][]=-1', 'filters[departments][0]'],
    ['?filters[name]=x', 'filters[name]'],
    ['?filters[name][like]=', 'filters[name][like]'],
    ['?filters[letter]=A', 'filters[letter]'],
    ['?limit=0', 'limit'],
    ['?limit=10000', 'limit'],
    ['?page=0', 'page'],
    ['?sortBy=lastName', 'sortBy'],
    ['?sortBy=password-ASC', 'sortBy'],
    ['?sortBy[]=name-ASC', 'sortBy'],
    ['?bogus=1', 'bogus'],
  ])('%s answers 400 naming %s', async (query, parameter) => {
    const { status, body } = await list(query)
    expect(status).toBe(400)
    expect(body.error.status).toBe(400)
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain(parameter)
  })
})

describe('GET /api/v1/faculty-profiles/grouped-by-letter', () => {
  // spec §3: faculty profile: grouped by letter
  it('groups published profiles A to Z, then #, each letter sorted', async () => {
    const { status, body } = await call(facultyByLetter, '/api/v1/faculty-profiles/grouped-by-letter')
    expect(status).toBe(200)
    expect(body.total).toBe(publishedCount)
    expect(body.letters.map((l: { letter: string }) => l.letter)).toEqual([...INDEX_LETTERS])
    const groupLetters = body.groups.map((g: { letter: string }) => g.letter)
    expect(groupLetters).toEqual(INDEX_LETTERS.filter((letter) => groupLetters.includes(letter)))
    for (const group of body.groups as { letter: string; anchor: string; items: Item[] }[]) {
      expect(group.items.every((item) => indexLetter(item.lastName) === group.letter)).toBe(true)
      expect(body.letters.find((l: { letter: string }) => l.letter === group.letter).count).toBe(group.items.length)
    }
    expect(body.groups.reduce((sum: number, g: { items: Item[] }) => sum + g.items.length, 0)).toBe(publishedCount)
  })

  it('files lower-case particles, accents and digits where a reader looks for them', async () => {
    const made = await Promise.all([
      makeProfile({ name: 'Ines van Aalst', lastName: 'van Aalst', status: 'published' }),
      makeProfile({ name: 'Luca Ésterházy', lastName: 'Ésterházy', status: 'published' }),
      makeProfile({ name: 'Mina 7 Rooms', lastName: '7 Rooms', status: 'published' }),
      makeProfile({ name: 'Hidden Zzyzx', lastName: 'Zzyzx', status: 'draft' }),
    ])
    const { body } = await call(facultyByLetter, '/api/v1/faculty-profiles/grouped-by-letter')
    const letterOf = (id: number) => body.groups.find((g: { items: Item[] }) => g.items.some((item) => item.id === id))?.letter
    expect(letterOf(made[0].id)).toBe('V')
    expect(letterOf(made[1].id)).toBe('E')
    expect(letterOf(made[2].id)).toBe('#')
    expect(letterOf(made[3].id)).toBeUndefined()
    for (const doc of made) await payload.delete({ collection: 'faculty-profiles', id: doc.id, overrideAccess: true })
  })

  it('filters by department', async () => {
    const department = (await list()).body.items[0].departments[0]
    const { body } = await call(facultyByLetter, `/api/v1/faculty-profiles/grouped-by-letter?filters[departments]=${department.id}`)
    const items = body.groups.flatMap((g: { items: Item[] }) => g.items) as Item[]
    expect(items.length).toBe(body.total)
    expect(items.every((item) => item.departments.some((d) => d.id === department.id))).toBe(true)
  })

  it.each(['?filters[published]=false', '?filters[name][like]=a', '?page=2', '?filters[departments]=x'])('%s answers 400', async (query) => {
    expect((await call(facultyByLetter, `/api/v1/faculty-profiles/grouped-by-letter${query}`)).status).toBe(400)
  })
})

describe('drafts and previews', () => {
  it('never shows a draft, nor the draft of a published profile, to the public', async () => {
    const profile = await makeProfile({ name: 'Rosa Quintana', lastName: 'Quintana', status: 'published' })
    await payload.update({
      collection: 'faculty-profiles',
      id: profile.id,
      draft: true,
      overrideAccess: true,
      data: { title: 'Secret new title', _status: 'draft' },
    })
    const publicView = await findFacultyProfileBySlug(profile.slug)
    expect(publicView).toMatchObject({ name: 'Rosa Quintana', published: true })
    expect(publicView!.title).not.toBe('Secret new title')
    const listed = ((await list('?filters[name][like]=Rosa Quintana')).body.items as (Item & { title: string | null })[]).find((i) => i.id === profile.id)
    expect(listed?.title).not.toBe('Secret new title')
    // Staff see the newest version.
    expect((await previewFacultyProfileBySlug(profile.slug, await staffReader(payload, seeded)))!.title).toBe('Secret new title')

    const draft = await makeProfile({ name: 'Never Shown', lastName: 'Shown', status: 'draft' })
    expect(await findFacultyProfileBySlug(draft.slug)).toBeNull()
    const publicFind = await payload.find({ collection: 'faculty-profiles', overrideAccess: false, where: { id: { equals: draft.id } } })
    expect(publicFind.docs).toHaveLength(0)
    const grouped = await groupedFacultyProfiles()
    expect(grouped.groups.flatMap((g) => g.items).map((i) => i.id)).not.toContain(draft.id)
    for (const doc of [profile, draft]) await payload.delete({ collection: 'faculty-profiles', id: doc.id, overrideAccess: true })
  })

  it('keeps published and the status in step, both ways', async () => {
    const viaPublished = await payload.create({
      collection: 'faculty-profiles',
      overrideAccess: true,
      data: { name: 'Via Flag', lastName: 'Flag', slug: 'via-flag', published: true },
    })
    expect(viaPublished).toMatchObject({ _status: 'published', published: true })
    const unpublished = await payload.update({ collection: 'faculty-profiles', id: viaPublished.id, overrideAccess: true, data: { _status: 'draft' } })
    expect(unpublished.published).toBe(false)
    expect(await findFacultyProfileBySlug(viaPublished.slug)).toBeNull()
    await payload.delete({ collection: 'faculty-profiles', id: viaPublished.id, overrideAccess: true })
  })

  it('answers the newest version to staff at /preview/{id}, and 401 to anybody else', async () => {
    const profile = await makeProfile({ name: 'Dev Preview', lastName: 'Preview', status: 'draft' })
    const path = `/api/v1/faculty-profiles/preview/${profile.id}`
    expect((await call(facultyPreview, path, { params: { id: String(profile.id) } })).status).toBe(401)
    expect((await call(facultyPreview, path, { params: { id: String(profile.id) }, headers: bearer('forged.token.value') })).status).toBe(401)
    const token = await staffToken(payload, seeded)
    const { status, body, headers } = await call(facultyPreview, path, { params: { id: String(profile.id) }, headers: bearer(token) })
    expect(status).toBe(200)
    expect(body).toMatchObject({ name: 'Dev Preview', published: false })
    expect(headers.get('Cache-Control')).toContain('no-store')
    expect((await call(facultyPreview, '/x', { params: { id: '99999999' }, headers: bearer(token) })).status).toBe(404)
    expect((await call(facultyPreview, '/x', { params: { id: 'abc' }, headers: bearer(token) })).status).toBe(400)
    await payload.delete({ collection: 'faculty-profiles', id: profile.id, overrideAccess: true })
  })

  // spec §6: faculty role profile edit saves drafts; publishing takes the faculty profile capability.
  it('lets the faculty-role capability save drafts but not publish (a publish is kept as a draft, decision 0058)', async () => {
    const role = await payload.create({
      collection: 'roles',
      overrideAccess: true,
      data: { title: 'Faculty self-service', capabilities: ['facultyRoleProfileEdit'] },
    })
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { fullName: 'Self Service', email: 'self@foundry.example', password: 'a-long-test-password', roles: [role.id] },
    })
    const profile = await makeProfile({ name: 'Role Edited', lastName: 'Edited', status: 'draft' })
    const asUser = { overrideAccess: false, user: { ...user, collection: 'users' as const, roles: [role] } }
    await expect(
      payload.update({ collection: 'faculty-profiles', id: profile.id, data: { shortBio: 'Draft words', _status: 'draft' }, draft: true, ...asUser }),
    ).resolves.toBeTruthy()
    const attempt = await payload.update({ collection: 'faculty-profiles', id: profile.id, data: { _status: 'published' }, ...asUser })
    expect(attempt._status).toBe('draft')
    expect((await payload.findByID({ collection: 'faculty-profiles', id: profile.id, overrideAccess: true }))._status).toBe('draft')
    await payload.delete({ collection: 'faculty-profiles', id: profile.id, overrideAccess: true })
  })
})

describe('the service behind the pages', () => {
  it('finds a published profile by slug with its biography, links and supplemental fields', async () => {
    const withDetails = (
      await payload.find({
        collection: 'faculty-profiles',
        where: { and: [{ _status: { equals: 'published' } }, { 'supplemental.pronouns': { exists: true } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    const profile = await findFacultyProfileBySlug(withDetails.slug)
    expect(profile).not.toBeNull()
    expect(profile!.bio?.root.children.length).toBeGreaterThan(0)
    expect(profile!.links.length).toBeGreaterThan(0)
    expect(profile!.links.every((link) => /^https?:\/\//.test(link.url))).toBe(true)
    expect(profile!.supplemental.education.length).toBeGreaterThan(0)
    expect(await findFacultyProfileBySlug('no-such-person')).toBeNull()
  })

  it('drops a link whose scheme is not allowed (spec §5)', async () => {
    const profile = await payload.create({
      collection: 'faculty-profiles',
      overrideAccess: true,
      data: { name: 'Link Tester', lastName: 'Tester', slug: 'link-tester', _status: 'published', links: [{ kind: 'Website', url: 'https://ok.example' }] },
    })
    // Written behind the validation's back, as an old import might have.
    await payload.db.updateOne({
      collection: 'faculty-profiles',
      id: profile.id,
      data: {
        links: [
          { id: '6650a1b2c3d4e5f601234567', kind: 'Website', url: 'javascript:alert(1)' },
          { id: '6650a1b2c3d4e5f601234568', kind: 'Website', url: 'https://ok.example' },
        ],
      },
    })
    const found = await findFacultyProfileBySlug(profile.slug)
    expect(found!.links.map((l) => l.url)).toEqual(['https://ok.example'])
    await payload.delete({ collection: 'faculty-profiles', id: profile.id, overrideAccess: true })
  })

  it('lists a department’s published faculty for its page', async () => {
    const department = (await call(departmentBySlug, '/x', { params: { slug: 'illustration' } })).body
    expect(department.path).toBe('/academics/undergraduate/illustration')
    const faculty = await listFacultyOfDepartment(department.id)
    expect(faculty.length).toBeGreaterThan(0)
    expect(faculty.every((f) => f.departments.some((d) => d.id === department.id))).toBe(true)
  })

  it('keeps departments/list?onlyAssociatedToAnyFacultyProfile to departments with published faculty', async () => {
    const associated = (await call(departments, '/api/v1/departments/list?onlyAssociatedToAnyFacultyProfile=true')).body.items as { id: number }[]
    const published = (await list()).body.items as Item[]
    const withFaculty = new Set(published.flatMap((item) => item.departments.map((d) => d.id)))
    expect(new Set(associated.map((d) => d.id))).toEqual(withFaculty)
  })
})
