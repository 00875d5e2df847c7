import { z } from 'zod'

import { FACULTY_PROFILES_LIMIT } from '@/domain/faculty'

import { defineEndpoints, idParams, noQuery } from '../endpoint'
import { idList, likeText, limit, page, publishedOnly, sortBy } from '../query'

/** The sort fields of the faculty list: by sort name (the A–Z order) unless asked otherwise. */
export const FACULTY_SORT_FIELDS = ['lastName', 'name', 'updatedAt'] as const

const facultyFilters = z.strictObject({
  published: publishedOnly('faculty profiles').optional(),
  departments: idList().optional(),
  name: likeText(80).optional(),
})

export const facultyEndpoints = defineEndpoints({
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
    // spec §6: reading drafts and previews takes draft.
    capability: 'draft',
    returns: 'The whole profile, with `published` telling whether it is live.',
  },
})
