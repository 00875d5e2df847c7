/** The demo home page (spec §2): VideoAndTwoFeaturedStories published at `/`, a ThreeFeaturedStories draft at `/preview/homepage`. */
import type { Homepage } from '@/payload-types'

import { SEED_CONTEXT, type SeedArea } from './context'

type Sections = NonNullable<Homepage['sections']>
type Stories = NonNullable<Homepage['featuredStories']>

const ALUMNI = [
  ['Odile Marchetti', 'BFA 1987', 'Painter; retrospective at the Whitney'],
  ['Kwame Asante-Ross', 'BFA 1994', 'Illustrator, weekly magazine covers'],
  ['Yuki Tanabe', 'MFA 2003', 'Animator, two festival shorts in competition'],
  ['Inés Calderón', 'BFA 2008', 'Type designer of the city’s wayfinding face'],
  ['Marcus Bell', 'BFA 1979', 'Photographer of the last neon workshops'],
  ['Priya Raman', 'MFA 2012', 'Creative director, public radio'],
  ['Tomasz Wójcik', 'BFA 1999', 'Ceramicist; kilns in three countries'],
  ['Ama Owusu', 'MFA 2016', 'Game designer, museum guides that play'],
  ['Leah Goldberg', 'BFA 1972', 'Cartoonist and teacher for forty years'],
  ['Rafael Ortiz', 'BFA 2014', 'Motion designer for a jazz festival'],
  ['Hana Kim', 'MFA 2019', 'Textile artist: sensors in woven work'],
  ['Samuel Achebe', 'BFA 2001', 'Architect of a neighbourhood library'],
] as const

/** Demo TikTok posts: addresses of TikTok's shape on the college's invented account. */
const TIKTOK_POSTS = [
  ['7301234567890120001', 'Twelve hours, one model, two hundred students'],
  ['7301234567890120002', 'Pulling a print in the letterpress studio'],
  ['7301234567890120003', 'The kiln opens: what survived'],
  ['7301234567890120004', 'Thesis film, one take'],
  ['7301234567890120005', 'Risograph in four colours'],
  ['7301234567890120006', 'Portfolio day in ninety seconds'],
] as const

/** The home page's demo content: reads the stories and videos the areas before it made. */
export const seedHomepage: SeedArea = async ({ payload, image }) => {
  const [features, featured, videos, portraits] = await Promise.all([
    payload.find({
      collection: 'features',
      depth: 0,
      limit: 8,
      sort: ['-articleDate', '-id'],
      where: { _status: { equals: 'published' } },
      select: { title: true },
    }),
    payload.find({
      collection: 'features',
      depth: 0,
      limit: 4,
      sort: ['-articleDate', '-id'],
      where: {
        and: [{ _status: { equals: 'published' } }, { 'featuredOn.homepage': { equals: true } }],
      },
      select: { title: true },
    }),
    payload.find({
      collection: 'videos',
      depth: 0,
      limit: 3,
      sort: ['-publishedAtOnYoutube', '-id'],
      where: { published: { equals: true } },
      select: { title: true },
    }),
    payload.find({
      collection: 'media',
      depth: 0,
      limit: ALUMNI.length,
      sort: 'id',
      where: { filename: { like: 'portrait-' } },
      select: { filename: true },
    }),
  ])
  const story = (n: number) => (featured.docs[n] ?? features.docs[n])!.id
  const video = videos.docs[0]
  const portrait = (n: number) => portraits.docs[n % Math.max(portraits.docs.length, 1)]?.id ?? image(n)

  const common: Sections = [
    {
      blockType: 'stats',
      heading: 'Foundry in numbers',
      stats: [
        { value: '1961', label: 'Founded on Delancey Street' },
        { value: '7:1', label: 'Students to faculty' },
        { value: '34', label: 'Studios and shops open late' },
        {
          value: '92%',
          label: 'Working in their field a year on',
          source: 'Class of 2025 survey',
        },
      ],
    },
    {
      blockType: 'impact',
      heading: 'Art that leaves the building',
      text: 'Students paint murals for the neighbourhood, design signs for the subway and teach drawing in six public schools. What is made at Foundry is meant to be seen: most of our exhibitions are free and open to everyone.',
      image: image(1),
      link: {
        kind: 'url',
        url: '/events',
        label: 'See what is on',
        newTab: false,
      },
    },
    {
      blockType: 'carousel',
      heading: 'This week in the studios',
      aspectRatio: '16:9',
      autoplay: false,
      slides: [
        {
          image: image(0),
          caption: 'Second-year painters on the roof, before the light goes.',
        },
        { image: image(5), caption: 'The risograph room on a deadline night.' },
        { image: image(10), caption: 'Critique day in the sculpture shop.' },
      ],
    },
    {
      blockType: 'landingStripSlideshow',
      heading: 'Find your discipline',
      slides: [
        ['Illustration', 'Pictures that tell: books, editorial, comics.', '/academics/undergraduate/illustration'],
        ['Photography', 'Darkroom and digital, documentary to staged.', null],
        ['Graphic design', 'Type, identity, interfaces and print.', null],
        ['Animation', 'Hand-drawn, stop motion and 3D.', null],
        ['Fine arts', 'Painting, sculpture, printmaking and more.', null],
        ['Interior design', 'Rooms people live, work and heal in.', null],
      ].map(([title, text, path], i) => ({
        image: image(i * 2 + 1),
        title: title!,
        text,
        link: path
          ? { kind: 'url' as const, url: path, newTab: false }
          : {
              kind: 'url' as const,
              url: '/academics/undergraduate',
              newTab: false,
            },
      })),
    },
    { blockType: 'featuredEventsSection', showCallout: true },
  ]

  const alumni: Sections[number] = {
    blockType: 'notableAlumni',
    heading: 'Notable alumni',
    alumni: ALUMNI.map(([name, classOf, discipline], i) => ({
      name,
      classOf,
      discipline,
      image: portrait(i),
      url: i % 3 === 0 ? `https://example.org/alumni/${i + 1}` : null,
    })),
  }

  const published: Stories = [
    ...(video
      ? [
          {
            kind: 'Video' as const,
            video: video.id,
            text: 'A year of work in three minutes: the senior show, from the first crate to the last visitor.',
          },
        ]
      : []),
    { kind: 'Story', feature: story(0) },
    {
      kind: 'Memoriam',
      title: 'Eleanor Voss',
      years: '1938–2026',
      text: 'Printmaker, teacher of four decades of students, and the first chair of our printmaking department.',
      image: portrait(2),
      feature: story(2),
    },
  ]

  await payload.updateGlobal({
    slug: 'homepage',
    context: SEED_CONTEXT,
    data: {
      _status: 'published',
      template: video ? 'VideoAndTwoFeaturedStories' : 'ThreeFeaturedStories',
      featuredStories: published,
      sections: [
        {
          blockType: 'featureFeed',
          heading: 'Stories',
          count: 2,
          onlyFeaturedOnHomepage: false,
        },
        ...common,
        {
          blockType: 'videoFeed',
          heading: 'Watch',
          type: 'OnlyVideos',
          count: 4,
          channel: null,
          profileUrl: null,
        },
        alumni,
      ],
    },
  })

  // The next version, saved as a draft: staff see it in the preview, visitors keep the published one.
  await payload.updateGlobal({
    slug: 'homepage',
    context: SEED_CONTEXT,
    draft: true,
    data: {
      _status: 'draft',
      template: 'ThreeFeaturedStories',
      featuredStories: [
        { kind: 'Story', feature: story(1), kicker: 'Draft: spring issue' },
        {
          kind: 'UploadedContent',
          title: 'Open studios: come and see the work',
          text: 'Every studio in the building opens its doors on the last weekend of April.',
          image: image(3),
          link: {
            kind: 'url',
            url: '/events',
            label: 'Plan a visit',
            newTab: false,
          },
        },
        { kind: 'Story', feature: story(3) },
      ],
      sections: [
        {
          blockType: 'featureFeed',
          heading: 'New stories',
          count: 3,
          onlyFeaturedOnHomepage: false,
        },
        ...common,
        {
          blockType: 'videoFeed',
          heading: 'On TikTok',
          type: 'TikTok',
          tiktokPosts: TIKTOK_POSTS.map(([id, caption], i) => ({
            url: `https://www.tiktok.com/@foundryart/video/${id}`,
            caption,
            image: image(i + 4),
          })),
          profileUrl: 'https://www.tiktok.com/@foundryart',
        },
        alumni,
      ],
    },
  })
}
