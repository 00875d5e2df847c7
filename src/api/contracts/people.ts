import { z } from 'zod'

import { FACULTY_PROFILES_LIMIT } from '@/domain/faculty'
import { LIBRARY_IDS, MAX_LIBRARY_IDS, parseDay, rangeProblem } from '@/domain/library-hours'
import { PLAYLIST_TYPES, VIDEOS_DEFAULT_LIMIT, VIDEO_CHANNELS_LIMIT, VIDEO_CHANNEL_SORT_FIELDS, VIDEO_DESTINATIONS, VIDEO_SORT_FIELDS } from '@/domain/videos'

import { defineEndpoints, idParams, noQuery } from '../endpoint'
import { idList, likeText, limit, page, sortBy } from '../query'

/** spec §7: public lists show published content only, so `filters[published]` may only say true. */
const publishedOnly = (what: string) => z.literal('true', { error: `only published ${what} are listed publicly; use true` })

/** The sort fields of the faculty list: by sort name (the A–Z order) unless asked otherwise. */
export const FACULTY_SORT_FIELDS = ['lastName', 'name', 'updatedAt'] as const

const facultyFilters = z.strictObject({
  published: publishedOnly('faculty profiles').optional(),
  departments: idList().optional(),
  name: likeText(80).optional(),
})

/** `from` and `to` of the library-hours call: days written YYYY-MM-DD, `to` not before `from`, at most a year apart. */
const day = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .refine((value) => parseDay(value) !== null, 'must be a date written YYYY-MM-DD that exists, e.g. 2026-11-23')

const hoursRange = z.strictObject({ from: day.optional(), to: day.optional() }).superRefine((range, ctx) => {
  if (!range.from || !range.to) return
  const problem = rangeProblem(range.from, range.to)
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem })
})

/** `{libraryIds}`: library ids joined by commas (5459,5461), each at most once. */
const libraryIdList = z
  .string({ error: 'must be library ids joined by commas, e.g. 5459,5461' })
  .max(200, 'must be at most 200 characters')
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim())
    if (parts.some((part) => !/^[1-9]\d{0,8}$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: `must be library ids joined by commas, e.g. ${LIBRARY_IDS.join(',')}` })
      return z.NEVER
    }
    const ids = [...new Set(parts.map(Number))]
    if (ids.length > MAX_LIBRARY_IDS) {
      ctx.addIssue({ code: 'custom', message: `must name at most ${MAX_LIBRARY_IDS} libraries` })
      return z.NEVER
    }
    return ids
  })

export const peopleEndpoints = defineEndpoints({
  facultyProfiles: {
    method: 'GET',
    path: '/api/v1/faculty-profiles',
    group: 'Faculty',
    summary: 'Published faculty profiles, by sort name',
    query: z.strictObject({
      filters: facultyFilters.optional(),
      page: page(),
      limit: limit(FACULTY_PROFILES_LIMIT),
      sortBy: sortBy(FACULTY_SORT_FIELDS).optional(),
    }),
    returns:
      'The list envelope of profiles (id, type, name, lastName, letter, slug, path, title, titles, departments, image, shortBio). filters[departments] keeps profiles in any of those departments; filters[name][like] matches the name; sortBy defaults to lastName-ASC.',
  },
  facultyProfilesByLetter: {
    method: 'GET',
    path: '/api/v1/faculty-profiles/grouped-by-letter',
    group: 'Faculty',
    summary: 'Published faculty profiles grouped by the first letter of their sort name (A–Z, then #)',
    query: z.strictObject({ filters: facultyFilters.omit({ name: true }).optional() }),
    returns:
      '`{ total, letters: [{ letter, anchor, count }], groups: [{ letter, anchor, items }] }`: letters lists all 27 index letters (count 0 for empty ones); groups holds only letters with profiles, in order.',
  },
  facultyProfilePreview: {
    method: 'GET',
    path: '/api/v1/faculty-profiles/preview/{id}',
    group: 'Faculty',
    summary: 'Any faculty profile in its newest saved version, draft or not (staff)',
    params: idParams,
    query: noQuery,
    staff: true,
    returns: 'The whole profile, with `published` telling whether it is live.',
  },
  videos: {
    method: 'GET',
    path: '/api/v1/videos',
    group: 'Videos',
    summary: 'Published videos, newest on YouTube or Vimeo first',
    query: z.strictObject({
      filters: z
        .strictObject({
          hasAnyChannel: idList().optional(),
          published: publishedOnly('videos').optional(),
        })
        .optional(),
      page: page(),
      limit: limit(VIDEOS_DEFAULT_LIMIT),
      sortBy: sortBy(VIDEO_SORT_FIELDS).optional(),
    }),
    returns:
      'The list envelope of videos (id, title, slug, path, url, provider, videoId, publishedAtOnYoutube, channels, thumbnail, description). filters[hasAnyChannel] keeps videos in any of those channels; sortBy defaults to publishedAtOnYoutube-DESC.',
  },
  videoChannels: {
    method: 'GET',
    path: '/api/v1/video-channels',
    group: 'Videos',
    summary: 'Video channels in their sort order',
    query: z.strictObject({
      filters: z
        .strictObject({
          destination: z.enum(VIDEO_DESTINATIONS.map((d) => d.value) as [string, ...string[]], { error: 'must be Youtube or Vimeo' }).optional(),
          playlistType: z
            .enum(PLAYLIST_TYPES.map((t) => t.value) as [string, ...string[]], { error: 'must be channel, top5, liveFeed or showcase' })
            .optional(),
        })
        .optional(),
      page: page(),
      limit: limit(VIDEO_CHANNELS_LIMIT),
      sortBy: sortBy(VIDEO_CHANNEL_SORT_FIELDS).optional(),
    }),
    returns:
      'The list envelope of channels (id, title, slug, path, sortOrder, destination, playlistType, description, externalUrl); sortBy defaults to sortOrder-ASC.',
  },
  libraryHours: {
    method: 'GET',
    path: '/api/v1/libcal/hours/{libraryIds}',
    group: 'Places',
    summary: 'Opening hours of libraries for a range of days',
    params: z.strictObject({ libraryIds: libraryIdList }),
    query: hoursRange,
    returns:
      '`{ from, to, source, libraries: [{ id, name, days: [{ date, status, hours: [{ from, to }], note }] }] }`, from the hours kept in the back office, or from LibCal when it is configured (source says which). from defaults to today in the college’s time zone, to to from; 404 for a library nobody keeps hours for.',
  },
})
