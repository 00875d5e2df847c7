import type { Payload } from 'payload'

import { DEFAULT_TIME_ZONE, dayjs } from '@/domain/dates'
import { type EventType } from '@/domain/events'
import { GALLERY_LOCATION_COUNT } from '@/domain/exhibitions'
import { slugify } from '@/domain/slug'

import { SEED_CONTEXT, type SeedArea, type SeedContext } from './context'

/** The events' demo content (spec §3, §9) around the seed's day; the large seed adds 10,000 through the adapter (docs/decisions/0012). */

const ZONE = DEFAULT_TIME_ZONE

/** The galleries exhibitions are shown in (spec §9: five), places the shared seed made. */
const SEED_GALLERIES = ['Foundry Gallery', 'Canal Street Project Space', 'Hester Library', 'Grand Street Print Shop', 'Delancey Street Main Building'] as const

/** The categories events are filed under besides departments. */
const CATEGORIES = [
  { code: 'LECTURES', title: 'Lectures and Talks', shortTitle: 'Lectures' },
  { code: 'ALUMNI', title: 'Alumni Society', shortTitle: 'Alumni' },
  { code: 'CAREER', title: 'Career Development Events', shortTitle: 'Careers' },
  { code: 'ADMISSIONS', title: 'Admissions Events', shortTitle: 'Admissions' },
  { code: 'GALLERIES', title: 'Foundry Galleries', shortTitle: 'Galleries' },
  { code: 'COMMUNITY', title: 'Community and Public Programs', shortTitle: 'Community' },
]

/** Short codes for departments (spec §3: code, shortTitle), as the calendar's address uses them. */
function departmentCode(title: string, taken: Set<string>): string {
  const words = title
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !['and', 'of', 'for', 'the'].includes(word.toLowerCase()))
  const base = (words.length === 1 ? words[0]!.slice(0, 6) : words.map((word) => word.slice(0, words.length > 2 ? 1 : 3)).join('')).toUpperCase()
  let code = base
  for (let n = 2; taken.has(code); n++) code = `${base}${n}`
  taken.add(code)
  return code
}

const ARTISTS = [
  'Noor Haddad',
  'Tomás Lindqvist',
  'Ama Okafor',
  'Yuki Tanaka',
  'Marguerite Fontaine',
  'Ilya Petrov',
  'Sofía Quintero',
  'Kwame Mbeki',
  'Hanne Eriksen',
  'Ren Ishikawa',
  'Lena Kowalczyk',
  'Dario Castellanos',
]
const TOPICS = [
  'Drawing as Thinking',
  'The Afterlife of Posters',
  'Color in the Age of Screens',
  'Making Books by Hand',
  'Cities as Studios',
  'Sound, Image, Time',
  'Type on the Street',
  'Clay and Climate',
  'Archives and Invention',
  'The Future of Illustration',
]
const WORKSHOPS = [
  'Risograph Printing',
  'Figure Drawing Marathon',
  'Bookbinding Basics',
  'Screen Printing Posters',
  'Wheel-Thrown Ceramics',
  'Stop-Motion in a Day',
  'Zine Making',
  'Portfolio Photography',
]
const FILMS = ['Night Swimmers', 'The Long Edit', 'Salt and Signal', 'A House of Paper', 'Lower East Light', 'Field Notes', 'Blue Hour', 'The Quiet Machine']
const SHOW_WORDS = [
  'Open Form',
  'Second Nature',
  'Close Reading',
  'Soft Power',
  'Hard Edges',
  'Common Ground',
  'Slow Light',
  'Paper Cities',
  'After Image',
  'Loud Colors',
  'Ghost Signs',
  'Working Title',
]
const MEDIA = [
  'Oil on linen',
  'Archival pigment print',
  'Glazed stoneware',
  'Risograph on paper',
  'Single-channel video, 6 min',
  'Graphite on paper',
  'Steel and found wood',
  'Gouache on board',
]

/** A paragraph about each kind of event, for the description below its summary. */
const DESCRIPTIONS: Record<EventType, string> = {
  Exhibition:
    'The exhibition brings together work made over the past year in the studios, from paintings and prints to installation, sound and video. Gallery hours are Tuesday to Saturday, 10 AM to 6 PM; groups of more than ten are asked to write ahead.',
  Ceremony:
    'Graduates, families and faculty gather to mark the end of the year. Doors open an hour before the ceremony; seating is first come, first served, and the ceremony is streamed live.',
  Conference:
    'Researchers, designers and writers present work in progress in short talks and panels, with time for questions and a reception at the close of each day.',
  InformationSession:
    'Faculty and current students walk through the program, the studios and the application, and answer questions about portfolios, scholarships and life in the city.',
  OpenHouse: 'Tour the studios and shops with current students, sit in on a critique, and bring a few pieces of work for informal feedback from faculty.',
  Performance: 'An evening of new work for stage and screen, made by students across departments with visiting artists.',
  Reception: 'Meet the artists over drinks and conversation. The galleries stay open late for the evening.',
  Screening: 'Films are shown in their original format, followed by a conversation with the filmmakers and a short reception in the lobby.',
  SpecialEvent: 'Studios, shops and labs open their doors: see work in progress, watch demonstrations and meet the people who make it.',
  Talk: 'Each talk runs about an hour and is followed by questions from the audience. Seating is first come, first served; the talk is recorded for the college archive.',
  Workshop: 'Workshops are hands-on and small, with materials provided. No experience is needed; wear clothes that can get dirty.',
  Event: 'Everyone is welcome. Check in at the front desk of the building on arrival.',
}

type Timing = { start: dayjs.Dayjs; end: dayjs.Dayjs; allDay: boolean }

type Plan = {
  title: string
  slug?: string
  eventType: EventType
  timing: Timing
  summary: string
  location: string
  room?: string
  admission?: string
  tags: number[]
  categories: number[]
  image: number | null
  gallery?: number[]
  draft?: boolean
  featuredAsHero?: boolean
  overriddenTitle?: string
  registrationUrl?: string
}

/** Lexical rich text of plain paragraphs. */
function paragraphs(texts: string[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: texts.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal' as const, detail: 0 }],
      })),
    },
  }
}

export const seedEvents: SeedArea = async (context) => {
  const { payload, random, create, image, factor } = context
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const today = dayjs().tz(ZONE).startOf('day')
  const at = (day: dayjs.Dayjs, time: string) => dayjs.tz(`${day.format('YYYY-MM-DD')} ${time}`, ZONE)

  // Departments and categories: one per published department, then the categories.
  const codes = new Set<string>()
  const departmentCategory = new Map<string, number>()
  const categoryIds: number[] = []
  for (const department of context.departments.filter((d) => d.published && d.type !== 'Administrative')) {
    const short = department.title.replace(/ and .*/, '').slice(0, 40)
    const doc = await create({
      collection: 'departments-and-categories',
      data: { title: department.title, shortTitle: short, code: departmentCode(department.title, codes), kind: 'Department', department: department.id },
    })
    departmentCategory.set(department.title, doc.id)
  }
  for (const category of CATEGORIES) {
    codes.add(category.code)
    const doc = await create({ collection: 'departments-and-categories', data: { ...category, kind: 'Category' } })
    categoryIds.push(doc.id)
  }
  const [lectures, alumni, career, admissions, galleriesCategory, community] = categoryIds as [number, number, number, number, number, number]
  const departmentIds = [...departmentCategory.values()]
  const department = (title: string) => departmentCategory.get(title)!

  // The five galleries (spec §9).
  const locationId = new Map(context.locations)
  for (const title of SEED_GALLERIES) {
    const id = locationId.get(title)
    if (!id) throw new Error(`The shared seed has no place called ${title} to make a gallery of.`)
    await payload.update({ collection: 'locations', id, data: { isGallery: true }, context: SEED_CONTEXT, overrideAccess: true, depth: 0 })
  }
  if (SEED_GALLERIES.length !== GALLERY_LOCATION_COUNT) throw new Error('The seed must make the five galleries of spec §9.')

  const tag = (title: string) => context.tags.find((t) => t.title === title)?.id
  const tagIds = (...titles: string[]) => titles.map(tag).filter((id): id is number => id !== undefined)
  const anyTags = () => [pick(context.tags).id, ...(random() < 0.5 ? [pick(context.tags).id] : [])].filter((id, i, all) => all.indexOf(id) === i)
  const usedSlugs = new Set<string>()
  const uniqueSlug = (slug: string) => {
    let candidate = slug
    for (let n = 2; usedSlugs.has(candidate); n++) candidate = `${slug}-${n}`
    usedSlugs.add(candidate)
    return candidate
  }

  /** An event of the given type on the given day, with a plausible title, time, place and tags. */
  function plan(eventType: EventType, day: dayjs.Dayjs, n: number): Plan {
    const dept = pick(departmentIds)
    const artist = pick(ARTISTS)
    const evening = (from: string, to: string): Timing => ({ start: at(day, from), end: at(day, to), allDay: false })
    switch (eventType) {
      case 'Talk':
        return {
          title: n % 2 ? `Visiting Artist Lecture: ${artist}` : `Design Talk: ${pick(TOPICS)}`,
          eventType,
          timing: evening('18:30', '20:00'),
          summary: `${artist} talks about a life in the studio and takes questions.`,
          location: 'Essex Street Theater',
          admission: 'Free and open to the public',
          tags: tagIds(n % 2 ? 'Visiting Artist Lectures' : 'Design Talks'),
          categories: [lectures, dept],
          image: image(n),
        }
      case 'Workshop': {
        const name = pick(WORKSHOPS)
        return {
          title: `${name} Workshop`,
          eventType,
          timing: evening('10:00', '13:00'),
          summary: `A hands-on morning of ${name.toLowerCase()}; materials provided.`,
          location: name.includes('Ceramics') ? 'Pier 9 Ceramics Studio' : 'Grand Street Print Shop',
          room: 'Studio B',
          admission: 'Free; registration required',
          tags: anyTags(),
          categories: [dept, community],
          image: image(n + 3),
          registrationUrl: 'https://tickets.example/foundry',
        }
      }
      case 'Screening': {
        const film = pick(FILMS)
        return {
          title: n % 2 ? `Friday Night Films: ${film}` : `Thesis Screenings: ${film}`,
          eventType,
          timing: evening('19:00', '21:30'),
          summary: `A screening of “${film}”, followed by a conversation with the filmmakers.`,
          location: 'Essex Street Theater',
          admission: 'Free',
          tags: tagIds(n % 2 ? 'Friday Night Films' : 'Thesis Screenings', 'Film'),
          categories: [department('Film and Moving Image')],
          image: image(n + 1),
        }
      }
      case 'InformationSession':
        return {
          title: `Graduate Information Session: ${pick(context.departments.filter((d) => d.type === 'Graduate')).title}`,
          eventType,
          timing: evening('17:00', '18:00'),
          summary: 'Meet the chair, see the studios and ask about portfolios and funding.',
          location: 'Delancey Street Main Building',
          room: 'Room 602',
          tags: tagIds('Admissions'),
          categories: [admissions, dept],
          image: image(n + 2),
        }
      case 'OpenHouse':
        return {
          title: n % 2 ? 'Undergraduate Open House' : 'Graduate Open House',
          eventType,
          timing: evening('11:00', '15:00'),
          summary: 'Tour the studios, meet faculty and students, and get portfolio advice.',
          location: 'Delancey Street Main Building',
          admission: 'Free; please register',
          tags: tagIds('Admissions'),
          categories: [admissions],
          image: image(n + 4),
          featuredAsHero: n % 3 === 0,
        }
      case 'Performance':
        return {
          title: `Sound and Image: ${pick(SHOW_WORDS)}`,
          eventType,
          timing: evening('20:00', '22:00'),
          summary: 'Live sound, projection and movement by students and guests.',
          location: 'Essex Street Theater',
          tags: tagIds('Performance'),
          categories: [dept],
          image: image(n + 5),
        }
      case 'Reception':
        return {
          title: `Opening Reception: ${pick(SHOW_WORDS)}`,
          eventType,
          timing: evening('18:00', '20:00'),
          summary: 'Celebrate the opening with the artists.',
          location: pick(SEED_GALLERIES),
          tags: tagIds('Student Work'),
          categories: [galleriesCategory],
          image: image(n + 6),
        }
      case 'Ceremony':
        return {
          title: n % 2 ? `Commencement ${day.year()}` : `Honors Convocation ${day.year()}`,
          eventType,
          timing: evening('10:00', '12:30'),
          summary: 'The college celebrates its graduates. Livestreamed for families and friends.',
          location: 'Essex Street Theater',
          tags: tagIds('Commencement'),
          categories: [alumni],
          image: image(n + 7),
        }
      case 'Conference':
        return {
          title: `Design Research Symposium ${day.year()}`,
          eventType,
          timing: { start: at(day, '09:30'), end: at(day.add(1, 'day'), '17:00'), allDay: false },
          summary: 'Two days of papers, panels and workshops on design and research.',
          location: 'Delancey Street Main Building',
          tags: tagIds('Design Talks'),
          categories: [department('Design Research and Writing'), lectures],
          image: image(n + 8),
        }
      case 'SpecialEvent':
        return {
          title: n % 2 ? 'Open Studios Weekend' : 'Alumni Portfolio Day',
          eventType,
          timing: evening('12:00', '18:00'),
          summary: 'Studios on every floor open their doors.',
          location: 'Delancey Street Main Building',
          tags: tagIds('Open Studio Nights', 'Alumni'),
          categories: [community, alumni],
          image: image(n + 9),
        }
      case 'Event':
        return {
          title: n % 2 ? 'Spring Career Fair' : 'Zine Swap and Small Press Market',
          eventType,
          timing: evening('13:00', '17:00'),
          summary: 'Meet studios, agencies and publishers hiring artists and designers.',
          location: 'Hester Library',
          tags: tagIds(n % 2 ? 'Alumni' : 'Zines'),
          categories: [career],
          image: image(n + 10),
        }
      case 'Exhibition': {
        const end = day.add(3 + (n % 4), 'week')
        const title =
          n % 3 === 0 ? `${pick(SHOW_WORDS)}: New Work by ${pick(context.departments.filter((d) => d.type === 'Graduate')).title} MFA` : `${pick(SHOW_WORDS)}`
        return {
          title,
          eventType,
          timing: { start: at(day, '10:00'), end: at(end, '18:00'), allDay: true },
          summary: 'New work in painting, photography, sculpture and video.',
          location: pick(SEED_GALLERIES),
          admission: 'Free; Tuesday to Saturday, 10 AM to 6 PM',
          tags: tagIds('Student Work'),
          categories: [galleriesCategory, dept],
          image: image(n + 11),
          gallery: [image(n + 12), image(n + 13), image(n + 14)],
        }
      }
    }
  }

  const types: EventType[] = [
    'Talk',
    'Workshop',
    'Screening',
    'InformationSession',
    'OpenHouse',
    'Performance',
    'Reception',
    'Ceremony',
    'Conference',
    'SpecialEvent',
    'Event',
  ]
  const plans: Plan[] = []
  // The college's recent past and next year, densely: about two events a week.
  let n = 0
  for (let day = today.subtract(6, 'month'); day.isBefore(today.add(13, 'month')); day = day.add(3 + (n % 3), 'day')) {
    plans.push(plan(types[n % types.length]!, day, n))
    n++
  }
  // Fifteen years back, sparsely: every type a few times, and an exhibition a season.
  for (let month = 7; month <= 15 * 12; month += 3) {
    const day = today.subtract(month, 'month').date(1 + (month % 25))
    plans.push(plan(month % 2 ? 'Exhibition' : types[month % types.length]!, day, n++))
  }
  // Exhibitions around now: on view, upcoming, recently past.
  for (const [offset, weeks] of [
    [-3, 6],
    [-1, 3],
    [2, 4],
    [5, 6],
    [9, 5],
    [-10, 4],
    [-16, 5],
  ] as const) {
    const p = plan('Exhibition', today.add(offset, 'week'), n++)
    p.timing = { ...p.timing, end: at(today.add(offset + weeks, 'week'), '18:00') }
    plans.push(p)
  }
  // Archival shows: "2010 and earlier" (spec §4).
  for (const year of [2008, 2009, 2010]) {
    const p = plan('Exhibition', dayjs.tz(`${year}-10-02`, ZONE), n++)
    p.title = `From the Archive: Foundry Annual ${year}`
    p.timing = { start: at(dayjs.tz(`${year}-10-02`, ZONE), '10:00'), end: at(dayjs.tz(`${year}-12-18`, ZONE), '18:00'), allDay: true }
    plans.push(p)
  }

  // Named events the tests and the demo lean on.
  const seniorShow: Plan = {
    ...plan('Exhibition', today.subtract(10, 'day'), n++),
    title: `Senior Thesis Exhibition ${today.year()}`,
    slug: `senior-thesis-exhibition/${today.year()}`,
    overriddenTitle: 'Senior Thesis Exhibition',
    timing: { start: at(today.subtract(10, 'day'), '10:00'), end: at(today.add(20, 'day'), '18:00'), allDay: true },
    location: 'Foundry Gallery',
    summary: 'The graduating class shows a year of work across two floors of the Foundry Gallery.',
    featuredAsHero: true,
  }
  const lecture: Plan = {
    ...plan('Talk', today.add(7, 'day'), 1),
    title: 'Visiting Artist Lecture: Noor Haddad',
    slug: 'visiting-artist-lecture-noor-haddad',
    timing: { start: at(today.add(7, 'day'), '18:30'), end: at(today.add(7, 'day'), '20:00'), allDay: false },
    summary: 'The painter Noor Haddad on drawing as a daily practice, followed by questions.',
    categories: [lectures, department('Painting and Drawing')],
  }
  const openHouse: Plan = { ...plan('OpenHouse', today.add(12, 'day'), 3), title: 'Fall Open House', slug: 'fall-open-house', featuredAsHero: false }
  plans.push(seniorShow, lecture, openHouse)
  // Drafts: never public (spec §3: draft variants).
  plans.push({ ...plan('Talk', today.add(4, 'day'), n++), title: 'Draft: Unannounced Lecture', slug: 'draft-unannounced-lecture', draft: true })
  plans.push({ ...plan('Exhibition', today.add(30, 'day'), n++), title: 'Draft: Secret Exhibition', slug: 'draft-secret-exhibition', draft: true })

  const ids = new Map<Plan, number>()
  for (const p of plans) {
    const doc = await create({
      collection: 'events',
      draft: p.draft,
      data: {
        ...eventData(p, p.slug ?? uniqueSlug(slugify(`${p.title}-${p.timing.start.format('YYYY-MM-DD')}`)), locationId),
        _status: p.draft ? 'draft' : 'published',
      },
    })
    ids.set(p, doc.id)
  }

  // Exhibitors: the senior show has a full room; other recent shows a few.
  const exhibitionPlans = plans.filter((p) => p.eventType === 'Exhibition' && !p.draft)
  const exhibitorsOf = (p: Plan) => (p === seniorShow ? 8 : p.timing.end.isAfter(today.subtract(1, 'year')) ? 2 : 0)
  let artistIndex = 0
  for (const p of exhibitionPlans) {
    for (let i = 0; i < exhibitorsOf(p); i++, artistIndex++) {
      const first = context.faculty[artistIndex % context.faculty.length]!.name.split(' ')[0]!
      const name = `${first} ${['Abara', 'Fontaine', 'Haddad', 'Nakamura', 'Okafor', 'Quintero', 'Szabó', 'Whitfield'][artistIndex % 8]}`
      const dept = pick(context.departments.filter((d) => d.published && d.type === 'Undergraduate'))
      await create({
        collection: 'exhibitors',
        data: { ...exhibitorData(p, ids.get(p)!, name, dept, artistIndex), _status: 'published' },
      })
    }
  }
  // An unpublished exhibitor in the senior show: previews only.
  await create({
    collection: 'exhibitors',
    draft: true,
    data: { ...exhibitorData(seniorShow, ids.get(seniorShow)!, 'Draft Exhibitor', context.departments[0]!, 99), slug: 'draft-exhibitor', _status: 'draft' },
  })

  // The home page's featured events.
  const upcoming = plans.filter((p) => !p.draft && p.timing.start.isAfter(today)).slice(0, 3)
  await payload.updateGlobal({
    slug: 'featured-events',
    context: SEED_CONTEXT,
    data: {
      _status: 'published',
      heading: 'Coming up at Foundry',
      callout: { text: 'Lectures, screenings and shows, most of them free and open to everyone.', linkLabel: 'See the calendar', linkUrl: '/events' },
      featuredEvents: [ids.get(seniorShow)!, ids.get(lecture)!, ...upcoming.map((p) => ids.get(p)!)].map((event, i) => ({
        event,
        overriddenTitle: i === 1 ? 'Noor Haddad in conversation' : null,
      })),
    },
  })

  if (factor > 1) await bulkEvents(context, { today, types, plan, departmentIds, locationId, target: 1000 * factor })

  function exhibitorData(p: Plan, eventId: number, name: string, dept: SeedContext['departments'][number], index: number) {
    return {
      name,
      slug: slugify(name),
      event: eventId,
      program: `BFA ${dept.title}, Class of ${p.timing.end.year()}`,
      department: dept.id,
      portrait: image(index + 2),
      statement: paragraphs([
        `${name} makes work about attention: what we notice when we slow down, and what a city teaches the eye.`,
        `This body of work began as daily drawings on the subway and grew into ${pick(MEDIA).toLowerCase()} and installation.`,
      ]),
      works: [0, 1, 2].map((w) => ({
        image: image(index * 3 + w),
        title: `${pick(SHOW_WORDS)} ${w + 1}`,
        year: p.timing.end.year(),
        medium: pick(MEDIA),
        dimensions: `${40 + w * 10} × ${50 + w * 12} in.`,
      })),
      links: [{ label: 'Portfolio', url: `https://portfolio.example/${slugify(name)}` }],
    }
  }
}

function eventData(p: Plan, slug: string, locations: Map<string, number>) {
  return {
    title: p.title,
    overriddenTitle: p.overriddenTitle,
    slug,
    eventType: p.eventType,
    allDay: p.timing.allDay,
    eventStart: p.timing.start.toISOString(),
    eventEnd: p.timing.end.toISOString(),
    summary: p.summary,
    description: paragraphs([
      DESCRIPTIONS[p.eventType],
      'All of our galleries and theaters are wheelchair accessible, and assistive listening devices are available at the front desk. For other access requests, write to access@foundry.example a week ahead.',
    ]),
    image: p.image,
    gallery: (p.gallery ?? []).map((image, i) => ({ image, caption: `Installation view ${i + 1}` })),
    locations: [locations.get(p.location)].filter((id): id is number => id !== undefined),
    room: p.room,
    admission: p.admission,
    registrationUrl: p.registrationUrl,
    tags: p.tags,
    departmentsAndCategories: p.categories.filter((id, i, all) => id !== undefined && all.indexOf(id) === i),
    featuredAsHero: Boolean(p.featuredAsHero),
  }
}

/** `--size large`: thousands more published events through the adapter (no hooks, no versions), to make lists and queries big. */
async function bulkEvents(
  context: SeedContext,
  args: {
    today: dayjs.Dayjs
    types: EventType[]
    plan: (type: EventType, day: dayjs.Dayjs, n: number) => Plan
    departmentIds: number[]
    locationId: Map<string, number>
    target: number
  },
): Promise<void> {
  const payload: Payload = context.payload
  const now = new Date().toISOString()
  const span = args.today.add(13, 'month').diff(args.today.subtract(15, 'year'), 'day')
  for (let i = 0; i < args.target; i++) {
    const day = args.today.subtract(15, 'year').add(Math.floor((i / args.target) * span), 'day')
    const type = i % 9 === 0 ? 'Exhibition' : args.types[i % args.types.length]!
    const p = args.plan(type, day, i)
    await payload.db.create({
      collection: 'events',
      data: {
        ...eventData(p, `archive/${day.year()}/${slugify(p.title)}-${i + 1}`, args.locationId),
        _status: 'published',
        description: null,
        gallery: [],
        createdAt: now,
        updatedAt: now,
      },
      req: { context: SEED_CONTEXT } as never,
    })
  }
}
