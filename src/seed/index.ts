import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'

import type { Payload } from 'payload'

import { DEFAULT_BLOCK_PRIVILEGES } from '@/domain/block-privileges'
import { ALL_CAPABILITIES } from '@/domain/capabilities'
import { treeToStored } from '@/domain/navigation'
import { seedFromText, seededRandom } from '@/domain/seeded-random'
import { env } from '@/env'
import { reindexAll } from '@/services/search-sources'

import { BUILDINGS, COLLEGE, DEPARTMENTS, FIRST_NAMES, LAST_NAMES, LOCATIONS, ROLES, STAFF, TAGS, programmeApplying } from './college'
import { type AspectRatio, abstractImage } from './images'
import { FOOTER, NAVIGATION, notFoundVideos } from './navigation'
import { seedPeople } from './people'
import { SEED_CONTEXT as context, type SeedArea, type SeedContext } from './context'
import { seedCourses } from './courses'
import { seedEvents } from './events'
import { seedFeatures } from './features'
import { seedForms } from './forms'
import { seedHomepage } from './homepage'
import { seedPages } from './pages'
import { seedPress } from './press'

export const SEED_SIZES = { small: 1, large: 10 } as const
export type SeedSize = keyof typeof SEED_SIZES

export type StaffLogin = { email: string; password: string; role: string }

export type SeedResult = { logins: StaffLogin[]; counts: Record<string, number> }

/** Each area adds its demo content after the shared entities, in this order (see SeedContext). */
const AREAS: { name: string; seed: SeedArea }[] = [
  // Forms first: pages place some of them.
  { name: 'forms', seed: seedForms },
  { name: 'events', seed: seedEvents },
  { name: 'people', seed: seedPeople },
  { name: 'pages', seed: seedPages },
  { name: 'features', seed: seedFeatures },
  { name: 'press', seed: seedPress },
  { name: 'homepage', seed: seedHomepage },
  { name: 'courses', seed: seedCourses },
]

/** Fills an empty database with the demo college, the same every time but for the staff passwords, returned once to be printed. */
export async function seed(payload: Payload, size: SeedSize = 'small', options: { images?: number } = {}): Promise<SeedResult> {
  const factor = SEED_SIZES[size]
  const random = seededRandom(1961)
  const counts: Record<string, number> = {}
  const create: SeedContext['create'] = async (args) => {
    counts[args.collection] = (counts[args.collection] ?? 0) + 1
    // The cast: the draft overload types `data` loosely. A copy of the context each time: the storage plugin leaves flags in it
    // that would make the next upload skip the bucket (decision 0069).
    return payload.create({ ...args, context: { ...context }, overrideAccess: true, depth: 0 } as Parameters<Payload['create']>[0]) as never
  }
  const tally: SeedContext['tally'] = (collection, count) => {
    counts[collection] = (counts[collection] ?? 0) + count
  }

  // Staff and roles
  const roleIds = new Map<string, number>()
  for (const role of ROLES) {
    const capabilities = role.capabilities === 'all' ? [...ALL_CAPABILITIES] : [...role.capabilities]
    const doc = await create({ collection: 'roles', data: { title: role.title, description: role.description, capabilities } })
    roleIds.set(role.title, Number(doc.id))
  }
  const logins: StaffLogin[] = []
  for (const member of STAFF) {
    const password = randomBytes(12).toString('base64url')
    await create({ collection: 'users', data: { fullName: member.fullName, email: member.email, password, roles: [roleIds.get(member.role)!] } })
    logins.push({ email: member.email, password, role: member.role })
  }

  // Images, rendered locally
  const imageIds: number[] = []
  const ratios: AspectRatio[] = ['16:9', '4:5', '1:1', '2:1', '5:7']
  for (let i = 0; i < (options.images ?? 12); i++) {
    const ratio = ratios[i % ratios.length]!
    const data = await abstractImage(i + 1, ratio)
    const doc = await create({
      collection: 'media',
      data: { alt: `Abstract study no. ${i + 1}: overlapping shapes and grain (${ratio})`, credit: 'Foundry demo generator' },
      file: { data, mimetype: 'image/jpeg', name: `study-${i + 1}.jpg`, size: data.length },
    })
    imageIds.push(doc.id)
  }
  const image = (i: number) => imageIds[i % imageIds.length]!

  // Places
  const locationIds: SeedContext['locations'] = new Map()
  const buildings: SeedContext['buildings'] = []
  for (let copy = 0; copy < factor; copy++) {
    for (const [i, location] of LOCATIONS.entries()) {
      const title = copy === 0 ? location.title : `${location.title} ${copy + 1}`
      const doc = await create({ collection: 'locations', data: { ...location, title, image: i % 3 === 2 ? undefined : image(i) } })
      if (copy === 0) locationIds.set(location.title, doc.id)
    }
    for (const [i, building] of BUILDINGS.entries()) {
      const doc = await create({
        collection: 'buildings',
        data: {
          ...building,
          title: copy === 0 ? building.title : `${building.title} ${copy + 1}`,
          code: copy === 0 ? building.code : `${building.code}${copy + 1}`,
          location: locationIds.get(building.location),
          image: image(i + 5),
        },
      })
      buildings.push({ id: doc.id, title: String(doc.title) })
    }
  }

  // Departments and tags
  const departments: SeedContext['departments'] = []
  for (const department of DEPARTMENTS) {
    const doc = await create({
      collection: 'departments',
      data: {
        title: department.title,
        type: department.type,
        degrees: department.degrees ?? [],
        published: department.published ?? true,
        location: locationIds.get('Delancey Street Main Building'),
        description: `${department.title} at ${COLLEGE.shortName}: small studios, working artists as teachers, and a city as the classroom.`,
        applying: programmeApplying(department.type, department.title, new Date()),
      },
    })
    departments.push({ id: doc.id, title: department.title, type: department.type, published: department.published ?? true })
  }
  const departmentIds = departments.map((department) => department.id)
  const tags: SeedContext['tags'] = []
  for (let copy = 0; copy < factor; copy++) {
    for (const tag of TAGS) {
      const title = copy === 0 ? tag.title : `${tag.title} ${copy + 1}`
      const doc = await create({ collection: 'tags', data: { title, type: tag.type } })
      tags.push({ id: doc.id, title, type: tag.type })
    }
  }

  // Faculty: enough to give most teaching departments someone (seedPeople in ./people.ts adds the rest)
  const teaching = departmentIds.slice(0, 28)
  const faculty: SeedContext['faculty'] = []
  for (let i = 0; i < 30 * factor; i++) {
    const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!
    const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!
    const departments = [teaching[(i * 7) % 22]!, ...(i % 5 === 0 ? [teaching[(i * 3 + 1) % teaching.length]!] : [])]
    const doc = await create({
      collection: 'faculty-profiles',
      data: {
        name: `${first} ${last}`,
        lastName: last,
        slug: `${first}-${last}-${i + 1}`,
        title: i % 4 === 0 ? 'Chair' : 'Faculty',
        departments,
        published: i % 10 !== 9,
      },
    })
    faculty.push({ id: doc.id, name: `${first} ${last}`, departments })
  }

  // Alerts
  const DAY_MS = 86_400_000
  await create({
    collection: 'site-wide-alerts',
    data: {
      title: 'Spring open studios',
      message: 'Studios on every floor are open to visitors April 24–26.',
      linkLabel: 'Plan your visit',
      linkUrl: '/admissions/visit',
      published: true,
      // A current window (decision 0103), and below one that is over: published, but shown nowhere.
      showFrom: new Date(Date.now() - 7 * DAY_MS).toISOString(),
      showUntil: new Date(Date.now() + 90 * DAY_MS).toISOString(),
    },
  })
  await create({
    collection: 'site-wide-alerts',
    data: {
      title: 'Thanksgiving building hours',
      message: 'Buildings close at 6 PM on the Wednesday before Thanksgiving.',
      published: true,
      showFrom: new Date(Date.now() - 30 * DAY_MS).toISOString(),
      showUntil: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    },
  })
  await create({
    collection: 'site-wide-alerts',
    data: { title: 'Draft: snow closure', message: 'All buildings are closed today.', tone: 'urgent', published: false },
  })
  await create({
    collection: 'home-page-alerts',
    data: {
      title: 'Applications for fall are open',
      message: 'Portfolio reviews run every Saturday through March.',
      linkLabel: 'How to apply',
      linkUrl: '/admissions',
      active: true,
    },
  })
  await create({ collection: 'home-page-alerts', data: { title: 'Draft: commencement livestream', message: 'Watch the ceremony live.', active: false } })

  // Globals
  await payload.updateGlobal({
    slug: 'site-config',
    context,
    data: {
      ...COLLEGE,
      socialLinks: [...COLLEGE.socialLinks],
      search: { key: '', engineId: '' },
      registration: { url: 'https://register.foundry.example/courses/cart', phone: COLLEGE.phone },
      notFoundVideos: notFoundVideos(random),
      blockPrivileges: DEFAULT_BLOCK_PRIVILEGES.map((privilege) => ({ ...privilege })) as never,
    },
  })
  await payload.updateGlobal({ slug: 'navigation', context, data: { items: treeToStored(NAVIGATION as never) as never } })
  await payload.updateGlobal({ slug: 'footer', context, data: FOOTER })

  const shared: SeedContext = { payload, factor, random, create, tally, image, departments, tags, locations: locationIds, buildings, faculty }
  // Each area draws from a random stream of its own, so adding or reordering areas leaves the others' content as it was.
  for (const area of AREAS) await area.seed({ ...shared, random: seededRandom(seedFromText(area.name)) })
  // Editors' search words (docs/decisions/0105): synonyms, and the Visit page first for "tour".
  const visit = await payload.find({ collection: 'pages', where: { path: { equals: '/admissions/visit' } }, depth: 0, limit: 1, overrideAccess: true })
  await payload.updateGlobal({
    slug: 'search-settings',
    context,
    data: {
      synonyms: SEARCH_SYNONYMS.map((words) => ({ words })),
      promotions: visit.docs[0] ? [{ query: 'tour', page: visit.docs[0].id }] : [],
    },
  })
  // The seed writes in bulk, past the search index's hooks: it fills the index once, at its end.
  counts['search index'] = await reindexAll(payload)

  return { logins, counts }
}

/** The demo college's search synonyms: words visitors type that its pages do not say. */
const SEARCH_SYNONYMS = ['tour, visit', 'jobs, careers, working at foundry', 'donate, give, gift', 'newsletter, subscribe', 'directions, map, address']

/** True when the database holds no staff yet: a fresh install to seed. */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs === 0
}

/** Writes the new staff logins where SEED_LOGINS_FILE says (the browser tests sign in with them); nowhere else. */
export function keepLogins(logins: StaffLogin[]): void {
  const file = env().SEED_LOGINS_FILE
  if (file) writeFileSync(file, JSON.stringify(logins), { mode: 0o600 })
}

export function formatLogins(logins: StaffLogin[], url: string): string {
  const width = Math.max(...logins.map((l) => l.email.length))
  return [
    '',
    `Demo staff accounts (shown once; keep them or reset with \`npm run reset-password -- <email>\`):`,
    `  Back office: ${url}/admin`,
    ...logins.map((l) => `  ${l.email.padEnd(width)}  ${l.password}  (${l.role})`),
    '',
  ].join('\n')
}
