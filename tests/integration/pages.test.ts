import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as blockById } from '@/app/api/v1/blocks/[id]/route'
import { GET as match } from '@/app/api/v1/match/[...slug]/route'
import { GET as redirects } from '@/app/api/v1/redirects/route'
import type { User } from '@/payload-types'
import type { SeedResult } from '@/seed/index'
import { findPublishedPage, listIndexablePages, previewPage } from '@/services/pages'
import { listRankings } from '@/services/rankings'
import { upcomingEventsOfDepartment } from '@/services/events'
import { sitemapEntries } from '@/services/sitemap'

import { call, seededPayload, staffReader, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
})

const matchPath = (path: string, headers?: HeadersInit) => call(match, `/api/v1/match${path}`, { params: { slug: path.split('/').filter(Boolean) }, headers })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

async function staffUser(role: string): Promise<User> {
  const login = seeded.logins.find((l) => l.role === role)!
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: login.email } }, depth: 1, overrideAccess: true })
  return { ...docs[0]!, collection: 'users' } as User
}

async function pageId(path: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: path } }, draft: true, overrideAccess: true, depth: 0, limit: 1 })
  return docs[0]!.id
}

describe('the seeded page tree', () => {
  it('has more than 60 pages, three and more levels deep, using every template', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { path: true, template: true, layout: true, headerType: true, hero: true, intro: true },
    })
    expect(docs.length).toBeGreaterThanOrEqual(60)
    const depths = docs.map((doc) => doc.path!.split('/').filter(Boolean).length)
    expect(depths.filter((depth) => depth >= 3).length).toBeGreaterThan(10)
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(4)
    // spec §2: every template, header type, intro kind; spec §3: every hero type
    expect(new Set(docs.map((doc) => doc.template).filter(Boolean))).toEqual(
      new Set(['About', 'Academic calendar', 'Admission', 'Calendar', 'History', 'Visit', 'Summer Housing Detail Page']),
    )
    expect(new Set(docs.map((doc) => doc.headerType))).toEqual(new Set(['default', 'subheader']))
    expect(new Set(docs.map((doc) => doc.intro?.kind).filter(Boolean))).toEqual(new Set(['image', 'image and text', 'text', 'video']))
    expect(new Set(docs.map((doc) => doc.hero?.type))).toEqual(new Set(['none', 'image', 'video']))
  })

  it('uses every block', async () => {
    const { docs } = await payload.find({ collection: 'pages', pagination: false, depth: 0, overrideAccess: true, select: { layout: true } })
    const used = new Set(docs.flatMap((doc) => (doc.layout ?? []).map((block) => block.blockType)))
    for (const type of [
      'header',
      'bodyCopy',
      'image',
      'video',
      'accordion',
      'tabs',
      'table',
      'cards',
      'buttons',
      'stats',
      'carousel',
      'map',
      'locationCards',
      'socialEmbed',
      'externalLinks',
      'toggleButtons',
      'rankings',
      'exhibitionsGrid',
      'sharedBlock',
    ]) {
      expect(used, type).toContain(type)
    }
  })

  // spec §2: other linked paths
  it.each([
    '/admissions',
    '/admissions/visit',
    '/admissions/get-info',
    '/admissions/how-to-apply/undergraduate-application-requirements',
    '/admissions/how-to-apply/graduate-application-requirements',
    '/academics/continuing-education',
    '/get-info',
    '/get-info/undergraduate',
    '/get-info/undergraduate-materials',
    '/get-info/graduate',
    '/get-info/graduate-materials',
    '/contact-and-maps',
    '/about/about-sva/working-at-sva',
    '/life-at-sva/career-development/employer-services',
    '/accessibility-notice',
    '/colophon',
  ])('has a published page at %s', async (path) => {
    const { status, body } = await matchPath(path)
    expect(status).toBe(200)
    expect(body).toMatchObject({ type: 'page', path })
  })
})

describe('GET /api/v1/match/{slug}', () => {
  // spec §3: page entity summary
  it('answers the summary of a page three levels deep', async () => {
    const { status, body, headers } = await matchPath('/about/about-sva/working-at-sva')
    expect(status).toBe(200)
    expect(body).toEqual({
      id: await pageId('/about/about-sva/working-at-sva'),
      type: 'page',
      title: 'Working at Foundry',
      path: '/about/about-sva/working-at-sva',
    })
    expect(headers.get('Cache-Control')).toContain('public')
  })

  it('answers a page four levels deep', async () => {
    const { status, body } = await matchPath('/about/about-sva/working-at-sva/faculty-positions')
    expect(status).toBe(200)
    expect(body.type).toBe('page')
  })

  it('answers a navigation group for a group of the main navigation that no page has taken', async () => {
    const { status, body } = await matchPath('/academics/undergraduate')
    expect(status).toBe(200)
    expect(body).toMatchObject({ type: 'navigation group', title: 'Undergraduate', path: '/academics/undergraduate' })
    expect(typeof body.id).toBe('string')
  })

  it('answers an event with its type, and an exhibitor with its parent event', async () => {
    const event = await payload.create({
      collection: 'events',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        title: 'Senior Show 2026',
        slug: 'senior-show/2026',
        eventType: 'Exhibition',
        eventStart: '2026-05-01T14:00:00.000Z',
        eventEnd: '2026-05-20T22:00:00.000Z',
        _status: 'published',
      },
    })
    const exhibitor = await payload.create({
      collection: 'exhibitors',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { name: 'Ada Okafor', slug: 'ada-okafor', event: event.id, _status: 'published' },
    })
    const eventMatch = await matchPath('/events/senior-show/2026')
    expect(eventMatch.status).toBe(200)
    expect(eventMatch.body).toEqual({ id: event.id, type: 'event', eventType: 'Exhibition', title: 'Senior Show 2026', path: '/events/senior-show/2026' })
    const exhibitorMatch = await matchPath('/events/senior-show/2026/ada-okafor')
    expect(exhibitorMatch.status).toBe(200)
    expect(exhibitorMatch.body).toEqual({
      id: exhibitor.id,
      type: 'exhibitor',
      parentEventId: event.id,
      title: 'Ada Okafor',
      path: '/events/senior-show/2026/ada-okafor',
    })
  })

  it('does not answer a draft event', async () => {
    await payload.create({
      collection: 'events',
      overrideAccess: true,
      draft: true,
      context: { disableRevalidate: true },
      data: {
        title: 'Secret Preview',
        slug: 'secret-preview',
        eventType: 'Talk',
        eventStart: '2026-05-01T14:00:00.000Z',
        eventEnd: '2026-05-01T16:00:00.000Z',
        _status: 'draft',
      },
    })
    expect((await matchPath('/events/secret-preview')).status).toBe(404)
  })

  it('answers a published faculty profile and not an unpublished one', async () => {
    const [published] = (await payload.find({ collection: 'faculty-profiles', where: { published: { equals: true } }, limit: 1, overrideAccess: true })).docs
    const [hidden] = (await payload.find({ collection: 'faculty-profiles', where: { published: { equals: false } }, limit: 1, overrideAccess: true })).docs
    const { status, body } = await matchPath(`/faculty/${published!.slug}`)
    expect(status).toBe(200)
    expect(body).toEqual({ id: published!.id, type: 'faculty profile', title: published!.name, path: `/faculty/${published!.slug}` })
    expect((await matchPath(`/faculty/${hidden!.slug}`)).status).toBe(404)
  })

  // spec §8: non-fatal "Page not found: {fullPath}"
  it('answers 404 with the error body when nothing lives at the path', async () => {
    const { status, body } = await matchPath('/no/such/page')
    expect(status).toBe(404)
    expect(body.error).toEqual({ status: 404, message: 'Page not found: /no/such/page', details: [] })
  })

  it('answers 404 for a draft page, even to staff (the public contract reads published content only)', async () => {
    expect((await matchPath('/life-at-sva/draft')).status).toBe(404)
    const token = await staffToken(payload, seeded)
    expect((await matchPath('/life-at-sva/draft', bearer(token))).status).toBe(404)
  })

  it.each([
    [['Admissions']],
    [['about', 'About-SVA']],
    [['a b']],
    [['..', 'etc', 'passwd']],
    [['<script>alert(1)<', 'script>']],
    [['%00']],
    [['a', '', 'b']],
    [['a--b']],
    [Array.from({ length: 9 }, (_, i) => `level-${i}`)],
    [['x'.repeat(500)]],
  ])('answers 400 for the hostile path %j', async (segments) => {
    const { status, body } = await call(match, '/api/v1/match/x', { params: { slug: segments } })
    expect(status).toBe(400)
    expect(body.error.details[0].path).toBe('slug')
  })

  it('answers 400 for a query parameter it does not know', async () => {
    const { status, body } = await call(match, '/api/v1/match/about?draft=true', { params: { slug: ['about'] } })
    expect(status).toBe(400)
    expect(body.error.details).toEqual([{ path: 'draft', message: 'is not a known parameter' }])
  })
})

describe('GET /api/v1/blocks/{id}', () => {
  it('answers a published shared block with its blocks, images and links in their public shape', async () => {
    const { docs } = await payload.find({ collection: 'shared-blocks', where: { title: { equals: 'Visit and apply' } }, overrideAccess: true, limit: 1 })
    const { status, body } = await call(blockById, `/api/v1/blocks/${docs[0]!.id}`, { params: { id: String(docs[0]!.id) } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: docs[0]!.id, title: 'Visit and apply' })
    expect(body.blocks.map((block: { blockType: string }) => block.blockType)).toEqual(['header', 'buttons'])
    expect(body.blocks[1].buttons[0]).toMatchObject({ label: 'Book a tour', type: 'Url', url: '/admissions/visit' })
    expect(JSON.stringify(body)).not.toMatch(/"_status"|"createdAt"/)
  })

  it('turns media into the image shape and linked pages into their address', async () => {
    const image = (await payload.find({ collection: 'media', limit: 1, overrideAccess: true })).docs[0]!
    const target = await pageId('/admissions/visit')
    const doc = await payload.create({
      collection: 'shared-blocks',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        title: 'Card test',
        _status: 'published',
        layout: [
          {
            blockType: 'cards',
            layout: 'PORTRAIT',
            cards: [{ title: 'Visit', image: image.id, link: { kind: 'internal', page: { relationTo: 'pages', value: target } } }],
          },
        ],
      },
    })
    const { body } = await call(blockById, `/api/v1/blocks/${doc.id}`, { params: { id: String(doc.id) } })
    const card = body.blocks[0].cards[0]
    expect(card.image).toEqual({
      url: image.url,
      alt: image.alt,
      width: image.width,
      height: image.height,
      focal: expect.any(Object),
      placeholder: expect.any(String),
      credit: image.credit,
    })
    expect(card.link.page).toEqual({ relationTo: 'pages', id: target, title: 'Visit', path: '/admissions/visit' })
  })

  it('answers 404 for a draft shared block and an unknown id', async () => {
    const { docs } = await payload.find({ collection: 'shared-blocks', where: { _status: { equals: 'draft' } }, draft: true, overrideAccess: true, limit: 1 })
    expect(docs[0]).toBeDefined()
    const draft = await call(blockById, `/api/v1/blocks/${docs[0]!.id}`, { params: { id: String(docs[0]!.id) } })
    expect(draft.status).toBe(404)
    expect(draft.body.error.message).toBe(`No published block has the id ${docs[0]!.id}.`)
    expect((await call(blockById, '/api/v1/blocks/999999', { params: { id: '999999' } })).status).toBe(404)
  })

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', ' 1', "1'; DROP TABLE pages;--"])('answers 400 for the id %j', async (id) => {
    const { status, body } = await call(blockById, `/api/v1/blocks/x`, { params: { id } })
    expect(status).toBe(400)
    expect(body.error.details[0].path).toBe('id')
  })
})

describe('redirects', () => {
  it('lists approved redirects with where each leads now, and leaves unapproved ones out', async () => {
    const { status, body } = await call(redirects, '/api/v1/redirects')
    expect(status).toBe(200)
    expect(body.items).toEqual(
      expect.arrayContaining([
        { from: '/admissions/visit-us', to: '/admissions/visit', status: 301 },
        { from: '/tours', to: '/admissions/visit?tab=graduate', status: 302 },
      ]),
    )
    expect(body.items.map((r: { from: string }) => r.from)).not.toContain('/old-news')
    expect(body).toMatchObject({ total: body.items.length, currentPage: 1, nrOfPages: 1 })
  })

  // Moving /about re-saves its 18 subpages there and back, drafts and published alike: minutes on a busy machine.
  it('follows a referenced page when it moves', { timeout: 240_000 }, async () => {
    const id = await pageId('/about')
    await payload.update({
      collection: 'pages',
      id,
      data: { slug: 'about-foundry', _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const { body } = await call(redirects, '/api/v1/redirects')
      expect(body.items).toContainEqual({ from: '/about-us', to: '/about-foundry', status: 301 })
      // The nested-docs plugin moved the subpages with it.
      expect((await findPublishedPage('/about-foundry/about-sva/working-at-sva'))?.title).toBe('Working at Foundry')
    } finally {
      await payload.update({
        collection: 'pages',
        id,
        data: { slug: 'about', _status: 'published' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    expect((await findPublishedPage('/about/about-sva/working-at-sva'))?.title).toBe('Working at Foundry')
  })

  it('approves redirects only for staff with “redirect: auto-approve”', async () => {
    const editorRole = await payload.create({ collection: 'roles', overrideAccess: true, data: { title: 'Redirect editor', capabilities: ['redirect'] } })
    const admin = await staffUser('Administrator')
    const editor = { ...admin, id: admin.id, roles: [editorRole] } as User
    const byEditor = await payload.create({
      collection: 'redirects',
      overrideAccess: false,
      user: editor,
      context: { disableRevalidate: true },
      data: { from: '/Pending/', to: { type: 'custom', url: '/about' }, type: '301', approved: true },
    })
    expect(byEditor.approved).toBe(false)
    expect(byEditor.from).toBe('/pending')
    const byAdmin = await payload.create({
      collection: 'redirects',
      overrideAccess: false,
      user: admin,
      context: { disableRevalidate: true },
      data: { from: '/approved-now', to: { type: 'custom', url: '/about' }, type: '302' },
    })
    expect(byAdmin.approved).toBe(true)
  })

  it.each([
    [{ from: 'no-slash', to: { type: 'custom', url: '/about' } }, 'from'],
    [{ from: '/admin/collections/pages', to: { type: 'custom', url: '/about' } }, 'from'],
    [{ from: '/somewhere', to: { type: 'custom', url: 'javascript:alert(1)' } }, 'to.url'],
    [{ from: '/somewhere', to: { type: 'custom', url: '//evil.example' } }, 'to.url'],
  ])('refuses the redirect %j', async (data, field) => {
    const error = await payload
      .create({ collection: 'redirects', overrideAccess: true, context: { disableRevalidate: true }, data: { type: '301', ...data } as never })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors.map((e) => e.path)).toContain(field)
  })

  it('answers 400 for bad paging', async () => {
    expect((await call(redirects, '/api/v1/redirects?limit=0')).status).toBe(400)
    expect((await call(redirects, '/api/v1/redirects?page=x')).status).toBe(400)
    expect((await call(redirects, '/api/v1/redirects?from=/x')).status).toBe(400)
  })
})

describe('drafts', () => {
  it('keep a draft page out of public reads and the sitemap, and show it in a staff preview', async () => {
    expect(await findPublishedPage('/life-at-sva/draft')).toBeNull()
    const anonymous = await payload.find({ collection: 'pages', overrideAccess: false, where: { path: { equals: '/life-at-sva/draft' } } })
    expect(anonymous.docs).toHaveLength(0)
    const paths = (await sitemapEntries()).map((entry) => entry.path)
    expect(paths).not.toContain('/life-at-sva/draft')
    expect(paths).toContain('/about/about-sva/working-at-sva')
    const preview = await previewPage(await pageId('/life-at-sva/draft'), await staffReader(payload, seeded))
    expect(preview).toMatchObject({ title: 'Draft: New Student Orientation 2027', published: false })
  })

  it('show visitors the published version while a newer draft waits', async () => {
    const id = await pageId('/academics/foundation-year')
    await payload.update({
      collection: 'pages',
      id,
      draft: true,
      data: { title: 'Foundation Year (draft rewrite)' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await findPublishedPage('/academics/foundation-year'))?.title).toBe('Foundation Year')
    expect((await matchPath('/academics/foundation-year')).body.title).toBe('Foundation Year')
    expect((await previewPage(id, await staffReader(payload, seeded)))?.title).toBe('Foundation Year (draft rewrite)')
  })

  it('leave pages hidden from search engines out of the sitemap', async () => {
    const pages = (await listIndexablePages()).map((page) => page.path)
    expect(pages).not.toContain('/admissions/accepted-students')
    expect(await findPublishedPage('/admissions/accepted-students')).toMatchObject({ seo: { noIndex: true } })
  })

  it('keep draft rankings and draft shared blocks from visitors', async () => {
    const titles = (await listRankings('All')).map((ranking) => ranking.title)
    expect(titles).toContain('Best BFA programs in illustration')
    expect(titles).not.toContain('Draft: best sculpture programs')
    expect((await listRankings('Institutional')).every((ranking) => ranking.rankingType === 'Institutional')).toBe(true)
    const anonymous = await payload.find({ collection: 'shared-blocks', overrideAccess: false })
    expect(anonymous.docs.map((doc) => doc.title)).not.toContain('Draft: spring open studios banner')
  })
})

describe('the pages collection', () => {
  const publish = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'pages',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { headerType: 'default', hero: { type: 'none' }, _status: 'published', ...data } as never,
    })

  it('makes the path from the parents and refuses a second page at the same path', async () => {
    const parent = await pageId('/academics/library')
    const child = await publish({ title: 'Zine Archive', parent })
    expect(child.path).toBe('/academics/library/zine-archive')
    expect(child.breadcrumbs?.map((crumb) => crumb.url)).toEqual(['/academics', '/academics/library', '/academics/library/zine-archive'])
    const error = await publish({ title: 'Zine Archive', parent }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors[0]).toEqual({
      path: 'slug',
      message: expect.stringMatching(/Another page, “Zine Archive”, already lives at \/academics\/library\/zine-archive/),
    })
  })

  it('refuses a page where another part of the site has its routes', async () => {
    const error = await publish({ title: 'Events', slug: 'events' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors[0]!.message).toMatch(/\/events belongs to another part of the site/)
  })

  it('refuses to put a page inside its own subpage', async () => {
    const about = await pageId('/about')
    const error = await payload
      .update({
        collection: 'pages',
        id: about,
        data: { parent: await pageId('/about/about-sva/history') },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors[0]!.message).toMatch(/cannot sit inside itself/)
    expect((await findPublishedPage('/about'))?.title).toBe('About')
  })

  // spec §5: sanitized HTML
  it('sanitizes pasted HTML when it is saved', async () => {
    const page = await publish({
      title: 'Hostile HTML',
      layout: [
        {
          blockType: 'bodyCopy',
          format: 'html',
          html: '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        },
      ],
    })
    const stored = page.layout?.[0] as { html?: string }
    expect(stored.html).toBe('<p>Hi <a>there</a></p><img src="x" alt="" />')
  })

  // spec §5: video URLs
  it('refuses a video block whose address is not a YouTube or Vimeo video', async () => {
    const error = await publish({ title: 'Bad video', layout: [{ blockType: 'video', url: 'https://evil.example/watch?v=dQw4w9WgXcQ', title: 'x' }] }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors[0]!.message).toMatch(/YouTube or Vimeo/)
  })

  it('lets only staff with the page capabilities write', async () => {
    const viewer = await staffUser('Viewer')
    const anonymous = await payload
      .create({ collection: 'pages', overrideAccess: false, data: { title: 'Nope', headerType: 'default', hero: { type: 'none' } } as never })
      .catch((e: unknown) => e)
    expect((anonymous as Error).name).toBe('Forbidden')
    const byViewer = await payload
      .create({ collection: 'pages', overrideAccess: false, user: viewer, data: { title: 'Nope', headerType: 'default', hero: { type: 'none' } } as never })
      .catch((e: unknown) => e)
    expect((byViewer as Error).name).toBe('Forbidden')
    const editor = await staffUser('Content editor')
    const made = await payload.create({
      collection: 'pages',
      overrideAccess: false,
      user: editor,
      context: { disableRevalidate: true },
      data: { title: 'Editor Page', headerType: 'default', hero: { type: 'none' } } as never,
    })
    expect(made.path).toBe('/editor-page')
  })
})

describe('the sitemap and department pages across areas', () => {
  /** One document of a collection in the given status, read as staff. */
  async function oneWithStatus(collection: 'events' | 'faculty-profiles', status: 'draft' | 'published') {
    const { docs } = await payload.find({ collection, where: { _status: { equals: status } }, draft: true, overrideAccess: true, depth: 0, limit: 1 })
    return docs[0]!
  }

  it('lists published events, exhibitors, faculty, videos and departments, and no drafts', async () => {
    const paths = new Set((await sitemapEntries()).map((entry) => entry.path))
    for (const index of ['/', '/events', '/faculty', '/videos', '/contact-and-maps']) expect(paths).toContain(index)
    expect(paths).toContain(`/events/${(await oneWithStatus('events', 'published')).slug}`)
    expect(paths).not.toContain(`/events/${(await oneWithStatus('events', 'draft')).slug}`)
    expect(paths).toContain(`/faculty/${(await oneWithStatus('faculty-profiles', 'published')).slug}`)
    expect(paths).not.toContain(`/faculty/${(await oneWithStatus('faculty-profiles', 'draft')).slug}`)
    expect([...paths].some((path) => /^\/events\/.+\/.+/.test(path))).toBe(true) // exhibitors
    expect([...paths].some((path) => /^\/videos\/[^/]+\/[^/]+$/.test(path))).toBe(true)
    expect([...paths].some((path) => path.startsWith('/academics/'))).toBe(true)
    const unpublishedVideo = await payload.find({ collection: 'videos', where: { published: { equals: false } }, overrideAccess: true, depth: 0, limit: 1 })
    if (unpublishedVideo.docs[0]) expect([...paths].some((path) => path.endsWith(`/${unpublishedVideo.docs[0]!.slug}`))).toBe(false)
  })

  // Every indexable page once, lists and pages no document stands for included, each with its last change (docs/decisions/0072).
  it('lists each address once with a last change, the list pages and navigation groups included', async () => {
    const entries = await sitemapEntries()
    const paths = entries.map((entry) => entry.path)
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([])
    expect(entries.filter((entry) => !entry.lastModified || Number.isNaN(Date.parse(entry.lastModified)))).toEqual([])
    for (const path of [
      '/subscribe',
      '/academics/undergraduate',
      '/academics/graduate',
      '/press-releases',
      '/in-the-news',
      '/features',
      '/blog',
      '/events?type=Exhibition',
    ])
      expect(paths).toContain(path)
    for (const list of ['/faculty/department/', '/features/department/', '/features/tag/', '/events?department=', '/events?dates='])
      expect(
        paths.some((path) => path.startsWith(list)),
        list,
      ).toBe(true)
  })

  it("shows a department's upcoming events, soonest first, with the calendar code that lists them all", async () => {
    const { docs } = await payload.find({
      collection: 'departments-and-categories',
      where: { department: { exists: true } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
    const results = await Promise.all(docs.map(async (category) => ({ category, found: await upcomingEventsOfDepartment(Number(category.department), 4) })))
    const withEvents = results.find(({ found }) => found.events.length > 0)
    expect(withEvents).toBeDefined()
    const { category, found } = withEvents!
    expect(found.calendarCode).toBe(category.code)
    expect(found.events.length).toBeLessThanOrEqual(4)
    expect(found.events.every((event) => !event.isExpired && event.published)).toBe(true)
    expect(found.events.every((event) => event.departmentsAndCategories.some((filed) => filed.code === category.code))).toBe(true)
    const starts = found.events.map((event) => Date.parse(event.eventStart))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })
})
