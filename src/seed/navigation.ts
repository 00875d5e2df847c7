import { slugify } from '@/domain/slug'

import { DEPARTMENTS } from './college'

type Item = {
  title: string
  type: 'External_Link' | 'Internal_Link' | 'Group' | 'SectionLabel'
  path?: string
  externalLink?: string
  openInNewWindow?: boolean
  isVisible?: boolean
  terminalNode?: boolean
  columnStart?: boolean
  isSeparator?: boolean
  gaEventName?: string
  gaParams?: { name: string; value: string }[]
  children?: Item[]
}

const link = (title: string, path: string, extra: Partial<Item> = {}): Item => ({ title, type: 'Internal_Link', path, ...extra })
const label = (title: string, children: Item[], extra: Partial<Item> = {}): Item => ({ title, type: 'SectionLabel', children, ...extra })

const departmentLinks = (type: 'Undergraduate' | 'Graduate') =>
  DEPARTMENTS.filter((d) => d.type === type && d.published !== false).map((d) =>
    link(`${d.degrees?.[0] ?? ''} ${d.title}`.trim(), `/academics/${type === 'Graduate' ? 'graduate' : 'undergraduate'}/${slugify(d.title)}`),
  )

/** A three-level main navigation that uses every item type and flag of spec §3. */
export const NAVIGATION: Item[] = [
  {
    title: 'Admissions',
    type: 'Group',
    children: [
      label('Apply', [
        link('Undergraduate Requirements', '/admissions/how-to-apply/undergraduate-application-requirements'),
        link('Graduate Requirements', '/admissions/how-to-apply/graduate-application-requirements'),
        { title: 'Pre-College Application', type: 'External_Link', externalLink: 'https://apply.foundry.example/pre-college', openInNewWindow: true },
      ]),
      label(
        'Visit',
        [link('Visit Us', '/admissions/visit'), link('Graduate Tours', '/admissions/visit?tab=graduate'), link('Get Info', '/admissions/get-info')],
        { columnStart: true },
      ),
      { title: 'Separator', type: 'SectionLabel', isSeparator: true },
      link('Admissions Overview', '/admissions', { terminalNode: true }),
    ],
  },
  {
    title: 'Academics',
    type: 'Group',
    children: [
      label('Undergraduate', departmentLinks('Undergraduate')),
      label('Graduate', departmentLinks('Graduate'), { columnStart: true }),
      label(
        'More Programs',
        [
          link('Continuing Education', '/academics/continuing-education'),
          link('Continuing Education Courses', '/academics/continuing-education/courses'),
          link('Pre-College', '/academics/pre-college'),
          link('Destinations', '/academics/destinations'),
        ],
        { columnStart: true },
      ),
    ],
  },
  {
    title: 'Events',
    type: 'Internal_Link',
    path: '/events',
    terminalNode: true,
    children: [link('Calendar', '/events'), link('Exhibitions', '/events?type=Exhibition'), link('Videos', '/videos')],
  },
  {
    title: 'Life at Foundry',
    type: 'Group',
    children: [
      label('Careers', [
        link('Career Development', '/life-at-sva/career-development'),
        link('Employer Services', '/life-at-sva/career-development/employer-services'),
      ]),
      label('Community', [
        link('Faculty', '/faculty'),
        link('Blog', '/blog'),
        link('Features', '/features'),
        link('Hidden Draft Link', '/life-at-sva/draft', { isVisible: false }),
      ]),
    ],
  },
  {
    title: 'About',
    type: 'Group',
    children: [
      label('The School', [
        link('Working at Foundry', '/about/about-sva/working-at-sva'),
        link('Contact and Maps', '/contact-and-maps'),
        link('Colophon', '/colophon'),
      ]),
      {
        title: 'Give to Foundry',
        type: 'External_Link',
        externalLink: 'https://give.foundry.example/',
        openInNewWindow: true,
        terminalNode: true,
        gaEventName: 'donate-click',
        gaParams: [{ name: 'location', value: 'main-navigation' }],
      },
    ],
  },
]

/** Candidates for the 404 page's random video: invented ids of the right shape; staff replace them. */
export function notFoundVideos(random: () => number) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
  const subjects = [
    'Thesis reel',
    'Open studio',
    'Animation showcase',
    'Visiting artist',
    'Senior show walkthrough',
    'Commencement',
    'Print shop',
    'Film festival',
  ]
  return Array.from({ length: 60 }, (_, i) => {
    const vimeo = i % 4 === 3
    const videoId = vimeo
      ? String(100_000_000 + Math.floor(random() * 800_000_000))
      : Array.from({ length: 11 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
    return { provider: vimeo ? 'vimeo' : 'youtube', videoId, title: `${subjects[i % subjects.length]} ${2011 + (i % 15)}` } as const
  })
}

/** spec §2: the footer's link groups, Donate link and small links. */
export const FOOTER = {
  groups: [
    {
      heading: 'Jump In',
      links: [
        { label: 'Admissions', href: '/admissions' },
        { label: 'Continuing Education', href: '/academics/continuing-education' },
        { label: 'Events', href: '/events' },
        { label: 'Faculty', href: '/faculty' },
      ],
    },
    {
      heading: 'Reach Out',
      links: [
        { label: 'Get Info', href: '/get-info' },
        { label: 'Contact and Maps', href: '/contact-and-maps' },
        { label: 'Visit', href: '/admissions/visit' },
        { label: 'Employer Services', href: '/life-at-sva/career-development/employer-services' },
      ],
    },
    {
      heading: 'Connect',
      links: [
        { label: 'News', href: '/features' },
        { label: 'Videos', href: '/videos' },
        { label: 'Newsletters', href: '/subscribe?newsletter=svanow' },
        { label: 'Working at Foundry', href: '/about/about-sva/working-at-sva' },
      ],
    },
  ],
  donate: { label: 'Donate', href: 'https://give.foundry.example/', newTab: true },
  smallLinks: [
    { label: 'Accessibility Notice', href: '/accessibility-notice' },
    { label: 'Policy & Guidelines', href: 'https://policies.foundry.example/', newTab: true },
    { label: 'Colophon', href: '/colophon' },
  ],
}
