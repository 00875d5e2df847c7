import { slugify } from '@/domain/slug'
import { playlistPageSize } from '@/domain/videos'

import { FIRST_NAMES, LAST_NAMES } from './college'
import type { SeedArea, SeedContext } from './context'
import { abstractImage } from './images'
import {
  AWARDS,
  CARD_VIEWS_OF_SHARED_LOCATIONS,
  CHANNELS,
  COURSES,
  FACULTY_TITLES,
  FURTHER_TITLES,
  LIBRARIES,
  MORE_BUILDINGS,
  MORE_FIRST_NAMES,
  MORE_LAST_NAMES,
  MORE_LOCATIONS,
  PRACTICES,
  SCHOOLS,
  SHOWN_AT,
  THUMBNAIL_WORDS,
  VIDEO_ANGLES,
  VIDEO_BLURBS,
  VIDEO_SUBJECTS,
} from './people-data'

/** Faculty the people area adds per size step: 155 in all for the small seed, 1,550 for the large. */
export const ADDED_FACULTY_PER_STEP = 125
/** Videos: 120 for the small seed, 2,000 for the large one. */
export const videoCount = (factor: number) => (factor === 1 ? 120 : 200 * factor)
/** Images rendered for the area, small so the seed stays fast; each is shared by many documents. */
const PORTRAITS = 6
const THUMBNAILS = 8

type Id = number

/** A Lexical rich-text value of plain paragraphs. */
function paragraphs(texts: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: texts.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}

async function renderImages(context: SeedContext, count: number, kind: 'portrait' | 'thumbnail'): Promise<Id[]> {
  const ids: Id[] = []
  for (let i = 0; i < count; i++) {
    const seed = (kind === 'portrait' ? 500 : 700) + i
    const data =
      kind === 'portrait' ? await abstractImage(seed, '4:5', '', 480) : await abstractImage(seed, '16:9', THUMBNAIL_WORDS[i % THUMBNAIL_WORDS.length], 960)
    const doc = await context.create({
      collection: 'media',
      data: {
        alt:
          kind === 'portrait'
            ? `Abstract portrait study no. ${i + 1}: soft shapes and grain`
            : `Video still, abstract study no. ${i + 1}: “${THUMBNAIL_WORDS[i % THUMBNAIL_WORDS.length]}” over shapes and grain`,
        credit: 'Foundry demo generator',
      },
      file: { data, mimetype: 'image/jpeg', name: `${kind}-${i + 1}.jpg`, size: data.length },
    })
    ids.push(doc.id)
  }
  return ids
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!

/** The details of one profile, from its number: bio, links, titles, supplemental fields. */
function profileDetails(context: SeedContext, n: number, name: string, portraits: Id[]) {
  const { random } = context
  const practice = PRACTICES[n % PRACTICES.length]!
  const first = name.split(' ')[0]!
  const slug = slugify(name)
  const supplemental =
    n % 3 === 0
      ? {
          pronouns: pick(random, ['she/her', 'he/him', 'they/them', null]),
          officeHours: n % 2 ? 'Tuesdays 2–4 pm, Room 602' : 'By appointment',
          education: [
            { degree: 'MFA', institution: pick(random, SCHOOLS), year: 1990 + Math.floor(random() * 30) },
            { degree: 'BFA', institution: pick(random, SCHOOLS), year: 1985 + Math.floor(random() * 30) },
          ],
          awards: n % 2 ? [{ title: pick(random, AWARDS), year: 2010 + Math.floor(random() * 16) }] : [],
          coursesTaught: [pick(random, COURSES), pick(random, COURSES)].filter((c, i, all) => all.indexOf(c) === i).map((title) => ({ title })),
        }
      : undefined
  return {
    // Every sixth profile has no portrait: the index shows initials instead.
    image: n % 6 === 5 ? undefined : portraits[n % portraits.length],
    shortBio: `${name} ${practice}.`,
    bio: paragraphs([
      `${first}’s work has been shown at ${pick(random, SHOWN_AT)} and ${pick(random, SHOWN_AT)}, and in the kind of small rooms where people stay to talk afterwards.`,
      `At Foundry, ${first} teaches in the studios and advises thesis students, with an open door for anyone who wants a second pair of eyes.`,
    ]),
    email: `${slug.slice(0, 40)}@foundry.example`,
    website: n % 4 === 0 ? undefined : `https://${slug.slice(0, 40)}.example`,
    links: [
      { kind: 'Social' as const, network: 'Instagram' as const, url: `https://instagram.example/${slug.replace(/-/g, '')}` },
      ...(n % 3 === 1 ? [{ kind: 'Social' as const, network: 'Vimeo' as const, url: `https://vimeo.example/${slug.replace(/-/g, '')}` }] : []),
      ...(n % 5 === 2 ? [{ kind: 'Website' as const, label: 'Studio newsletter', url: `https://newsletter.example/${slug}` }] : []),
    ],
    titles: n % 7 === 3 ? [{ title: FURTHER_TITLES[n % FURTHER_TITLES.length]! }] : [],
    supplemental,
  }
}

async function seedFaculty(context: SeedContext, portraits: Id[]): Promise<void> {
  const { payload, factor, random, create } = context
  // Faculty teach in departments that teach, not in offices; one profile names an unpublished department.
  const teaching = context.departments.filter((d) => d.type !== 'Administrative' && d.published).map((d) => d.id)
  const unpublished = context.departments.find((d) => !d.published)?.id
  const taken = new Set(
    (await payload.find({ collection: 'faculty-profiles', pagination: false, depth: 0, draft: true, overrideAccess: true, select: { slug: true } })).docs.map(
      (d) => d.slug,
    ),
  )

  // The foundation's profiles get their portraits, biographies and links.
  for (const [i, member] of context.faculty.entries()) {
    await payload.update({
      collection: 'faculty-profiles',
      id: member.id,
      context: { disableRevalidate: true },
      overrideAccess: true,
      depth: 0,
      data: profileDetails(context, i, member.name, portraits),
    })
  }

  // A published profile with a newer draft: visitors see the published one, previews the draft.
  const announced = context.faculty.find((_, i) => i % 10 !== 9)
  if (announced) {
    await payload.update({
      collection: 'faculty-profiles',
      id: announced.id,
      draft: true,
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
      data: { title: 'Dean of Studios (announcement pending)', _status: 'draft' },
    })
  }

  const firsts = [...FIRST_NAMES, ...MORE_FIRST_NAMES]
  const lasts = [...LAST_NAMES, ...MORE_LAST_NAMES]
  const total = ADDED_FACULTY_PER_STEP * factor
  for (let i = 0; i < total; i++) {
    const first = pick(random, firsts)
    const last = pick(random, lasts)
    const name = `${first} ${last}`
    let slug = slugify(name)
    for (let n = 2; taken.has(slug); n++) slug = `${slugify(name)}-${n}`
    taken.add(slug)
    const departments = [teaching[(i * 5 + 3) % teaching.length]!, ...(i % 6 === 0 ? [teaching[(i * 11 + 7) % teaching.length]!] : [])]
    if (i === 7 && unpublished) departments.push(unpublished)
    // One in twelve is a draft nobody outside the office may see.
    const status = i % 12 === 11 ? 'draft' : 'published'
    await create({
      collection: 'faculty-profiles',
      data: {
        name,
        lastName: last,
        slug,
        title: FACULTY_TITLES[i % FACULTY_TITLES.length]!,
        departments,
        _status: status,
        ...profileDetails(context, i + 30, name, portraits),
      },
    })
  }
}

async function seedPlaces(context: SeedContext): Promise<Map<string, Id>> {
  const { payload, factor, create } = context
  const locationIds = new Map(context.locations)
  for (const [title, cardView] of Object.entries(CARD_VIEWS_OF_SHARED_LOCATIONS)) {
    const id = context.locations.get(title)
    if (id) await payload.update({ collection: 'locations', id, data: { cardView }, overrideAccess: true, depth: 0, context: { disableRevalidate: true } })
  }
  for (let copy = 0; copy < factor; copy++) {
    for (const [i, { hasImage, ...location }] of MORE_LOCATIONS.entries()) {
      const title = copy === 0 ? location.title : `${location.title} ${copy + 1}`
      const doc = await create({ collection: 'locations', data: { ...location, title, image: hasImage ? context.image(i + 3) : undefined } })
      if (copy === 0) locationIds.set(location.title, doc.id)
    }
    for (const [i, building] of MORE_BUILDINGS.entries()) {
      await create({
        collection: 'buildings',
        data: {
          ...building,
          title: copy === 0 ? building.title : `${building.title} ${copy + 1}`,
          code: copy === 0 ? building.code : `${building.code}${copy + 1}`,
          location: locationIds.get(building.location),
          image: i % 4 === 3 ? undefined : context.image(i + 7),
        },
      })
    }
  }
  return locationIds
}

async function seedLibraryHours(context: SeedContext, locationIds: Map<string, Id>): Promise<void> {
  for (const library of LIBRARIES) {
    await context.create({
      collection: 'library-hours',
      data: {
        libraryId: library.libraryId,
        name: library.name,
        location: locationIds.get(library.location),
        regularHours: library.regularHours.map((entry) => ({ closed: false, ...entry })),
        exceptions: library.exceptions.map((entry) => ({ closed: false, ...entry })),
      },
    })
  }
}

/** A YouTube-shaped id (11 characters) or a Vimeo-shaped one (9 digits), from the seeded random source. */
function videoUrl(random: () => number, destination: 'Youtube' | 'Vimeo'): string {
  if (destination === 'Vimeo') return `https://vimeo.com/${100_000_000 + Math.floor(random() * 899_999_999)}`
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
  return `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => alphabet[Math.floor(random() * 64)]).join('')}`
}

async function seedVideos(context: SeedContext, thumbnails: Id[]): Promise<void> {
  const { factor, random, create } = context
  const channels: { id: Id; destination: 'Youtube' | 'Vimeo'; top5: boolean }[] = []
  for (const [i, channel] of CHANNELS.entries()) {
    const doc = await create({
      collection: 'video-channels',
      data: {
        ...channel,
        sortOrder: (i + 1) * 10,
        externalUrl: channel.destination === 'Vimeo' ? 'https://vimeo.example/foundryart' : 'https://youtube.example/@foundryart',
      },
    })
    channels.push({ id: doc.id, destination: channel.destination, top5: channel.playlistType === 'top5' })
  }
  // Published on a fixed calendar, newest first, about four days apart, so the seed is the same every time.
  const newest = Date.UTC(2026, 10, 20, 15, 0, 0)
  const speakers = [...FIRST_NAMES, ...MORE_FIRST_NAMES]
  const count = videoCount(factor)
  const slugs = new Set<string>()
  // A top 5 holds five published videos (its page shows no more); past them, its turn goes to the next channel.
  const inTop5 = new Map<Id, number>()
  for (let i = 0; i < count; i++) {
    // One in fifteen is not published yet.
    const published = i % 15 !== 14
    let home = channels[i % channels.length]!
    if (home.top5 && (!published || (inTop5.get(home.id) ?? 0) >= playlistPageSize('top5'))) home = channels[(i + 1) % channels.length]!
    if (home.top5) inTop5.set(home.id, (inTop5.get(home.id) ?? 0) + 1)
    const also = i % 9 === 4 && !channels[(i + 2) % channels.length]!.top5 ? [channels[(i + 2) % channels.length]!.id] : []
    const title = `${VIDEO_SUBJECTS[i % VIDEO_SUBJECTS.length]}: ${pick(random, VIDEO_ANGLES)} ${pick(random, speakers)}`
    let slug = slugify(title)
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${n}`
    slugs.add(slug)
    await create({
      collection: 'videos',
      data: {
        title,
        slug,
        url: videoUrl(random, home.destination),
        publishedAtOnYoutube: new Date(newest - i * 4 * 86_400_000 - Math.floor(random() * 36_000_000)).toISOString(),
        // A talk runs an hour or so, a studio visit a few minutes.
        durationSeconds: i % 3 === 0 ? 2400 + Math.floor(random() * 2400) : 90 + Math.floor(random() * 600),
        channels: [home.id, ...also],
        description: `Recorded ${i % 2 ? 'in the Essex Street Theater' : 'in the studios'} at Foundry School of Art & Design. ${VIDEO_BLURBS[i % VIDEO_BLURBS.length]}`,
        // Each channel cycles through every still, so a playlist page rarely repeats one.
        thumbnail: thumbnails[(Math.floor(i / channels.length) + (i % channels.length) * 3) % thumbnails.length],
        published,
      },
    })
  }
}

/** The people area's demo content: faculty, places, library hours, channels and videos. */
export const seedPeople: SeedArea = async (context) => {
  const portraits = await renderImages(context, PORTRAITS, 'portrait')
  const thumbnails = await renderImages(context, THUMBNAILS, 'thumbnail')
  await seedFaculty(context, portraits)
  const locationIds = await seedPlaces(context)
  await seedLibraryHours(context, locationIds)
  await seedVideos(context, thumbnails)
}
