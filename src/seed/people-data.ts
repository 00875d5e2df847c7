/** The demo college's invented people, places and videos; names with accents, particles and a leading digit exercise the A–Z index. */

export const MORE_FIRST_NAMES = [
  'Adaeze',
  'Bea',
  'Cyrus',
  'Dalia',
  'Esra',
  'Farrah',
  'Gideon',
  'Halima',
  'Ilse',
  'Jun',
  'Kofi',
  'Lena',
  'Marisol',
  'Nadia',
  'Orrin',
  'Priya',
  'Rafael',
  'Saoirse',
  'Teodor',
  'Ulla',
  'Valentina',
  'Wei',
  'Yara',
  'Zofia',
  'Åsa',
  'Çağla',
  'Łucja',
  'Søren',
  'Thảo',
  'Ngozi',
]

export const MORE_LAST_NAMES = [
  'Achterberg',
  'Brennan',
  'Chaudhry',
  'di Stefano',
  'Esposito',
  'Farouk',
  'Gómez',
  'Holloway',
  'Iwu',
  'Jaramillo',
  'Kim',
  'le Blanc',
  'Moreau',
  'Ngata',
  'Oyelaran',
  'Pereira',
  'Qureshi',
  'Rossetti',
  'Sørensen',
  'Thorne',
  'Ueda',
  'von Trapp',
  'Wąsik',
  'Yamamoto',
  'Zapata',
  'Ångström',
  'Çelik',
  'Ìdòwú',
  'Nguyễn',
]

export const FACULTY_TITLES = [
  'Faculty',
  'Faculty',
  'Faculty',
  'Associate Professor',
  'Adjunct Professor',
  'Visiting Artist',
  'Senior Critic',
  'Professor',
  'Program Director',
  'Chair',
]

export const FURTHER_TITLES = [
  'Thesis Advisor',
  'Director, Risograph Lab',
  'Curator, Foundry Gallery',
  'Coordinator, Visiting Artist Lectures',
  'Faculty Fellow',
]

export const PRACTICES = [
  'paints large, slow canvases about weather and memory',
  'draws comics about migration, cooking and the families we choose',
  'builds type systems for museums and public transit',
  'makes stop-motion films out of paper, wire and found light',
  'photographs the edges of cities at the hour before dawn',
  'sculpts in cast bronze, wax and salvaged steel',
  'designs games about care, repair and slow attention',
  'writes about design history and the politics of the archive',
  'runs a risograph press that publishes first books by students',
  'works with clay, glaze chemistry and wood-fired kilns',
  'directs documentary shorts about workers and their tools',
  'illustrates children’s books and editorial covers',
]

export const SHOWN_AT = [
  'the Whitney Biennial (invented)',
  'a storefront gallery in Lisbon',
  'the Kyoto Print Triennial',
  'MoMA PS-Nowhere',
  'the Annecy festival',
  'a barn in upstate New York',
  'the Venice Architecture Biennale',
  'Printed Matter’s art book fair',
]

export const SCHOOLS = [
  'Yale School of Art',
  'Rhode Island School of Design',
  'CalArts',
  'Glasgow School of Art',
  'Bauhaus-Universität Weimar',
  'Tokyo University of the Arts',
  'Cooper Union',
  'Royal College of Art',
]

export const COURSES = [
  'Drawing Studio I',
  'Color Theory',
  'Thesis Seminar',
  'Typography II',
  'Moving Image Workshop',
  'Critical Writing',
  'Printmaking: Relief',
  'Portfolio Review',
  'Ceramics: Wheel',
  'Game Studio',
  'Histories of Photography',
  'Sequential Art Lab',
]

export const AWARDS = [
  'Guggenheim Fellowship',
  'Foundry Teaching Award',
  'Type Directors Club Certificate',
  'Annie Award nomination',
  'NYFA Fellowship',
  'Pollock-Krasner Grant',
]

type PlaceSeed = {
  title: string
  type: 'Facility' | 'International Locations' | 'Building'
  isSvaFacility: boolean
  isInternationalLocation: boolean
  cardView: 'withImage' | 'withoutImage' | 'withMap'
  address: string
  city: string
  country: string
  phone?: string
  latitude: number
  longitude: number
  description: string
  hasImage: boolean
}

/** Places the people area adds, so that the contact-and-maps page shows every card view. */
export const MORE_LOCATIONS: PlaceSeed[] = [
  {
    title: 'Visual Resource Center',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    cardView: 'withMap',
    address: '214 Delancey Street, 4th floor',
    city: 'New York',
    country: 'United States',
    phone: '212-555-0162',
    latitude: 40.7187,
    longitude: -73.9863,
    description: 'Slides, digital images, film stills and the equipment to scan them.',
    hasImage: true,
  },
  {
    title: 'Ludlow Street Photo Labs',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    cardView: 'withImage',
    address: '140 Ludlow Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7208,
    longitude: -73.9876,
    description: 'Darkrooms, a wet lab and large-format printers open until midnight.',
    hasImage: true,
  },
  {
    title: 'Allen Street Animation Studios',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    cardView: 'withImage',
    address: '77 Allen Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7183,
    longitude: -73.9909,
    description: 'Rostrum cameras, a sound booth and forty workstations.',
    hasImage: true,
  },
  {
    title: 'Clinton Street Wood and Metal Shop',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    cardView: 'withoutImage',
    address: '12 Clinton Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7213,
    longitude: -73.9841,
    description: 'Table saws, welding bays and a CNC router, with staff on every shift.',
    hasImage: false,
  },
  {
    title: 'Suffolk Street Career Center',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    cardView: 'withoutImage',
    address: '95 Suffolk Street',
    city: 'New York',
    country: 'United States',
    phone: '212-555-0175',
    latitude: 40.7189,
    longitude: -73.9858,
    description: 'Portfolio reviews, internships and the employer services office.',
    hasImage: false,
  },
  {
    title: 'Rivington Street Residence',
    type: 'Building',
    isSvaFacility: true,
    isInternationalLocation: false,
    cardView: 'withMap',
    address: '210 Rivington Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7193,
    longitude: -73.9812,
    description: 'Apartment-style housing for graduate students.',
    hasImage: true,
  },
  {
    title: 'Seward Park Sculpture Yard',
    type: 'Facility',
    isSvaFacility: true,
    isInternationalLocation: false,
    cardView: 'withMap',
    address: '1 Jefferson Street',
    city: 'New York',
    country: 'United States',
    latitude: 40.7142,
    longitude: -73.9886,
    description: 'An open-air yard for large work, casting and welding in good weather.',
    hasImage: true,
  },
  {
    title: 'Oaxaca Textile Residency',
    type: 'International Locations',
    isSvaFacility: false,
    isInternationalLocation: true,
    cardView: 'withImage',
    address: 'Calle Macedonio Alcalá 402',
    city: 'Oaxaca',
    country: 'Mexico',
    latitude: 17.0654,
    longitude: -96.7236,
    description: 'Natural dyes and backstrap weaving with Zapotec master weavers.',
    hasImage: true,
  },
  {
    title: 'Glasgow Type Foundry Exchange',
    type: 'International Locations',
    isSvaFacility: false,
    isInternationalLocation: true,
    cardView: 'withoutImage',
    address: '17 King Street',
    city: 'Glasgow',
    country: 'United Kingdom',
    latitude: 55.8566,
    longitude: -4.2477,
    description: 'A semester of metal type and letterpress with a partner school.',
    hasImage: false,
  },
  {
    title: 'Seoul Comics Studio',
    type: 'International Locations',
    isSvaFacility: false,
    isInternationalLocation: true,
    cardView: 'withMap',
    address: '38 Hongik-ro',
    city: 'Seoul',
    country: 'South Korea',
    latitude: 37.5519,
    longitude: 126.9247,
    description: 'Webtoon and manhwa studio practice with working artists.',
    hasImage: true,
  },
]

export const MORE_BUILDINGS = [
  {
    title: 'Ludlow Building',
    code: 'LUDL',
    address: '140 Ludlow Street, New York, NY 10002',
    location: 'Ludlow Street Photo Labs',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Allen Street Building',
    code: 'ALLN',
    address: '77 Allen Street, New York, NY 10002',
    location: 'Allen Street Animation Studios',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Clinton Shops',
    code: 'CLIN',
    address: '12 Clinton Street, New York, NY 10002',
    location: 'Clinton Street Wood and Metal Shop',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Suffolk Hall',
    code: 'SUFF',
    address: '95 Suffolk Street, New York, NY 10002',
    location: 'Suffolk Street Career Center',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Rivington Residence',
    code: 'RIVR',
    address: '210 Rivington Street, New York, NY 10002',
    location: 'Rivington Street Residence',
    displayOnContactAndMaps: false,
  },
  {
    title: 'Visual Resource Center',
    code: 'VRC',
    address: '214 Delancey Street, New York, NY 10002',
    location: 'Visual Resource Center',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Sculpture Yard Pavilion',
    code: 'YARD',
    address: '1 Jefferson Street, New York, NY 10002',
    location: 'Seward Park Sculpture Yard',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Delancey Annex',
    code: 'DANX',
    address: '230 Delancey Street, New York, NY 10002',
    location: 'Delancey Street Main Building',
    displayOnContactAndMaps: true,
  },
  {
    title: 'Essex Street Screening Room',
    code: 'ESSR',
    address: '122 Essex Street, New York, NY 10002',
    location: 'Essex Street Theater',
    displayOnContactAndMaps: false,
  },
  {
    title: 'Orchard Street Project Room',
    code: 'ORPR',
    address: '90 Orchard Street, New York, NY 10002',
    location: 'Foundry Gallery',
    displayOnContactAndMaps: true,
  },
] as const

/** Foundation locations that show another card view than the default. */
export const CARD_VIEWS_OF_SHARED_LOCATIONS: Record<string, 'withImage' | 'withoutImage' | 'withMap'> = {
  'Delancey Street Main Building': 'withMap',
  'Hester Library': 'withMap',
  'Essex Street Theater': 'withoutImage',
  'Lisbon Summer Studio': 'withMap',
  'Berlin Sound and Image': 'withoutImage',
}

export const CHANNELS = [
  {
    title: 'Studio Visits',
    destination: 'Youtube',
    playlistType: 'channel',
    description: 'Ten minutes in the studios of our faculty and students: what is on the wall, what is on the table, what comes next.',
  },
  {
    title: 'Thesis Films',
    destination: 'Vimeo',
    playlistType: 'showcase',
    description: 'Senior and MFA thesis films, from hand-drawn animation to documentary.',
  },
  {
    title: 'Visiting Artist Lectures',
    destination: 'Youtube',
    playlistType: 'channel',
    description: 'Artists, designers and writers at the Essex Street Theater, recorded in full.',
  },
  { title: 'Student Picks: Top 5', destination: 'Youtube', playlistType: 'top5', description: 'The five videos students sent to their friends this year.' },
  {
    title: 'Live from Essex Street',
    destination: 'Youtube',
    playlistType: 'liveFeed',
    description: 'Streams of talks, screenings and commencement, kept here once they end.',
  },
  { title: 'Alumni Stories', destination: 'Vimeo', playlistType: 'channel', description: 'Where our graduates went, and what they make there.' },
] as const

export const VIDEO_SUBJECTS = [
  'Risograph in four colours',
  'Drawing the city at night',
  'A year of thesis in ninety seconds',
  'Inside the print shop',
  'Wood-fired kilns by the river',
  'Type specimens from the archive',
  'Stop motion on a kitchen table',
  'Portraits in large format',
  'Making a comic from start to finish',
  'Casting bronze in the yard',
  'Sound design for animation',
  'Critique day in the painting studios',
  'Building a game about repair',
  'What a curator looks for',
  'Zines, staples and a photocopier',
  'Color theory with a single lemon',
]

export const VIDEO_BLURBS = [
  'Shot on one camera, cut by students in the editing suite.',
  'Questions from the audience start at the halfway mark.',
  'With captions; a transcript is available from the library.',
  'The work shown is on view in the galleries until the end of term.',
  'Filmed over a week of long days and late nights.',
]

export const VIDEO_ANGLES = ['with', 'a conversation with', 'a lecture by', 'a studio visit with', 'in the words of', 'notes from']

export const THUMBNAIL_WORDS = ['Studio', 'Thesis', 'Lecture', 'Top 5', 'Live', 'Alumni', 'Print', 'Clay', 'Type', 'Film', 'Draw', 'Sound']

/** spec §3: the college's two libraries and the hours staff keep for them. */
export const LIBRARIES = [
  {
    libraryId: 5459,
    name: 'Hester Library',
    location: 'Hester Library',
    regularHours: [
      { day: 'monday', opens: '09:00', closes: '22:00' },
      { day: 'tuesday', opens: '09:00', closes: '22:00' },
      { day: 'wednesday', opens: '09:00', closes: '22:00' },
      { day: 'thursday', opens: '09:00', closes: '22:00' },
      { day: 'friday', opens: '09:00', closes: '18:00' },
      { day: 'saturday', opens: '11:00', closes: '18:00' },
      { day: 'sunday', opens: '12:00', closes: '20:00' },
    ],
    exceptions: [
      { label: 'Thanksgiving', from: '2026-11-26', to: '2026-11-27', closed: true },
      { label: 'Finals: open late', from: '2026-12-07', to: '2026-12-18', opens: '08:00', closes: '24:00' },
      { label: 'Winter break', from: '2026-12-21', to: '2027-01-03', closed: true },
      { label: 'Winter break: reading room open', from: '2026-12-29', to: '2026-12-30', opens: '10:00', closes: '16:00' },
      { label: 'Martin Luther King Jr. Day', from: '2027-01-18', to: '2027-01-18', closed: true },
      { label: 'Spring break', from: '2027-03-15', to: '2027-03-19', opens: '10:00', closes: '17:00' },
      { label: 'Memorial Day', from: '2027-05-31', to: '2027-05-31', closed: true },
    ],
  },
  {
    libraryId: 5461,
    name: 'Visual Resource Center',
    location: 'Visual Resource Center',
    regularHours: [
      { day: 'monday', opens: '10:00', closes: '19:00' },
      { day: 'tuesday', opens: '10:00', closes: '19:00' },
      { day: 'wednesday', opens: '10:00', closes: '19:00' },
      { day: 'thursday', opens: '10:00', closes: '21:00' },
      { day: 'friday', opens: '10:00', closes: '17:00' },
      { day: 'saturday', closed: true },
      { day: 'sunday', closed: true },
    ],
    exceptions: [
      { label: 'Thanksgiving', from: '2026-11-26', to: '2026-11-28', closed: true },
      { label: 'Winter break', from: '2026-12-19', to: '2027-01-10', closed: true },
      { label: 'Portfolio week: open Saturday', from: '2027-02-20', to: '2027-02-20', opens: '10:00', closes: '16:00' },
    ],
  },
] as const
