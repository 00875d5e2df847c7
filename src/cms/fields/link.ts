import type { Field, GroupField } from 'payload'

import { isLinkTarget } from '@/domain/link-target'

/** Collections a link may point at by reference; an area adds its own with one line. */
export const LINKABLE_COLLECTIONS = ['pages', 'features'] as const

/** A path on this site, a full web address, or a mail, phone or fax link (spec §5 schemes). */
export function isLinkUrl(value: unknown): boolean {
  return isLinkTarget(value) || (typeof value === 'string' && /^(?:mailto|tel|fax):[^\s]+$/i.test(value))
}

export const LINK_URL_MESSAGE = 'Use a path such as /about, a full address such as https://example.org, or mailto:, tel: or fax:.'

export const validateLinkUrl = (value: string | null | undefined) => (!value || isLinkUrl(value) ? true : LINK_URL_MESSAGE)

/**
 * A link staff set up: a page of this site chosen from a list (its address follows the page when
 * it moves) or a typed address. `required` makes the whole link mandatory.
 */
export function linkField({ name = 'link', label, required = true }: { name?: string; label?: string; required?: boolean } = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'radio',
          defaultValue: 'internal',
          options: [
            { label: 'A page of this site', value: 'internal' },
            { label: 'An address', value: 'url' },
          ],
          admin: { layout: 'horizontal' },
        },
        { name: 'newTab', label: 'Open in a new tab', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: [...LINKABLE_COLLECTIONS],
      admin: { condition: (_, sibling) => sibling?.kind !== 'url' },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
        !required || siblingData.kind === 'url' || value ? true : 'Choose the page this link opens.',
    },
    {
      name: 'url',
      type: 'text',
      admin: { condition: (_, sibling) => sibling?.kind === 'url' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { kind?: string } }) => {
        if (siblingData.kind !== 'url') return true
        if (!value) return required ? 'Enter the address this link opens.' : true
        return isLinkUrl(value) ? true : LINK_URL_MESSAGE
      },
    },
  ]
  fields.push({ name: 'label', type: 'text', maxLength: 80, admin: { description: 'The words of the link; the page title when left empty.' } })
  // One interface for every link in the generated types: the fields are the same everywhere.
  return { name, label, type: 'group', interfaceName: 'LinkField', fields }
}
