import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { can, canEither, canField, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { publishingNeeds } from '@/cms/access/publishing'
import { linkValidator, validateWebLink } from '@/cms/fields/link'
import { slugField } from '@/cms/fields/slug'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { publishedAsStatus, publishedFromStatus } from '@/cms/hooks/published-mirror'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { hasCapability } from '@/domain/capabilities'
import { EXTERNAL_LINK_KINDS, SOCIAL_NETWORKS } from '@/domain/external-links'
import { sortKey } from '@/domain/faculty'

/** `facultyRoleProfileEdit` (spec §6) edits but saves drafts (publishingNeeds below); `facultyProfile` also publishes. */
const canEditProfile = canEither('facultyProfile', 'facultyRoleProfileEdit')

/** `published` follows the status; `sortName` is the key lists sort by (see sortKey). */
const derivedFields: CollectionBeforeChangeHook = (args) => ({
  ...publishedFromStatus(args),
  sortName: sortKey(String(args.data.lastName ?? args.originalDoc?.lastName ?? '')),
})

/** spec §3: Faculty profile, with drafts and versions (draft and audit variants). */
export const FacultyProfiles: CollectionConfig = {
  slug: 'faculty-profiles',
  labels: { singular: 'Faculty profile', plural: 'Faculty profiles' },
  admin: {
    useAsTitle: 'name',
    group: 'Places and people',
    defaultColumns: ['name', 'title', 'departments', '_status'],
    listSearchableFields: ['name', 'lastName', 'slug', 'email'],
    preview: (doc) => (typeof doc.slug === 'string' ? `/preview/faculty-profile/${doc.slug}` : null),
  },
  access: {
    read: publishedStatusOrDraftReader,
    create: can('facultyProfile'),
    update: canEditProfile,
    delete: can('facultyProfile'),
    readVersions: ({ req }) => hasCapability(req.user, 'facultyProfile') || hasCapability(req.user, 'auditLogs'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: 'sortName',
  // spec §6: a faculty member editing their own profile (faculty role profile edit) saves a draft; publishing takes faculty profile.
  hooks: { ...revalidateHooks, beforeOperation: [publishedAsStatus, publishingNeeds('facultyProfile')], beforeChange: [derivedFields] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120, admin: { description: 'As the person writes it: Ana Lucía de la Cruz.' } },
        {
          name: 'lastName',
          label: 'Sort name',
          type: 'text',
          required: true,
          index: true,
          maxLength: 80,
          admin: { description: 'The name the A–Z index files them under: de la Cruz is under D.' },
        },
      ],
    },
    slugField('name'),
    { name: 'title', label: 'Main title', type: 'text', maxLength: 160, admin: { description: 'Shown under the name: Chair, BFA Photography.' } },
    {
      name: 'titles',
      label: 'Further titles',
      type: 'array',
      labels: { singular: 'Title', plural: 'Titles' },
      fields: [{ name: 'title', type: 'text', required: true, maxLength: 160 }],
    },
    { name: 'departments', type: 'relationship', relationTo: 'departments', hasMany: true, index: true },
    { name: 'image', label: 'Portrait', type: 'upload', relationTo: 'media' },
    { name: 'shortBio', type: 'textarea', maxLength: 400, admin: { description: 'One or two sentences for cards and search engines.' } },
    { name: 'bio', type: 'richText' },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'website', type: 'text', validate: validateWebLink },
      ],
    },
    {
      name: 'links',
      type: 'array',
      labels: { singular: 'Link', plural: 'Links' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'kind', type: 'select', required: true, defaultValue: 'Website', options: EXTERNAL_LINK_KINDS.map((value) => ({ value, label: value })) },
            {
              name: 'network',
              type: 'select',
              options: SOCIAL_NETWORKS.map((value) => ({ value, label: value })),
              admin: { condition: (_, siblingData) => siblingData?.kind === 'Social' },
            },
            { name: 'label', type: 'text', maxLength: 80 },
            { name: 'url', type: 'text', required: true, validate: linkValidator('web', { required: true }) },
          ],
        },
      ],
    },
    {
      name: 'supplemental',
      label: 'Supplemental fields',
      type: 'group',
      // spec §6: faculty supplemental fields are their own capability.
      access: { create: canField('facultySupplementalFields'), update: canField('facultySupplementalFields') },
      admin: { description: 'Extra detail shown on the profile page; editable by staff with the supplemental-fields capability.' },
      fields: [
        { name: 'pronouns', type: 'text', maxLength: 40 },
        { name: 'officeHours', type: 'text', maxLength: 160 },
        {
          name: 'education',
          type: 'array',
          // Short table names: the versions table's prefix would pass PostgreSQL's 63-character limit.
          dbName: 'faculty_education',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'degree', type: 'text', required: true },
                { name: 'institution', type: 'text', required: true },
                { name: 'year', type: 'number', min: 1900, max: 2200 },
              ],
            },
          ],
        },
        {
          name: 'awards',
          type: 'array',
          dbName: 'faculty_awards',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'year', type: 'number', min: 1900, max: 2200 },
              ],
            },
          ],
        },
        { name: 'coursesTaught', type: 'array', dbName: 'faculty_courses', fields: [{ name: 'title', type: 'text', required: true }] },
        { name: 'cv', label: 'CV (PDF)', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'sortName', type: 'text', index: true, admin: { hidden: true } },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Follows Publish and Unpublish; the API filters on it (spec §7).' },
    },
  ],
}
