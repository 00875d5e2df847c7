/** Demo stories (spec §3: Feature), about a hundred, some featured, a few drafts; `--size large` adds 2,000 through the adapter (docs/decisions/0012). */
import type { Payload } from 'payload'

import { dayjs } from '@/domain/dates'
import { slugify } from '@/domain/slug'

import { SEED_CONTEXT, type SeedContext } from './context'
import { copy, header, image, stats } from './page-blocks'
import { h, p, quote, richText } from './rich-text'

/** How many stories the small seed makes, and how many more each step of `--size` adds. */
export const SEED_FEATURES = 96
const BULK_FEATURES_PER_FACTOR = 210

const SUBJECTS = [
  'A sculptor who works in salt',
  'The letterpress studio turns fifty',
  'Thesis films go to festival',
  'Inside the risograph room',
  'Alumni illustrate the city’s new subway maps',
  'Drawing marathon: twelve hours, one model, two hundred students',
  'A ceramics kiln built by students',
  'What the archive taught a graphic designer',
  'Photographing the last neon workshops',
  'Game design students build a museum guide',
  'An animated short about a grandmother’s garden',
  'Textiles that listen: sensors in woven work',
  'The critique, explained',
  'Portfolio day, from both sides of the table',
  'A painter’s studio in a former bakery',
  'Visiting artist: a week of murals',
  'Designing type for a language with no fonts',
  'Comics as journalism',
  'A residency on a working farm',
  'Interior design students rethink a shelter',
  'Notes from the darkroom',
  'Brand identity for a neighbourhood library',
  'Motion graphics for a jazz festival',
  'Sound, light and a borrowed warehouse',
] as const

/** Angles a later story on the same subject takes, so that every title reads as written by hand. */
const ANGLES = ['Profile', 'Studio visit', 'In the classroom', 'Alumni', 'Process', 'Q&A', 'Exhibition'] as const

const BYLINES = ['By the Office of Communications', 'By Mina Okafor', 'By Jonah Lindqvist (BFA 2014)', 'By Rosa Quintero', 'By Hiro Nakamura (MFA 2019)']

function storyTitle(index: number): string {
  const subject = SUBJECTS[index % SUBJECTS.length]!
  const round = Math.floor(index / SUBJECTS.length)
  if (round === 0) return subject
  // Each subject takes a different angle each round: distinct titles for as many rounds as there are angles.
  const angle = ANGLES[(index + round - 1) % ANGLES.length]!
  return `${angle}: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`
}

function storyBody(title: string, department: string, imageId: number) {
  return [
    copy(
      richText(
        p(`**${title}.** Students in ${department} spent the term finding out what their medium can still do, and what it cannot.`),
        p('The work started with a question a faculty member asked on the first day, and ended in a room full of visitors on the last.'),
        h(2, 'How it came together'),
        p('Drafts, critiques and late nights: the process was as public as the result, with open studios every second Friday.'),
        quote('We wanted the audience to see the decisions, not only the finished thing.'),
        p('Read more about the department’s programmes on its [page](/academics).'),
      ),
    ),
    image(imageId, '16:9', 'wide', 'Work in progress in the studio.'),
    header('What comes next', { level: '2' }),
    copy('The group shows again in the spring, and several pieces travel to a partner school abroad.'),
    stats('The term in numbers', [
      ['14', 'students'],
      ['3', 'visiting artists'],
      ['1', 'show'],
    ]),
  ]
}

/** Demo features: spread over the last three years, across departments and tags. */
export async function seedFeatures(context: SeedContext): Promise<void> {
  const { create, random, departments, tags, image, factor } = context
  const teaching = departments.filter((department) => department.published)
  const today = dayjs().startOf('day')
  for (let i = 0; i < SEED_FEATURES; i++) {
    const department = teaching[(i * 7) % teaching.length]!
    const second = i % 4 === 0 ? [teaching[(i * 3 + 5) % teaching.length]!.id] : []
    const title = storyTitle(i)
    const articleDate = today.subtract(Math.floor(i * 11 + random() * 9), 'day').hour(10)
    await create({
      collection: 'features',
      draft: i % 16 === 15,
      data: {
        title,
        // A few stories live at addresses of two segments (architecture guide: slugs may nest).
        slug: i % 12 === 5 ? `${articleDate.year()}/${slugify(title)}` : undefined,
        summary: `${title}: a story from ${department.title}.`,
        byline: BYLINES[i % BYLINES.length],
        articleDate: articleDate.toISOString(),
        hero: { type: 'image', image: image(i), caption: i % 3 === 0 ? 'Photograph by the Foundry demo generator.' : undefined },
        body: storyBody(title, department.title, image(i + 3)),
        departments: [department.id, ...second],
        tags: [tags[i % tags.length]!.id, ...(i % 3 === 0 ? [tags[(i + 4) % tags.length]!.id] : [])],
        featuredOn: { homepage: i % 5 === 0 },
        _status: i % 16 === 15 ? 'draft' : 'published',
      },
    })
  }
  if (factor > 1) await bulkFeatures(context, BULK_FEATURES_PER_FACTOR * factor)
}

/** `--size large`: thousands more published stories through the database adapter (no hooks, no versions). */
async function bulkFeatures(context: SeedContext, target: number): Promise<void> {
  const payload: Payload = context.payload
  const teaching = context.departments.filter((department) => department.published)
  const now = new Date().toISOString()
  const today = dayjs().startOf('day')
  for (let i = 0; i < target; i++) {
    // The archive repeats the subjects over fifteen years: the year tells them apart, the number keeps addresses apart.
    const articleDate = today.subtract(Math.floor((i / target) * 15 * 365), 'day')
    const title = `${storyTitle(i % SEED_FEATURES)} (${articleDate.year()})`
    const department = teaching[i % teaching.length]!
    await payload.db.create({
      collection: 'features',
      data: {
        title,
        slug: `archive/${slugify(title)}-${i + 1}`,
        summary: `${title}: from the story archive of ${department.title}.`,
        articleDate: articleDate.toISOString(),
        hero: { type: 'image', image: context.image(i) },
        body: [],
        departments: [department.id],
        tags: [context.tags[i % context.tags.length]!.id],
        featuredOn: { homepage: false },
        published: true,
        _status: 'published',
        createdAt: now,
        updatedAt: now,
      },
      req: { context: SEED_CONTEXT } as never,
    })
  }
}
