import { z } from 'zod'

import { MAX_LIMIT } from '@/domain/pagination'
import { MAX_SLUG_SEGMENTS, isSlugPath } from '@/domain/slug'

import { defineEndpoints, idParams, noQuery } from '../endpoint'
import { limit, page } from '../query'

/** A path of any depth from a catch-all segment (`about/history` arrives as two segments). */
const pathSegments = z
  .array(z.string(), { error: 'must be a path' })
  .min(1, 'must be a path')
  .refine(
    (segments) => isSlugPath(segments.join('/')),
    `must be a path of lower-case letters, digits and dashes, with / between at most ${MAX_SLUG_SEGMENTS} parts`,
  )

export const pageEndpoints = defineEndpoints({
  match: {
    method: 'GET',
    path: '/api/v1/match/{slug}',
    group: 'Pages',
    summary: 'What lives at a path of any depth: the page entity summary (spec §3)',
    params: z.strictObject({ slug: pathSegments }),
    query: noQuery,
    returns:
      '`{ id, type, title, path }` where type is one of exhibitor, page, event, feature, press release, faculty profile, navigation group, course sections; events add `eventType`, exhibitors `parentEventId`, course sections the flags isCE, isPreCollege, isDestinations, isSummerResidencyPrograms, isInternSummerHousing. 404 when nothing published lives there. Paths under /events/ and /features/ have their own match endpoints with the whole content.',
  },
  block: {
    method: 'GET',
    path: '/api/v1/blocks/{id}',
    group: 'Pages',
    summary: 'A published shared block and its content blocks',
    params: idParams,
    query: noQuery,
    returns:
      '`{ id, title, blocks, updatedAt }`: each block with its `blockType` and fields; images as `{ url, alt, width, height, focal, placeholder, credit }`, linked pages as `{ relationTo, id, title, path }`. 404 when no published shared block has this id.',
  },
  redirects: {
    method: 'GET',
    path: '/api/v1/redirects',
    group: 'Pages',
    summary: 'The approved redirects and where each leads now',
    query: z.strictObject({ page: page(), limit: limit(MAX_LIMIT) }),
    returns: 'The list envelope of `{ from, to, status }` (status 301 or 302); the site follows them before any page renders.',
  },
})
