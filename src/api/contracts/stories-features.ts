import { z } from 'zod'

import { FEATURES_DEFAULT_LIMIT, FEATURE_SORT_FIELDS } from '@/domain/features'
import { isSlugPath } from '@/domain/slug'

import { defineEndpoints, idParams, noQuery } from '../endpoint'
import { booleanFlag, idList, limit, page, publishedOnly, sortBy } from '../query'

/** spec §7: public lists show published content only, so `filters[published]` may only say true. */

/** `filters[featuredOn]`: `[homepage]=true|false`, or `filters[featuredOn]=homepage` for `[homepage]=true`. */
const featuredOn = z
  .union([z.literal('homepage').transform(() => ({ homepage: true })), z.strictObject({ homepage: booleanFlag() })], {
    error: 'must be homepage, or [homepage]=true or false',
  })
  .transform((value) => value.homepage)

/** `filters[id][not]`: the ids to leave out, one or a list (the operator as a second key, like `[like]`). */
const idFilter = z.strictObject({ not: idList() })

const featureFilters = z.strictObject({
  published: publishedOnly('features').optional(),
  featuredOn: featuredOn.optional(),
  departments: idList().optional(),
  tags: idList().optional(),
  id: idFilter.optional(),
})

/** A slug path from a catch-all route segment (`2026/a-story` arrives as two segments). */
const slugPathParam = z
  .array(z.string())
  .transform((segments) => segments.join('/'))
  .refine(isSlugPath, 'must be a slug path: lower-case letters, digits and dashes, with / between at most 8 parts')

export const featureEndpoints = defineEndpoints({
  features: {
    method: 'GET',
    path: '/api/v1/features',
    group: 'Stories',
    summary: 'Published features (stories), newest article first',
    query: z.strictObject({
      filters: featureFilters.optional(),
      sortBy: sortBy(FEATURE_SORT_FIELDS).optional(),
      page: page(),
      limit: limit(FEATURES_DEFAULT_LIMIT),
    }),
    returns:
      'The list envelope of features (id, type, title, slug, path, summary, byline, articleDate, image, departments, tags, featuredOn, published). filters[featuredOn][homepage]=true|false (or filters[featuredOn]=homepage) keeps stories offered to the home page or the others; filters[departments] and filters[tags] keep stories naming any of those ids; filters[id][not] leaves out those ids; sortBy defaults to articleDate-DESC (the feed order).',
  },
  featurePreview: {
    method: 'GET',
    path: '/api/v1/features/preview/{id}',
    group: 'Stories',
    summary: 'Any feature in its newest saved version, draft or not (staff)',
    params: idParams,
    query: noQuery,
    staff: true,
    // spec §6: reading drafts and previews takes draft.
    capability: 'draft',
    returns: 'The whole feature with its hero and body blocks, with `published` telling whether it is live; 404 when no feature has this id.',
  },
  featureBySlug: {
    method: 'GET',
    path: '/api/v1/match/features/{slug}',
    group: 'Stories',
    summary: 'The published feature at this slug (any depth: 2026/a-story)',
    params: z.strictObject({ slug: slugPathParam }),
    query: noQuery,
    returns: 'The whole feature with its hero and body blocks; 404 when none matches.',
  },
})

export type FeaturesListQuery = z.output<(typeof featureEndpoints)['features']['query']>
