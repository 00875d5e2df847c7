import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { CollectionAfterChangeHook, Config, Field, FieldHook, Plugin } from 'payload'

import { can, canField } from '@/cms/access/checks'
import { linkValidator } from '@/cms/fields/link'
import { revalidateAfterChange, revalidateAfterDelete } from '@/cms/hooks/revalidate'
import { hasCapability } from '@/domain/capabilities'
import { contentPath } from '@/domain/content-paths'
import { pagePath } from '@/domain/pages'
import { REDIRECT_STATUSES, normalizeRedirectPath, redirectFromProblem } from '@/domain/redirects'
import { publicOrigin } from '@/env'
import { invalidateRedirectTable } from '@/services/redirect-table'

/** The plugins behind content pages: nested-docs, redirects (spec §6: redirect, redirect auto-approve) and SEO (spec §6: SEO module). */
const NESTED_COLLECTIONS = ['pages']
const SEO_COLLECTIONS = ['pages', 'features']
const REDIRECT_TARGETS = ['pages', 'features']

/** Staff without "redirect: auto-approve" make redirects that wait for someone who has it. */
const approval: FieldHook = ({ value, req, operation }) => {
  // Seeds and scripts (no user) set the value they mean.
  if (!req.user) return value ?? false
  // No default value, so "not said" (approve) differs from an explicit false (keep waiting).
  if (hasCapability(req.user, 'redirectAutoApprove')) return operation === 'create' ? value !== false : Boolean(value)
  return false
}

const normalizeFrom: FieldHook = ({ value }) => (typeof value === 'string' ? (normalizeRedirectPath(value) ?? value) : value)

function redirectFields(defaultFields: Field[]): Field[] {
  const fields = defaultFields.map((field) => {
    if ('name' in field && field.name === 'from') {
      return {
        ...field,
        admin: { description: 'The old path on this site, e.g. /admissions/old-page. Case, a trailing slash and a query do not matter.' },
        validate: (value: unknown) => redirectFromProblem(value) ?? true,
        hooks: { beforeValidate: [normalizeFrom] },
      } as Field
    }
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) =>
          'name' in sub && sub.name === 'url'
            ? ({
                ...sub,
                validate: linkValidator('pageOrWeb', { required: true, when: (sibling) => sibling.type === 'custom' }),
              } as Field)
            : sub,
        ),
      } as Field
    }
    return field
  })
  return [
    ...fields,
    {
      name: 'approved',
      type: 'checkbox',
      index: true,
      access: { create: canField('redirectAutoApprove'), update: canField('redirectAutoApprove') },
      admin: {
        position: 'sidebar',
        description: 'Only approved redirects are followed. Staff with “redirect: auto-approve” approve their own; changes by others wait for them.',
      },
      hooks: { beforeChange: [approval] },
    },
  ]
}

/** Skips nested-docs' re-saves of children and breadcrumbs for bulk content (the seed's `context.bulkInsert`), where they double each page's cost. */
function withoutResavesInBulk(plugin: Plugin): Plugin {
  return async (incoming: Config) => {
    const before = new Map((incoming.collections ?? []).map((collection) => [collection.slug, new Set(collection.hooks?.afterChange ?? [])]))
    const config = await plugin(incoming)
    return {
      ...config,
      collections: config.collections?.map((collection) => {
        if (!NESTED_COLLECTIONS.includes(collection.slug)) return collection
        const own = before.get(collection.slug) ?? new Set()
        const afterChange = (collection.hooks?.afterChange ?? []).map((hook): CollectionAfterChangeHook =>
          own.has(hook) ? hook : (args) => (args.req.context?.bulkInsert ? args.doc : hook(args)),
        )
        return { ...collection, hooks: { ...collection.hooks, afterChange } }
      }),
    }
  }
}

const seoAccess = { update: canField('seoModule'), create: canField('seoModule') }

export function contentPlugins(): Plugin[] {
  return [
    withoutResavesInBulk(
      nestedDocsPlugin({
        collections: NESTED_COLLECTIONS as never[],
        generateLabel: (_, doc) => String(doc.title ?? ''),
        generateURL: (docs) => pagePath(docs.map((doc) => doc.slug as string)),
      }),
    ),
    redirectsPlugin({
      collections: REDIRECT_TARGETS,
      redirectTypes: [...REDIRECT_STATUSES],
      redirectTypeFieldOverride: { defaultValue: '301', label: 'Status' },
      overrides: {
        admin: { group: 'Content', useAsTitle: 'from', defaultColumns: ['from', 'to.type', 'type', 'approved', 'updatedAt'] },
        // Visitors' redirects are the approved ones; those waiting for approval are staff's (spec §6: redirect).
        access: {
          read: ({ req }) => hasCapability(req.user, 'redirect') || { approved: { equals: true } },
          create: can('redirect'),
          update: can('redirect'),
          delete: can('redirect'),
        },
        hooks: {
          afterChange: [revalidateAfterChange, () => invalidateRedirectTable()],
          afterDelete: [revalidateAfterDelete, () => invalidateRedirectTable()],
        },
        fields: ({ defaultFields }) => redirectFields(defaultFields),
      },
    }),
    seoPlugin({
      collections: SEO_COLLECTIONS as never[],
      uploadsCollection: 'media' as never,
      tabbedUI: true,
      generateTitle: ({ doc }) => String((doc as { title?: string })?.title ?? ''),
      generateDescription: ({ doc }) => String((doc as { summary?: string })?.summary ?? ''),
      generateURL: ({ doc, collectionConfig }) => {
        const path = contentPath({ collection: collectionConfig?.slug ?? '', slug: (doc as { slug?: string })?.slug, path: (doc as { path?: string })?.path })
        return `${publicOrigin()}${path ?? ''}`
      },
      // spec §6: the SEO module capability guards who changes these fields.
      fields: ({ defaultFields }) => defaultFields.map((field) => ('name' in field ? ({ ...field, access: seoAccess } as Field) : field)),
    }),
  ]
}
