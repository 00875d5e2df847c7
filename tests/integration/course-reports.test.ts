import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import type { SeedResult } from '@/seed/index'
import { importCourses } from '@/services/course-import'
import { categoriesWithoutSections, importRun, recentImports, sectionsWithoutCategories, sectionsWithoutImages } from '@/services/course-reports'

import { seededPayload } from './harness'

let payload: Payload
let seeded: SeedResult
let academic: User

const userOf = async (role: string): Promise<User> => {
  const login = seeded.logins.find((entry) => entry.role === role)!
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: login.email } }, depth: 1, limit: 1, overrideAccess: true })
  return docs[0]!
}

const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) })

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  academic = await userOf('Academic editor')
  const create = (collection: 'semesters' | 'course-categories', data: Record<string, unknown>) =>
    payload.create({ collection, data: data as never, overrideAccess: true, depth: 0 })
  await create('semesters', { term: 'Fall', year: 2091 })
  const root = await create('course-categories', { title: 'IT continuing education', slug: 'it-ce' })
  await create('course-categories', { title: 'IT drawing', slug: 'it-drawing', parent: root.id })
  await create('course-categories', { title: 'IT painting', slug: 'it-painting', parent: root.id })
  await create('course-categories', { title: 'IT sculpture', slug: 'it-sculpture', parent: root.id })
  const sections = [
    'registrationId,title,courseNumber,type,semester,published,categories',
    'IT-100,Figure Drawing Lab,CE-DRW-100,CE,fall/2091,true,it-drawing',
    'IT-101,Watercolor Weekends,CE-PNT-101,CE,fall/2091,false,it-painting; it-drawing',
    'IT-102,Portfolio Intensive,PC-POR-102,PreCollege,fall/2091,false,',
  ].join('\n')
  await importCourses({ file: file('fall.csv', sections), mode: 'all-or-nothing', staff: academic })
  await importCourses({
    file: file('bad.csv', 'registrationId,title,courseNumber,type,cost\nIT-103,Glass,CE-GLS-103,CE,free\n'),
    mode: 'all-or-nothing',
    staff: academic,
  })
})

// spec §2: the admin continuing-education report screens.
describe('the course report screens’ reads', () => {
  it('missing categories: sections filed under no category, drafts included', async () => {
    const found = (await sectionsWithoutCategories(academic))!.filter((section) => section.registrationId.startsWith('IT-'))
    expect(found).toEqual([
      {
        id: expect.any(Number),
        title: 'Portfolio Intensive',
        courseNumber: 'PC-POR-102',
        registrationId: 'IT-102',
        type: 'Pre-College',
        semester: 'Fall 2091',
        published: false,
        editHref: `/admin/collections/course-sections/${found[0]!.id}`,
        missing: [],
      },
    ])
  })

  it('missing hero/thumbnail images: sections without one or both, the newest version counted', async () => {
    const missing = async (registrationId: string) => (await sectionsWithoutImages(academic))!.find((section) => section.registrationId === registrationId)
    expect(await missing('IT-100')).toMatchObject({ missing: ['hero', 'thumbnail'], published: true })
    const { docs } = await payload.find({ collection: 'course-sections', where: { registrationId: { equals: 'IT-100' } }, depth: 0 })
    const [image] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    await payload.update({ collection: 'course-sections', id: docs[0]!.id, data: { hero: image!.id, _status: 'draft' }, draft: true, overrideAccess: true })
    // The draft beside the published version has a hero; visitors still see the published one.
    expect(await missing('IT-100')).toMatchObject({ missing: ['thumbnail'], published: true })
  })

  it('sections with no courses: categories no section is filed under, a heading with how many sections its sub-categories hold', async () => {
    const empty = (await categoriesWithoutSections(academic))!.filter((category) => category.slug.startsWith('it-'))
    expect(empty.map(({ slug, parent, sectionsInSubCategories }) => [slug, parent, sectionsInSubCategories])).toEqual([
      ['it-ce', null, 2],
      ['it-sculpture', 'IT continuing education', 0],
    ])
    expect(empty[1]!.editHref).toMatch(/^\/admin\/collections\/course-categories\/\d+$/)
  })

  it('file debugger: the last imports, newest first, and one of them row by row', async () => {
    const imports = (await recentImports(academic))!
    expect(imports.map((entry) => [entry.fileName, entry.outcome, entry.rows, entry.importedBy])).toEqual([
      ['bad.csv', 'nothing-changed', 1, 'Hana Oduya'],
      ['fall.csv', 'imported', 3, 'Hana Oduya'],
    ])
    const run = (await importRun(academic, imports[0]!.id))!
    expect(run.rows).toEqual([
      {
        row: 1,
        line: 2,
        registrationId: 'IT-103',
        outcome: 'refused',
        sectionId: null,
        reasons: [{ column: 'cost', message: '“free” must be an amount of dollars such as 450 or 450.50' }],
        notes: [],
        values: { registrationId: 'IT-103', title: 'Glass', courseNumber: 'CE-GLS-103', type: 'CE', cost: 'free' },
      },
    ])
    expect(await importRun(academic, 999_999)).toBeNull()
  })

  it('are only for staff holding courses', async () => {
    const editor = await userOf('Content editor')
    expect(await sectionsWithoutCategories(editor)).toBeNull()
    expect(await sectionsWithoutImages(editor)).toBeNull()
    expect(await categoriesWithoutSections(editor)).toBeNull()
    expect(await recentImports(editor)).toBeNull()
    expect(await importRun(editor, 1)).toBeNull()
    expect(await recentImports(null)).toBeNull()
  })
})
