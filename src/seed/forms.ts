import { FORM_PAGE_SLUGS, type FormScope } from '@/domain/forms'
import type { RfiMainType, RfiType } from '@/domain/request-for-information'
import { SUBSCRIBE_LISTS } from '@/domain/newsletters'
import type { Form } from '@/payload-types'

import type { SeedContext } from './context'
import { p, richText } from './rich-text'

/** Where the demo college's forms are read. */
const FORMS_OFFICE = 'forms@foundry.example'

type Block = NonNullable<Form['fields']>[number]
type NotificationMessage = NonNullable<NonNullable<Form['emails']>[number]['message']>

const text = (name: string, label: string, extra: Partial<Extract<Block, { blockType: 'text' }>> = {}): Block => ({
  blockType: 'text',
  name,
  label,
  width: 50,
  ...extra,
})
const email = (name = 'email', label = 'E-mail address'): Block => ({ blockType: 'email', name, label, required: true, width: 50 })
const phone = (name = 'phone', label = 'Phone', required = false): Block => text(name, label, { format: 'usPhone', required })
const textarea = (name: string, label: string, extra: Partial<Extract<Block, { blockType: 'textarea' }>> = {}): Block => ({
  blockType: 'textarea',
  name,
  label,
  width: 100,
  ...extra,
})
const select = (name: string, label: string, options: string[], required = true): Block => ({
  blockType: 'select',
  name,
  label,
  required,
  width: 50,
  options: options.map((option) => ({ label: option, value: option.toLowerCase().replace(/[^a-z0-9]+/g, '-') })),
})
const file = (name: string, label: string, accepts: 'documents' | 'images', required: boolean): Block => ({
  blockType: 'file',
  name,
  label,
  accepts,
  required,
  width: 100,
})
const agree = (name: string, label: string): Block => ({ blockType: 'checkbox', name, label, required: true, width: 100 })
const name = [text('firstName', 'First name', { required: true, maxLength: 100 }), text('lastName', 'Last name', { required: true, maxLength: 100 })]

type FormSeed = {
  slug: string
  title: string
  scope: FormScope
  intro: string
  submitButtonLabel?: string
  fields: Block[]
  requestForInformation?: { type: RfiType; mainType: RfiMainType }
}

/** spec §9: the programme and start-term questions, their choices filled in when the form is shown. */
const programme = (label = 'Program of interest'): Block => ({ blockType: 'programme', name: 'programme', label, required: true, width: 50 })
const startTerm: Block = { blockType: 'startTerm', name: 'startTerm', label: 'When would you start?', required: true, width: 50 }
const mailingAddress = [
  text('street', 'Street address', { required: true, width: 100, maxLength: 200 }),
  text('city', 'City', { required: true, maxLength: 100 }),
  text('state', 'State or region', { maxLength: 100 }),
  text('zip', 'Zip or postal code', { required: true, maxLength: 12 }),
  text('country', 'Country', { required: true, maxLength: 100 }),
]

/** spec §3, §9: the requests for information of /get-info/* and of the department pages. */
const REQUEST_FOR_INFORMATION_SEEDS: FormSeed[] = (['Undergraduate', 'Graduate'] as const).flatMap((mainType) => {
  const level = mainType.toLowerCase()
  const rfi = (type: RfiType) => ({ scope: 'RFIRegistration' as const, requestForInformation: { type, mainType } })
  return [
    {
      slug: `get-info-${level}`,
      title: `${mainType} news`,
      ...rfi('Subscribe'),
      intro:
        mainType === 'Undergraduate'
          ? 'News, deadlines and portfolio tips for first-year and transfer applicants, about twice a month.'
          : 'Program news, thesis shows and open studio dates for prospective graduate students.',
      fields: [...name, email(), programme(), startTerm],
      submitButtonLabel: 'Subscribe',
    },
    {
      slug: `get-info-${level}-materials`,
      title: `${mainType} materials`,
      ...rfi('RequestMaterials'),
      intro:
        mainType === 'Undergraduate'
          ? 'Our printed viewbook and program guides, mailed anywhere in the world.'
          : 'The catalog and faculty list of the program you choose, mailed anywhere in the world.',
      fields: [...name, email(), programme(), startTerm, ...mailingAddress],
      submitButtonLabel: 'Send me the materials',
    },
    {
      slug: `department-inquiry-${level}`,
      title: `Ask the ${level} program`,
      ...rfi('ForDepartmentPage'),
      intro: 'The program’s admissions counselor answers within two working days.',
      fields: [...name, email(), programme('Program'), startTerm, textarea('question', 'Your question', { maxLength: 2000 })],
      submitButtonLabel: 'Ask',
    },
  ]
})

/** spec §2: the twelve form pages under /form/, each with the fields its purpose needs (the spec leaves them to us). */
const FORM_SEEDS: FormSeed[] = [
  {
    slug: 'sva-feedback',
    title: 'Tell Us What You Think',
    scope: 'SvaFeedback',
    intro: 'Something on the site, in the galleries or at an event you want us to know about? We read every note.',
    fields: [
      ...name,
      email(),
      select('topic', 'About', ['The website', 'An event', 'An exhibition', 'Something else']),
      textarea('feedback', 'Your feedback', { required: true, minLength: 10, maxLength: 4000 }),
    ],
  },
  {
    slug: 'artwork-release',
    title: 'Artwork Release',
    scope: 'ArtworkRelease',
    intro: 'Give the college permission to show and reproduce your work in its publications, website and exhibitions.',
    fields: [
      ...name,
      email(),
      text('studentId', 'Student ID', { format: 'numeric', minLength: 5, maxLength: 9 }),
      text('artworkTitle', 'Title of the work', { required: true, width: 100 }),
      text('year', 'Year made', { format: 'numeric', minLength: 4, maxLength: 4 }),
      text('medium', 'Medium', { maxLength: 200 }),
      file('image', 'An image of the work', 'images', false),
      agree('release', 'I grant the college a non-exclusive licence to reproduce this work, with credit to me.'),
    ],
  },
  {
    slug: 'library-reserve',
    title: 'Reserve Library Materials',
    scope: 'LibraryReserve',
    intro: 'Faculty: put books, films and images on reserve for your course. Allow a week before the first class.',
    fields: [
      ...name,
      email(),
      text('course', 'Course number and section', { required: true }),
      text('term', 'Term', { required: true }),
      textarea('materials', 'Materials (author, title, call number)', { required: true, maxLength: 4000 }),
    ],
  },
  {
    slug: 'summer-residency',
    title: 'Summer Residency Application',
    scope: 'SummerResidency',
    intro: 'Apply for a summer residency: a studio of your own, critiques with faculty and a show at the end.',
    fields: [
      ...name,
      email(),
      phone('phone', 'Phone', true),
      select('program', 'Residency', ['Painting and Drawing', 'Photography', 'Visual Narrative', 'Printmaking']),
      text('portfolio', 'Portfolio website', { width: 100, maxLength: 300 }),
      textarea('statement', 'Artist statement', { required: true, minLength: 100, maxLength: 3000 }),
      file('cv', 'Your CV', 'documents', true),
      file('workSample', 'A sample of your work', 'images', false),
    ],
  },
  {
    slug: 'housing-agreement',
    title: 'Housing Agreement',
    scope: 'RegistrationAgreement',
    intro: 'Pre-college students who live in college housing, and a parent or guardian, agree to the housing policies before registering.',
    fields: [
      text('studentName', 'Student’s full name', { required: true }),
      text('guardianName', 'Parent or guardian’s full name', { required: true }),
      email('guardianEmail', 'Parent or guardian’s e-mail'),
      phone('guardianPhone', 'Parent or guardian’s phone', true),
      agree('housingPolicies', 'We have read and agree to the Housing Policies.'),
    ],
    submitButtonLabel: 'I agree',
  },
  {
    slug: 'additional-tickets',
    title: 'Request Additional Tickets',
    scope: 'AdditionalTickets',
    intro: 'Graduating students: ask for guest tickets beyond the four everyone receives. We confirm by e-mail.',
    fields: [
      ...name,
      email(),
      text('studentId', 'Student ID', { required: true, format: 'numeric', minLength: 5, maxLength: 9 }),
      select('tickets', 'Extra tickets', ['1', '2', '3', '4']),
    ],
  },
  {
    slug: 'corporate-training',
    title: 'Corporate Training',
    scope: 'CorporateTraining',
    intro: 'Design, photography and software training for your team, on our campus or yours.',
    fields: [
      ...name,
      email(),
      phone(),
      text('company', 'Company', { required: true }),
      select('size', 'Team size', ['Up to 10', '11 to 25', '26 to 50', 'More than 50']),
      textarea('needs', 'What would you like your team to learn?', { required: true, maxLength: 3000 }),
    ],
  },
  {
    slug: 'parent-email-address',
    title: 'Parent or Guardian E-mail Address',
    scope: 'ParentalEmailAddress',
    intro: 'Pre-college students under 18: give us a parent or guardian’s address for updates and emergencies.',
    fields: [
      text('studentName', 'Student’s full name', { required: true }),
      email('guardianEmail', 'Parent or guardian’s e-mail'),
      phone('guardianPhone', 'Parent or guardian’s phone'),
    ],
  },
  {
    slug: 'request-a-newsletter',
    title: 'Request a Newsletter',
    scope: 'RequestNewsletter',
    intro: 'Get our newsletters by e-mail: news, exhibitions and courses.',
    fields: [
      ...name,
      email(),
      {
        blockType: 'select',
        name: 'newsletter',
        label: 'Newsletter',
        required: true,
        width: 50,
        options: SUBSCRIBE_LISTS.map(({ key, title }) => ({ label: title, value: key })),
      },
    ],
  },
  {
    slug: 'request-for-purchase',
    title: 'Request for Purchase',
    scope: 'RequestPurchase',
    intro: 'Staff: request equipment, software or supplies. Purchases over $1,000 need a chair’s approval.',
    fields: [
      ...name,
      email(),
      text('department', 'Department', { required: true }),
      text('item', 'What to buy', { required: true, width: 100 }),
      text('amount', 'Estimated cost in dollars', { required: true, format: 'numeric' }),
      textarea('reason', 'What it is for', { maxLength: 2000 }),
    ],
  },
  {
    slug: 'registration-agreement',
    title: 'Registration Agreement',
    scope: 'RegistrationAgreement',
    intro: 'Pre-college students, and a parent or guardian, agree to the registration policies before registering.',
    fields: [
      text('studentName', 'Student’s full name', { required: true }),
      text('guardianName', 'Parent or guardian’s full name', { required: true }),
      email('guardianEmail', 'Parent or guardian’s e-mail'),
      agree('registrationPolicies', 'We have read and agree to the Registration Policies.'),
    ],
    submitButtonLabel: 'I agree',
  },
  {
    slug: 'verification-of-eligibility-cdfny',
    title: 'Verification of Eligibility',
    scope: 'CDFNYRegistration',
    intro: 'Members of a partner organisation: confirm your eligibility for the tuition benefit.',
    fields: [
      ...name,
      email(),
      phone(),
      text('memberId', 'Member number', { required: true, maxLength: 20 }),
      text('zip', 'Zip code', { format: 'usZip', required: true }),
    ],
  },
]

/** Every seeded form, for the page that lists them (pages.ts). */
export const SEEDED_FORMS: readonly { slug: string; title: string; intro: string }[] = [...FORM_SEEDS, ...REQUEST_FOR_INFORMATION_SEEDS]

/** spec §2: the form pages' forms, and the requests for information. */
export async function seedForms({ create }: SeedContext): Promise<void> {
  const missing = FORM_PAGE_SLUGS.filter((slug) => !FORM_SEEDS.some((form) => form.slug === slug))
  if (missing.length > 0) throw new Error(`The seed has no form for ${missing.join(', ')}`)
  for (const form of [...FORM_SEEDS, ...REQUEST_FOR_INFORMATION_SEEDS]) {
    // Each form tells the office that handles it; a reply goes to the visitor when the form asks for an address.
    const visitorEmail = form.fields.find((field) => field.blockType === 'email')
    const notification = {
      emailTo: FORMS_OFFICE,
      replyTo: visitorEmail && 'name' in visitorEmail ? `{{${visitorEmail.name}}}` : undefined,
      subject: `${form.title}: a new submission`,
      message: richText(p(`A new submission of “${form.title}”:`), p('{{*:table}}')) as unknown as NotificationMessage,
    }
    await create({ collection: 'forms', data: { ...form, submitButtonLabel: form.submitButtonLabel ?? 'Send', emails: [notification] } })
  }
}
