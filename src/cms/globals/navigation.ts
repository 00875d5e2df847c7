import { type Field, type GlobalConfig, ValidationError } from 'payload'

import { can, canField } from '@/cms/access/checks'
import { linkValidator } from '@/cms/fields/link'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import {
  NAVIGATION_CHILDREN_FIELD,
  NAVIGATION_ITEM_TYPES,
  NAVIGATION_MAX_LEVELS,
  navigationDepth,
  navigationDepthMessage,
  storedToTree,
} from '@/domain/navigation'

const navbarEventAccess = { create: canField('navbarPropertiesEvent'), update: canField('navbarPropertiesEvent') }

/** The fields of one navigation item (spec §3); `level` counts from 1. */
function itemFields(level: number): Field[] {
  const fields: Field[] = [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'Internal_Link',
          options: NAVIGATION_ITEM_TYPES.map((value) => ({ value, label: value.replace('_', ' ') })),
        },
        {
          name: 'path',
          type: 'text',
          admin: { condition: (_, row) => row?.type === 'Internal_Link', description: 'A path on this site, e.g. /admissions/visit' },
          validate: linkValidator('path', { required: 'An internal link needs a path starting with /.', when: (sibling) => sibling.type === 'Internal_Link' }),
        },
        {
          name: 'externalLink',
          type: 'text',
          admin: { condition: (_, row) => row?.type === 'External_Link' },
          validate: linkValidator('web', {
            required: 'An external link needs an address starting with http:// or https://.',
            when: (sibling) => sibling.type === 'External_Link',
          }),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'openInNewWindow', type: 'checkbox', defaultValue: false },
        { name: 'isVisible', type: 'checkbox', defaultValue: true },
        { name: 'terminalNode', type: 'checkbox', defaultValue: false, admin: { description: 'Shown as a link even when it has children.' } },
        { name: 'columnStart', type: 'checkbox', defaultValue: false, admin: { description: 'Starts a new column in the panel.' } },
        { name: 'isSeparator', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'collapsible',
      label: 'Analytics',
      admin: { initCollapsed: true, description: 'The event the item sends when clicked (spec §6: navbar properties: event).' },
      fields: [
        { name: 'gaEventName', type: 'text', access: navbarEventAccess },
        {
          name: 'gaParams',
          type: 'array',
          access: navbarEventAccess,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'value', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ]
  if (level < NAVIGATION_MAX_LEVELS) {
    fields.push({ name: NAVIGATION_CHILDREN_FIELD[level]!, label: 'Children', type: 'array', admin: { initCollapsed: true }, fields: itemFields(level + 1) })
  }
  return fields
}

/** The main navigation tree (spec §3), at most 3 levels (spec §9). */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Site' },
  access: { read: () => true, update: can('navigation') },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        // Deeper trees sent through the API would lose their deepest items without a word.
        const depth = navigationDepth(storedToTree(data?.items ?? []))
        if (depth > NAVIGATION_MAX_LEVELS) {
          throw new ValidationError({ global: 'navigation', errors: [{ path: 'items', message: navigationDepthMessage(depth) }] })
        }
        return data
      },
    ],
    afterChange: [revalidateGlobal],
  },
  fields: [{ name: 'items', type: 'array', admin: { initCollapsed: true }, fields: itemFields(1) }],
}
