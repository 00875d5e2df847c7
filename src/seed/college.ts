/** The demo college: invented, plausible, no real institution; identifiers the spec fixes stay as it writes them. */
export const COLLEGE = {
  collegeName: 'Foundry School of Art & Design',
  shortName: 'Foundry',
  tagline: 'A studio school on the lower east side since 1961: make the work, then make it matter.',
  timeZone: 'America/New_York',
  accentColor: '#c8102e',
  address: { street: '214 Delancey Street', city: 'New York', region: 'NY', postalCode: '10002', country: 'United States' },
  phone: '212-555-0147',
  email: 'info@foundry.example',
  socialLinks: [
    { network: 'Facebook', url: 'https://facebook.example/foundryart' },
    { network: 'Instagram', url: 'https://instagram.example/foundryart' },
    { network: 'LinkedIn', url: 'https://linkedin.example/school/foundryart' },
    { network: 'X', url: 'https://x.example/foundryart' },
    { network: 'YouTube', url: 'https://youtube.example/@foundryart' },
    { network: 'TikTok', url: 'https://tiktok.example/@foundryart' },
  ],
  sessionStartDates: { spring: '2027-01-19', summer: '2027-06-01', fall: '2027-09-07' },
} as const

type DepartmentSeed = {
  title: string
  type: 'Undergraduate' | 'Graduate' | 'Administrative' | 'Academic' | 'CE' | 'AdditionalAcademicProgram'
  degrees?: ('BFA' | 'MA' | 'MFA' | 'MPS' | 'MAT' | 'No Degree')[]
  published?: boolean
}

export const DEPARTMENTS: DepartmentSeed[] = [
  { title: 'Animation and Motion', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Comics and Sequential Art', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Communication Design', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Film and Moving Image', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Painting and Drawing', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Sculpture and Expanded Practice', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Illustration', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Photography', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Interior Architecture', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Games and Interactive Media', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Visual Culture and Criticism', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Studio Practice', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Visual Narrative', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Design for Social Impact', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Photography and Image Making', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Computer Arts', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Curatorial Practice', type: 'Graduate', degrees: ['MA'] },
  { title: 'Design Research and Writing', type: 'Graduate', degrees: ['MA'] },
  { title: 'Art Therapy', type: 'Graduate', degrees: ['MPS'] },
  { title: 'Branding', type: 'Graduate', degrees: ['MPS'] },
  { title: 'Art Education', type: 'Graduate', degrees: ['MAT'] },
  { title: 'Critical Game Design', type: 'Graduate', degrees: ['MFA'], published: false },
  { title: 'Humanities and Sciences', type: 'Academic', degrees: ['No Degree'] },
  { title: 'Foundation Studies', type: 'Academic', degrees: ['No Degree'] },
  { title: 'Continuing Education', type: 'CE', degrees: ['No Degree'] },
  { title: 'Pre-College', type: 'AdditionalAcademicProgram', degrees: ['No Degree'] },
  { title: 'Summer Residency', type: 'AdditionalAcademicProgram', degrees: ['No Degree'] },
  { title: 'Study Abroad', type: 'AdditionalAcademicProgram', degrees: ['No Degree'] },
  { title: 'Admissions', type: 'Administrative' },
  { title: 'Registrar', type: 'Administrative' },
  { title: 'Financial Aid', type: 'Administrative' },
  { title: 'Career Development', type: 'Administrative' },
  { title: 'Library', type: 'Administrative' },
  { title: 'Galleries', type: 'Administrative' },
  // More graduate programmes (spec §9: 20 of them, and Undecided, in the request for information).
  { title: 'Fine Arts', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Interaction Design', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Products of Design', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Documentary Film', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Art Writing', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Illustration as Visual Essay', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Critical Theory and the Arts', type: 'Graduate', degrees: ['MA'] },
  { title: 'Fashion Photography', type: 'Graduate', degrees: ['MPS'] },
  { title: 'Sound for Picture', type: 'Graduate', degrees: ['MPS'] },
  { title: 'Digital Photography', type: 'Graduate', degrees: ['MPS'] },
]

export const TAGS: { title: string; type: 'Institutional' | 'Series' | 'Other' }[] = [
  ...['Commencement', 'Alumni', 'Admissions', 'Faculty News', 'Student Work', 'Awards'].map((title) => ({ title, type: 'Institutional' as const })),
  ...['Visiting Artist Lectures', 'Thesis Screenings', 'Open Studio Nights', 'Design Talks', 'Friday Night Films'].map((title) => ({
    title,
    type: 'Series' as const,
  })),
  ...[
    'Painting',
    'Photography',
    'Animation',
    'Film',
    'Illustration',
    'Typography',
    'Sustainability',
    'Artificial Intelligence',
    'Printmaking',
    'Ceramics',
    'Performance',
    'Zines',
  ].map((title) => ({ title, type: 'Other' as const })),
]

type LocationSeed = {
  title: string
  type: 'Facility' | 'International Locations' | 'Building'
  isSvaFacility: boolean
  isInternationalLocation: boolean
  address: string
  city: string
  country: string
  latitude: number
  longitude: number
  description: string
}

export const LOCATIONS: LocationSeed[] = [
  {
    title: 'Delancey Street Main Building',
    type: 'Building',
    isSvaFacility: true,
    isInternationalLocation: false,
    address: '214 Delancey Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7186,
    longitude: -73.9866,
    description: 'Admissions, the registrar and most undergraduate studios.',
  },
  {
    title: 'Foundry Gallery',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    address: '88 Orchard Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7181,
    longitude: -73.9899,
    description: 'Two floors of student and alumni exhibitions, open Tuesday to Saturday.',
  },
  {
    title: 'Canal Street Project Space',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    address: '301 Canal Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7197,
    longitude: -74.0016,
    description: 'A storefront gallery for thesis shows and pop-up projects.',
  },
  {
    title: 'Essex Street Theater',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    address: '120 Essex Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7195,
    longitude: -73.9878,
    description: 'A 280-seat theater for screenings, lectures and commencement events.',
  },
  {
    title: 'Hester Library',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    address: '60 Hester Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7162,
    longitude: -73.9912,
    description: 'Artists’ books, periodicals, a zine archive and quiet study rooms.',
  },
  {
    title: 'Grand Street Print Shop',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    address: '455 Grand Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7151,
    longitude: -73.9838,
    description: 'Letterpress, risograph, screen printing and etching.',
  },
  {
    title: 'Pier 9 Ceramics Studio',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    address: '9 South Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7031,
    longitude: -74.0094,
    description: 'Kilns, wheels and a glaze lab by the river.',
  },
  {
    title: 'Harbor Hall Residence',
    type: 'Building',
    isSvaFacility: true,
    isInternationalLocation: false,
    address: '37 Pike Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7128,
    longitude: -73.9925,
    description: 'Student housing with shared studios on every floor.',
  },
  {
    title: 'Lisbon Summer Studio',
    type: 'International Locations',
    isSvaFacility: false,
    isInternationalLocation: true,
    address: 'Rua da Rosa 12',
    city: 'Lisbon',
    country: 'Portugal',
    latitude: 38.7118,
    longitude: -9.1459,
    description: 'A four-week summer residency in painting and drawing.',
  },
  {
    title: 'Kyoto Print Residency',
    type: 'International Locations',
    isSvaFacility: false,
    isInternationalLocation: true,
    address: 'Sanjo-dori 45',
    city: 'Kyoto',
    country: 'Japan',
    latitude: 35.0087,
    longitude: 135.7681,
    description: 'Woodblock printing with master printers.',
  },
  {
    title: 'Mexico City Design Lab',
    type: 'International Locations',
    isSvaFacility: false,
    isInternationalLocation: true,
    address: 'Calle Colima 160',
    city: 'Mexico City',
    country: 'Mexico',
    latitude: 19.4194,
    longitude: -99.1617,
    description: 'A summer program in type, signage and public design.',
  },
  {
    title: 'Berlin Sound and Image',
    type: 'International Locations',
    isSvaFacility: false,
    isInternationalLocation: true,
    address: 'Oranienstraße 22',
    city: 'Berlin',
    country: 'Germany',
    latitude: 52.5016,
    longitude: 13.4195,
    description: 'Moving image and sound in a converted factory.',
  },
  {
    title: 'Brooklyn Navy Yard Partner Studio',
    type: 'Facility',
    isSvaFacility: false,
    isInternationalLocation: false,
    address: '63 Flushing Avenue',
    city: 'Brooklyn',
    country: 'United States',
    latitude: 40.6985,
    longitude: -73.9749,
    description: 'Fabrication partner for large-scale sculpture.',
  },
]

export const BUILDINGS = [
  {
    title: 'Main Building',
    code: 'MAIN',
    address: '214 Delancey Street, New York, NY 10002',
    location: 'Delancey Street Main Building',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Orchard Street Galleries',
    code: 'ORCH',
    address: '88 Orchard Street, New York, NY 10002',
    location: 'Foundry Gallery',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Essex Street Theater',
    code: 'ESSX',
    address: '120 Essex Street, New York, NY 10002',
    location: 'Essex Street Theater',
    displayOnContactAndMaps: true,
  },
  { title: 'Hester Library', code: 'HEST', address: '60 Hester Street, New York, NY 10002', location: 'Hester Library', displayOnContactAndMaps: true },
  {
    title: 'Grand Street Studios',
    code: 'GRND',
    address: '455 Grand Street, New York, NY 10002',
    location: 'Grand Street Print Shop',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Canal Street Project Space',
    code: 'CANL',
    address: '301 Canal Street, New York, NY 10013',
    location: 'Canal Street Project Space',
    displayOnContactAndMaps: true,
  },
  { title: 'Harbor Hall', code: 'HRBR', address: '37 Pike Street, New York, NY 10002', location: 'Harbor Hall Residence', displayOnContactAndMaps: false },
  { title: 'Pier 9 Annex', code: 'PIER', address: '9 South Street, New York, NY 10004', location: 'Pier 9 Ceramics Studio', displayOnContactAndMaps: false },
] as const

export const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Camila',
  'Dev',
  'Elif',
  'Femi',
  'Greta',
  'Hiro',
  'Ines',
  'Jonah',
  'Kasia',
  'Luca',
  'Mina',
  'Nico',
  'Oona',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sami',
  'Tova',
  'Uma',
  'Vik',
  'Wren',
  'Xiomara',
  'Yusuf',
  'Zoe',
  'Émile',
  'Ana Lucía',
  'de la Cruz',
  'Ólafur',
]
export const LAST_NAMES = [
  'Abara',
  'Bergström',
  'Castellanos',
  'Dąbrowski',
  'Eriksen',
  'Fontaine',
  'Gallagher',
  'Haddad',
  'Ishikawa',
  'Jovanović',
  'Kowalczyk',
  'Lindqvist',
  'Mbeki',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quintero',
  'Rahman',
  'Szabó',
  'Tanaka',
  'Underhill',
  'Vasquez',
  'Whitfield',
  'Xu',
  'Yilmaz',
  'Zielinski',
  'van der Berg',
  "O'Neill",
  'Ødegaard',
]

/** Staff roles: named sets of capabilities. Access checks never ask for these names; signing in takes `session`. */
export const ROLES = [
  { title: 'Administrator', description: 'Every capability.', capabilities: 'all' },
  {
    title: 'Content editor',
    description: 'Pages, features, press, navigation and media.',
    capabilities: [
      'block',
      'draft',
      'download',
      'feature',
      'featuredOn',
      'externalPress',
      'navigation',
      'pageCreate',
      'pageEdit',
      'pressRelease',
      'tag',
      'seoModule',
      'homepageSectionEdit',
      'alert',
      'cmsUserProfile',
      'session',
    ],
  },
  {
    title: 'Events manager',
    description: 'Events, exhibitions and their newsletter.',
    capabilities: [
      'event',
      'eventAdministrate',
      'eventPublish',
      'eventNewsletter',
      'artists',
      'location',
      'building',
      'tag',
      'download',
      'draft',
      'cmsUserProfile',
      'session',
    ],
  },
  {
    title: 'Academic editor',
    description: 'Departments, faculty and courses.',
    capabilities: [
      'department',
      'facultyProfile',
      'facultyRoleProfileEdit',
      'facultySupplementalFields',
      'courses',
      'courseSemesters',
      'download',
      'draft',
      'cmsUserProfile',
      'session',
    ],
  },
  { title: 'Viewer', description: 'Signs in and sees the site as visitors do; changes nothing.', capabilities: ['session'] },
] as const

export const STAFF = [
  { fullName: 'Morgan Achebe', email: 'admin@foundry.example', role: 'Administrator' },
  { fullName: 'Priya Lindgren', email: 'editor@foundry.example', role: 'Content editor' },
  { fullName: 'Tomás Reyes', email: 'events@foundry.example', role: 'Events manager' },
  { fullName: 'Hana Oduya', email: 'academics@foundry.example', role: 'Academic editor' },
  { fullName: 'Sam Keller', email: 'viewer@foundry.example', role: 'Viewer' },
] as const

/**
 * How to apply, the deadlines and the cost of an undergraduate or graduate programme, as staff would write them
 * (decision 0129); deadlines on the next January 15 and February 1 after `now` (undergraduate: also December 1).
 */
export function programmeApplying(type: string, title: string, now: Date) {
  if (type !== 'Undergraduate' && type !== 'Graduate') return undefined
  const next = (month: number, day: number) => {
    const year = now.getUTCFullYear()
    const date = new Date(Date.UTC(year, month - 1, day, 17))
    if (date.getTime() <= now.getTime()) date.setUTCFullYear(year + 1)
    return date.toISOString()
  }
  if (type === 'Graduate') {
    return {
      howToApply: `Apply online with a portfolio of 15 to 20 recent works, a statement of purpose on what you mean to make in ${title}, two letters of recommendation and your transcripts.\n\nShortlisted applicants are invited to an interview with the chair, in person or by video.`,
      deadlines: [
        { label: 'Priority deadline (scholarships)', date: next(1, 15) },
        { label: 'Regular deadline', date: next(2, 1) },
      ],
      cost: 'Tuition: $25,900 a semester, full time.\nFees: about $1,150 a semester.',
    }
  }
  return {
    howToApply: `Apply online with a portfolio of 15 to 20 works, a short essay on why ${title}, and your high-school transcripts. Test scores are optional.`,
    deadlines: [
      { label: 'Early decision', date: next(12, 1) },
      { label: 'Regular decision', date: next(2, 1) },
    ],
    cost: 'Tuition: $24,700 a semester, full time.\nFees: about $900 a semester.',
  }
}
