import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug, Plugin } from 'payload'

import { removeEntry } from '@/services/search-index'
import { SEARCHABLE_COLLECTIONS, refreshEntry } from '@/services/search-sources'

/** Keeps the site's own search index current in each change's transaction (docs/decisions/0057); the seed rebuilds it once at its end. */
export function searchIndexPlugin(): Plugin {
  return (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => {
      if (!SEARCHABLE_COLLECTIONS.includes(collection.slug as CollectionSlug)) return collection
      const slug = collection.slug as CollectionSlug
      const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
        if (req.context?.bulkInsert) return doc
        await refreshEntry(req.payload, slug, doc.id, req)
        // A page shows only under published parents (decision 0060), and the changes that hide or show them cannot be told apart.
        if (slug === 'pages') {
          const below = await req.payload.find({
            collection: 'pages',
            where: { 'breadcrumbs.doc': { equals: doc.id } },
            depth: 0,
            pagination: false,
            overrideAccess: true,
            select: {},
            req,
          })
          for (const page of below.docs) if (page.id !== doc.id) await refreshEntry(req.payload, slug, page.id, req)
        }
        return doc
      }
      const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
        await removeEntry(req.payload, slug, String(doc.id), req)
        return doc
      }
      const hooks = collection.hooks ?? {}
      return {
        ...collection,
        hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterChange], afterDelete: [...(hooks.afterDelete ?? []), afterDelete] },
      }
    }),
  })
}
