import type { CollectionAfterChangeHook, CollectionConfig, Field } from 'payload'

import { can, publishedOrDraftReader } from '@/cms/access/checks'
import { alertWindowProblem } from '@/domain/alert-window'
import { linkValidator } from '@/cms/fields/link'
import { revalidateHooks } from '@/cms/hooks/revalidate'

const alertFields: Field[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'message', type: 'textarea', required: true },
  { name: 'linkLabel', type: 'text' },
  { name: 'linkUrl', type: 'text', validate: linkValidator('link') },
  { name: 'tone', type: 'select', defaultValue: 'info', options: ['info', 'warning', 'urgent'].map((value) => ({ value, label: value })) },
  // Its window (decision 0103): outside it no page or call shows the alert, published or active as it may be.
  {
    name: 'showFrom',
    type: 'date',
    index: true,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Shown from this moment; empty: at once.' },
  },
  {
    name: 'showUntil',
    type: 'date',
    index: true,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'No longer shown from this moment; empty: until taken down.' },
    validate: (value: unknown, { siblingData }: { siblingData: Partial<Record<'showFrom', unknown>> }) =>
      alertWindowProblem({ showFrom: (siblingData.showFrom as string | null | undefined) ?? null, showUntil: (value as string | null | undefined) ?? null }) ??
      true,
  },
]

const alertAccess = (flag: string) => ({ read: publishedOrDraftReader(flag), create: can('alert'), update: can('alert'), delete: can('alert') })

/** spec §3: site-wide alerts, shown on every page while published. */
export const SiteWideAlerts: CollectionConfig = {
  slug: 'site-wide-alerts',
  labels: { singular: 'Site-wide alert', plural: 'Site-wide alerts' },
  admin: { useAsTitle: 'title', group: 'Alerts', defaultColumns: ['title', 'published', 'updatedAt'] },
  access: alertAccess('published'),
  hooks: revalidateHooks,
  fields: [...alertFields, { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } }],
}

/** Only one home-page alert is active: activating one deactivates the others. */
const keepOneActive: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc.active) {
    await req.payload.update({
      collection: 'home-page-alerts',
      where: { and: [{ active: { equals: true } }, { id: { not_equals: doc.id } }] },
      data: { active: false },
      req,
      context: { disableRevalidate: true },
    })
  }
  return doc
}

/** spec §3: the home-page alert; one is active at a time. */
export const HomePageAlerts: CollectionConfig = {
  slug: 'home-page-alerts',
  labels: { singular: 'Home-page alert', plural: 'Home-page alerts' },
  admin: { useAsTitle: 'title', group: 'Alerts', defaultColumns: ['title', 'active', 'updatedAt'] },
  access: alertAccess('active'),
  hooks: { afterChange: [keepOneActive, ...revalidateHooks.afterChange], afterDelete: revalidateHooks.afterDelete },
  fields: [
    ...alertFields,
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Only one home-page alert is active; activating this one deactivates the others.' },
    },
  ],
}
