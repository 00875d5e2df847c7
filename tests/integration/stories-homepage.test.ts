import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as homepagePreview } from '@/app/api/v1/homepage/preview/route'
import { GET as homepage } from '@/app/api/v1/homepage/route'
import { GET as openapi } from '@/app/api/v1/openapi.json/route'
import { HOMEPAGE_SECTIONS } from '@/domain/homepage'
import { todayIn } from '@/domain/zoned-time'
import type { SeedResult } from '@/seed/index'
import { getSiteIdentity } from '@/services/site-config'

import { call, seededPayload, staffToken } from './harness'

// spec §2 (homepage templates, featured story kinds, sections), §7 (homepage, homepage/preview with a date)

let payload: Payload
let seeded: SeedResult
let token: string

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  token = await staffToken(payload, seeded)
})

const bearer = () => ({ Authorization: `Bearer ${token}` })
type Story = {
  kind: string
  title: string
  kicker: string | null
  feature: { id: number } | null
  video: { id: number; provider: string; videoId: string } | null
  link: { href: string } | null
}
type Section = { blockType: string; [key: string]: unknown }

async function published() {
  const { status, body } = await call(homepage, '/api/v1/homepage')
  expect(status).toBe(200)
  return body as {
    template: string
    layout: string
    featuredStories: Story[]
    sections: Section[]
    published: boolean
  }
}

const section = (sections: Section[], type: string) => sections.find((s) => s.blockType === type) as Section & Record<string, never>

/** Undo changes a test made to content, so each test starts from the seed. */
const restores: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (restores.length) await restores.pop()!()
})

describe('GET /api/v1/homepage', () => {
  it('answers the published template, its featured stories and every section type in order', async () => {
    const page = await published()
    expect(page.template).toBe('VideoAndTwoFeaturedStories')
    expect(page.layout).toBe('VideoAndTwoFeaturedStories')
    expect(page.published).toBe(true)
    expect(page.featuredStories.map((story) => story.kind)).toEqual(['Video', 'Story', 'Memoriam'])
    const [video, story, memoriam] = page.featuredStories as [Story, Story, Story]
    expect(video.video).toMatchObject({
      provider: expect.stringMatching(/^(youtube|vimeo)$/),
      videoId: expect.any(String),
    })
    expect(video.link?.href).toMatch(/^\/videos\/[a-z0-9-]+\/[a-z0-9-]+$/)
    expect(story.link?.href).toMatch(/^\/features\//)
    expect(story.title.length).toBeGreaterThan(0)
    expect(memoriam).toMatchObject({
      title: 'Eleanor Voss',
      years: '1938–2026',
      kicker: 'In memoriam',
    })
    expect(new Set(page.sections.map((s) => s.blockType))).toEqual(new Set(HOMEPAGE_SECTIONS))
    // Nothing of the draft shows.
    expect(JSON.stringify(page)).not.toContain('Draft: spring issue')
    expect(JSON.stringify(page)).not.toContain('tiktok.com')
  })

  it('resolves each section to what it shows', async () => {
    const { sections, featuredStories } = await published()
    const feed = section(sections, 'featureFeed') as unknown as { features: { id: number; articleDate: string; published: boolean }[] }
    expect(feed.features).toHaveLength(2)
    // A story shows once on the page: the feed skips the featured ones.
    const featuredIds = featuredStories.flatMap((story) => (story.feature ? [story.feature.id] : []))
    expect(featuredIds.length).toBeGreaterThan(0)
    for (const feature of feed.features) expect(featuredIds).not.toContain(feature.id)
    expect(feed.features.every((feature) => feature.published)).toBe(true)
    expect(new Date(feed.features[0]!.articleDate) >= new Date(feed.features[1]!.articleDate)).toBe(true)
    const videos = section(sections, 'videoFeed') as unknown as {
      type: string
      videos: {
        published: boolean
        path: string
        publishedAtOnYoutube: string
      }[]
    }
    expect(videos.type).toBe('OnlyVideos')
    expect(videos.videos).toHaveLength(4)
    expect(videos.videos.every((video) => video.published && video.path.startsWith('/videos/'))).toBe(true)
    const times = videos.videos.map((video) => new Date(video.publishedAtOnYoutube).getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const events = section(sections, 'featuredEventsSection') as unknown as {
      section: {
        heading: string
        callout: { text: string } | null
        featuredEvents: unknown[]
      }
    }
    expect(events.section.heading).toBe('Coming up at Foundry')
    expect(events.section.callout?.text).toMatch(/free and open/)
    expect(events.section.featuredEvents.length).toBeGreaterThan(0)
    const alumni = section(sections, 'notableAlumni') as unknown as {
      alumni: { name: string; image: { url: string } | null }[]
    }
    expect(alumni.alumni.length).toBeGreaterThanOrEqual(6)
    expect(alumni.alumni[0]!.image?.url).toMatch(/^\/api\/media\/file\/|^\/media\//)
    const strip = section(sections, 'landingStripSlideshow') as unknown as {
      slides: { title: string; image: { url: string } }[]
    }
    expect(strip.slides.length).toBeGreaterThanOrEqual(2)
    const impact = section(sections, 'impact') as unknown as {
      heading: string
      link: { href: string }
    }
    expect(impact.link.href).toBe('/events')
  })

  it('leaves out a featured story whose feature is not published, and the video layout when the video is not', async () => {
    const before = await published()
    const featureId = before.featuredStories[1]!.feature!.id
    await payload.update({
      collection: 'features',
      id: featureId,
      data: { _status: 'draft' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    restores.push(() =>
      payload.update({
        collection: 'features',
        id: featureId,
        data: { _status: 'published' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    )
    const withoutStory = await published()
    expect(withoutStory.featuredStories.map((story) => story.kind)).toEqual(['Video', 'Memoriam'])
    expect(withoutStory.layout).toBe('VideoAndTwoFeaturedStories')

    const videoId = before.featuredStories[0]!.video!.id
    await payload.update({
      collection: 'videos',
      id: videoId,
      data: { published: false },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    restores.push(() =>
      payload.update({
        collection: 'videos',
        id: videoId,
        data: { published: true },
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    )
    const withoutVideo = await published()
    expect(withoutVideo.featuredStories.map((story) => story.kind)).toEqual(['Memoriam'])
    // The template stays; the page lays what is left out as three stories, with no hole for the video.
    expect(withoutVideo.template).toBe('VideoAndTwoFeaturedStories')
    expect(withoutVideo.layout).toBe('ThreeFeaturedStories')
  })

  it('keeps a memoriam whose linked story is unpublished, without the link', async () => {
    const before = await published()
    const memoriam = before.featuredStories[2]!
    expect(memoriam.link?.href).toMatch(/^\/features\//)
    const featureId = memoriam.feature!.id
    await payload.update({
      collection: 'features',
      id: featureId,
      data: { _status: 'draft' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    restores.push(() =>
      payload.update({
        collection: 'features',
        id: featureId,
        data: { _status: 'published' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    )
    const after = (await published()).featuredStories.find((story) => story.kind === 'Memoriam')!
    expect(after.title).toBe('Eleanor Voss')
    expect(after.link).toBeNull()
  })

  it('refuses parameters it does not know', async () => {
    const { status, body } = await call(homepage, '/api/v1/homepage?date=2026-01-01')
    expect(status).toBe(400)
    expect(body.error.details).toEqual([{ path: 'date', message: 'is not a known parameter' }])
  })
})

describe('GET /api/v1/homepage/preview', () => {
  it('answers 401 to visitors and a bad token', async () => {
    expect((await call(homepagePreview, '/api/v1/homepage/preview')).status).toBe(401)
    expect(
      (
        await call(homepagePreview, '/api/v1/homepage/preview', {
          headers: { Authorization: 'Bearer nonsense' },
        })
      ).status,
    ).toBe(401)
  })

  it('shows staff the newest draft, as on today in the college’s time zone by default', async () => {
    const { status, body, headers } = await call(homepagePreview, '/api/v1/homepage/preview', { headers: bearer() })
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(body.date).toBe(todayIn((await getSiteIdentity()).timeZone))
    expect(body.template).toBe('ThreeFeaturedStories')
    expect(body.layout).toBe('ThreeFeaturedStories')
    expect(body.published).toBe(false)
    expect(body.featuredStories.map((story: Story) => story.kind)).toEqual(['Story', 'UploadedContent', 'Story'])
    expect(body.featuredStories[0].kicker).toBe('Draft: spring issue')
    expect(body.featuredStories[1]).toMatchObject({
      title: 'Open studios: come and see the work',
      link: { href: '/events', label: 'Plan a visit' },
    })
    const feed = section(body.sections, 'videoFeed') as unknown as {
      type: string
      posts: { url: string; account: string }[]
    }
    expect(feed.type).toBe('TikTok')
    expect(feed.posts).toHaveLength(6)
    for (const post of feed.posts) expect(post.url).toMatch(/^https:\/\/www\.tiktok\.com\/@foundryart\/video\/\d{19}$/)
    expect(
      (
        section(body.sections, 'featureFeed') as unknown as {
          features: unknown[]
        }
      ).features,
    ).toHaveLength(3)
  })

  it('shows feature feeds as on the day: stories dated after it are left out', async () => {
    const { docs } = await payload.find({
      collection: 'features',
      where: { _status: { equals: 'published' } },
      sort: '-articleDate',
      limit: 12,
      depth: 0,
      select: { articleDate: true },
    })
    const { timeZone } = await getSiteIdentity()
    const day = todayIn(timeZone, new Date(docs[10]!.articleDate))
    const { status, body } = await call(homepagePreview, `/api/v1/homepage/preview?date=${day}`, { headers: bearer() })
    expect(status).toBe(200)
    expect(body.date).toBe(day)
    const features = (
      section(body.sections, 'featureFeed') as unknown as {
        features: { articleDate: string }[]
      }
    ).features
    expect(features).toHaveLength(3)
    for (const feature of features) expect(feature.articleDate.slice(0, 10) <= day).toBe(true)
    // Before the first story, the feed is empty.
    const early = await call(homepagePreview, '/api/v1/homepage/preview?date=1990-01-01', { headers: bearer() })
    expect(
      (
        section(early.body.sections, 'featureFeed') as unknown as {
          features: unknown[]
        }
      ).features,
    ).toEqual([])
  })

  it('leaves out featured events that ended before the day', async () => {
    const today = await call(homepagePreview, '/api/v1/homepage/preview', {
      headers: bearer(),
    })
    const now = (
      section(today.body.sections, 'featuredEventsSection') as unknown as {
        section: { featuredEvents: { event: { eventEnd: string } }[] }
      }
    ).section.featuredEvents
    expect(now.length).toBeGreaterThan(0)
    const latestEnd = now
      .map(({ event }) => event.eventEnd.slice(0, 10))
      .sort()
      .at(-1)!
    const later = new Date(`${latestEnd}T12:00:00Z`)
    later.setUTCDate(later.getUTCDate() + 2)
    const after = await call(homepagePreview, `/api/v1/homepage/preview?date=${later.toISOString().slice(0, 10)}`, { headers: bearer() })
    expect(after.status).toBe(200)
    expect(
      (
        section(after.body.sections, 'featuredEventsSection') as unknown as {
          section: { featuredEvents: unknown[] }
        }
      ).section.featuredEvents,
    ).toEqual([])
    // On the day an event ends, it still shows.
    const onLastDay = await call(homepagePreview, `/api/v1/homepage/preview?date=${latestEnd}`, { headers: bearer() })
    const remaining = (
      section(onLastDay.body.sections, 'featuredEventsSection') as unknown as {
        section: { featuredEvents: { event: { eventEnd: string } }[] }
      }
    ).section.featuredEvents
    expect(remaining.length).toBeGreaterThan(0)
    for (const { event } of remaining) expect(event.eventEnd.slice(0, 10) >= latestEnd).toBe(true)
  })

  it.each(['2026-02-30', '2026-13-01', '26-11-23', '2026-11-23T10:00', 'today', ''])('answers 400 naming the date for %j', async (date) => {
    const { status, body } = await call(homepagePreview, `/api/v1/homepage/preview?date=${encodeURIComponent(date)}`, { headers: bearer() })
    expect(status).toBe(400)
    expect(body.error.details).toEqual([{ path: 'date', message: expect.stringContaining('YYYY-MM-DD') }])
    expect(body.error.message).toContain('date')
  })

  it('answers 400 for several dates and for unknown parameters', async () => {
    expect((await call(homepagePreview, '/api/v1/homepage/preview?date=2026-01-01&date=2026-01-02', { headers: bearer() })).status).toBe(400)
    const { status, body } = await call(homepagePreview, '/api/v1/homepage/preview?day=2026-01-01', { headers: bearer() })
    expect(status).toBe(400)
    expect(body.error.details[0].path).toBe('day')
  })
})

// Publishing validates (a draft may be saved half done): each of these would publish, and is refused.
describe('the home page global’s validation', () => {
  /** The messages of a refused save (Payload's ValidationError keeps them per field), or '' when it was saved. */
  async function refusal(save: Promise<unknown>): Promise<string> {
    try {
      await save
      return ''
    } catch (error) {
      return JSON.stringify((error as { data?: unknown }).data ?? (error as Error).message)
    }
  }

  const storyIds = async () =>
    (
      await payload.find({
        collection: 'features',
        where: { _status: { equals: 'published' } },
        limit: 3,
        depth: 0,
      })
    ).docs.map((doc) => doc.id)

  it('refuses VideoAndTwoFeaturedStories without a video first', async () => {
    const [a, b, c] = await storyIds()
    expect(
      await refusal(
        payload.updateGlobal({
          slug: 'homepage',
          context: { disableRevalidate: true },
          data: {
            _status: 'published',
            template: 'VideoAndTwoFeaturedStories',
            featuredStories: [a, b, c].map((feature) => ({
              kind: 'Story' as const,
              feature,
            })),
          },
        }),
      ),
    ).toMatch(/Video as its first featured story/)
  })

  it('refuses a template with the wrong number of stories, and a second video', async () => {
    const [a, b] = await storyIds()
    expect(
      await refusal(
        payload.updateGlobal({
          slug: 'homepage',
          context: { disableRevalidate: true },
          data: {
            _status: 'published',
            template: 'ThreeFeaturedStories',
            featuredStories: [a, b].map((feature) => ({
              kind: 'Story' as const,
              feature,
            })),
          },
        }),
      ),
    ).toMatch(/exactly 3 featured stories/)
    const { docs } = await payload.find({
      collection: 'videos',
      limit: 2,
      depth: 0,
    })
    expect(
      await refusal(
        payload.updateGlobal({
          slug: 'homepage',
          context: { disableRevalidate: true },
          data: {
            _status: 'published',
            template: 'VideoAndTwoFeaturedStories',
            featuredStories: [
              { kind: 'Video', video: docs[0]!.id },
              { kind: 'Video', video: docs[1]!.id },
              { kind: 'Story', feature: a },
            ],
          },
        }),
      ),
    ).toMatch(/one video/)
  })

  it('refuses uploaded content without a title or image, and a TikTok post that is not one', async () => {
    const [a, b] = await storyIds()
    expect(
      await refusal(
        payload.updateGlobal({
          slug: 'homepage',
          context: { disableRevalidate: true },
          data: {
            _status: 'published',
            template: 'ThreeFeaturedStories',
            featuredStories: [{ kind: 'Story', feature: a }, { kind: 'UploadedContent' }, { kind: 'Story', feature: b }],
          },
        }),
      ),
    ).toMatch(/Give this story a title[\s\S]*needs an image|needs an image[\s\S]*Give this story a title/)
    expect(
      await refusal(
        payload.updateGlobal({
          slug: 'homepage',
          context: { disableRevalidate: true },
          data: {
            _status: 'published',
            sections: [
              {
                blockType: 'videoFeed',
                heading: 'On TikTok',
                type: 'TikTok',
                count: 4,
                tiktokPosts: [
                  {
                    url: 'https://www.tiktok.com.evil.example/@x/video/7301234567890123456',
                  },
                ],
              },
            ],
          },
        }),
      ),
    ).toMatch(/TikTok post/)
  })
})

describe('the contract', () => {
  it('publishes the home page endpoints in OpenAPI, the preview as staff-only with its date', async () => {
    const doc = await (openapi() as Response).json()
    expect(doc.paths['/api/v1/homepage']?.get).toBeDefined()
    const preview = doc.paths['/api/v1/homepage/preview']?.get
    expect(preview).toBeDefined()
    expect(preview.parameters.map((p: { name: string }) => p.name)).toContain('date')
  })
})
