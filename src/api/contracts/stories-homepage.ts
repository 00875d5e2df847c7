import { z } from 'zod'

import { PREVIEW_DATE_MESSAGE, parsePreviewDate } from '@/domain/homepage'

import { defineEndpoints, noQuery } from '../endpoint'

/** spec §7 (homepage/preview): the day the preview shows, YYYY-MM-DD; today in the college's time zone when left out. */
const previewDate = z.string({ error: PREVIEW_DATE_MESSAGE }).refine((value) => parsePreviewDate(value) !== null, PREVIEW_DATE_MESSAGE)

const HOMEPAGE_SHAPE =
  '`{ template, layout, featuredStories, sections, published, updatedAt }`: featuredStories in order, each `{ kind, title, kicker, text, image, link, years, feature, video }` with staff’s overrides applied (a Story or Video whose feature or video is not published is left out; `layout` is the template unless its video dropped out); sections in order, each with its `blockType` and what it shows (a featureFeed its `features`, a featuredEventsSection its `section`, a videoFeed its `videos` or TikTok `posts`).'

/** spec §7: the home page calls (the featured-events ones are the events area's, in contracts/events.ts). */
export const homepageEndpoints = defineEndpoints({
  homepage: {
    method: 'GET',
    path: '/api/v1/homepage',
    group: 'Stories',
    summary: 'The published home page: template, featured stories and sections',
    query: noQuery,
    returns: HOMEPAGE_SHAPE,
  },
  homepagePreview: {
    method: 'GET',
    path: '/api/v1/homepage/preview',
    group: 'Stories',
    summary: 'The home page’s newest saved version as on a day (staff)',
    query: z.strictObject({ date: previewDate.optional() }),
    staff: true,
    // spec §6: reading drafts and previews takes draft.
    capability: 'draft',
    returns: `The same shape from the newest draft, plus \`date\`: featured events that ended before that day are left out, and feature feeds show stories dated on or before it. \`date\` defaults to today in the college's time zone. ${HOMEPAGE_SHAPE}`,
  },
})
