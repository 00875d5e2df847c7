import type { Field, GroupField } from 'payload'

import { LINK_MESSAGES, type LinkRule, isLinkTarget } from '@/domain/link-target'

/** Collections a link may point at by reference; an area adds its own with one line. */
export const LINKABLE_COLLECTIONS = ['pages', 'features'] as const

export const LINK_REQUIRED_MESSAGE = 'Enter the address this link opens.'

type LinkValidatorOptions = {
  /** The field must hold an address: true, or the message to show when it is empty. */
  required?: boolean | string
  /** The message for a value the rule refuses; the rule's own by default. */
  message?: string
  /** Check only when this holds of the sibling fields (a field shown for one kind of link only). */
  when?: (siblingData: Record<string, unknown>) => boolean
}

type LinkValidate = (value: string | null | undefined, context?: { siblingData?: unknown }) => true | string

/** Every validator linkValidator made, with its rule: a test finds link fields that use another. */
export const LINK_VALIDATORS = new WeakMap<LinkValidate, LinkRule>()

/** The validation of every link field (the rule: src/domain/link-target.ts); Payload skips its default when a field has one, so `required` too. */
export function linkValidator(rule: LinkRule, { required = false, message, when }: LinkValidatorOptions = {}): LinkValidate {
  const validate: LinkValidate = (value, context) => {
    if (when && !when((context?.siblingData ?? {}) as Record<string, unknown>)) return true
    if (!value) return required === false ? true : required === true ? LINK_REQUIRED_MESSAGE : required
    return isLinkTarget(value, rule) ? true : (message ?? LINK_MESSAGES[rule])
  }
  LINK_VALIDATORS.set(validate, rule)
  return validate
}

/** An http(s) address on another site, or nothing. */
export const validateWebLink = linkValidator('web')

/** A link: a page of this site (its address follows the page) or a typed address. */
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
      validate: linkValidator('link', { required, when: (sibling) => sibling.kind === 'url' }),
    },
  ]
  fields.push({ name: 'label', type: 'text', maxLength: 80, admin: { description: 'The words of the link; the page title when left empty.' } })
  // One interface for every link in the generated types: the fields are the same everywhere.
  return { name, label, type: 'group', interfaceName: 'LinkField', fields }
}
