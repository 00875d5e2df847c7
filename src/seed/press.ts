import { DEFAULT_TIME_ZONE, dayjs } from '@/domain/dates'
import { NEWSLETTERS } from '@/domain/newsletters'

import type { PressRelease } from '@/payload-types'

import type { SeedArea, SeedContext } from './context'
import { h, richText, ul } from './rich-text'

/** The press demo content (spec §3): press releases, external press (some drafts) and one issue of each newsletter; `--size large` multiplies. */
const ZONE = DEFAULT_TIME_ZONE

export const PRESS_RELEASES_PER_FACTOR = 30
export const EXTERNAL_PRESS_PER_FACTOR = 40
export const PRESS_YEARS = 5

const SUBJECTS = [
  'Announces New Graduate Program in Interaction Design',
  'Receives Major Gift for Student Scholarships',
  'Names New Chair of Fine Arts',
  'Opens Renovated Print Shop to the Public',
  'Alumni Win Awards at International Film Festival',
  'Launches Summer Residency for Visual Critics',
  'Faculty Member Honored with Lifetime Achievement Award',
  'Unveils Public Art Commission on Canal Street',
  'Hosts Annual Senior Thesis Exhibitions',
  'Partners with City Museums on Free Admission Days',
  'Welcomes Largest Incoming Class in Its History',
  'Students Design Campaign for Public Libraries',
  'Appoints Dean of Continuing Education',
  'Opens Late-Night Hours in the Library',
  'Announces Visiting Artist Series for the Fall',
  'Breaks Ground on New Sculpture Building',
  'Joins National Network of Art Schools for Open Access',
  'Receives Grant to Digitize Its Poster Archive',
  'Students Win Type Directors Club Awards',
  'Launches Free Saturday Classes for High School Students',
  'Names Photographer in Residence',
  'Commissions Mural for the Chelsea Campus',
  'Presents Retrospective of Founding Faculty',
  'Expands Financial Aid for Transfer Students',
  'Celebrates Fifty Years of Its Animation Department',
  'Adds Bachelor of Fine Arts in Game Design',
  'Hosts City-Wide Portfolio Review Day',
  'Opens Community Darkroom on Weekends',
  'Awards First Critic’s Fellowship',
  'Publishes Annual Report on Alumni Careers',
]

const OUTLETS = ['The New York Times', 'Artforum', 'Hyperallergic', 'The Art Newspaper', 'Fast Company', 'Wallpaper*', 'WNYC', 'Variety', 'ARTnews', 'Dezeen']

const HEADLINES = [
  'Inside the Studio Where Tomorrow’s Illustrators Learn Their Craft',
  'Ten Graduate Shows Worth Seeing This Spring',
  'How an Art School Became a Neighborhood Anchor',
  'The Designers Rethinking Public Signage',
  'A Photography Program’s Quiet Influence on the Medium',
  'Student Animators Take Their Films to Festivals',
  'Why Critics Keep Returning to This Gallery',
  'The Typeface Born in a Classroom',
  'An Open Studio Night Draws the Whole Block',
  'What Art Students Eat During Thesis Week',
  'The Print Shop That Never Closes',
  'A New Generation of Comic Artists Finds Its Voice',
  'Where Game Designers Learn to Tell Stories',
  'The Slow Return of Analog Photography',
  'Interior Designers Take On Affordable Housing',
  'A Critic’s Tour of the Senior Shows',
  'Motion Designers Behind This Year’s Title Sequences',
  'The Art School Teaching Ceramics to Engineers',
  'Letterpress Is Back, and Students Are Running It',
  'How Illustrators Are Drawing the News',
  'Portfolio Day, Explained by Admissions Officers',
  'The Residency Program Putting Artists on Farms',
  'Branding a Library, One Poster at a Time',
  'Animators Bring a Grandmother’s Garden to Life',
  'Students Map the City’s Last Neon Signs',
  'Inside a Twelve-Hour Drawing Marathon',
  'The Museum Guide Built by Game Design Students',
  'Risograph Printing Finds a Home in Art School',
  'Textiles That Listen: Sensors in Woven Work',
  'A Sculptor Who Works in Salt',
  'The Darkroom as Classroom',
  'Sound Artists Take Over a Borrowed Warehouse',
  'Why Design Students Are Studying Signage',
  'A Mural Week Transforms a Hallway',
  'The Quiet Power of the Critique',
  'Graduate Film Screenings Sell Out Again',
  'Alumni Redraw the Subway Map',
  'Type Designers Working on Languages Without Fonts',
  'A Jazz Festival’s Motion Graphics, Made by Students',
  'Art School Admissions in a Changing Year',
]

/** Rich text in the editor's format (the seed's helper types its nodes loosely). */
const releaseBody = (...content: Parameters<typeof richText>) => richText(...content) as unknown as NonNullable<PressRelease['body']>

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!

function someOf<T>(list: readonly T[], random: () => number, max: number): T[] {
  const count = 1 + Math.floor(random() * max)
  const chosen = new Set<T>()
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list, random))
  return [...chosen]
}

export const seedPress: SeedArea = async (context) => {
  await seedPressReleases(context)
  await seedExternalPress(context)
  await seedNewsletters(context)
}

async function seedPressReleases({ create, factor, random, departments, tags, image }: SeedContext): Promise<void> {
  const today = dayjs().tz(ZONE).startOf('day')
  const total = PRESS_RELEASES_PER_FACTOR * factor
  const published = departments.filter((department) => department.published)
  for (let i = 0; i < total; i++) {
    // Spread evenly over five years, newest first, never in the future.
    const year = today.year() - (i % PRESS_YEARS)
    const start = dayjs.tz(`${year}-01-01 10:00`, ZONE)
    const span = year === today.year() ? Math.max(1, today.diff(start.startOf('day'), 'day')) : 360
    const date = start.add((i * 37) % span, 'day')
    const subject = SUBJECTS[i % SUBJECTS.length]!
    // Beyond the list (the large seed), a subject comes back in a later year, as annual news does.
    const title = `Foundry ${subject}`
    await create({
      collection: 'press-releases',
      data: {
        title,
        slug: `${subject
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}-${i + 1}`,
        date: date.toISOString(),
        summary: `The Foundry School of Art & Design ${subject.charAt(0).toLowerCase()}${subject.slice(1)}.`,
        body: releaseBody(
          `NEW YORK, ${date.format('MMMM D, YYYY')} — The Foundry School of Art & Design today ${subject.charAt(0).toLowerCase()}${subject.slice(1)}.`,
          'The announcement follows a year of planning with faculty, students and partners across the city. **Details** are below, with a contact for the press.',
          h(2, 'At a glance'),
          ul('Open to students of every department', 'Free and open to the public where noted', 'Images available on request'),
          'About the college: founded by artists, the Foundry trains artists, designers and critics in the heart of the city. [Visit the college](/).',
        ),
        image: i % 3 === 0 ? image(i) : undefined,
        departments: published.length ? someOf(published, random, 2).map((d) => d.id) : [],
        tags: tags.length ? someOf(tags, random, 3).map((t) => t.id) : [],
        contact: 'Communications Office, press@foundry.example.edu, 212-555-0142',
        _status: 'published',
      },
    })
  }
  for (const [n, title] of ['Draft: Embargoed Announcement', 'Draft: Unannounced Gift'].entries()) {
    await create({
      collection: 'press-releases',
      draft: true,
      data: { title, slug: `draft-press-release-${n + 1}`, date: today.subtract(n, 'day').toISOString(), summary: 'Not yet public.', _status: 'draft' },
    })
  }
}

async function seedExternalPress({ create, factor, random, departments, tags }: SeedContext): Promise<void> {
  const today = dayjs().tz(ZONE).startOf('day')
  const total = EXTERNAL_PRESS_PER_FACTOR * factor
  const published = departments.filter((department) => department.published)
  // Oldest first, so that the newest entry (highest id) is also the latest article.
  for (let i = total - 1; i >= 0; i--) {
    const outlet = OUTLETS[i % OUTLETS.length]!
    await create({
      collection: 'external-press',
      data: {
        outlet,
        title: HEADLINES[i % HEADLINES.length]!,
        link: `https://press.example.org/${outlet.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/articles/${i + 1}`,
        date: today
          .subtract(i * 9 + 1, 'day')
          .hour(12)
          .toISOString(),
        summary: i % 2 === 0 ? `${outlet} on the Foundry School of Art & Design.` : undefined,
        departments: published.length ? someOf(published, random, 2).map((d) => d.id) : [],
        tags: tags.length ? someOf(tags, random, 2).map((t) => t.id) : [],
        _status: 'published',
      },
    })
  }
  await create({
    collection: 'external-press',
    draft: true,
    data: {
      outlet: 'Draft Weekly',
      title: 'Draft: An Article Not Yet Out',
      link: 'https://press.example.org/draft',
      date: today.toISOString(),
      _status: 'draft',
    },
  })
}

async function seedNewsletters({ payload, create }: SeedContext): Promise<void> {
  const today = dayjs().tz(ZONE).startOf('day')
  // Stories: the latest published features (the features area seeds before this one).
  const features = await payload.find({
    collection: 'features',
    where: { _status: { equals: 'published' } },
    limit: 4 * NEWSLETTERS.length,
    depth: 0,
    sort: ['-articleDate', '-id'],
    select: { title: true },
  })
  const featureIds = features.docs.map((doc) => doc.id)
  for (const [n, newsletter] of NEWSLETTERS.entries()) {
    const stories = featureIds.slice(n * 3, n * 3 + 4)
    await create({
      collection: 'newsletters',
      data: {
        title: `${newsletter.label}: ${today.subtract(n * 7, 'day').format('MMMM D, YYYY')}`,
        newsletterType: newsletter.value,
        issueDate: today
          .subtract(n * 7, 'day')
          .hour(9)
          .toISOString(),
        intro: `Welcome to ${newsletter.label}. Here is what is happening at the Foundry: stories from our studios, and what is on in our galleries and lecture halls.`,
        stories,
        links: [
          { title: 'Apply for the summer residency', url: 'https://www.example.edu/summer-residency', summary: 'Applications close at the end of the month.' },
          { title: 'Read the annual report', url: 'https://www.example.edu/annual-report' },
        ],
        _status: 'published',
      },
    })
  }
}
