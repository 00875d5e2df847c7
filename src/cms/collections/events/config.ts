import type { CollectionConfig, Field, TextField } from 'payload'

import { can, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { publishingNeeds } from '@/cms/access/publishing'
import { validateWebLink } from '@/cms/fields/link'
import { slugPathField } from '@/cms/fields/slug'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { EVENT_TYPES } from '@/domain/events'

/** /events/search/… is the calendar's search route (spec §2): no event's address may start there. */
const RESERVED_EVENT_SLUG_START = 'search'

const eventSlugField = (): Field => {
  const field = slugPathField() as TextField & { hasMany?: false }
  const validate = field.validate
  return {
    ...field,
    validate: (value: string | null | undefined, options: Parameters<NonNullable<typeof validate>>[1]) =>
      typeof value === 'string' && value.split('/')[0] === RESERVED_EVENT_SLUG_START
        ? 'The address /events/search/… belongs to the calendar: choose another slug.'
        : validate
          ? validate(value, options)
          : true,
  }
}

/** spec §3: Event, with drafts and versions; exhibitors join it through their `event`. */
export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    useAsTitle: 'title',
    group: 'Events',
    defaultColumns: ['title', 'eventType', 'eventStart', 'eventEnd', '_status'],
    listSearchableFields: ['title', 'overriddenTitle', 'slug'],
    // The back office's Preview button opens the staff preview (spec §2: /preview/event/{id}).
    preview: (doc) => (doc?.id ? `/preview/event/${String(doc.id)}` : null),
  },
  access: {
    read: publishedStatusOrDraftReader,
    create: can('event'),
    update: can('event'),
    delete: can('eventAdministrate'),
    readVersions: can('event'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: '-eventStart',
  // spec §6: publishing an event or an exhibitor takes event publish; without it a change is a draft.
  hooks: { ...revalidateHooks, beforeOperation: [publishingNeeds('eventPublish')] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'overriddenTitle', type: 'text', maxLength: 200, admin: { description: 'Shown instead of the title where the event appears, when set.' } },
    eventSlugField(),
    {
      type: 'row',
      fields: [
        {
          name: 'eventType',
          type: 'select',
          required: true,
          defaultValue: 'Event',
          index: true,
          options: EVENT_TYPES.map(({ value, label }) => ({ value, label })),
        },
        { name: 'allDay', type: 'checkbox', defaultValue: false, admin: { description: 'Show dates only (exhibitions, multi-day events).' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'eventStart', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'eventEnd',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          validate: (value: unknown, { siblingData }: { siblingData: { eventStart?: unknown } }) => {
            if (!value) return 'An event needs an end.'
            const start = siblingData.eventStart ? Date.parse(String(siblingData.eventStart)) : NaN
            return Number.isNaN(start) || Date.parse(String(value)) >= start ? true : 'The end cannot come before the start.'
          },
        },
      ],
    },
    { name: 'summary', type: 'textarea', maxLength: 400, admin: { description: 'One or two sentences for lists, cards and search engines.' } },
    { name: 'description', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'gallery',
      type: 'array',
      labels: { singular: 'Image', plural: 'Images' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'locations', type: 'relationship', relationTo: 'locations', hasMany: true, index: true },
        { name: 'room', type: 'text', admin: { description: 'Room or floor, e.g. 6th floor, Room 602.' } },
      ],
    },
    { name: 'admission', type: 'text', admin: { description: 'e.g. Free and open to the public.' } },
    { name: 'registrationUrl', type: 'text', validate: validateWebLink },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, index: true },
    { name: 'departmentsAndCategories', type: 'relationship', relationTo: 'departments-and-categories', hasMany: true, index: true },
    {
      name: 'featuredAsHero',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Candidate for the events hero (latest-hero).' },
    },
    { name: 'exhibitors', type: 'join', collection: 'exhibitors', on: 'event', admin: { condition: (data) => data?.eventType === 'Exhibition' } },
  ],
}
