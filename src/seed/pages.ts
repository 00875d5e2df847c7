/** The demo college's 60-odd content pages, using every block, template, header, intro and hero type and every linked path of spec §2. */
import { SCHEDULE_PUBLISH_TASK } from '@/cms/jobs/schedule-publish'
import { formPath } from '@/domain/forms'
import { escapeHtml } from '@/domain/newsletters'
import type { Page } from '@/payload-types'

import type { SeedContext } from './context'
import {
  type LinkTo,
  type SeedBlock,
  accordion,
  buttons,
  cards,
  carousel,
  copy,
  courseSections,
  exhibitionsGrid,
  externalLinks,
  header,
  html,
  image,
  locationCards,
  map,
  rankings,
  shared,
  socialEmbed,
  stats,
  table,
  tabs,
  toggles,
  video,
  formBlock,
} from './page-blocks'
import { SEEDED_FORMS } from './forms'
import { LIBRARIES } from './people-data'
import { h, ol, p, quote, richText, ul } from './rich-text'

/** The demo's scheduled publish: a draft page the job clock publishes two hours after seeding (decision 0112). */
const SCHEDULED_PAGE_DELAY_MS = 2 * 60 * 60 * 1000

type Template = NonNullable<Page['template']>

export type PageSeed = {
  path: string
  title: string
  summary?: string
  template?: Template
  headerType?: 'default' | 'subheader'
  hero?: { type: 'image' | 'video'; image: number; videoUrl?: string; caption?: string }
  intro?: { kind: 'image' | 'image and text' | 'text' | 'video'; text?: string; image?: number; videoUrl?: string }
  facts?: [string, string][]
  exhibitionsGrid?: 'top' | 'middle' | 'bottom'
  sortOrder?: number
  hideFromSearchEngines?: boolean
  /** Saved as a draft, never published: visitors never see it. */
  draft?: boolean
  /** Saved as a draft with its publish scheduled this long after seeding: the job clock publishes it (decision 0112). */
  publishAfterMs?: number
  blocks?: () => SeedBlock[]
}

/** What the tree's builders need: images, links to pages made so far, and the shared entities. */
type Helpers = {
  img: (index: number) => number
  to: LinkTo
  id: (path: string) => number
  sharedBlock: (name: 'visit-and-apply' | 'contact-admissions') => number
  location: (title: string) => number
  /** A seeded form's id, by its slug (forms are seeded before pages). */
  form: (slug: string) => number
}

// Image indexes by the ratio the demo generator gives them (16:9, 4:5, 1:1, 2:1, 5:7, cycling).
const WIDE = [0, 5, 10, 3, 8]
const TALL = [1, 6, 11, 4, 9]

/** The demo videos: ids of the right shape on the two hosts spec §5 plays (nothing loads until play). */
const DEMO_VIDEOS = {
  tour: 'https://www.youtube.com/watch?v=Fd3Lr8kQ2sA',
  thesis: 'https://vimeo.com/283746511',
  studios: 'https://youtu.be/Ws9pV2mKx7E',
}

const lede = (text: string) => ({ kind: 'text' as const, text })

/** The tree, parents before children. */
function pageTree({ img, to, id, sharedBlock, location, form }: Helpers): PageSeed[] {
  const wide = (n: number) => img(WIDE[n % WIDE.length]!)
  const tall = (n: number) => img(TALL[n % TALL.length]!)
  return [
    // ——— Admissions ———
    {
      path: '/admissions',
      title: 'Admissions',
      summary: 'How to apply to Foundry, visit the studios and find the money to make it work.',
      template: 'Admission',
      hero: { type: 'image', image: wide(0), caption: 'First-year studio, Delancey Street' },
      intro: lede('We admit artists, not transcripts. Show us what you make and how you think; we will show you a city that becomes your classroom.'),
      blocks: () => [
        stats('Foundry in numbers', [
          ['1:9', 'Faculty to students in every studio'],
          ['94%', 'Graduates working in their field within a year', 'Class of 2025 outcomes survey'],
          ['$21M', 'Scholarships awarded last year'],
          ['61', 'Countries our students come from'],
        ]),
        cards(to, 'Start here', 'PORTRAIT', [
          {
            title: 'How to apply',
            text: 'Requirements, deadlines and portfolio guidelines.',
            image: tall(0),
            to: '/admissions/how-to-apply',
            kicker: 'Step 1',
          },
          { title: 'Visit us', text: 'Tours every weekday and open studios each spring.', image: tall(1), to: '/admissions/visit', kicker: 'Step 2' },
          { title: 'Tuition and fees', text: 'What a year costs, line by line.', image: tall(2), to: '/admissions/tuition-and-fees', kicker: 'Step 3' },
          { title: 'Financial aid', text: 'Scholarships, grants and work-study.', image: tall(3), to: '/admissions/financial-aid', kicker: 'Step 4' },
        ]),
        shared(sharedBlock('visit-and-apply')),
      ],
    },
    {
      path: '/admissions/visit',
      title: 'Visit',
      summary: 'Tour the studios, sit in on a critique and meet the people you would learn from.',
      template: 'Visit',
      headerType: 'subheader',
      sortOrder: 2,
      intro: {
        kind: 'image and text',
        text: 'The best way to know a studio school is to stand in its studios. Come for a tour, a portfolio review or an open studio night.',
        image: tall(4),
      },
      blocks: () => [
        tabs('Choose your tour', [
          [
            'Undergraduate',
            'undergraduate',
            richText(
              p(
                'Undergraduate tours leave the Delancey Street lobby at **11 AM and 2 PM, Monday to Friday**. Each tour is led by a current student and lasts about 75 minutes.',
              ),
              ul('See the first-year foundation studios', 'Visit the print shop and the wood and metal shops', 'Stay for a 20-minute admissions talk'),
            ),
          ],
          [
            'Graduate',
            'graduate',
            richText(
              p('Graduate visits are arranged with each program. You meet the chair, see the thesis studios and, most weeks, sit in on a critique.'),
              p('Write to [graduate@foundry.example](mailto:graduate@foundry.example) with the program you are interested in and two dates that suit you.'),
            ),
          ],
          [
            'Virtual',
            'virtual',
            richText(p('Cannot come to New York? Our virtual tour walks through every building, with students talking about the work on the walls.')),
          ],
        ]),
        video(DEMO_VIDEOS.tour, 'A walk through the Delancey Street studios', {
          poster: wide(1),
          caption: 'Six minutes, seven floors, one very busy freight elevator.',
        }),
        buttons(
          { label: 'Request information', type: 'Internal', to: id('/admissions') },
          { label: 'Graduate in-person tour', type: 'Url', url: '/admissions/visit?tab=graduate', style: 'secondary' },
          {
            label: 'Accessibility on tours',
            type: 'Modal',
            title: 'Accessibility on tours',
            content: richText(
              p(
                'Every building on the tour has step-free access and accessible restrooms. Tell us what you need when you book, and we will plan the route with you.',
              ),
            ),
            style: 'text',
          },
        ),
      ],
    },
    {
      path: '/admissions/get-info',
      title: 'Get Info',
      summary: 'Ask for a viewbook, join a mailing list or write to an admissions counselor.',
      template: 'Admission',
      headerType: 'subheader',
      sortOrder: 3,
      intro: lede('Tell us what you are curious about and we will send you what matters: program guides, deadlines and invitations to events near you.'),
      blocks: () => [
        cards(to, undefined, 'LANDSCAPE', [
          { title: 'Undergraduate', text: 'Subscribe to news for first-year and transfer applicants.', image: wide(2), to: '/get-info/undergraduate' },
          { title: 'Graduate', text: 'Hear from the programs you are considering.', image: wide(3), to: '/get-info/graduate' },
        ]),
        shared(sharedBlock('contact-admissions')),
      ],
    },
    {
      path: '/admissions/how-to-apply',
      title: 'How to Apply',
      summary: 'Deadlines, requirements and what we look for in a portfolio.',
      template: 'Admission',
      headerType: 'subheader',
      sortOrder: 1,
      intro: lede('One application, one portfolio, one essay. Here is everything you need and when we need it.'),
      blocks: () => [
        table(
          'Application deadlines, fall entry',
          ['Applicant', 'Early action', 'Regular decision', 'Decision by'],
          [
            ['First-year', 'December 1', 'February 1', 'March 15'],
            ['Transfer', '—', 'March 1', 'April 15'],
            ['Graduate', '—', 'January 15', 'March 31'],
            ['International', 'December 1', 'February 1', 'March 15'],
          ],
        ),
        cards(to, 'Requirements', 'PORTRAIT', [
          { title: 'Undergraduate requirements', to: '/admissions/how-to-apply/undergraduate-application-requirements', image: tall(0) },
          { title: 'Graduate requirements', to: '/admissions/how-to-apply/graduate-application-requirements', image: tall(1) },
          { title: 'Transfer students', to: '/admissions/how-to-apply/transfer-students', image: tall(2) },
          { title: 'International applicants', to: '/admissions/how-to-apply/international-applicants', image: tall(3) },
        ]),
      ],
    },
    {
      path: '/admissions/how-to-apply/undergraduate-application-requirements',
      title: 'Undergraduate Application Requirements',
      summary: 'What first-year applicants send: application, portfolio, essay and transcripts.',
      template: 'Admission',
      headerType: 'subheader',
      sortOrder: 1,
      intro: lede('Apply with the Common App or our own application; both ask for the same four things.'),
      blocks: () => [
        accordion(
          'What to send',
          [
            ['The application', 'Submit the Common App or the Foundry application with the $60 fee. Fee waivers are granted on request, no questions asked.'],
            [
              'Your portfolio',
              richText(
                p('Twelve to twenty pieces of recent work, in any medium. Show process as well as finished pieces.'),
                p('Read the [portfolio guidelines](/admissions/how-to-apply/portfolio-guidelines) before you upload.'),
              ),
            ],
            ['A short essay', 'Up to 500 words on a piece of art, design or media that changed how you see something.'],
            ['Transcripts', 'Official high school transcripts, sent by your school. Test scores are optional.'],
          ],
          true,
        ),
        buttons(
          { label: 'Start your application', type: 'Url', url: 'https://apply.foundry.example/undergraduate', newTab: true },
          { label: 'Ask a counselor', type: 'Internal', to: id('/admissions/get-info'), style: 'secondary' },
        ),
      ],
    },
    {
      path: '/admissions/how-to-apply/graduate-application-requirements',
      title: 'Graduate Application Requirements',
      summary: 'Portfolio, statement, references and transcripts for the MFA, MA, MPS and MAT programs.',
      template: 'Admission',
      headerType: 'subheader',
      sortOrder: 2,
      blocks: () => [
        copy(
          richText(
            p(
              'Each graduate program reads its own applications. The requirements below are shared by all of them; some programs ask for more, listed on their pages.',
            ),
            ol(
              'A portfolio of 15 to 20 works',
              'A statement of intent, 750 to 1,000 words',
              'Two letters of reference',
              'Transcripts from every college attended',
              'A CV',
            ),
          ),
        ),
        accordion('Questions applicants ask', [
          ['Do I need a degree in the same field?', 'No. About a third of our graduate students come from another discipline.'],
          ['Can I apply to two programs?', 'Yes, with one application and a portfolio for each.'],
          ['Is there an interview?', 'Shortlisted applicants are invited to a 30-minute conversation with faculty, in person or by video.'],
        ]),
      ],
    },
    {
      path: '/admissions/how-to-apply/transfer-students',
      title: 'Transfer Students',
      headerType: 'subheader',
      sortOrder: 3,
      blocks: () => [
        copy(
          'Transfer applicants send the same materials as first-year applicants plus college transcripts. Studio credits transfer after a portfolio review; liberal arts credits transfer when the grade is C or better.',
        ),
      ],
    },
    {
      path: '/admissions/how-to-apply/international-applicants',
      title: 'International Applicants',
      headerType: 'subheader',
      sortOrder: 4,
      blocks: () => [
        copy(
          richText(
            p('Students from 61 countries study at Foundry. Apply by the same deadlines, and add:'),
            ul('Proof of English proficiency (TOEFL 80, IELTS 6.5 or Duolingo 110)', 'Translated transcripts', 'A financial statement for your visa'),
          ),
        ),
        map('Where you will study', { location: location('Delancey Street Main Building') }),
      ],
    },
    {
      path: '/admissions/how-to-apply/portfolio-guidelines',
      title: 'Portfolio Guidelines',
      headerType: 'subheader',
      sortOrder: 5,
      intro: { kind: 'image', image: wide(4) },
      blocks: () => [
        header('What we look for', { kicker: 'Portfolio', text: 'Curiosity, range and the nerve to keep going.' }),
        copy(
          richText(
            p('A portfolio is a conversation. We want to see how you think, so include sketchbook pages and unfinished work next to your best pieces.'),
            h(3, 'Formats'),
            ul(
              'Images: JPEG or PNG, at least 1200 pixels on the long side',
              'Video: links to YouTube or Vimeo, up to 3 minutes each',
              'Writing: PDF, up to 10 pages',
            ),
          ),
        ),
      ],
    },
    {
      path: '/admissions/how-to-apply/portfolio-guidelines/digital-submissions',
      title: 'Digital Submissions',
      summary: 'Uploading moving image, interactive and sound work.',
      blocks: () => [
        copy(
          'Upload moving image and sound work as links; interactive work as a link or a short screen recording. Tell us the running time and what you want us to notice.',
        ),
      ],
    },
    {
      path: '/admissions/tuition-and-fees',
      title: 'Tuition and Fees',
      headerType: 'subheader',
      sortOrder: 4,
      intro: lede('What a year at Foundry costs, and what it includes.'),
      blocks: () => [
        table(
          'Cost of attendance, 2026–27',
          ['Item', 'Undergraduate', 'Graduate'],
          [
            ['Tuition', '$48,600', '$52,300'],
            ['Studio and lab fee', '$1,200', '$1,500'],
            ['Health insurance', '$3,150', '$3,150'],
            ['Housing (estimate)', '$19,800', '$19,800'],
            ['Materials (estimate)', '$2,400', '$2,800'],
          ],
        ),
        copy('Every admitted student is considered for merit scholarships; no separate application is needed.'),
      ],
    },
    {
      path: '/admissions/financial-aid',
      title: 'Financial Aid',
      headerType: 'subheader',
      sortOrder: 5,
      blocks: () => [
        stats(undefined, [
          ['78%', 'Students who receive aid'],
          ['$18,400', 'Average first-year scholarship'],
        ]),
        cards(to, undefined, 'LANDSCAPE', [
          {
            title: 'Scholarships',
            text: 'Merit and need-based awards, renewable for four years.',
            to: '/admissions/financial-aid/scholarships',
            image: wide(2),
          },
          { title: 'Work-study', text: 'Paid jobs in the galleries, shops and library.', to: '/admissions/financial-aid/work-study', image: wide(3) },
        ]),
      ],
    },
    {
      path: '/admissions/financial-aid/scholarships',
      title: 'Scholarships',
      blocks: () => [copy('Merit scholarships range from $8,000 to full tuition and are renewed each year with good standing.')],
    },
    {
      path: '/admissions/financial-aid/work-study',
      title: 'Work-Study',
      blocks: () => [copy('Work-study students earn $19 an hour in the galleries, shops, library and admissions office, up to 15 hours a week.')],
    },
    {
      path: '/admissions/accepted-students',
      title: 'Accepted Students',
      headerType: 'subheader',
      sortOrder: 6,
      hideFromSearchEngines: true,
      blocks: () => [copy('Congratulations. Reserve your place with a $500 deposit by May 1 and sign up for an Admitted Students Day.')],
    },
    {
      path: '/admissions/summer-housing',
      title: 'Summer Housing',
      summary: 'Furnished rooms for summer programs and interns, a short walk from the studios.',
      headerType: 'subheader',
      sortOrder: 7,
      blocks: () => [
        copy('Pre-college students, summer residents and interns can live in our residence halls from June to August.'),
        courseSections('Rooms and dates', 'summer-housing'),
        cards(to, 'Residences', 'PORTRAIT', [
          { title: 'Harbor Hall', text: 'Singles and doubles with a studio on every floor.', image: tall(2), to: '/admissions/summer-housing/harbor-hall' },
          { title: 'Pike Street Suites', text: 'Four-person suites with kitchens.', image: tall(3), to: '/admissions/summer-housing/pike-street-suites' },
        ]),
      ],
    },
    {
      path: '/admissions/summer-housing/harbor-hall',
      title: 'Harbor Hall',
      template: 'Summer Housing Detail Page',
      summary: 'Summer singles and doubles in Harbor Hall, with shared studios.',
      hero: { type: 'image', image: wide(4) },
      facts: [
        ['Dates', 'June 7 – August 15'],
        ['Rooms', 'Singles and doubles'],
        ['Weekly rate', 'From $420'],
        ['Walk to studios', '6 minutes'],
      ],
      blocks: () => [
        copy('Harbor Hall has 180 beds, a laundry, a roof terrace and a 24-hour desk. Every floor has a shared studio with sinks and drying racks.'),
        map('Harbor Hall', { location: location('Harbor Hall Residence') }),
      ],
    },
    {
      path: '/admissions/summer-housing/pike-street-suites',
      title: 'Pike Street Suites',
      template: 'Summer Housing Detail Page',
      facts: [
        ['Dates', 'June 1 – August 22'],
        ['Rooms', 'Four-person suites'],
        ['Weekly rate', 'From $465'],
      ],
      blocks: () => [copy('Each suite has two double bedrooms, a kitchen and a living room. Suites suit interns and families of summer residents.')],
    },

    // ——— Academics ———
    {
      path: '/academics',
      title: 'Academics',
      summary: 'Undergraduate and graduate programs, continuing education, pre-college and summer residencies.',
      hero: { type: 'video', image: wide(1), videoUrl: DEMO_VIDEOS.studios, caption: 'Studios at work, spring term' },
      intro: lede('Twenty-two degree programs, taught by working artists and designers, in studios that stay open until midnight.'),
      blocks: () => [
        cards(to, 'Programs', 'PORTRAIT', [
          { title: 'Undergraduate', text: 'BFA programs in eleven disciplines.', image: tall(0), to: '/academics/undergraduate' },
          { title: 'Graduate', text: 'MFA, MA, MPS and MAT programs.', image: tall(1), to: '/academics/graduate' },
          { title: 'Continuing Education', text: 'Evening, weekend and online courses.', image: tall(2), to: '/academics/continuing-education' },
          { title: 'Pre-College', text: 'Summer and Saturday programs for high school students.', image: tall(3), to: '/academics/pre-college' },
        ]),
        rankings('Recognition', 'Grid', 'Departmental'),
      ],
    },
    {
      path: '/academics/academic-calendar',
      title: 'Academic Calendar',
      template: 'Academic calendar',
      headerType: 'subheader',
      blocks: () => [
        table(
          'Fall semester 2026',
          ['Date', 'What happens'],
          [
            ['September 7', 'Classes begin'],
            ['September 18', 'Last day to add or drop'],
            ['November 26–27', 'Thanksgiving: no classes'],
            ['December 14–18', 'Final critiques'],
          ],
        ),
        table(
          'Spring semester 2027',
          ['Date', 'What happens'],
          [
            ['January 19', 'Classes begin'],
            ['March 15–19', 'Spring break'],
            ['April 24–26', 'Open studios'],
            ['May 14', 'Commencement'],
          ],
        ),
      ],
    },
    {
      path: '/academics/continuing-education',
      title: 'Continuing Education',
      summary: 'Courses for adults in the evening, at weekends and online.',
      headerType: 'subheader',
      intro: { kind: 'image and text', text: 'More than 400 courses a year for people who work by day and make things at night.', image: tall(1) },
      blocks: () => [
        cards(to, undefined, 'LANDSCAPE', [
          {
            title: 'Certificate programs',
            text: 'Structured sequences in design, illustration and photography.',
            to: '/academics/continuing-education/certificate-programs',
            image: wide(0),
          },
          { title: 'Online learning', text: 'Live online courses, in every time zone.', to: '/academics/continuing-education/online-learning', image: wide(1) },
          {
            title: 'Corporate training',
            text: 'Design thinking and visual skills for teams.',
            to: '/academics/continuing-education/corporate-training',
            image: wide(2),
          },
        ]),
        buttons({ label: 'Browse all courses', type: 'Url', url: '/academics/continuing-education/courses' }),
      ],
    },
    {
      path: '/academics/continuing-education/certificate-programs',
      title: 'Certificate Programs',
      headerType: 'subheader',
      blocks: () => [copy('Certificates take four to six courses and can be completed in a year of evenings.')],
    },
    {
      path: '/academics/continuing-education/online-learning',
      title: 'Online Learning',
      headerType: 'subheader',
      blocks: () => [copy('Online courses meet live once a week, with recordings and a shared critique board.')],
    },
    {
      path: '/academics/continuing-education/corporate-training',
      title: 'Corporate Training',
      headerType: 'subheader',
      blocks: () => [
        copy('We build workshops for teams of 8 to 80, at our studios or yours.'),
        formBlock(form('corporate-training'), 'Tell us about your team'),
      ],
    },
    {
      path: '/academics/pre-college',
      title: 'Pre-College',
      summary: 'Summer intensives and Saturday studios for high school students.',
      headerType: 'subheader',
      intro: { kind: 'video', text: 'Four weeks in New York, a portfolio at the end, and friends from everywhere.', videoUrl: DEMO_VIDEOS.thesis },
      blocks: () => [
        cards(to, undefined, 'PORTRAIT', [
          { title: 'Summer intensives', image: tall(4), to: '/academics/pre-college/summer-intensives' },
          { title: 'Saturday studios', image: tall(0), to: '/academics/pre-college/saturday-studios' },
        ]),
        courseSections(
          'Courses this year',
          'pre-college',
          'Residential sections include a room in Harbor Hall and meals; commuter sections end each day at 4 pm.',
        ),
      ],
    },
    {
      path: '/academics/pre-college/summer-intensives',
      title: 'Summer Intensives',
      headerType: 'subheader',
      blocks: () => [copy('Four-week intensives in animation, comics, fashion illustration, film, painting and photography, for students aged 15 to 18.')],
    },
    {
      path: '/academics/pre-college/saturday-studios',
      title: 'Saturday Studios',
      headerType: 'subheader',
      blocks: () => [copy('Ten Saturday mornings each term, for students building a portfolio.')],
    },
    {
      path: '/academics/summer-residency',
      title: 'Summer Residency',
      headerType: 'subheader',
      blocks: () => [
        copy('Summer residencies give working artists a studio, a stipend and a month of uninterrupted time.'),
        courseSections('Residencies', 'summer-residency-programs'),
        locationCards('Residency locations', 'International Locations', 'with image'),
      ],
    },
    {
      path: '/academics/summer-residency/lisbon',
      title: 'Lisbon Summer Studio',
      headerType: 'subheader',
      blocks: () => [
        copy('Four weeks of painting and drawing in a sunlit studio above the Bairro Alto.'),
        map(undefined, { location: location('Lisbon Summer Studio') }, 15),
      ],
    },
    {
      path: '/academics/destinations',
      title: 'Destinations',
      summary: 'Travel courses led by Foundry faculty: ten days to two weeks of drawing, photographing and designing in another city.',
      headerType: 'subheader',
      intro: lede(
        'Pack a sketchbook. Our travel courses take small groups to Mexico City, Berlin, Florence, Kyoto and Tokyo, with a teacher who knows the city as a working artist does.',
      ),
      blocks: () => [
        copy(
          'Each destination is a studio course on the move: mornings in museums, workshops and studios that rarely open to visitors, afternoons making work, and a short critique every evening. Groups are twelve at most, adults of every level are welcome, and no portfolio is needed.',
        ),
        accordion('Before you go', [
          [
            'What the price includes',
            'Tuition, shared rooms, ground transport, museum and studio visits, and two group dinners. Flights and most meals are yours to arrange.',
          ],
          ['Who can join', 'Anyone 18 or older. A few courses ask for a short statement of interest; the course description says so.'],
          ['Credit', 'Travel courses carry continuing-education credit and count toward a certificate.'],
          ['Passports and visas', 'Your passport must be valid for six months after the trip ends. Visa guidance comes with your confirmation.'],
        ]),
        courseSections('Upcoming trips', 'destinations'),
        locationCards('Where we travel', 'International Locations', 'with image'),
      ],
    },
    {
      path: '/academics/study-abroad',
      title: 'Study Abroad',
      blocks: () => [
        copy('Spend a semester at one of 18 partner schools in 14 countries.'),
        locationCards(undefined, 'International Locations', 'without image'),
      ],
    },
    {
      path: '/academics/foundation-year',
      title: 'Foundation Year',
      intro: lede('Every undergraduate starts with a year of drawing, color, space and time.'),
      blocks: () => [copy('The foundation year builds the habits every discipline needs: looking hard, making a lot, and talking about work with care.')],
    },
    {
      path: '/academics/library',
      title: 'Library',
      headerType: 'subheader',
      blocks: () => [
        copy('The Hester Library holds 90,000 books, 300 periodicals and one of the largest zine archives in the country.'),
        // The same hours as the library hours the API and Contact and maps answer (people-data.ts).
        table('Regular hours', ['Day', 'Hours'], regularHoursRows(LIBRARIES[0].regularHours)),
        copy(richText(p('Holidays and finals change them: [Contact and maps](/contact-and-maps) shows this week’s hours and any week ahead.'))),
      ],
    },
    {
      path: '/academics/library/special-collections',
      title: 'Special Collections',
      headerType: 'subheader',
      blocks: () => [copy('Artists’ books, posters and the archive of the college since 1961, by appointment.')],
    },
    {
      path: '/academics/library/research-guides',
      title: 'Research Guides',
      headerType: 'subheader',
      blocks: () => [copy('Guides by discipline, from animation history to zine-making.')],
    },

    // ——— Get info (spec §2) ———
    {
      path: '/get-info',
      title: 'Get Info',
      summary: 'Subscribe, request materials, and hear about events near you.',
      intro: lede('Choose your path, and we will send what you need to know, when you need to know it.'),
      blocks: () => [
        cards(to, undefined, 'PORTRAIT', [
          { title: 'Undergraduate', kicker: 'Subscribe', to: '/get-info/undergraduate', image: tall(1) },
          { title: 'Undergraduate materials', kicker: 'Request', to: '/get-info/undergraduate-materials', image: tall(2) },
          { title: 'Graduate', kicker: 'Subscribe', to: '/get-info/graduate', image: tall(3) },
          { title: 'Graduate materials', kicker: 'Request', to: '/get-info/graduate-materials', image: tall(4) },
        ]),
      ],
    },
    {
      path: '/get-info/undergraduate',
      title: 'Undergraduate: Subscribe',
      sortOrder: 1,
      blocks: () => [formBlock(form('get-info-undergraduate'), 'Tell us about yourself')],
    },
    {
      path: '/get-info/undergraduate-materials',
      title: 'Undergraduate: Request Materials',
      sortOrder: 2,
      blocks: () => [formBlock(form('get-info-undergraduate-materials'), 'Tell us about yourself')],
    },
    {
      path: '/get-info/graduate',
      title: 'Graduate: Subscribe',
      sortOrder: 3,
      blocks: () => [formBlock(form('get-info-graduate'), 'Tell us about yourself')],
    },
    {
      path: '/get-info/graduate-materials',
      title: 'Graduate: Request Materials',
      sortOrder: 4,
      blocks: () => [formBlock(form('get-info-graduate-materials'), 'Tell us about yourself')],
    },

    // ——— Contact and maps (spec §2) ———
    {
      path: '/contact-and-maps',
      title: 'Contact and Maps',
      summary: 'Addresses, phone numbers and maps of every building.',
      intro: lede('Most of Foundry fits in a ten-minute walk on the Lower East Side.'),
      blocks: () => [
        map('Main building', { location: location('Delancey Street Main Building') }),
        locationCards('Buildings', 'Building', 'with map'),
        locationCards('Facilities', 'Facility', 'with image'),
        locationCards('Around the world', 'International Locations', 'without image'),
      ],
    },

    // ——— About ———
    {
      path: '/about',
      title: 'About',
      summary: 'A studio school on the Lower East Side since 1961.',
      template: 'About',
      hero: { type: 'image', image: wide(2), caption: 'The Delancey Street building at dusk' },
      intro: lede(
        'Foundry was started by eleven painters in a former sewing factory. Sixty-five years later we are 4,800 students, and we still believe the studio is where you learn.',
      ),
      facts: [
        ['Founded', '1961'],
        ['Students', '4,800'],
        ['Faculty', '620 working artists'],
        ['Alumni', '41,000 in 90 countries'],
      ],
      blocks: () => [
        cards(to, undefined, 'LANDSCAPE', [
          { title: 'About Foundry', text: 'Mission, leadership, history and how we are doing.', to: '/about/about-sva', image: wide(3) },
          { title: 'The campus', text: 'Studios, shops, galleries and residences.', to: '/about/campus', image: wide(4) },
        ]),
      ],
    },
    {
      path: '/about/about-sva',
      title: 'About Foundry',
      headerType: 'subheader',
      intro: lede('What we believe, who leads us, and the numbers we hold ourselves to.'),
      blocks: () => [
        cards(to, undefined, 'PORTRAIT', [
          { title: 'Mission and values', to: '/about/about-sva/mission-and-values', image: tall(0) },
          { title: 'History', to: '/about/about-sva/history', image: tall(1) },
          { title: 'Working at Foundry', to: '/about/about-sva/working-at-sva', image: tall(2) },
          { title: 'Rankings and recognition', to: '/about/about-sva/rankings-and-recognition', image: tall(3) },
        ]),
      ],
    },
    {
      path: '/about/about-sva/working-at-sva',
      title: 'Working at Foundry',
      summary: 'Open faculty and staff positions, and what it is like to work here.',
      headerType: 'subheader',
      sortOrder: 3,
      intro: { kind: 'image and text', text: 'Our faculty are working artists; our staff keep the studios open until midnight. Join them.', image: tall(3) },
      blocks: () => [
        cards(to, 'Open positions', 'LANDSCAPE', [
          {
            title: 'Faculty positions',
            text: 'Part-time and full-time teaching in every department.',
            to: '/about/about-sva/working-at-sva/faculty-positions',
            image: wide(0),
          },
          {
            title: 'Staff positions',
            text: 'From shop technicians to admissions counselors.',
            to: '/about/about-sva/working-at-sva/staff-positions',
            image: wide(1),
          },
        ]),
        accordion('Benefits', [
          ['Health', 'Medical, dental and vision plans from the first day, for you and your family.'],
          ['Tuition', 'Free continuing education courses, and tuition remission for your children.'],
          ['Studio access', 'Use of every shop and lab, with training.'],
        ]),
      ],
    },
    {
      path: '/about/about-sva/working-at-sva/faculty-positions',
      title: 'Faculty Positions',
      headerType: 'subheader',
      blocks: () => [copy('We hire faculty every spring for the following academic year. Send a CV, a portfolio and a one-page statement on teaching.')],
    },
    {
      path: '/about/about-sva/working-at-sva/staff-positions',
      title: 'Staff Positions',
      headerType: 'subheader',
      blocks: () => [copy('Staff openings are posted as they come up. We answer every application within two weeks.')],
    },
    {
      path: '/about/about-sva/mission-and-values',
      title: 'Mission and Values',
      headerType: 'subheader',
      sortOrder: 1,
      blocks: () => [
        copy(
          richText(
            quote('Make the work, then make it matter.'),
            p(
              'Foundry educates artists and designers who change what people see and how they live. We value rigor, generosity in critique, and access: the studio should be open to anyone with the drive to use it.',
            ),
          ),
        ),
      ],
    },
    {
      path: '/about/about-sva/leadership',
      title: 'Leadership',
      headerType: 'subheader',
      sortOrder: 2,
      blocks: () => [copy('Foundry is led by its president, a provost and a board of trustees that includes three alumni and two faculty members.')],
    },
    {
      path: '/about/about-sva/history',
      title: 'History',
      template: 'History',
      headerType: 'subheader',
      sortOrder: 4,
      intro: lede('From a sewing factory to a school of 4,800: the moments that made Foundry.'),
      blocks: () => [
        header('1961', { kicker: 'Beginnings', text: 'Eleven painters rent the fourth floor of a sewing factory on Delancey Street.' }),
        copy('They teach drawing at night to anyone who shows up. By the end of the first year, 140 students have.'),
        header('1974', { kicker: 'Accreditation' }),
        copy('Foundry is accredited to award the BFA. The first class of 38 graduates the following spring.'),
        image(wide(0), '2:1', 'wide', 'The print shop in the late 1970s (recreated).'),
        header('1992', { kicker: 'Graduate school' }),
        copy('The MFA in Studio Practice admits its first students; graduate programs now number eleven.'),
        header('2011', { kicker: 'The galleries' }),
        copy('The Orchard Street galleries open, giving students two floors of exhibition space.'),
        header('2026', { kicker: 'Today' }),
        copy('Sixty-five years on, the studios still stay open until midnight.'),
      ],
    },
    {
      path: '/about/about-sva/rankings-and-recognition',
      title: 'Rankings and Recognition',
      headerType: 'subheader',
      sortOrder: 5,
      blocks: () => [rankings('Institutional', 'Grid', 'Institutional'), rankings('Every ranking', 'List All', 'All')],
    },
    {
      path: '/about/about-sva/facts-and-figures',
      title: 'Facts and Figures',
      headerType: 'subheader',
      sortOrder: 6,
      blocks: () => [
        stats('Students', [
          ['4,800', 'Students'],
          ['3,400', 'Undergraduates'],
          ['1,400', 'Graduate students'],
          ['38%', 'International'],
        ]),
        stats('Outcomes', [
          ['94%', 'Working in their field within a year'],
          ['$58K', 'Median starting salary'],
        ]),
      ],
    },
    {
      path: '/about/campus',
      title: 'Campus',
      intro: lede('Seven buildings, twenty-two shops and labs, two galleries and a theater, all within a ten-minute walk.'),
      blocks: () => [
        carousel(
          'Around the studios',
          [
            { image: wide(0), caption: 'The wood shop, third floor' },
            { image: wide(1), caption: 'Risograph room, Grand Street' },
            { image: wide(2), caption: 'Thesis studios at midnight' },
            { image: wide(3), caption: 'The roof garden, Harbor Hall' },
          ],
          { autoplay: true },
        ),
        locationCards('Facilities', 'Facility', 'without image'),
      ],
    },
    {
      path: '/about/campus/studios-and-shops',
      title: 'Studios and Shops',
      blocks: () => [
        copy('Wood, metal, ceramics, print, textiles, digital fabrication and a sound stage. Every shop has a technician and open hours every day.'),
        carousel('The shops', [{ image: wide(4) }, { image: wide(0) }, { image: wide(1) }], { aspectRatio: '2:1' }),
      ],
    },
    {
      path: '/about/campus/galleries',
      title: 'Galleries',
      exhibitionsGrid: 'top',
      blocks: () => [
        copy('Foundry’s galleries show student, faculty and alumni work year round. Admission is always free.'),
        locationCards('Where to see the work', 'Facility', 'with map'),
      ],
    },
    {
      path: '/about/campus/residence-halls',
      title: 'Residence Halls',
      blocks: () => [copy('First-year students are guaranteed housing in Harbor Hall; upper-year students choose from three residences.')],
    },
    {
      path: '/about/calendar',
      title: 'Calendar',
      template: 'Calendar',
      summary: 'Talks, screenings, openings and open houses.',
      blocks: () => [copy('Almost everything on the calendar is free and open to the public. Bring a friend.')],
    },
    {
      // Every form page linked from one place, as an office keeps them (each also hangs where it belongs).
      path: '/about/forms',
      title: 'Forms and requests',
      summary: 'Requests, applications, agreements and feedback: every form of the college in one place.',
      blocks: () => [
        html(
          `<ul>${SEEDED_FORMS.map((form) => `<li><a href="${formPath(form.slug)}">${escapeHtml(form.title)}</a>: ${escapeHtml(form.intro)}</li>`).join('')}</ul>`,
        ),
      ],
    },
    {
      path: '/about/policies',
      title: 'Policies',
      headerType: 'subheader',
      blocks: () => [
        cards(to, undefined, 'LANDSCAPE', [
          { title: 'Privacy', to: '/about/policies/privacy' },
          { title: 'Title IX', to: '/about/policies/title-ix' },
        ]),
      ],
    },
    {
      path: '/about/policies/privacy',
      title: 'Privacy',
      headerType: 'subheader',
      blocks: () => [copy('This site uses no advertising trackers. Analytics, when enabled, record pages viewed without identifying you.')],
    },
    {
      path: '/about/policies/title-ix',
      title: 'Title IX',
      headerType: 'subheader',
      blocks: () => [copy('Foundry does not discriminate on the basis of sex. Reports can be made to the Title IX coordinator at any time.')],
    },

    // ——— Life at Foundry ———
    {
      path: '/life-at-sva',
      title: 'Life at Foundry',
      hero: { type: 'image', image: wide(3) },
      intro: lede('Clubs, careers, health and a city that never runs out of openings.'),
      blocks: () => [
        cards(to, undefined, 'PORTRAIT', [
          { title: 'Career Development', to: '/life-at-sva/career-development', image: tall(0) },
          { title: 'Student Life', to: '/life-at-sva/student-life', image: tall(1) },
          { title: 'Student Services', to: '/life-at-sva/student-services', image: tall(2) },
        ]),
      ],
    },
    {
      path: '/life-at-sva/career-development',
      title: 'Career Development',
      headerType: 'subheader',
      intro: lede('Portfolio reviews, internships and introductions, from your first year to ten years after.'),
      blocks: () => [
        stats(undefined, [
          ['1,200', 'Internships posted each year'],
          ['300+', 'Employers at the spring portfolio day'],
        ]),
        cards(to, undefined, 'LANDSCAPE', [
          { title: 'Employer services', text: 'Hire our students and graduates.', to: '/life-at-sva/career-development/employer-services', image: wide(1) },
          { title: 'Internships', text: 'For credit or pay, in New York and beyond.', to: '/life-at-sva/career-development/internships', image: wide(2) },
        ]),
      ],
    },
    {
      path: '/life-at-sva/career-development/employer-services',
      title: 'Employer Services',
      summary: 'Post a job, recruit at portfolio day, or commission a student project.',
      headerType: 'subheader',
      blocks: () => [
        copy(
          richText(
            p('Post a job or internship for free. We review each posting within two business days.'),
            ul('Full-time and freelance jobs', 'Paid internships (we do not post unpaid ones)', 'Sponsored studio projects'),
          ),
        ),
        buttons(
          { label: 'Post a position', type: 'Url', url: 'mailto:careers@foundry.example' },
          {
            label: 'Portfolio day',
            type: 'Modal',
            title: 'Spring portfolio day',
            content: 'Every April, 300 employers meet graduating students in the Essex Street Theater. Tables are free; register by March 1.',
            style: 'secondary',
          },
        ),
      ],
    },
    {
      path: '/life-at-sva/career-development/internships',
      title: 'Internships',
      headerType: 'subheader',
      blocks: () => [copy('Juniors and seniors can earn three credits for a 120-hour internship.')],
    },
    {
      path: '/life-at-sva/career-development/alumni-careers',
      title: 'Alumni Careers',
      headerType: 'subheader',
      blocks: () => [copy('Graduates use career services for life: reviews, job listings and introductions.')],
    },
    {
      path: '/life-at-sva/student-life',
      title: 'Student Life',
      headerType: 'subheader',
      blocks: () => [
        toggles(
          'Find your people',
          'Press each one to see what goes on.',
          [
            ['Clubs', 'Forty student clubs, from the risograph collective to the Thursday night life drawing group.'],
            ['Sports', 'Climbing, basketball and a famously bad softball team.'],
            ['Volunteering', 'Teach art in public schools with our community studio program.'],
          ],
          richText(p('**You have seen it all.** Now come and see it in person: [book a visit](/admissions/visit).')),
        ),
      ],
    },
    {
      path: '/life-at-sva/student-life/clubs-and-organizations',
      title: 'Clubs and Organizations',
      headerType: 'subheader',
      blocks: () => [copy('Start a club with five members and a faculty adviser; the student council funds it.')],
    },
    {
      path: '/life-at-sva/student-life/health-and-wellness',
      title: 'Health and Wellness',
      headerType: 'subheader',
      blocks: () => [copy('Free counseling, a nurse on site every weekday and a 24-hour support line.')],
    },
    {
      path: '/life-at-sva/student-services',
      title: 'Student Services',
      headerType: 'subheader',
      blocks: () => [
        accordion('Where to go for what', [
          ['Registration and records', 'The registrar’s office, Main Building, room 210.'],
          ['ID cards and building access', 'Security desk, Main Building lobby.'],
          [
            'Disability services',
            richText(p('Accommodations for classes, studios and housing. See [disability services](/life-at-sva/student-services/disability-services).')),
          ],
        ]),
      ],
    },
    {
      path: '/life-at-sva/student-services/disability-services',
      title: 'Disability Services',
      headerType: 'subheader',
      blocks: () => [copy('Register with the office once; we work with your instructors each term.')],
    },
    {
      path: '/life-at-sva/winter-open-studios',
      title: 'Winter Open Studios',
      summary: 'Every studio floor open to visitors for one evening in December.',
      publishAfterMs: SCHEDULED_PAGE_DELAY_MS,
      blocks: () => [copy('Every studio floor opens to visitors for one evening: work in progress, printmaking demonstrations and the kilns firing.')],
    },
    {
      path: '/life-at-sva/draft',
      title: 'Draft: New Student Orientation 2027',
      summary: 'Not ready yet.',
      draft: true,
      blocks: () => [copy('Orientation details will be announced in the spring.')],
    },

    // ——— Alumni ———
    {
      path: '/alumni',
      title: 'Alumni',
      intro: lede('41,000 graduates in 90 countries, and a standing invitation to come back.'),
      blocks: () => [
        externalLinks('Stay in touch', [
          { url: 'https://instagram.example/foundryalumni', label: '@foundryalumni', network: 'Instagram' },
          { url: 'https://linkedin.example/groups/foundry-alumni', label: 'Foundry alumni group', network: 'LinkedIn' },
          { url: 'https://behance.example/foundry', label: 'Alumni portfolios', network: 'Behance' },
          { url: 'https://alumni.foundry.example/', label: 'Alumni association' },
        ]),
        socialEmbed('https://www.instagram.com/p/C7foundry01/', 'Alumni reunion, spring 2026: fifty years of the print shop', 'Posted by @foundryalumni'),
      ],
    },
    {
      path: '/alumni/events-and-reunions',
      title: 'Events and Reunions',
      blocks: () => [copy('Reunions every May, and alumni shows in the Canal Street project space each summer.')],
    },
    {
      path: '/alumni/give-back',
      title: 'Give Back',
      blocks: () => [
        copy('Scholarships funded by alumni support one in five students.'),
        buttons({ label: 'Give to Foundry', type: 'Url', url: 'https://give.foundry.example/', newTab: true }),
      ],
    },

    // ——— Small links (spec §2) ———
    {
      path: '/accessibility-notice',
      title: 'Accessibility Notice',
      summary: 'Our commitment to an accessible website, and how to tell us when we fall short.',
      hideFromSearchEngines: false,
      blocks: () => [
        html(
          '<p>Foundry School of Art &amp; Design wants everyone to be able to use this website. We aim to meet the <a href="https://www.w3.org/TR/WCAG22/" target="_blank">Web Content Accessibility Guidelines 2.2</a> at level AA.</p><h2>Tell us</h2><p>If something does not work for you, write to <a href="mailto:access@foundry.example">access@foundry.example</a> or call <a href="tel:+12125550147">212-555-0147</a>. We answer within two business days.</p><ul><li>Name the page</li><li>Say what you were trying to do</li><li>Tell us the browser and assistive technology you use</li></ul>',
        ),
      ],
    },
    {
      path: '/colophon',
      title: 'Colophon',
      summary: 'How this site is made: type, images, code, and every building block staff use.',
      hero: { type: 'image', image: wide(4), caption: 'Demo imagery: abstract studies generated for this site' },
      intro: {
        kind: 'image and text',
        text: 'This site is built the way we teach: with a small set of parts, used with care. Here is every one of them.',
        image: tall(0),
      },
      blocks: () => colophonBlocks({ img, to, id, sharedBlock, location, form }),
    },
  ]
}

/** The colophon shows every block, so that staff (and the browser tests) see each in one place. */
function colophonBlocks({ img, to, id, sharedBlock, location, form }: Helpers): SeedBlock[] {
  const wide = (n: number) => img(WIDE[n % WIDE.length]!)
  const tall = (n: number) => img(TALL[n % TALL.length]!)
  return [
    header('Type', { kicker: 'Header block', text: 'Two variable typefaces, served from this site.', anchor: 'type' }),
    copy(
      richText(
        p('Titles are set in **Unbounded**, a wide display face; reading text in **Inter**. Both load from this server: no font service sees your visit.'),
        h(3, 'Rules we keep'),
        ul('One accent colour, from the site settings', 'Lines of no more than 68 characters', 'Images as large as the screen allows'),
      ),
      'columns',
    ),
    html(
      '<p>Body copy can also be <strong>pasted HTML</strong>: it keeps <a href="https://example.org/">links</a>, <a href="mailto:web@foundry.example">mail</a> and <a href="tel:+12125550147">phone</a> links, and loses everything that could run.</p>',
    ),
    header('Images', { kicker: 'Image block', level: '3' }),
    image(wide(0), '16:9', 'wide', 'Study no. 1, cropped to 16:9'),
    image(tall(0), '4:5', 'column', 'Study no. 2, cropped to 4:5'),
    image(wide(3), '2:1', 'full', 'Study no. 4, edge to edge at 2:1'),
    image(tall(4), '5:7', 'column'),
    image(img(2), '1:1', 'column', 'Square'),
    image(wide(1), 'free', 'column', 'At its own shape'),
    video(DEMO_VIDEOS.thesis, 'Thesis screening trailer', { poster: wide(2), caption: 'Video block: nothing loads from Vimeo until you press play.' }),
    accordion(
      'Accordion',
      [
        ['How does it open?', 'With a click, or Enter or Space on the keyboard.'],
        ['Does it need a script?', 'No: it is the browser’s own disclosure element.'],
        ['Can one stay open at a time?', 'Yes, when staff ask for it.'],
      ],
      true,
    ),
    tabs('Tabs', [
      ['Light', 'light', 'White paper, black ink, one red.'],
      ['Dark', 'dark', 'Black paper, white ink, the same red, a little lighter.'],
      ['Black and white', 'black-and-white', 'Event and exhibition pages drop the red, so the artwork carries the colour.'],
    ]),
    table(
      'The type scale',
      ['Step', 'Used for', 'Size on a phone', 'Size at 1440 px'],
      [
        ['4', 'Page titles', '48 px', '104 px'],
        ['3', 'Section headers', '35 px', '58 px'],
        ['2', 'Block headings, ledes', '26 px', '35 px'],
        ['1', 'Card titles', '20 px', '24 px'],
        ['0', 'Reading text', '16 px', '18 px'],
      ],
    ),
    cards(to, 'Cards, portrait', 'PORTRAIT', [
      { title: 'Visit', kicker: 'Admissions', image: tall(1), to: '/admissions/visit' },
      { title: 'History', kicker: 'About', image: tall(2), to: '/about/about-sva/history' },
      { title: 'Library', kicker: 'Academics', image: tall(3), to: '/academics/library' },
    ]),
    cards(to, 'Cards, landscape', 'LANDSCAPE', [
      { title: 'Contact and maps', text: 'Every building, with a map.', image: wide(1), to: '/contact-and-maps' },
      { title: 'Employer services', text: 'Hire our students and graduates.', image: wide(2), to: '/life-at-sva/career-development/employer-services' },
    ]),
    buttons(
      { label: 'Internal: Admissions', type: 'Internal', to: id('/admissions') },
      { label: 'Url: an address', type: 'Url', url: 'https://example.org/', newTab: true, style: 'secondary' },
      {
        label: 'Modal: a dialog',
        type: 'Modal',
        title: 'A dialog',
        content: 'Buttons can open a dialog of text. Escape, the close button or a click outside closes it.',
        style: 'text',
      },
    ),
    stats('Stats', [
      ['2', 'Typefaces'],
      ['19', 'Kinds of block'],
      ['0', 'Third-party requests before you ask'],
    ]),
    carousel(
      'Carousel',
      [
        { image: wide(0), caption: 'Swipe, use the arrows, or the arrow keys.' },
        { image: wide(1), caption: 'It plays by itself only when staff ask, and pauses.' },
        { image: wide(2), caption: 'Never for visitors who prefer reduced motion.' },
      ],
      { autoplay: true },
    ),
    map('Map', { title: 'Foundry School of Art & Design', address: '214 Delancey Street, New York, NY 10002', latitude: 40.7186, longitude: -73.9866 }),
    locationCards('Location cards: facilities with images', 'Facility', 'with image'),
    locationCards('Location cards: buildings with maps', 'Building', 'with map'),
    locationCards('Location cards: international, text only', 'International Locations', 'without image'),
    socialEmbed('https://www.instagram.com/p/C7foundry02/', 'Open studios, spring 2026', 'Social embed: an Instagram post, loaded on request.'),
    externalLinks('External links', [
      { url: 'https://example.org/type-foundry', label: 'Our type foundry' },
      { url: 'https://vimeo.example/foundry', label: 'Foundry on Vimeo', network: 'Vimeo' },
      { url: 'https://bsky.example/foundry', label: '@foundry', network: 'BlueSky' },
    ]),
    toggles(
      'Toggle buttons',
      'Each one reveals what it hides; reveal all three.',
      [
        ['Ink', 'Black, #0b0b0b.'],
        ['Paper', 'White, #ffffff.'],
        ['Accent', 'Red, from the site settings.'],
      ],
      'All three revealed: that is the whole palette.',
    ),
    rankings('Rankings', 'Grid', 'All'),
    exhibitionsGrid('Exhibitions grid'),
    shared(sharedBlock('visit-and-apply')),
    map(undefined, { location: location('Foundry Gallery') }, 17),
    formBlock(form('sva-feedback'), 'Form block: tell us what you think of this site'),
  ]
}

/** Rankings of the college and its departments; one is a draft. */
const RANKINGS = [
  { title: 'Best art and design schools in the United States', rank: '#4', rankingType: 'Institutional', source: 'Design Review Annual', year: 2026 },
  { title: 'Top schools for graduate employment in the arts', rank: 'Top 10', rankingType: 'Institutional', source: 'The Studio Report', year: 2025 },
  { title: 'Most innovative arts colleges', rank: '#2', rankingType: 'Institutional', source: 'Creative Futures Index', year: 2025 },
  {
    title: 'Best BFA programs in illustration',
    rank: '#1',
    rankingType: 'Departmental',
    source: 'Illustrators’ Quarterly',
    year: 2026,
    department: 'Illustration',
  },
  {
    title: 'Best animation programs',
    rank: '#3',
    rankingType: 'Departmental',
    source: 'Animation World Review',
    year: 2026,
    department: 'Animation and Motion',
  },
  {
    title: 'Top photography MFA programs',
    rank: '#5',
    rankingType: 'Departmental',
    source: 'Lens Magazine',
    year: 2025,
    department: 'Photography and Image Making',
  },
  {
    title: 'Best programs in communication design',
    rank: 'Top 5',
    rankingType: 'Departmental',
    source: 'Design Review Annual',
    year: 2025,
    department: 'Communication Design',
  },
  {
    title: 'Leading art therapy programs',
    rank: '#2',
    rankingType: 'Departmental',
    source: 'Journal of Creative Health',
    year: 2024,
    department: 'Art Therapy',
  },
] as const

/** Redirects staff made when pages moved; one still waits for approval. */
const REDIRECTS = [
  { from: '/admissions/visit-us', to: '/admissions/visit', type: '301', approved: true },
  { from: '/about-us', to: '/about', type: '301', approved: true },
  { from: '/tours', url: '/admissions/visit?tab=graduate', type: '302', approved: true },
  { from: '/apply', url: '/admissions/how-to-apply', type: '302', approved: true },
  { from: '/old-news', url: '/about', type: '301', approved: false },
] as const

export async function seedPages(context: SeedContext): Promise<void> {
  const { create, image, departments, locations, factor } = context
  const ids = new Map<string, number>()
  const id = (path: string) => {
    const found = ids.get(path)
    if (found === undefined) throw new Error(`The seed links to ${path} before making it`)
    return found
  }
  const to: LinkTo = (path) => (ids.has(path) ? { kind: 'internal', page: { relationTo: 'pages', value: ids.get(path)! } } : { kind: 'url', url: path })
  const location = (title: string) => {
    const found = locations.get(title)
    if (found === undefined) throw new Error(`No seeded location is called ${title}`)
    return found
  }

  for (const [index, ranking] of RANKINGS.entries()) {
    const department = 'department' in ranking ? departments.find((d) => d.title === ranking.department)?.id : undefined
    await create({ collection: 'rankings', data: { ...ranking, department, sortOrder: index, _status: 'published' } })
  }
  await create({
    collection: 'rankings',
    draft: true,
    data: { title: 'Draft: best sculpture programs', rank: '#1', rankingType: 'Departmental', source: 'Unconfirmed', sortOrder: 99, _status: 'draft' },
  })

  // Shared blocks: made before the pages that show them.
  const sharedIds = {
    'visit-and-apply': (
      await create({
        collection: 'shared-blocks',
        data: {
          title: 'Visit and apply',
          layout: [
            header('Come and see', { kicker: 'Next steps', text: 'Tours every weekday; applications open September 1.' }),
            buttons(
              { label: 'Book a tour', type: 'Url', url: '/admissions/visit' },
              { label: 'How to apply', type: 'Url', url: '/admissions/how-to-apply', style: 'secondary' },
            ),
          ] as never,
          _status: 'published',
        },
      })
    ).id,
    'contact-admissions': (
      await create({
        collection: 'shared-blocks',
        data: {
          title: 'Contact admissions',
          layout: [
            copy(
              richText(
                p(
                  'Admissions counselors answer within one business day: [admissions@foundry.example](mailto:admissions@foundry.example) or [212-555-0147](tel:+12125550147).',
                ),
              ),
            ),
          ] as never,
          _status: 'published',
        },
      })
    ).id,
  }
  await create({
    collection: 'shared-blocks',
    draft: true,
    data: { title: 'Draft: spring open studios banner', layout: [header('Open studios are back')] as never, _status: 'draft' },
  })
  const sharedBlock = (name: keyof typeof sharedIds) => sharedIds[name]

  const { docs: forms } = await context.payload.find({ collection: 'forms', overrideAccess: true, depth: 0, pagination: false, select: { slug: true } })
  const form = (slug: string) => {
    const found = forms.find((doc) => doc.slug === slug)
    if (!found) throw new Error(`No seeded form is called ${slug}`)
    return found.id
  }
  const tree = pageTree({ img: image, to, id, sharedBlock, location, form })
  for (let copyIndex = 1; copyIndex < factor; copyIndex++) tree.push(...archivePages(copyIndex))
  for (const page of tree) await createPage(context, page, ids)

  for (const redirect of REDIRECTS) {
    const target =
      'url' in redirect
        ? { type: 'custom' as const, url: redirect.url }
        : { type: 'reference' as const, reference: { relationTo: 'pages' as const, value: id(redirect.to) } }
    await create({ collection: 'redirects', data: { from: redirect.from, to: target, type: redirect.type, approved: redirect.approved } })
  }
}

async function createPage({ create, payload }: SeedContext, page: PageSeed, ids: Map<string, number>): Promise<void> {
  const segments = page.path.split('/').filter(Boolean)
  const parentPath = `/${segments.slice(0, -1).join('/')}`
  const parent = segments.length > 1 ? ids.get(parentPath) : undefined
  if (segments.length > 1 && parent === undefined) throw new Error(`The seed makes ${page.path} before its parent ${parentPath}`)
  const draft = page.draft || page.publishAfterMs !== undefined
  const doc = await create({
    collection: 'pages',
    draft,
    data: {
      title: page.title,
      slug: segments.at(-1)!,
      parent,
      summary: page.summary,
      template: page.template,
      headerType: page.headerType ?? 'default',
      hero: page.hero ? { type: page.hero.type, image: page.hero.image, videoUrl: page.hero.videoUrl, caption: page.hero.caption } : { type: 'none' },
      intro: page.intro ? { kind: page.intro.kind, text: page.intro.text, image: page.intro.image, videoUrl: page.intro.videoUrl } : {},
      facts: page.facts?.map(([label, value]) => ({ label, value })),
      exhibitionsGrid: page.exhibitionsGrid ?? 'none',
      sortOrder: page.sortOrder ?? 0,
      hideFromSearchEngines: page.hideFromSearchEngines ?? false,
      layout: (page.blocks?.() ?? []) as never,
      _status: draft ? 'draft' : 'published',
    },
  })
  ids.set(page.path, doc.id)
  // A scheduled publish, as the schedule drawer makes one; the seed's (no user) runs as the seed does.
  if (page.publishAfterMs !== undefined) {
    await payload.jobs.queue({
      task: SCHEDULE_PUBLISH_TASK,
      // The id as text, as Payload's own schedule drawer keeps it.
      input: { type: 'publish', doc: { relationTo: 'pages', value: String(doc.id) as never } },
      waitUntil: new Date(Date.now() + page.publishAfterMs),
    })
  }
}

/** `--size large`: an archive of past catalogs, one section of 60 pages per extra copy. */
function archivePages(copyIndex: number): PageSeed[] {
  const year = 2026 - copyIndex
  const pages: PageSeed[] = []
  if (copyIndex === 1)
    pages.push({ path: '/catalog-archive', title: 'Catalog Archive', blocks: () => [copy('Course catalogs of past years, kept for the record.')] })
  pages.push({
    path: `/catalog-archive/${year}`,
    title: `Catalog ${year}–${String(year + 1).slice(2)}`,
    headerType: 'subheader',
    blocks: () => [copy(`The ${year} catalog, as published.`)],
  })
  for (let n = 1; n <= 60; n++) {
    pages.push({
      path: `/catalog-archive/${year}/course-group-${n}`,
      title: `Course group ${n}, ${year}`,
      headerType: 'subheader',
      blocks: () => [copy(`Courses of group ${n} in ${year}: studio, seminar and lecture sections as listed that year.`)],
    })
  }
  return pages
}

/** '09:00' → '9 AM', '12:30' → '12:30 PM'. */
function clock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const hour = hours % 12 || 12
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 || hours === 24 ? 'AM' : 'PM'}`
}

/** A library's week as table rows, days with the same hours joined (Monday–Thursday). */
function regularHoursRows(week: readonly { day: string; opens: string; closes: string }[]): string[][] {
  const rows: { first: string; last: string; hours: string }[] = []
  for (const { day, opens, closes } of week) {
    const hours = `${clock(opens)} – ${clock(closes)}`
    const name = day[0]!.toUpperCase() + day.slice(1)
    const previous = rows.at(-1)
    if (previous?.hours === hours) previous.last = name
    else rows.push({ first: name, last: name, hours })
  }
  return rows.map(({ first, last, hours }) => [first === last ? first : `${first}–${last}`, hours])
}
