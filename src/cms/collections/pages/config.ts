import { createBreadcrumbsField, createParentField } from '@payloadcms/plugin-nested-docs'
import { type CollectionBeforeChangeHook, type CollectionConfig, ValidationError } from 'payload'

import { can, canField } from '@/cms/access/checks'
import { forgetPagesUnderUnpublished, publishedPageReader } from '@/cms/access/pages'
import { publishingNeeds } from '@/cms/access/publishing'
import { contentBlocksField, contentBlocksGuard } from '@/cms/blocks'
import { slugField } from '@/cms/fields/slug'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { EXHIBITIONS_GRID_DISPLAYS } from '@/domain/exhibitions'
import { HEADER_TYPES, HERO_TYPES, INTRO_KINDS, PAGE_TEMPLATES, pagePath, pagePathProblem } from '@/domain/pages'
import { relationId } from '@/domain/relations'
import { parseVideoUrl } from '@/domain/video-url'

const VIDEO_MESSAGE = 'Use the address of a YouTube or Vimeo video.'

type Crumb = { url?: string | null; doc?: number | { id: number } | null }

/** A page's `path` is its breadcrumbs' last step; it may clash neither with another page nor with a route of its own (spec §2). */
const setPath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const crumbs = (data.breadcrumbs ?? []) as Crumb[]
  const id = originalDoc?.id
  // The ancestors come from the stored pages, so a page moved under its own subpage shows up among them.
  const ancestors = crumbs.slice(0, -1).map((crumb) => relationId(crumb.doc))
  if (id !== undefined && ancestors.some((ancestor) => String(ancestor) === String(id))) {
    throw new ValidationError({
      collection: 'pages',
      errors: [{ path: 'parent', message: 'A page cannot sit inside itself or inside one of its own subpages.' }],
    })
  }
  const path = crumbs.at(-1)?.url || pagePath([data.slug ?? originalDoc?.slug])
  const problem = pagePathProblem(path)
  if (problem) throw new ValidationError({ collection: 'pages', errors: [{ path: 'slug', message: problem }] })
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { and: [{ path: { equals: path } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { title: true },
  })
  if (docs[0]) {
    throw new ValidationError({
      collection: 'pages',
      errors: [{ path: 'slug', message: `Another page, “${docs[0].title}”, already lives at ${path}. Choose another slug or parent.` }],
    })
  }
  return { ...data, path }
}

/** The page this one sits under (a loop or a tree deeper than MAX_SLUG_SEGMENTS is refused in setPath). */
const parentField = createParentField('pages', {
  admin: { position: 'sidebar', description: 'The page this one sits under; its address starts with the parent’s.' },
} as Parameters<typeof createParentField>[1])

const whenHero = (types: string[]) => (_: unknown, sibling: { type?: string } | undefined) => types.includes(sibling?.type ?? '')
const whenIntro = (kinds: string[]) => (_: unknown, sibling: { kind?: string } | undefined) => kinds.includes(sibling?.kind ?? '')

/** spec §2, §3: content pages of any depth, built from blocks, with drafts and versions (spec §3: draft and audit variants). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'path', 'template', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'path'],
    preview: (doc) => (doc?.id ? `/preview/page/${doc.id}` : null),
  },
  access: {
    read: publishedPageReader,
    create: can('pageCreate'),
    update: can('pageEdit'),
    delete: can('pageCreate'),
    readVersions: can('pageEdit'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: 'path',
  // spec §6: page create makes drafts; publishing a page takes page edit.
  hooks: {
    ...revalidateHooks,
    beforeOperation: [publishingNeeds('pageEdit')],
    beforeChange: [setPath, contentBlocksGuard()],
    afterChange: [forgetPagesUnderUnpublished, ...revalidateHooks.afterChange],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 160 },
            { name: 'summary', type: 'textarea', maxLength: 300, admin: { description: 'One or two sentences for cards, lists and search engines.' } },
            {
              name: 'intro',
              type: 'group',
              admin: { description: 'spec §2 intro kinds: what opens the page below its title.' },
              fields: [
                {
                  name: 'kind',
                  type: 'select',
                  options: INTRO_KINDS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
                  admin: { description: 'Leave empty for no intro.' },
                },
                { name: 'text', type: 'textarea', maxLength: 600, admin: { condition: whenIntro(['text', 'image and text', 'video']) } },
                { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: whenIntro(['image', 'image and text']) } },
                {
                  name: 'videoUrl',
                  type: 'text',
                  admin: { condition: whenIntro(['video']) },
                  validate: (value: string | null | undefined, { siblingData }: { siblingData: { kind?: string } }) =>
                    siblingData.kind !== 'video' || parseVideoUrl(value) ? true : VIDEO_MESSAGE,
                },
              ],
            },
            contentBlocksField(),
          ],
        },
        {
          label: 'Hero',
          fields: [
            {
              name: 'hero',
              type: 'group',
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  required: true,
                  defaultValue: 'none',
                  options: HERO_TYPES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
                },
                {
                  name: 'image',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { condition: whenHero(['image', 'video']), description: 'Edge to edge above the title; the poster of a video hero.' },
                  validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) =>
                    siblingData.type !== 'image' || value ? true : 'An image hero needs an image.',
                },
                {
                  name: 'videoUrl',
                  type: 'text',
                  admin: { condition: whenHero(['video']) },
                  validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string } }) =>
                    siblingData.type !== 'video' || parseVideoUrl(value) ? true : VIDEO_MESSAGE,
                },
                { name: 'caption', type: 'text', maxLength: 200, admin: { condition: whenHero(['image', 'video']) } },
              ],
            },
          ],
        },
        {
          label: 'Layout',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'template',
                  type: 'select',
                  options: PAGE_TEMPLATES.map((value) => ({ value, label: value })),
                  admin: { description: 'Leave empty for a standard page.' },
                },
                {
                  name: 'headerType',
                  type: 'select',
                  required: true,
                  defaultValue: 'default',
                  // spec §6: the page's navbar properties (the header with its section's pages or not).
                  access: { create: canField('navbarPropertiesPage'), update: canField('navbarPropertiesPage') },
                  options: HEADER_TYPES.map((value) => ({ value, label: value === 'default' ? 'Default' : 'Subheader (with the section’s pages)' })),
                },
                {
                  name: 'exhibitionsGrid',
                  type: 'select',
                  defaultValue: 'none',
                  options: [
                    { value: 'none', label: 'None' },
                    ...EXHIBITIONS_GRID_DISPLAYS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
                  ],
                  admin: { description: 'Where the exhibitions grid shows among the blocks.' },
                },
              ],
            },
            {
              name: 'facts',
              type: 'array',
              maxRows: 12,
              admin: { description: 'Key facts beside the text (About and Summer Housing Detail Page templates), e.g. Founded · 1961.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', required: true, maxLength: 60 },
                    { name: 'value', type: 'text', required: true, maxLength: 120 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    slugField('title', { unique: false }),
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The page’s address, made from its parents’ slugs and its own.' },
    },
    parentField,
    createBreadcrumbsField('pages', { admin: { position: 'sidebar', readOnly: true, initCollapsed: true } } as Parameters<typeof createBreadcrumbsField>[1]),
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Order among the pages of its section (lower first; then by title).' },
    },
    {
      name: 'hideFromSearchEngines',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Leaves the page out of the sitemap and asks search engines not to list it.' },
    },
  ],
}
