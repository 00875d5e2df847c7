import { type CollectionSlug, type GlobalSlug, type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as sessionMe } from '@/app/api/v1/sessions/me/route'
import { DEFAULT_BLOCK_PRIVILEGES } from '@/domain/block-privileges'
import { ALL_CAPABILITIES, type Capability } from '@/domain/capabilities'
import type { User } from '@/payload-types'

import { call, seededPayload } from './harness'

/** spec §6 (docs/decisions/0059): staff holding only a capability (and what its probe needs) are allowed what it governs; without it, refused. */
let payload: Payload
let made = 0

type Probe = {
  /** What the capability governs, as the test tries it. */
  governs: string
  /** Capabilities the attempt needs besides the one walked (publishing an event needs editing it). */
  alsoNeeds?: Capability[]
  /** Tries it as `user`: true or nothing when allowed, false when refused without an error. */
  attempt: (user: User) => Promise<boolean | void>
}

const PASSWORD = 'a long test password 1'
/** The first walker's stored password, given to every later one: a derivation at Payload's cost for each of the walk's hundred staff was most of this file's time. */
let storedPassword: { hash: string; salt: string } | undefined

/** A staff member holding these capabilities, made for one attempt. */
async function staffHolding(capabilities: Capability[]): Promise<User> {
  made += 1
  const role = await payload.create({ collection: 'roles', overrideAccess: true, data: { title: `Walk ${made}`, capabilities } })
  const data = { email: `walk-${made}@capabilities.example`, fullName: `Walker ${made}`, roles: [role.id] }
  if (!storedPassword) {
    const user = await payload.create({ collection: 'users', overrideAccess: true, data: { ...data, password: PASSWORD } as never })
    const { hash, salt } = (await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as unknown as { hash: string; salt: string }
    storedPassword = { hash, salt }
    return { ...user, roles: [role], collection: 'users' } as User
  }
  const user = await payload.db.create({ collection: 'users', data: { ...data, ...storedPassword } })
  return { ...user, roles: [role], collection: 'users' } as User
}

/** Whether the attempt went through: Payload refuses with Forbidden (403) or a validation error naming the rule. */
async function allowed(probe: Probe, user: User): Promise<boolean> {
  try {
    return (await probe.attempt(user)) !== false
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 400 || status === 401) return false
    throw error
  }
}

const as = (user: User) => ({ user, overrideAccess: false as const })
const first = async (collection: CollectionSlug, where = {}) => (await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
/** Saves a document as it is: what editing it takes, without changing what it says. */
const touch = (collection: CollectionSlug) => async (user: User) => {
  await payload.update({ collection, id: (await first(collection)).id, data: {}, ...as(user) })
}
const touchGlobal = (slug: GlobalSlug) => async (user: User) => {
  await payload.updateGlobal({ slug, data: {}, ...as(user) })
}
const canRead = (collection: CollectionSlug) => async (user: User) => {
  await payload.find({ collection, limit: 1, ...as(user) })
}
const newPage = (user: User, data: Record<string, unknown> = {}) =>
  payload.create({ collection: 'pages', data: { title: `Walk page ${(made += 1)}`, ...data } as never, draft: true, ...as(user) })
const eventData = (title: string) => ({ title, eventType: 'Event', eventStart: '2027-03-01T18:00:00.000Z', eventEnd: '2027-03-01T20:00:00.000Z' })

const PROBES: Record<Capability, Probe> = {
  alert: { governs: 'editing site-wide alerts', attempt: touch('site-wide-alerts') },
  auditLogs: { governs: 'reading the audit log', attempt: canRead('audit-logs') },
  block: { governs: 'editing shared blocks', attempt: touch('shared-blocks') },
  courseSemesters: { governs: 'editing semesters', attempt: touch('semesters') },
  courseSemestersAutoPublish: {
    governs: 'setting a semester’s auto publish dates',
    alsoNeeds: ['courseSemesters'],
    attempt: async (user) => {
      const semester = await first('semesters')
      const day = new Date(Date.UTC(2031, 0, 1) + made * 86_400_000).toISOString()
      const saved = await payload.update({ collection: 'semesters', id: semester.id, data: { schedule: { publishSectionsOn: day } }, ...as(user) })
      return saved.schedule?.publishSectionsOn === day
    },
  },
  building: { governs: 'editing buildings', attempt: touch('buildings') },
  buildingCode: {
    governs: 'changing a building’s code',
    alsoNeeds: ['building'],
    attempt: async (user) => {
      const saved = await payload.update({ collection: 'buildings', id: (await first('buildings')).id, data: { code: `W${made}` }, ...as(user) })
      return saved.code === `W${made}`
    },
  },
  config: { governs: 'editing site config', attempt: touchGlobal('site-config') },
  cronJob: {
    governs: 'queueing scheduled jobs',
    attempt: async (user) => {
      const req = await createLocalReq({ user }, payload)
      await payload.jobs.queue({ task: 'send-outbox', input: {}, req, overrideAccess: false, waitUntil: new Date('2099-01-01') })
    },
  },
  department: { governs: 'editing departments', attempt: touch('departments') },
  download: { governs: 'editing media', attempt: touch('media') },
  draft: {
    governs: 'reading drafts',
    attempt: async (user) => {
      const draft = await payload.create({
        collection: 'events',
        overrideAccess: true,
        data: { ...eventData('Draft only'), _status: 'draft' } as never,
        draft: true,
      })
      const seen = await payload.find({ collection: 'events', where: { id: { equals: draft.id } }, draft: true, ...as(user) })
      return seen.docs.length === 1
    },
  },
  event: {
    governs: 'creating events',
    attempt: async (user) => void (await payload.create({ collection: 'events', data: eventData('Walk event') as never, draft: true, ...as(user) })),
  },
  eventAdministrate: {
    governs: 'deleting events',
    attempt: async (user) => {
      const event = await payload.create({
        collection: 'events',
        overrideAccess: true,
        data: { ...eventData('To delete'), _status: 'draft' } as never,
        draft: true,
      })
      await payload.delete({ collection: 'events', id: event.id, ...as(user) })
    },
  },
  eventPublish: {
    governs: 'publishing an event',
    alsoNeeds: ['event'],
    attempt: async (user) => {
      const event = await payload.create({ collection: 'events', data: { ...eventData('Published walk'), _status: 'published' } as never, ...as(user) })
      return event._status === 'published'
    },
  },
  eventNewsletter: {
    governs: 'composing the Calendar newsletter',
    attempt: async (user) =>
      void (await payload.create({
        collection: 'newsletters',
        data: { title: 'Walk calendar', newsletterType: 'calendar', issueDate: '2027-01-01' },
        draft: true,
        ...as(user),
      })),
  },
  facultyProfile: {
    governs: 'publishing a faculty profile',
    attempt: async (user) => {
      const profile = await first('faculty-profiles')
      const saved = await payload.update({ collection: 'faculty-profiles', id: profile.id, data: { _status: 'published' } as never, ...as(user) })
      return saved._status === 'published'
    },
  },
  facultyRoleProfileEdit: { governs: 'editing faculty profiles', attempt: touch('faculty-profiles') },
  facultySupplementalFields: {
    governs: 'a profile’s supplemental fields',
    alsoNeeds: ['facultyProfile'],
    attempt: async (user) => {
      const saved = await payload.update({
        collection: 'faculty-profiles',
        id: (await first('faculty-profiles')).id,
        data: { supplemental: { pronouns: `they/${made}` } } as never,
        ...as(user),
      })
      return (saved as { supplemental?: { pronouns?: string } }).supplemental?.pronouns === `they/${made}`
    },
  },
  feature: { governs: 'editing features', attempt: touch('features') },
  form: { governs: 'reading form submissions', attempt: canRead('form-submissions') },
  externalPress: { governs: 'editing external press', attempt: touch('external-press') },
  location: { governs: 'editing locations', attempt: touch('locations') },
  navigation: { governs: 'editing the navigation', attempt: touchGlobal('navigation') },
  navbarPropertiesEvent: {
    governs: 'a navigation item’s analytics event',
    alsoNeeds: ['navigation'],
    attempt: async (user) => {
      const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
      const items = (navigation.items ?? []).map((item, index) => (index === 0 ? { ...item, gaEventName: `walk_${made}` } : item))
      const saved = await payload.updateGlobal({ slug: 'navigation', data: { items }, ...as(user) })
      return saved.items?.[0]?.gaEventName === `walk_${made}`
    },
  },
  navbarPropertiesPage: {
    governs: 'a page’s header type',
    alsoNeeds: ['pageCreate'],
    attempt: async (user) => (await newPage(user, { headerType: 'subheader' })).headerType === 'subheader',
  },
  newsletter: {
    governs: 'composing any newsletter',
    attempt: async (user) =>
      void (await payload.create({
        collection: 'newsletters',
        data: { title: 'Walk issue', newsletterType: 'now', issueDate: '2027-01-01' },
        draft: true,
        ...as(user),
      })),
  },
  pageCreate: { governs: 'creating pages', attempt: async (user) => void (await newPage(user)) },
  pageEdit: { governs: 'editing pages', attempt: touch('pages') },
  pressRelease: { governs: 'editing press releases', attempt: touch('press-releases') },
  cmsUserProfile: {
    governs: 'editing one’s own profile',
    attempt: async (user) => void (await payload.update({ collection: 'users', id: user.id, data: { fullName: `Renamed ${made}` }, ...as(user) })),
  },
  redirect: { governs: 'editing redirects', attempt: touch('redirects') },
  redirectAutoApprove: {
    governs: 'approving redirects',
    alsoNeeds: ['redirect'],
    attempt: async (user) => {
      const saved = await payload.create({
        collection: 'redirects',
        data: { from: `/walk-${made}`, to: { type: 'custom', url: '/about' }, type: '301', approved: true },
        ...as(user),
      })
      return saved.approved === true
    },
  },
  session: {
    governs: 'signing in and the current-session call',
    attempt: async (user) => {
      const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
      const me = await call(sessionMe, '/api/v1/sessions/me', { headers: { Authorization: `JWT ${token}` } })
      return me.status === 200
    },
  },
  tag: { governs: 'editing tags', attempt: touch('tags') },
  user: {
    governs: 'reading other staff accounts',
    attempt: async (user) => (await payload.find({ collection: 'users', where: { id: { not_equals: user.id } }, limit: 1, ...as(user) })).docs.length === 1,
  },
  userRoles: { governs: 'editing roles', attempt: touch('roles') },
  video: { governs: 'editing videos', attempt: touch('videos') },
  videoChannel: { governs: 'editing video channels', attempt: touch('video-channels') },
  cssJsModule: {
    governs: 'the site’s accent colour (CSS) and analytics tag (JS)',
    alsoNeeds: ['config'],
    attempt: async (user) => {
      const colour = `#1${String(made).padStart(5, '0')}`
      const saved = await payload.updateGlobal({ slug: 'site-config', data: { accentColor: colour }, ...as(user) })
      return saved.accentColor === colour
    },
  },
  seoModule: {
    governs: 'a page’s search-engine fields',
    alsoNeeds: ['pageCreate'],
    attempt: async (user) => (await newPage(user, { meta: { title: 'Walk meta title' } })).meta?.title === 'Walk meta title',
  },
  vapBlocks: {
    governs: 'adding a VAP display block (stats)',
    alsoNeeds: ['pageCreate'],
    attempt: async (user) => void (await newPage(user, { layout: [{ blockType: 'stats', stats: [{ value: '1', label: 'One' }] }] })),
  },
  courses: { governs: 'editing course sections', attempt: touch('course-sections') },
  featuredOn: {
    governs: 'where a feature is featured',
    alsoNeeds: ['feature'],
    attempt: async (user) => {
      const feature = await payload.findByID({ collection: 'features', id: (await first('features')).id, draft: true, overrideAccess: true })
      const wanted = !feature.featuredOn?.homepage
      const saved = await payload.update({ collection: 'features', id: feature.id, data: { featuredOn: { homepage: wanted } }, draft: true, ...as(user) })
      return saved.featuredOn?.homepage === wanted
    },
  },
  homepageSectionEdit: {
    governs: 'editing the home page',
    attempt: async (user) => void (await payload.updateGlobal({ slug: 'homepage', data: {}, draft: true, ...as(user) })),
  },
  advancedPageSection: {
    governs: 'adding an advanced page section (tabs)',
    alsoNeeds: ['pageCreate'],
    attempt: async (user) => void (await newPage(user, { layout: [{ blockType: 'tabs', tabs: [{ label: 'One', text: 'First' }] }] })),
  },
  adminNotifications: {
    governs: 'posting admin notices',
    attempt: async (user) => void (await payload.create({ collection: 'admin-notices', data: { message: 'Walk notice' }, ...as(user) })),
  },
  addPrivilegesToBlocks: {
    governs: 'choosing which blocks take a capability',
    alsoNeeds: ['config'],
    attempt: async (user) => {
      const withMap = [...DEFAULT_BLOCK_PRIVILEGES, { block: 'map', capability: 'advancedPageSection' }]
      await payload.updateGlobal({ slug: 'site-config', data: { blockPrivileges: withMap as never }, ...as(user) })
      const kept = (await payload.findGlobal({ slug: 'site-config', overrideAccess: true })).blockPrivileges?.some((privilege) => privilege.block === 'map')
      await payload.updateGlobal({ slug: 'site-config', data: { blockPrivileges: [...DEFAULT_BLOCK_PRIVILEGES] as never }, overrideAccess: true })
      return kept
    },
  },
  authorizeGoogleAccount: {
    governs: 'the custom search account',
    alsoNeeds: ['config'],
    attempt: async (user) => {
      await payload.updateGlobal({ slug: 'site-config', data: { search: { key: `key-${made}`, engineId: '' } }, ...as(user) })
      const saved = await payload.findGlobal({ slug: 'site-config', overrideAccess: true })
      const kept = saved.search?.key === `key-${made}`
      await payload.updateGlobal({ slug: 'site-config', data: { search: { key: '', engineId: '' } }, overrideAccess: true })
      return kept
    },
  },
  artists: { governs: 'editing exhibitors', attempt: touch('exhibitors') },
  alertUsersWithNotificationsUntilDate: {
    governs: 'a notice that alerts everyone until a date',
    alsoNeeds: ['adminNotifications'],
    attempt: async (user) => {
      const notice = await payload.create({ collection: 'admin-notices', data: { message: 'Walk alert', alertUntil: '2099-01-01T00:00:00.000Z' }, ...as(user) })
      return Boolean(notice.alertUntil)
    },
  },
  notableAlumni: {
    governs: 'the home page’s notable alumni',
    alsoNeeds: ['homepageSectionEdit'],
    attempt: async (user) => {
      const homepage = await payload.findGlobal({ slug: 'homepage', depth: 0, overrideAccess: true, draft: true })
      const sections = (homepage.sections ?? []) as { blockType: string; alumni?: { name?: string }[] }[]
      const index = sections.findIndex((section) => section.blockType === 'notableAlumni')
      if (index < 0) throw new Error('The seeded home page has no notable alumni section')
      const alumni = sections[index]!.alumni!.map((alumnus, position) => (position === 0 ? { ...alumnus, name: `Alumna ${made}` } : alumnus))
      const changed = sections.map((section, position) => (position === index ? { ...section, alumni } : section))
      const saved = await payload.updateGlobal({ slug: 'homepage', data: { sections: changed } as never, draft: true, ...as(user) })
      return ((saved.sections ?? []) as { blockType: string; alumni?: { name?: string }[] }[])[index]?.alumni?.[0]?.name === `Alumna ${made}`
    },
  },
}

beforeAll(async () => {
  ;({ payload } = await seededPayload())
})

describe('every capability of spec §6 governs something and is checked', () => {
  it('has a probe for each of the 52 capabilities', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...ALL_CAPABILITIES].sort())
    expect(ALL_CAPABILITIES).toHaveLength(52)
  })

  for (const capability of ALL_CAPABILITIES) {
    const probe = PROBES[capability]
    it(`${capability}: ${probe.governs} — allowed with it, refused without`, async () => {
      const base: Capability[] = capability === 'session' ? [] : ['session', ...(probe.alsoNeeds ?? [])]
      expect(await allowed(probe, await staffHolding([...base, capability]))).toBe(true)
      expect(await allowed(probe, await staffHolding(base))).toBe(false)
    })
  }
})

describe('block privileges (spec §6: add privileges to blocks)', () => {
  it('leaves a page holding a privileged block editable by someone without its capability, as long as the block stays as it was', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      draft: true,
      data: { title: 'Tabbed page', layout: [{ blockType: 'tabs', tabs: [{ label: 'One', text: 'First' }] }, { blockType: 'bodyCopy' }] } as never,
    })
    const editor = await staffHolding(['session', 'pageEdit'])
    // The whole page as an editor's form sends it back: populated, with the tabs as they were.
    const asRead = await payload.findByID({ collection: 'pages', id: page.id, draft: true, depth: 2, overrideAccess: true })
    const saved = await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { title: 'Tabbed page, renamed', layout: asRead.layout },
      ...as(editor),
    })
    expect(saved.title).toBe('Tabbed page, renamed')
    const changedTabs = (asRead.layout ?? []).map((block) => (block.blockType === 'tabs' ? { ...block, tabs: [{ label: 'One', text: 'Changed' }] } : block))
    await expect(payload.update({ collection: 'pages', id: page.id, draft: true, data: { layout: changedTabs } as never, ...as(editor) })).rejects.toThrow(
      'Adding, changing or removing a Tabs block takes the Advanced page section capability.',
    )
  })
})
