import { fields as formBlocks, formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Block, Field, Plugin } from 'payload'

import { can } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { FORM_FILE_ACCEPTS, FORM_SCOPES, FORM_TEXT_FORMATS } from '@/domain/forms'
import { RFI_MAIN_TYPES, RFI_TYPES } from '@/domain/request-for-information'
import { enqueueConfirmation } from '@/services/form-confirmations'
import { enqueueEmails } from '@/services/outbox'

/** Limits staff can put on a typed answer; the page and the server check them alike (spec §5). */
const lengthLimits: Field = {
  type: 'row',
  fields: [
    { name: 'minLength', type: 'number', min: 1, max: 10_000, admin: { width: '50%', description: 'Fewest characters, when set.' } },
    { name: 'maxLength', type: 'number', min: 1, max: 10_000, admin: { width: '50%', description: 'Most characters, when set.' } },
  ],
}

const textFormat: Field = {
  name: 'format',
  type: 'select',
  options: FORM_TEXT_FORMATS.map(({ value, label }) => ({ value, label })),
  admin: { description: 'What the answer must look like (spec §5).' },
}

/** A question whose choices are filled in when the form is shown (spec §9): the main type's programmes, or the start terms. */
const filledChoice = (slug: string, defaultName: string, description: string): Block => ({
  slug,
  labels: { singular: description, plural: `${description}s` },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, defaultValue: defaultName, admin: { width: '50%' } },
        { name: 'label', type: 'text', admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'width', type: 'number', admin: { width: '50%' } },
        { name: 'required', type: 'checkbox', defaultValue: true, admin: { width: '50%' } },
      ],
    },
  ],
})

/** spec §5 (allowed files): a file the visitor attaches, of the allowed types, checked by its bytes; kept where only staff read it. */
const fileBlock: Block = {
  slug: 'file',
  labels: { singular: 'File', plural: 'Files' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
        { name: 'label', type: 'text', admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'accepts',
          type: 'select',
          required: true,
          defaultValue: 'documents',
          options: FORM_FILE_ACCEPTS.map(({ value, label }) => ({ value, label })),
          admin: { width: '50%' },
        },
        { name: 'width', type: 'number', admin: { width: '25%' } },
        { name: 'required', type: 'checkbox', admin: { width: '25%' } },
      ],
    },
  ],
}

const isRequestForInformation = (data: { scope?: unknown } | undefined) => data?.scope === 'RFIRegistration'

/** A request for information names its type and main type; other forms leave them empty. */
const requiredForRfi = (value: unknown, { data }: { data: unknown }) =>
  !isRequestForInformation(data as { scope?: unknown }) || Boolean(value) || 'A request for information needs its type and main type.'

const UNUSED_FORM_FIELDS = new Set(['confirmationType', 'confirmationMessage', 'redirect'])

const extend = (block: Block | ((...args: never[]) => Block), extra: Field[]) => ({ fields: [...(block as Block).fields, ...extra] })

/** spec §2, §3, §6 (form): form-builder forms; submissions only through the checked form pages, forms read only by staff (docs/decisions/0056). */
export function formsPlugin(): Plugin {
  return formBuilderPlugin({
    fields: {
      text: extend(formBlocks.text!, [textFormat, lengthLimits]),
      textarea: extend(formBlocks.textarea!, [lengthLimits]),
      email: extend(formBlocks.email!, [{ name: 'multiple', type: 'checkbox', admin: { description: 'Takes several addresses, separated by commas.' } }]),
      select: true,
      checkbox: true,
      number: true,
      message: true,
      state: false,
      country: false,
      date: false,
      payment: false,
      upload: false,
      programme: filledChoice('programme', 'programme', 'Programme (from the departments)'),
      startTerm: filledChoice('startTerm', 'startTerm', 'Start term (from the date)'),
      file: fileBlock,
    },
    formOverrides: {
      admin: { group: 'Forms', useAsTitle: 'title', defaultColumns: ['title', 'slug', 'scope', 'updatedAt'] },
      access: { read: can('form'), create: can('form'), update: can('form'), delete: can('form') },
      hooks: revalidateHooks,
      fields: ({ defaultFields }) => [
        // Every form ends on the thank-you page of spec §2, so the plugin's own confirmation choices are left out.
        ...defaultFields.filter((field) => !('name' in field) || !UNUSED_FORM_FIELDS.has(field.name)),
        {
          ...slugField('title'),
          admin: { position: 'sidebar', description: 'The form’s page is /form/{slug}. Filled from the title when left empty.' },
        } as Field,
        {
          name: 'scope',
          type: 'select',
          required: true,
          options: [...FORM_SCOPES],
          admin: { position: 'sidebar', description: 'What the form is for (spec §3).' },
        },
        {
          name: 'requestForInformation',
          type: 'group',
          admin: { position: 'sidebar', condition: isRequestForInformation, description: 'spec §3: which request for information this is.' },
          fields: [
            { name: 'type', type: 'select', options: [...RFI_TYPES], validate: requiredForRfi },
            {
              name: 'mainType',
              type: 'select',
              options: [...RFI_MAIN_TYPES],
              validate: requiredForRfi,
              admin: { description: 'Whose programmes the programme question lists.' },
            },
          ],
        },
        { name: 'intro', type: 'textarea', admin: { description: 'A few sentences above the form.' } },
        {
          name: 'confirmation',
          type: 'group',
          label: 'Confirmation to the sender',
          admin: {
            description:
              'When the form asks for an e-mail address, the sender is sent a copy of their answers, in HTML and plain text (docs/decisions/0110). Leave these empty for the standard words.',
          },
          fields: [
            { name: 'subject', type: 'text', maxLength: 200, admin: { description: 'Empty: “We received your form: {title}”.' } },
            {
              name: 'text',
              type: 'textarea',
              maxLength: 4000,
              admin: { description: 'The words above the answers; a blank line starts a paragraph. Empty: thanks, and what happens next.' },
            },
          ],
        },
        { name: 'exportSubmissions', type: 'ui', admin: { position: 'sidebar', components: { Field: '/cms/admin/forms/export-link#FormExportLink' } } },
      ],
    },
    formSubmissionOverrides: {
      admin: { group: 'Forms', defaultColumns: ['form', 'createdAt'] },
      fields: ({ defaultFields }) => [
        ...defaultFields,
        {
          name: 'files',
          type: 'relationship',
          relationTo: 'submission-files',
          hasMany: true,
          admin: { readOnly: true, description: 'The files attached to the answers.' },
        },
      ],
      access: { read: can('form'), create: () => false, update: () => false, delete: can('form') },
      hooks: {
        // The sender's confirmation goes to the outbox in the submission's transaction, as staff's notifications do.
        afterChange: [
          async ({ doc, operation, req }) => {
            if (operation === 'create') await enqueueConfirmation(req, doc)
            return doc
          },
        ],
      },
    },
    // Each notification goes to the outbox in the submission's transaction, sent later (services/outbox.ts): never lost.
    beforeEmail: async (emails, params) => {
      // The plugin types these as beforeChange's, but calls it after the change, with the stored submission.
      const { doc } = params as unknown as { doc: { id: number } }
      await enqueueEmails(params.req, emails, doc.id)
      return []
    },
  })
}
