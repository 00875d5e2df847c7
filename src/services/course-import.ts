import { type Payload, type PayloadRequest, ValidationError, createLocalReq } from 'payload'

import { type CourseImportFormat, type CourseImportMode, type RowReason, readImportRow } from '@/domain/course-import'
import { type CourseImportReport, type ImportedRowReport, countRows, importOutcomeOf, importSummary } from '@/domain/course-import-report'
import { type ImportLookups, type SectionFields, changedFields, resolveReferences, sectionFieldsOf } from '@/domain/course-import-sections'
import { WEEKDAYS } from '@/domain/course-search-address'
import { relationId, relationIds } from '@/domain/relations'
import { slugify } from '@/domain/slug'
import type { CourseImport, CourseSection, User } from '@/payload-types'

import { cms } from './cms'
import { type ImportRecord, readImportFile } from './course-import-file'
import { revalidateSite } from './revalidation'
import { inTransaction } from './transactions'

export type CourseImportInput = { file: { name: string; type?: string; bytes: Uint8Array }; mode: CourseImportMode; staff: User }

/** What the importer will write for a row, decided before anything is written. */
type Write = { kind: 'create' | 'update'; id: number | null; data: Record<string, unknown>; publish: boolean }
type PlannedRow = ImportedRowReport & { write: Write | null }

/** How often a valid-rows import starts again without a row that the back office refused while saving it. */
const MAX_WRITE_RETRIES = 10

/** spec §2 (run course importer): by registrationId, all or nothing unless `valid-rows` (docs/decisions/0051); drafts unless allowed (spec §6). */
export async function importCourses({ file, mode, staff }: CourseImportInput): Promise<CourseImportReport> {
  const { format, records } = readImportFile(file)
  const payload = await cms()
  const rows = await planRows(payload, staff, records)
  const run = { fileName: file.name.slice(0, 200), format, mode, staff }

  if (mode === 'all-or-nothing' && rows.some((row) => row.outcome === 'refused')) return storeRun(payload, run, notImported(rows))

  for (let attempt = 0; ; attempt++) {
    const req = await createLocalReq({ user: staff, context: { disableRevalidate: true } }, payload)
    try {
      const report = await inTransaction(req, async () => {
        for (const row of rows) {
          if (!row.write) continue
          await write(payload, req, row)
          // SQLite answers in the same thread: let other requests in between rows.
          await new Promise((resolve) => setImmediate(resolve))
        }
        return storeRun(payload, run, rows, req)
      })
      // One revalidation for the whole file: the sections were written without one each.
      if (report.counts.created || report.counts.updated) revalidateSite(await createLocalReq({}, payload))
      return report
    } catch (error) {
      if (!(error instanceof RowWriteError)) throw error
      Object.assign(error.row, { outcome: 'refused', reasons: error.reasons, notes: [], sectionId: error.row.write?.id ?? null, write: null })
      if (mode === 'all-or-nothing' || attempt >= MAX_WRITE_RETRIES) return storeRun(payload, run, notImported(rows))
    }
  }
}

/** A row the back office refused while saving it (its own validation), so the transaction is undone. */
class RowWriteError extends Error {
  constructor(
    readonly row: PlannedRow,
    readonly reasons: RowReason[],
  ) {
    super(`Row ${row.row} was refused while saving`)
  }
}

/** Everything that would have changed, marked as not imported (the file changed nothing). */
function notImported(rows: PlannedRow[]): PlannedRow[] {
  for (const row of rows) {
    if (!row.write) continue
    row.notes = [`Would have been ${row.write.kind === 'create' ? 'created' : 'updated'}; nothing was imported.`]
    row.outcome = 'not-imported'
    row.sectionId = row.write.id
    row.write = null
  }
  return rows
}

async function write(payload: Payload, req: PayloadRequest, row: PlannedRow): Promise<void> {
  const { kind, id, data, publish } = row.write!
  const options = {
    collection: 'course-sections',
    data: { ...data, _status: publish ? 'published' : 'draft' },
    draft: !publish,
    req,
    overrideAccess: false,
    depth: 0,
  } as const
  try {
    const doc = kind === 'create' ? await payload.create(options as never) : await payload.update({ ...options, id: id! } as never)
    row.sectionId = (doc as CourseSection).id
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    throw new RowWriteError(
      row,
      error.data.errors.map((fault) => ({ column: fault.path.split('.')[0] ?? 'row', message: fault.message })),
    )
  }
}

async function storeRun(
  payload: Payload,
  run: { fileName: string; format: CourseImportFormat; mode: CourseImportMode; staff: User },
  planned: PlannedRow[],
  req?: PayloadRequest,
): Promise<CourseImportReport> {
  const rows: ImportedRowReport[] = planned.map(({ write: _write, ...row }) => row)
  const counts = countRows(rows)
  // Runs are written by the importer only (nobody may create them in the back office).
  const doc = await payload.create({
    collection: 'course-imports',
    data: { fileName: run.fileName, format: run.format, mode: run.mode, outcome: importOutcomeOf(counts), ...counts, rows, importedBy: run.staff.id },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
  return importReportOf(doc, run.staff.fullName)
}

/** A stored run as the report the API answers and the file debugger shows. */
export function importReportOf(doc: CourseImport, importedBy: string | null): CourseImportReport {
  const counts = { created: doc.created ?? 0, updated: doc.updated ?? 0, unchanged: doc.unchanged ?? 0, refused: doc.refused ?? 0 }
  return {
    id: doc.id,
    fileName: doc.fileName,
    format: doc.format,
    mode: doc.mode,
    outcome: doc.outcome,
    counts,
    summary: importSummary(counts, doc.mode),
    importedAt: doc.createdAt,
    importedBy,
    rows: Array.isArray(doc.rows) ? (doc.rows as ImportedRowReport[]) : [],
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
/** How many registration ids one lookup asks for. */
const LOOKUP_CHUNK = 500

/** Reads every row, looks up what it names and what it matches, and decides what to write; nothing is written yet. */
async function planRows(payload: Payload, staff: User, records: ImportRecord[]): Promise<PlannedRow[]> {
  const read = { overrideAccess: false, user: staff, depth: 0, pagination: false } as const
  const [semesters, categories, buildings, slugs] = await Promise.all([
    payload.find({ ...read, collection: 'semesters', select: { semesterId: true } }),
    payload.find({ ...read, collection: 'course-categories', select: { slug: true } }),
    payload.find({ ...read, collection: 'buildings', select: { code: true, title: true } }),
    payload.find({ ...read, collection: 'course-sections', select: { slug: true } }),
  ])
  const lookups: ImportLookups = {
    semesters: new Map(semesters.docs.flatMap((doc) => (doc.semesterId ? [[doc.semesterId, doc.id] as const] : []))),
    categories: new Map(categories.docs.map((doc) => [doc.slug.toLowerCase(), doc.id] as const)),
    buildings: buildings.docs.map((doc) => ({ id: doc.id, code: doc.code ?? null, title: doc.title })),
  }
  /** Which section (or row of this file) holds each address. */
  const slugOwners = new Map<string, number | string>(slugs.docs.map((doc) => [doc.slug, doc.id]))

  const wanted = [
    ...new Set(records.flatMap(({ values }) => (isObject(values) && typeof values.registrationId === 'string' ? [values.registrationId.trim()] : []))),
  ]
  const existing = new Map<string, CourseSection>()
  for (let i = 0; i < wanted.length; i += LOOKUP_CHUNK) {
    const { docs } = await payload.find({
      ...read,
      collection: 'course-sections',
      draft: true,
      where: { registrationId: { in: wanted.slice(i, i + LOOKUP_CHUNK) } },
    })
    for (const doc of docs) existing.set(doc.registrationId, doc)
  }
  const mayPublish = await mayPublishSections(payload, staff)
  const firstRowOf = new Map<string, number>()

  return records.map((record): PlannedRow => {
    const values = isObject(record.values) ? record.values : { row: record.values }
    const rawId = typeof values.registrationId === 'string' || typeof values.registrationId === 'number' ? String(values.registrationId).trim() || null : null
    const base = { row: record.row, line: record.line, registrationId: rawId, sectionId: null, notes: [] as string[], values, write: null }
    const refuse = (reasons: RowReason[]): PlannedRow => ({ ...base, outcome: 'refused', reasons })

    const parsed = readImportRow(record.values)
    if (!parsed.ok) return refuse(parsed.reasons)
    const row = parsed.row
    const earlier = firstRowOf.get(row.registrationId)
    if (earlier !== undefined) return refuse([{ column: 'registrationId', message: `appears again: row ${earlier} has the same registrationId` }])
    firstRowOf.set(row.registrationId, record.row)
    const resolved = resolveReferences(row, lookups)
    if (!resolved.ok) return refuse(resolved.reasons)

    const section = existing.get(row.registrationId) ?? null
    const fields = sectionFieldsOf(row, resolved.refs)
    if (fields.slug) {
      const owner = slugOwners.get(fields.slug)
      if (owner !== undefined && owner !== section?.id)
        return refuse([{ column: 'slug', message: `“${fields.slug}” is already the address of ${typeof owner === 'number' ? `section ${owner}` : owner}` }])
    } else if (!section) fields.slug = freeSlug(row.title, row.registrationId, slugOwners)
    if (fields.slug) slugOwners.set(fields.slug, section?.id ?? `row ${record.row} of this file`)

    const publish = row.published && mayPublish
    const notes = row.published && !mayPublish ? ['Saved as a draft: you may not publish course sections.'] : []
    if (!section) {
      notes.unshift(publish ? 'Created and published.' : 'Created as a draft.')
      return { ...base, outcome: 'created', reasons: [], notes, write: { kind: 'create', id: null, data: payloadData(fields, null), publish } }
    }
    const changes = changedFields(fields, fieldsOfSection(section))
    const publishing = publish && section._status !== 'published'
    if (!changes.length && !publishing) return { ...base, outcome: 'unchanged', sectionId: section.id, reasons: [], notes }
    if (changes.length) notes.unshift(`Changed: ${changes.join(', ')}.`)
    if (publish) notes.push(publishing ? 'Published.' : 'Published with the changes.')
    else if (section._status === 'published') notes.push('Saved as a draft beside the published version, which visitors still see.')
    return {
      ...base,
      outcome: 'updated',
      sectionId: section.id,
      reasons: [],
      notes,
      write: { kind: 'update', id: section.id, data: payloadData(fields, section), publish },
    }
  })
}

/** spec §6: creating or editing a published section is publishing; the collection's own rule says who may. */
async function mayPublishSections(payload: Payload, staff: User): Promise<boolean> {
  const update = payload.collections['course-sections'].config.access.update
  const req = await createLocalReq({ user: staff }, payload)
  return Boolean(await update({ req, data: { _status: 'published' } }))
}

/** The title's slug, or with the registration id when another section (or row) has that address. */
function freeSlug(title: string, registrationId: string, owners: ReadonlyMap<string, unknown>): string {
  const plain = slugify(title) || slugify(registrationId)
  if (!owners.has(plain)) return plain
  const withId = slugify(`${title} ${registrationId}`)
  for (let n = 2; ; n++) {
    const candidate = n === 2 ? withId : `${withId}-${n}`
    if (!owners.has(candidate)) return candidate
  }
}

/** A day as the back office keeps a day-only date: noon UTC, the same day in every time zone of the Americas and Europe. */
const storedDay = (day: string | null) => (day ? `${day}T12:00:00.000Z` : null)

/** The fields as Payload writes them; instructors keep their faculty profile when their name stays. */
function payloadData(fields: Partial<SectionFields>, section: CourseSection | null): Record<string, unknown> {
  const { instructors, meetingSchedules, ...rest } = fields
  const data: Record<string, unknown> = { ...rest }
  if (instructors) {
    const profiles = new Map((section?.instructors ?? []).map((instructor) => [instructor.name, relationId(instructor.facultyProfile)]))
    data.instructors = instructors.map((name) => ({ name, facultyProfile: profiles.get(name) ?? null }))
  }
  if (meetingSchedules)
    data.meetingSchedules = meetingSchedules.map((meeting) => ({ ...meeting, startDate: storedDay(meeting.startDate), endDate: storedDay(meeting.endDate) }))
  return data
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** A stored section as the importer compares it with a row. */
function fieldsOfSection(section: CourseSection): SectionFields {
  return {
    registrationId: section.registrationId,
    title: section.title,
    courseNumber: section.courseNumber,
    type: section.type,
    semester: relationId(section.semester),
    registrationStatus: section.registrationStatus,
    description: section.description ?? null,
    keywords: section.keywords ?? null,
    instructors: (section.instructors ?? []).map((instructor) => instructor.name),
    cost: section.cost ?? 0,
    fee: section.fee ?? 0,
    categories: relationIds(section.categories),
    building: relationId(section.building),
    secLocation: section.secLocation ?? null,
    secLevel: section.secLevel ?? null,
    secCourseTypes: section.secCourseTypes ?? [],
    isPreCollege: Boolean(section.isPreCollege),
    isPreCollegeHousing: Boolean(section.isPreCollegeHousing),
    meetingSchedules: (section.meetingSchedules ?? []).map((meeting) => ({
      startDate: day(meeting.startDate)!,
      endDate: day(meeting.endDate),
      days: WEEKDAYS.map(({ value }) => value).filter((weekday) => meeting.days?.includes(weekday)),
      startTime: meeting.startTime ?? null,
      endTime: meeting.endTime ?? null,
      room: meeting.room ?? null,
    })),
    datesInterval: section.datesInterval ?? null,
    slug: section.slug,
  }
}
