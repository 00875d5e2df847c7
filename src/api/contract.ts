import { z } from 'zod'

import { RANDOM_SEED_LIMIT } from '@/domain/seeded-random'

import { courseImportEndpoints } from './contracts/course-import'
import { formEndpoints } from './contracts/forms'
import { courseEndpoints } from './contracts/courses'
import { eventEndpoints } from './contracts/events'
import { facultyEndpoints } from './contracts/faculty'
import { libraryHoursEndpoints } from './contracts/library-hours'
import { pageEndpoints } from './contracts/pages'
import { searchEndpoints } from './contracts/search'
import { staffEndpoints } from './contracts/staff'
import { storiesPressEndpoints } from './contracts/stories-press'
import { featureEndpoints } from './contracts/stories-features'
import { homepageEndpoints } from './contracts/stories-homepage'
import { videoEndpoints } from './contracts/videos'
import { defineEndpoints, idParams, noQuery, slugParams } from './endpoint'
import { booleanFlag, limit, page, sortBy, wholeNumber } from './query'

export type { Endpoint } from './endpoint'

/** The contract of /api/v1 (spec §7): the foundation's endpoints here, each area's in `contracts/<area>.ts`, joined in `endpoints`. */
/** spec §7: the limits the site's own calls send, used as defaults. */
export const SITE_WIDE_ALERTS_LIMIT = 1000
export const PLACES_LIMIT = 1000
export const TAGS_LIMIT = 9000

const foundationEndpoints = defineEndpoints({
  configs: {
    method: 'GET',
    path: '/api/v1/configs',
    group: 'Site',
    summary: 'The site config as a key-value map',
    query: noQuery,
    returns: 'An object of string keys to string or null values: session start dates, search key and engine id, the college identity.',
  },
  notFoundVideos: {
    method: 'GET',
    path: '/api/v1/not-found-videos',
    group: 'Site',
    summary: 'The candidates for the 404 page’s random video',
    query: noQuery,
    returns: '`{ videos }`: each with provider (youtube or vimeo), videoId and title, as site config lists them.',
  },
  navigation: {
    method: 'GET',
    path: '/api/v1/navigation',
    group: 'Site',
    summary: 'The main navigation tree (visible items, at most 3 levels)',
    query: noQuery,
    returns:
      '`{ tree }`: items with id, title, type, path, externalLink, openInNewWindow, isVisible, terminalNode, columnStart, isSeparator, gaEventName, gaParams, children.',
  },
  siteWideAlerts: {
    method: 'GET',
    path: '/api/v1/alerts/site-wide',
    group: 'Alerts',
    summary: 'Published site-wide alerts within their window',
    query: z.strictObject({
      filters: z.strictObject({ published: z.literal('true', { error: 'only published alerts are listed publicly; use true' }).optional() }).optional(),
      page: page(),
      limit: limit(SITE_WIDE_ALERTS_LIMIT),
    }),
    returns:
      'The list envelope of alerts (id, title, message, link, tone, showFrom, showUntil, published): only those whose window holds the moment of the request (showFrom inclusive, showUntil exclusive, an empty end open).',
  },
  homePageAlert: {
    method: 'GET',
    path: '/api/v1/alerts/home-page/active',
    group: 'Alerts',
    summary: 'The active home-page alert',
    query: noQuery,
    returns: 'The alert, or null when none is active or the active one is outside its window (showFrom, showUntil).',
  },
  homePageAlertPreview: {
    method: 'GET',
    path: '/api/v1/alerts/home-page/preview/{id}',
    group: 'Alerts',
    summary: 'Any home-page alert, active or not (staff)',
    params: idParams,
    query: noQuery,
    staff: true,
    // spec §6: reading drafts and previews takes draft.
    capability: 'draft',
    returns: 'The alert, with shownNow and windowNote (why it is not shown now: its window has not opened or has closed; null when it is shown).',
  },
  siteWideAlertPreview: {
    method: 'GET',
    path: '/api/v1/alerts/site-wide/preview/{id}',
    group: 'Alerts',
    summary: 'Any site-wide alert, published or not (staff)',
    params: idParams,
    query: noQuery,
    staff: true,
    // spec §6: reading drafts and previews takes draft.
    capability: 'draft',
    returns: 'The alert, with shownNow and windowNote (why it is not shown now: its window has not opened or has closed; null when it is shown).',
  },
  departments: {
    method: 'GET',
    path: '/api/v1/departments/list',
    group: 'Departments',
    summary: 'Published departments by title',
    query: z.strictObject({ onlyAssociatedToAnyFacultyProfile: booleanFlag().optional() }),
    returns: 'The list envelope of departments (one page).',
  },
  departmentBySlug: {
    method: 'GET',
    path: '/api/v1/departments/match/{slug}',
    group: 'Departments',
    summary: 'The published department with this slug',
    params: slugParams,
    query: noQuery,
    returns: 'The department; 404 when none matches.',
  },
  locations: {
    method: 'GET',
    path: '/api/v1/locations',
    group: 'Places',
    summary: 'Locations by title',
    query: z.strictObject({
      filters: z.strictObject({ facilities: booleanFlag().optional(), international: booleanFlag().optional() }).optional(),
      page: page(),
      limit: limit(PLACES_LIMIT),
    }),
    returns: 'The list envelope of locations.',
  },
  buildings: {
    method: 'GET',
    path: '/api/v1/buildings',
    group: 'Places',
    summary: 'Buildings by title',
    query: z.strictObject({
      filters: z.strictObject({ displayOnContactAndMaps: booleanFlag().optional() }).optional(),
      page: page(),
      limit: limit(PLACES_LIMIT),
    }),
    returns: 'The list envelope of buildings.',
  },
  tags: {
    method: 'GET',
    path: '/api/v1/tags',
    group: 'Tags',
    summary: 'Tags, by title or in a seeded random order',
    query: z.strictObject({
      page: page(),
      limit: limit(TAGS_LIMIT),
      sortBy: z.union([z.literal('random'), sortBy(['title'])]).optional(),
      seed: wholeNumber(0, RANDOM_SEED_LIMIT - 1).optional(),
    }),
    returns: 'The list envelope of tags; a random sort answers its seed so the order can be asked for again.',
  },
  sessionMe: {
    method: 'GET',
    path: '/api/v1/sessions/me',
    group: 'Sessions',
    summary: 'The signed-in staff member',
    query: noQuery,
    staff: true,
    capability: 'session',
    returns: '`{ id, fullName, email, capabilities, adminToolbar }`; 401 without a valid token, 403 for an account without the Session capability.',
  },
  sessionEnd: {
    method: 'DELETE',
    path: '/api/v1/sessions',
    group: 'Sessions',
    summary: 'Log out: ends the session behind the token on the server',
    query: noQuery,
    staff: true,
    returns: '204 No Content; the token answers 401 from then on, and a browser forgets the back-office cookie.',
  },
})

export const endpoints = {
  ...foundationEndpoints,
  ...eventEndpoints,
  ...facultyEndpoints,
  ...videoEndpoints,
  ...libraryHoursEndpoints,
  ...pageEndpoints,
  ...storiesPressEndpoints,
  ...featureEndpoints,
  ...homepageEndpoints,
  ...courseEndpoints,
  ...courseImportEndpoints,
  ...formEndpoints,
  ...searchEndpoints,
  ...staffEndpoints,
}
