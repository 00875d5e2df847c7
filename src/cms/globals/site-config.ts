import { APIError, type GlobalBeforeChangeHook, type GlobalConfig } from 'payload'

import { can, canField } from '@/cms/access/checks'
import { CONTENT_BLOCK_OPTIONS } from '@/cms/blocks'
import { linkValidator } from '@/cms/fields/link'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { ANALYTICS_MEASUREMENT_ID_KEY } from '@/domain/analytics'
import { CAPABILITIES, hasCapability } from '@/domain/capabilities'

/** spec §2: the social icons of the footer. */
const FOOTER_SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'X', 'YouTube', 'TikTok'] as const

function isTimeZone(value: unknown): true | string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: String(value) })
    return true
  } catch {
    return 'Use an IANA time zone such as America/New_York.'
  }
}

type Entries = { key?: string | null; value?: string | null }[] | null | undefined
const analyticsTag = (entries: Entries) => entries?.find((entry) => entry.key === ANALYTICS_MEASUREMENT_ID_KEY)?.value?.trim() ?? ''

/** spec §6 (CSS/JS module): the analytics entry puts a script on every page, so changing it takes the capability. */
const analyticsTakesScripts: GlobalBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (req.user && !hasCapability(req.user, 'cssJsModule') && 'entries' in data && analyticsTag(data.entries) !== analyticsTag(originalDoc?.entries)) {
    throw new APIError(
      `The ${ANALYTICS_MEASUREMENT_ID_KEY} entry adds a script to every page: changing it takes the CSS/JS module capability.`,
      403,
      null,
      true,
    )
  }
  return data
}

/** The college's identity and spec §3's key-value map, published flat by `/api/v1/configs`. */
export const SiteConfig: GlobalConfig = {
  slug: 'site-config',
  label: 'Site config',
  admin: { group: 'Site' },
  access: { read: () => true, update: can('config') },
  hooks: { beforeChange: [analyticsTakesScripts], afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'College',
          fields: [
            { name: 'collegeName', type: 'text', required: true },
            { name: 'shortName', type: 'text', required: true },
            { name: 'tagline', type: 'text' },
            { name: 'timeZone', type: 'text', required: true, defaultValue: 'America/New_York', validate: isTimeZone },
            {
              name: 'accentColor',
              type: 'text',
              defaultValue: '#e4002b',
              // The CSS custom property every page carries (spec §6: CSS/JS module).
              access: { update: canField('cssJsModule') },
              validate: (v: string | null | undefined) => (!v || /^#[0-9a-f]{6}$/i.test(v) ? true : 'Use a colour like #e4002b.'),
            },
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'street', type: 'text', required: true },
                { name: 'city', type: 'text', required: true },
                { name: 'region', type: 'text' },
                { name: 'postalCode', type: 'text' },
                { name: 'country', type: 'text' },
              ],
            },
            { name: 'phone', type: 'text', required: true },
            { name: 'email', type: 'email' },
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                { name: 'network', type: 'select', required: true, options: FOOTER_SOCIAL_NETWORKS.map((value) => ({ value, label: value })) },
                { name: 'url', type: 'text', required: true, validate: linkValidator('web', { required: true }) },
              ],
            },
          ],
        },
        {
          label: 'Course registration',
          fields: [
            {
              name: 'registration',
              type: 'group',
              admin: { description: 'Where the cart sends visitors to register (spec §7), and the number they may call instead (spec §9).' },
              fields: [
                {
                  name: 'url',
                  type: 'text',
                  label: 'Registration address',
                  validate: linkValidator('web'),
                  admin: {
                    description: 'The cart adds SectionIds={registration id} for each section. Without it, the cart offers registration by phone only.',
                  },
                },
                {
                  name: 'phone',
                  type: 'text',
                  label: 'Registration phone',
                  admin: { description: 'Shown under “Register by phone”; the college’s phone when empty.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Sessions and search',
          fields: [
            {
              name: 'sessionStartDates',
              type: 'group',
              fields: [
                { name: 'spring', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
                { name: 'summer', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
                { name: 'fall', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
              ],
            },
            {
              name: 'search',
              type: 'group',
              // The Google custom search account (spec §6: authorize Google account).
              access: { update: canField('authorizeGoogleAccount') },
              admin: { description: 'The custom search service is used when both are set (spec §5); otherwise the site’s own index answers.' },
              fields: [
                { name: 'key', type: 'text' },
                { name: 'engineId', type: 'text' },
              ],
            },
            {
              name: 'entries',
              label: 'Other settings',
              type: 'array',
              admin: { description: 'Further key-value pairs published by /api/v1/configs.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'key', type: 'text', required: true },
                    { name: 'value', type: 'text' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Block privileges',
          fields: [
            {
              name: 'blockPrivileges',
              type: 'array',
              // spec §6: which blocks take a capability of their own is itself a privilege.
              access: { read: ({ req }) => hasCapability(req.user, 'session'), update: canField('addPrivilegesToBlocks') },
              admin: { description: 'Adding, changing or removing one of these blocks on a page, feature or shared block takes the capability beside it.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'block', type: 'select', required: true, options: CONTENT_BLOCK_OPTIONS },
                    { name: 'capability', type: 'select', required: true, options: CAPABILITIES.map(({ value, label }) => ({ value, label })) },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: '404 videos',
          fields: [
            {
              name: 'notFoundVideos',
              type: 'array',
              admin: { description: 'The 404 page plays one of these at random.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'provider',
                      type: 'select',
                      required: true,
                      defaultValue: 'youtube',
                      options: [
                        { value: 'youtube', label: 'YouTube' },
                        { value: 'vimeo', label: 'Vimeo' },
                      ],
                    },
                    {
                      name: 'videoId',
                      type: 'text',
                      required: true,
                      validate: (v: string | null | undefined) => (v && /^[A-Za-z0-9_-]{6,20}$/.test(v) ? true : 'A YouTube or Vimeo video id.'),
                    },
                    { name: 'title', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
