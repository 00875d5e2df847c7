import { type Payload, ValidationError } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as openapi } from '@/app/api/v1/openapi.json/route'
import { POST as importRoute } from '@/app/api/v1/courses/import/route'
import { COURSE_IMPORT_MAX_BYTES } from '@/domain/course-import'
import type { CourseSection } from '@/payload-types'
import type { SeedResult } from '@/seed/index'

import { call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let academic: string
let editor: string

const HEADER =
  'registrationId,title,courseNumber,type,semester,registrationStatus,published,instructors,cost,fee,categories,building,startDate,endDate,days,startTime,endTime,room'
const GOOD_ROWS = [
  'IT-100,Figure Drawing Lab,CE-DRW-100,CE,fall/2091,open,true,Ada Lovelace; Grace Hopper,450,35,it-drawing,MAIN,2091-09-14,2091-11-30,mon wed,18:30,21:00,402',
  'IT-101,Watercolor Weekends,CE-PNT-101,CE,fall/2091,waitlist,false,Grace Hopper,300,0,it-painting,Main Building,2091-09-19;2091-10-03,;2091-10-04,sat;sat sun,10:00;10:00,16:00;16:00,;',
  'IT-102,Portfolio Summer Intensive,PC-POR-102,PreCollege,summer/2091,open,false,,1200,,,,,,,,,',
]
const csv = (rows: string[]) => [HEADER, ...rows].join('\r\n')

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  academic = await staffToken(payload, seeded, 'Academic editor')
  editor = await staffToken(payload, seeded, 'Content editor')
  const create = (collection: 'semesters' | 'course-categories', data: Record<string, unknown>) =>
    payload.create({ collection, data: data as never, overrideAccess: true, depth: 0 })
  await create('semesters', { term: 'Fall', year: 2091 })
  await create('semesters', { term: 'Summer', year: 2091 })
  const root = await create('course-categories', { title: 'IT continuing education', slug: 'it-ce' })
  await create('course-categories', { title: 'IT drawing', slug: 'it-drawing', parent: root.id })
  await create('course-categories', { title: 'IT painting', slug: 'it-painting', parent: root.id })
  await create('course-categories', { title: 'IT sculpture', slug: 'it-sculpture', parent: root.id })
})

afterEach(() => {
  vi.restoreAllMocks()
})

const upload = (content: string | Uint8Array, options: { name?: string; mode?: string; token?: string | null; type?: string } = {}) => {
  const form = new FormData()
  form.set('file', new File([content as BlobPart], options.name ?? 'sections.csv', { type: options.type ?? 'text/csv' }))
  if (options.mode) form.set('mode', options.mode)
  const token = options.token === undefined ? academic : options.token
  return call(importRoute, '/api/v1/courses/import', { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} })
}

const sections = async (ids: string[], draft = true) => {
  const { docs } = await payload.find({
    collection: 'course-sections',
    draft,
    depth: 0,
    pagination: false,
    where: { registrationId: { in: ids } },
    sort: 'registrationId',
  })
  return docs as CourseSection[]
}

describe('POST /api/v1/courses/import (spec §2: run course importer)', () => {
  it('creates the sections of a good CSV: drafts unless the row says published, with meetings, categories, building and instructors', async () => {
    const { status, body } = await upload(csv(GOOD_ROWS), { name: 'fall-2091.csv' })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      fileName: 'fall-2091.csv',
      format: 'csv',
      mode: 'all-or-nothing',
      outcome: 'imported',
      counts: { created: 3, updated: 0, unchanged: 0, refused: 0 },
      summary: 'Imported: 3 created, 0 updated, 0 unchanged.',
      importedBy: 'Hana Oduya',
    })
    expect(body.rows.map((row: { outcome: string; line: number }) => [row.outcome, row.line])).toEqual([
      ['created', 2],
      ['created', 3],
      ['created', 4],
    ])
    expect(body.rows[0].notes).toEqual(['Created and published.'])
    expect(body.rows[1].notes).toEqual(['Created as a draft.'])

    const [lab, watercolor, portfolio] = await sections(['IT-100', 'IT-101', 'IT-102'])
    expect(lab).toMatchObject({
      title: 'Figure Drawing Lab',
      slug: 'figure-drawing-lab',
      _status: 'published',
      published: true,
      cost: 450,
      fee: 35,
      firstDate: expect.stringMatching(/^2091-09-14/),
    })
    expect(lab!.instructors!.map((instructor) => instructor.name)).toEqual(['Ada Lovelace', 'Grace Hopper'])
    expect(lab!.meetingSchedules).toMatchObject([
      { startDate: '2091-09-14T12:00:00.000Z', endDate: '2091-11-30T12:00:00.000Z', days: ['mon', 'wed'], startTime: '18:30', endTime: '21:00', room: '402' },
    ])
    expect(watercolor).toMatchObject({ _status: 'draft', registrationStatus: 'waitlist', earliestTime: '10:00', latestTime: '16:00' })
    expect(watercolor!.meetingSchedules).toHaveLength(2)
    expect(watercolor!.building).toBe(lab!.building)
    expect(portfolio).toMatchObject({ type: 'PreCollege', categories: [], building: null, fee: 0 })
    // Visitors see only the published one.
    expect((await sections(['IT-100', 'IT-101', 'IT-102'], false)).filter((doc) => doc._status === 'published').map((doc) => doc.registrationId)).toEqual([
      'IT-100',
    ])

    const run = await payload.findByID({ collection: 'course-imports', id: body.id, depth: 0 })
    expect(run).toMatchObject({ fileName: 'fall-2091.csv', outcome: 'imported', created: 3, refused: 0 })
    expect((run.rows as { values: Record<string, string> }[])[2]!.values).toMatchObject({
      registrationId: 'IT-102',
      title: 'Portfolio Summer Intensive',
      fee: '',
    })
  })

  it('leaves a file it has read already unchanged, and updates only the sections whose rows changed', async () => {
    const again = await upload(csv(GOOD_ROWS))
    expect(again.body).toMatchObject({ outcome: 'nothing-changed', counts: { created: 0, updated: 0, unchanged: 3, refused: 0 } })

    const changed = [GOOD_ROWS[0]!.replace(',450,', ',475,'), GOOD_ROWS[1]!.replace(',false,', ',true,'), GOOD_ROWS[2]!]
    const { body } = await upload(csv(changed))
    expect(body).toMatchObject({ outcome: 'imported', counts: { created: 0, updated: 2, unchanged: 1, refused: 0 } })
    expect(body.rows[0].notes).toEqual(['Changed: cost.', 'Published with the changes.'])
    expect(body.rows[1].notes).toEqual(['Published.'])
    const [lab, watercolor] = await sections(['IT-100', 'IT-101'], false)
    expect(lab).toMatchObject({ cost: 475, _status: 'published' })
    expect(watercolor).toMatchObject({ _status: 'published' })
  })

  it('saves a change to a published section as a draft beside it when the row does not say published', async () => {
    const { body } = await upload(
      csv([GOOD_ROWS[0]!.replace('Figure Drawing Lab', 'Figure Drawing Studio').replace(',450,', ',475,').replace(',true,', ',false,')]),
    )
    expect(body.rows[0]).toMatchObject({
      outcome: 'updated',
      notes: ['Changed: title.', 'Saved as a draft beside the published version, which visitors still see.'],
    })
    expect((await sections(['IT-100'], false))[0]).toMatchObject({ title: 'Figure Drawing Lab', _status: 'published' })
    expect((await sections(['IT-100'], true))[0]).toMatchObject({ title: 'Figure Drawing Studio', slug: 'figure-drawing-lab' })
  })

  const BAD_FILE = [
    'IT-200,Printmaking Basics,CE-PRT-200,CE,fall/2091,open,false,,250,0,it-drawing,,,,,,,',
    'IT-201,Ceramics Wheel,CE-CER-201,CE,fall/2091,open,false,,250,0,,,,,,,,',
    'IT-202,Bookbinding,CE-BKB-202,CE,fall/2091,open,false,,250,0,,,,,,,,',
    'IT-203,Glass Casting,CE-GLS-203,CE,winter/2091,open,false,,free,0,it-glass,,2091-09-14,,,,,',
  ]

  it('changes nothing for a file with a refused row (all or nothing), and names the row and the column', async () => {
    const { status, body } = await upload(csv(BAD_FILE), { name: 'bad.csv' })
    expect(status).toBe(201)
    expect(body).toMatchObject({ outcome: 'nothing-changed', counts: { created: 0, updated: 0, unchanged: 0, refused: 1 } })
    expect(body.summary).toMatch(/^Nothing changed: 1 row refused, and in “All or nothing” mode a refused row stops the whole file\./)
    expect(body.rows.slice(0, 3).map((row: { outcome: string }) => row.outcome)).toEqual(['not-imported', 'not-imported', 'not-imported'])
    expect(body.rows[0].notes).toEqual(['Would have been created; nothing was imported.'])
    expect(body.rows[3]).toMatchObject({
      row: 4,
      line: 5,
      registrationId: 'IT-203',
      outcome: 'refused',
      reasons: [
        { column: 'semester', message: '“winter/2091” must be term/year, e.g. fall/2026' },
        { column: 'cost', message: '“free” must be an amount of dollars such as 450 or 450.50' },
      ],
    })
    expect(await sections(['IT-200', 'IT-201', 'IT-202', 'IT-203'])).toEqual([])
    // The run is kept for the file debugger.
    const run = await payload.findByID({ collection: 'course-imports', id: body.id, depth: 0 })
    expect(run).toMatchObject({ outcome: 'nothing-changed', mode: 'all-or-nothing', refused: 1 })
  })

  it('imports the valid rows when staff choose, refusing the others with their reasons', async () => {
    const { body } = await upload(csv(BAD_FILE), { mode: 'valid-rows' })
    expect(body).toMatchObject({ mode: 'valid-rows', outcome: 'partly-imported', counts: { created: 3, refused: 1 } })
    expect((await sections(['IT-200', 'IT-201', 'IT-202', 'IT-203'])).map((doc) => doc.registrationId)).toEqual(['IT-200', 'IT-201', 'IT-202'])
    // The references are checked once the row reads well.
    const fixed = BAD_FILE[3]!.replace('winter', 'fall').replace('free', '300')
    const second = await upload(csv([fixed]))
    expect(second.body.rows[0]).toMatchObject({ outcome: 'refused', reasons: [{ column: 'categories', message: 'no category has the slug “it-glass”' }] })
  })

  it('refuses a second row with the same registrationId, and an address another section has', async () => {
    const { body } = await upload(csv(['IT-210,Etching,CE-ETC-210,CE,,,,,,,,,,,,,,', 'IT-210,Etching again,CE-ETC-210,CE,,,,,,,,,,,,,,']))
    expect(body.rows[1]).toMatchObject({
      outcome: 'refused',
      reasons: [{ column: 'registrationId', message: 'appears again: row 1 has the same registrationId' }],
    })
    const slug = await upload(`registrationId,title,courseNumber,type,slug\nIT-211,Etching,CE-ETC-211,CE,bookbinding\n`)
    expect(slug.body.rows[0].reasons[0]).toMatchObject({
      column: 'slug',
      message: expect.stringMatching(/^“bookbinding” is already the address of section \d+$/),
    })
  })

  it('reads a JSON array of rows, and gives a second section of the same title its own address', async () => {
    const rows = [
      {
        registrationId: 'IT-220',
        title: 'Bookbinding',
        courseNumber: 'CE-BKB-220',
        type: 'CE',
        semester: 'fall/2091',
        cost: 260,
        published: true,
        categories: ['it-drawing'],
      },
    ]
    const { status, body } = await upload(JSON.stringify(rows), { name: 'sections.json', type: 'application/json' })
    expect(status).toBe(201)
    expect(body).toMatchObject({ format: 'json', outcome: 'imported', counts: { created: 1 } })
    expect((await sections(['IT-220']))[0]).toMatchObject({ cost: 260, slug: 'bookbinding-it-220', _status: 'published' })
  })

  it('leaves nothing half-imported when saving fails mid-way', async () => {
    const create = payload.create.bind(payload)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(payload, 'create').mockImplementation((async (args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'course-sections' && (args.data as { registrationId?: string }).registrationId === 'IT-301') throw new Error('disk full')
      return create(args)
    }) as never)
    const { status } = await upload(csv(['IT-300,Lithography,CE-LTH-300,CE,,,,,,,,,,,,,,', 'IT-301,Monotype,CE-MNT-301,CE,,,,,,,,,,,,,,']), {
      name: 'half.csv',
    })
    expect(status).toBe(500)
    vi.restoreAllMocks()
    expect(await sections(['IT-300', 'IT-301'])).toEqual([])
    expect((await payload.find({ collection: 'course-imports', where: { fileName: { equals: 'half.csv' } } })).totalDocs).toBe(0)
  })

  it('refuses a row the back office refuses while saving: all or nothing undoes the rest; valid rows imports the others', async () => {
    const create = payload.create.bind(payload)
    vi.spyOn(payload, 'create').mockImplementation((async (args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'course-sections' && (args.data as { registrationId?: string }).registrationId === 'IT-311')
        throw new ValidationError({ collection: 'course-sections', errors: [{ path: 'title', message: 'This title is not allowed.' }] })
      return create(args)
    }) as never)
    const rows = csv([
      'IT-310,Lettering,CE-LTR-310,CE,,,,,,,,,,,,,,',
      'IT-311,Calligraphy,CE-CAL-311,CE,,,,,,,,,,,,,,',
      'IT-312,Type Design,CE-TYP-312,CE,,,,,,,,,,,,,,',
    ])
    const all = await upload(rows)
    expect(all.body).toMatchObject({ outcome: 'nothing-changed', counts: { created: 0, refused: 1 } })
    expect(all.body.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['not-imported', 'refused', 'not-imported'])
    expect(all.body.rows[1].reasons).toEqual([{ column: 'title', message: 'This title is not allowed.' }])
    expect(await sections(['IT-310', 'IT-311', 'IT-312'])).toEqual([])

    const valid = await upload(rows, { mode: 'valid-rows' })
    expect(valid.body).toMatchObject({ outcome: 'partly-imported', counts: { created: 2, refused: 1 } })
    expect((await sections(['IT-310', 'IT-311', 'IT-312'])).map((doc) => doc.registrationId)).toEqual(['IT-310', 'IT-312'])
  })

  it.each([
    [
      'a file that is neither CSV nor JSON',
      () => upload('PK\u0003\u0004', { name: 'fall.xlsx', type: 'application/octet-stream' }),
      '“fall.xlsx” is neither a CSV nor a JSON file',
    ],
    ['a CSV that does not parse', () => upload(`${HEADER}\nIT-1,"open`), 'The CSV does not parse: Quote Not Closed'],
    ['a JSON that does not parse', () => upload('[{', { name: 'x.json' }), 'The JSON does not parse'],
    ['an unknown column', () => upload('registrationId,titel,courseNumber,type\nIT-1,T,N,CE'), 'Unknown column “titel”'],
    [
      'no file',
      () => call(importRoute, '/api/v1/courses/import', { method: 'POST', body: new FormData(), headers: { Authorization: `Bearer ${academic}` } }),
      'file: must be a file',
    ],
    ['an unknown mode', () => upload(csv(GOOD_ROWS), { mode: 'some' }), 'mode: must be one of all-or-nothing, valid-rows'],
  ])('answers 400 for %s, saying what is wrong', async (_what, send, message) => {
    const { status, body } = await send()
    expect(status).toBe(400)
    expect(body.error.message).toContain(message)
  })

  it('answers 413 for a file above the bound, before or after reading the form', async () => {
    const justOver = await upload(new Uint8Array(COURSE_IMPORT_MAX_BYTES + 1))
    expect(justOver.status).toBe(413)
    expect(justOver.body.error.message).toBe('The file is 5 MB; the importer reads files of at most 5 MB. Split it into several files.')
    const far = await upload(new Uint8Array(COURSE_IMPORT_MAX_BYTES + 128 * 1024))
    expect(far.status).toBe(413)
    expect(far.body.error.message).toBe('The importer reads files of at most 5 MB. Split the file into several files.')
  })

  it('answers 403 to staff without the courses capability and 401 without a token, reading nothing', async () => {
    const forbidden = await upload(csv(['IT-400,Forbidden,CE-X-400,CE,,,,,,,,,,,,,,']), { token: editor })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.error.message).toBe('This call is for staff holding the Courses capability.')
    expect((await upload(csv(GOOD_ROWS), { token: null })).status).toBe(401)
    expect(await sections(['IT-400'])).toEqual([])
  })

  it('is in the OpenAPI document as a multipart upload', async () => {
    const { body } = await call(openapi, '/api/v1/openapi.json')
    const operation = body.paths['/api/v1/courses/import'].post
    expect(Object.keys(operation.requestBody.content)).toEqual(['multipart/form-data'])
    expect(operation.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' })
    expect(Object.keys(operation.responses)).toEqual(['201', '400', '401', '403', '413'])
  })
})
