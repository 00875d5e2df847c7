import type { CourseType } from '@/domain/courses'

/**
 * The invented college's course offering, as its catalogue would print it: the category tree,
 * the continuing-education courses (evening, weekend and online, for adults), and the summer
 * programmes (pre-college, residencies, travel courses, housing). Plain data; course-plan.ts
 * turns it into semesters and sections.
 */

export type CategorySeed = { slug: string; title: string; description?: string; children?: CategorySeed[] }

const sub = (slug: string, title: string): CategorySeed => ({ slug, title })

/** The continuing-education root; its children are the navigation group's categories. */
export const CE_ROOT: CategorySeed = {
  slug: 'continuing-education',
  title: 'Continuing Education',
  description: 'Evening, weekend and online courses for adults, taught by working artists and designers.',
  children: [
    {
      slug: 'drawing-and-painting',
      title: 'Drawing and Painting',
      description: 'From first marks to a body of work: observation, the figure, color and paint.',
      children: [
        sub('drawing', 'Drawing'),
        sub('painting', 'Painting'),
        sub('figure-drawing', 'Figure Drawing'),
        sub('watercolor-and-gouache', 'Watercolor and Gouache'),
      ],
    },
    {
      slug: 'photography-and-video',
      title: 'Photography and Video',
      description: 'Cameras, darkrooms, editing suites and the street.',
      children: [sub('photography', 'Photography'), sub('digital-imaging', 'Digital Imaging'), sub('video-and-filmmaking', 'Video and Filmmaking')],
    },
    {
      slug: 'design',
      title: 'Design',
      description: 'Graphic, type, interface and interior design, for a first portfolio or a change of career.',
      children: [
        sub('graphic-design', 'Graphic Design'),
        sub('typography-and-lettering', 'Typography and Lettering'),
        sub('ux-and-interaction-design', 'UX and Interaction Design'),
        sub('interior-design', 'Interior Design'),
      ],
    },
    {
      slug: 'animation-and-illustration',
      title: 'Animation and Illustration',
      description: 'Pictures that tell stories, still and moving.',
      children: [sub('illustration', 'Illustration'), sub('animation', 'Animation'), sub('comics-and-graphic-novels', 'Comics and Graphic Novels')],
    },
    {
      slug: 'fine-arts',
      title: 'Fine Arts',
      description: 'The print shop, the sculpture yard and the kilns by the river.',
      children: [sub('printmaking', 'Printmaking'), sub('sculpture', 'Sculpture'), sub('ceramics', 'Ceramics')],
    },
    {
      slug: 'writing',
      title: 'Writing',
      description: 'Fiction, scripts and criticism, in small workshops.',
      children: [sub('creative-writing', 'Creative Writing'), sub('writing-about-art', 'Writing About Art')],
    },
    {
      slug: 'professional-development',
      title: 'Professional Development',
      description: 'Portfolios, pricing, contracts and teaching: the working side of an artist’s life.',
      children: [sub('portfolio-and-career', 'Portfolio and Career'), sub('the-business-of-art', 'The Business of Art'), sub('teaching-art', 'Teaching Art')],
    },
    {
      slug: 'online',
      title: 'Online',
      description: 'Live online studios and seminars, recorded for the week you miss.',
      children: [sub('live-online-studios', 'Live Online Studios'), sub('online-lectures-and-seminars', 'Online Lectures and Seminars')],
    },
  ],
}

/** The other programmes' category trees (not in the navigation group). */
export const PROGRAMME_ROOTS: CategorySeed[] = [
  {
    slug: 'pre-college',
    title: 'Pre-College',
    description: 'Programs for high school students.',
    children: [sub('pre-college-summer-intensives', 'Summer Intensives'), sub('pre-college-saturday-studios', 'Saturday Studios')],
  },
  {
    slug: 'summer-residency',
    title: 'Summer Residency',
    description: 'Studio time for working artists, in New York and abroad.',
    children: [sub('residencies-in-new-york', 'Residencies in New York'), sub('residencies-abroad', 'Residencies Abroad')],
  },
  {
    slug: 'destinations',
    title: 'Destinations',
    description: 'Travel courses led by Foundry faculty.',
    children: [sub('destinations-europe', 'Europe'), sub('destinations-asia', 'Asia'), sub('destinations-the-americas', 'The Americas')],
  },
]

/**
 * How a course meets: `evening` once a week after work; `saturday` on Saturday mornings;
 * `weekend` one Saturday and Sunday; `critique` weekly evenings and a closing Saturday critique
 * (two meeting schedules); `friday` open sessions on Friday evenings; `online` weekly, live.
 */
export type Pattern = 'evening' | 'saturday' | 'weekend' | 'critique' | 'friday' | 'online'

/** A course of the continuing-education programme (CE, Online, CDFNY, graduate, undergraduate, additional programs). */
export type CourseSeed = {
  title: string
  courseNumber: string
  type: CourseType
  /** Its sub-category's slug (the parent is added); null: filed under no category. */
  category: string | null
  pattern: Pattern
  weeks: number
  cost: number
  fee: number
  keywords: string
  description: string
  /** The building's title; the category's usual building otherwise. */
  building?: string
  kinds: string[]
}

const course =
  (type: CourseType, kinds: string[]) =>
  (
    category: string | null,
    courseNumber: string,
    title: string,
    [pattern, weeks]: [Pattern, number],
    [cost, fee]: [number, number],
    keywords: string,
    description: string,
    building?: string,
  ): CourseSeed => ({ title, courseNumber, type, category, pattern, weeks, cost, fee, keywords, description, building, kinds })

const studio = course('CE', ['Studio'])
const lecture = course('CE', ['Lecture'])
const workshop = course('CE', ['Workshop'])
const online = course('Online', ['Online', 'Live'])
const cdfny = course('CDFNY', ['Studio'])

export const CE_COURSES: CourseSeed[] = [
  // Drawing and Painting
  studio(
    'drawing',
    'CE-DRW-1010',
    'Drawing Fundamentals',
    ['evening', 10],
    [640, 40],
    'sketching, observation, beginner, charcoal, graphite',
    'Line, proportion, light and shadow, one evening a week. For people who have always wanted to draw and never had the time: no experience needed, only a sketchbook and patience.',
  ),
  studio(
    'drawing',
    'CE-DRW-2031',
    'Drawing Studio: Line, Tone and Space',
    ['critique', 9],
    [720, 45],
    'intermediate drawing, perspective, composition',
    'For students with a year of drawing behind them: larger formats, longer poses, and a closing Saturday critique with a visiting artist.',
  ),
  workshop(
    'drawing',
    'CE-DRW-1240',
    'Urban Sketching: Drawing the Lower East Side',
    ['saturday', 6],
    [420, 0],
    'sketchbook, plein air, city, ink, travel sketching',
    'Six Saturday mornings on the street: tenement facades, the market hall, the bridge. We meet in the lobby and walk.',
  ),
  studio(
    'painting',
    'CE-PTG-1100',
    'Oil Painting I',
    ['evening', 10],
    [690, 75],
    'oils, color mixing, beginner painting, canvas',
    'Mixing color, preparing a surface, and building a painting in layers, from still life to a painting of your own choosing.',
  ),
  workshop(
    'painting',
    'CE-PTG-2200',
    'Abstract Painting Workshop',
    ['weekend', 1],
    [295, 35],
    'abstraction, acrylic, gesture, color field',
    'A weekend of large, fast paintings that start from a rule and end somewhere else.',
  ),
  studio(
    'painting',
    'CE-PTG-1320',
    'Painting from Life: The Still Life',
    ['saturday', 8],
    [610, 60],
    'still life, observation, oils, acrylic',
    'Eight Saturdays at one table of objects, painted again and again until it gives up its secrets.',
  ),
  studio(
    'figure-drawing',
    'CE-FIG-1150',
    'Figure Drawing: Gesture and Anatomy',
    ['evening', 10],
    [680, 90],
    'life drawing, model, anatomy, gesture',
    'Drawing from the model every week, with short lessons in anatomy and the long pose at the end of term.',
  ),
  studio(
    'figure-drawing',
    'CE-FIG-1001',
    'Open Figure Drawing Sessions',
    ['friday', 8],
    [240, 0],
    'uninstructed, life drawing, drop-in, model',
    'Uninstructed sessions with a model, for anyone who wants to keep drawing: bring your own materials.',
  ),
  studio(
    'watercolor-and-gouache',
    'CE-WTC-1050',
    'Watercolor and Gouache',
    ['saturday', 8],
    [560, 45],
    'watercolour, gouache, painting, botanical',
    'Transparent and opaque water media, from the first wash to a finished series of small paintings.',
  ),
  // Photography and Video
  studio(
    'photography',
    'CE-PHO-1010',
    'Digital Photography I',
    ['evening', 10],
    [650, 50],
    'camera, exposure, DSLR, mirrorless, beginner photography',
    'Take your camera off automatic: exposure, light, composition and a weekly assignment shot in the city.',
  ),
  studio(
    'photography',
    'CE-PHO-1210',
    'Darkroom Photography: Black and White',
    ['evening', 10],
    [720, 140],
    'film, darkroom, analog, printing, silver gelatin',
    'Developing film and printing in the darkroom, with open lab hours on weekends.',
  ),
  workshop(
    'photography',
    'CE-PHO-2120',
    'Street Photography in New York',
    ['saturday', 6],
    [480, 0],
    'street, documentary, city, candid',
    'Saturdays on the street with a working photographer, then an afternoon edit of what we found.',
  ),
  studio(
    'digital-imaging',
    'CE-DIG-1100',
    'Photoshop for Photographers',
    ['evening', 8],
    [590, 40],
    'retouching, editing, layers, compositing',
    'Layers, masks and careful retouching, in a lab with calibrated screens.',
  ),
  studio(
    'digital-imaging',
    'CE-DIG-1140',
    'From Capture to Print',
    ['evening', 6],
    [450, 60],
    'printing, color management, raw, archive',
    'Managing a photo archive, processing raw files and making exhibition prints on our large-format printers.',
  ),
  studio(
    'video-and-filmmaking',
    'CE-VID-2300',
    'Documentary Filmmaking: The Short Film',
    ['critique', 10],
    [890, 80],
    'documentary, film, interview, editing, video',
    'Research, shoot and edit a five-minute documentary, screened at the Essex Street Theater on the last night.',
    'Essex Street Theater',
  ),
  studio(
    'video-and-filmmaking',
    'CE-VID-1200',
    'Video Editing for Beginners',
    ['evening', 8],
    [620, 40],
    'editing, premiere, cutting, video, film',
    'The grammar of the cut: rhythm, continuity and sound, on the software the industry uses.',
  ),
  // Design
  studio(
    'graphic-design',
    'CE-GDS-1010',
    'Graphic Design Foundations',
    ['evening', 10],
    [690, 30],
    'layout, grid, color, beginner design, career change',
    'Grids, hierarchy, color and type: the first course of the graphic design certificate.',
  ),
  studio(
    'graphic-design',
    'CE-GDS-2140',
    'Branding and Identity Design',
    ['critique', 9],
    [780, 30],
    'logo, brand, identity, visual system',
    'Design an identity from the first sketch to a system of applications, with a critique by a studio director.',
  ),
  studio(
    'typography-and-lettering',
    'CE-TYP-1100',
    'Typography I: The Shape of Words',
    ['evening', 10],
    [690, 30],
    'type, fonts, kerning, layout',
    'How letters are built, chosen and set, from a single word to a book page.',
  ),
  workshop(
    'typography-and-lettering',
    'CE-TYP-1350',
    'Hand Lettering and Sign Painting',
    ['weekend', 1],
    [310, 55],
    'lettering, brush, signage, calligraphy',
    'A weekend with brushes and enamel: letter forms, layout and a sign to take home.',
  ),
  studio(
    'ux-and-interaction-design',
    'CE-UXD-2100',
    'UX Design: Research to Prototype',
    ['evening', 10],
    [820, 0],
    'user experience, interface, prototype, research, product design',
    'Interviews, journeys, wireframes and a tested prototype: the process of interface design, in ten weeks.',
  ),
  studio(
    'ux-and-interaction-design',
    'CE-UXD-1050',
    'Interface Design Essentials',
    ['evening', 6],
    [520, 0],
    'UI, screens, components, figma, apps',
    'Screens that work: layout, components and a small design system, drawn in the tools studios use.',
  ),
  studio(
    'interior-design',
    'CE-INT-1200',
    'Interior Design Studio: Small Spaces',
    ['evening', 10],
    [740, 40],
    'interiors, apartment, space planning, furniture',
    'Plans, elevations and material boards for the small rooms New Yorkers live in.',
  ),
  // Animation and Illustration
  studio(
    'illustration',
    'CE-ILL-1100',
    'Illustration: Finding Your Voice',
    ['evening', 10],
    [680, 40],
    'illustration, editorial, style, portfolio',
    'Weekly assignments from real briefs, and the slow work of finding how your pictures look.',
  ),
  studio(
    'illustration',
    'CE-ILL-2210',
    'Picture Books: Writing and Illustrating for Children',
    ['critique', 9],
    [760, 40],
    'children’s books, picture book, storytelling, dummy',
    'Take a picture book from idea to dummy, and present it to an editor at the closing critique.',
  ),
  studio(
    'illustration',
    'CE-ILL-1320',
    'Digital Illustration on the Tablet',
    ['evening', 8],
    [590, 0],
    'procreate, ipad, digital painting, tablet',
    'Brushes, layers and color on the tablet, with the habits of traditional drawing.',
  ),
  studio(
    'animation',
    'CE-ANI-1010',
    'Introduction to 2D Animation',
    ['evening', 10],
    [720, 40],
    'animation, frame by frame, motion, cartoon',
    'The principles of animation, one bouncing ball at a time, toward a short loop of your own.',
  ),
  workshop(
    'animation',
    'CE-ANI-1400',
    'Stop-Motion Animation Workshop',
    ['weekend', 1],
    [340, 65],
    'stop motion, puppets, claymation, film',
    'Build a set and a puppet on Saturday, animate it on Sunday.',
  ),
  studio(
    'comics-and-graphic-novels',
    'CE-CMX-1100',
    'Comics and Graphic Novels: Writing and Drawing',
    ['evening', 10],
    [680, 30],
    'comics, graphic novel, sequential art, storytelling',
    'Pages, panels and pacing: write and draw a short comic, from thumbnails to finished inks.',
  ),
  workshop(
    'comics-and-graphic-novels',
    'CE-CMX-1250',
    'Making Minicomics and Zines',
    ['saturday', 4],
    [260, 30],
    'zines, self-publishing, photocopy, risograph, comics',
    'Four Saturdays, one zine: write it, draw it, print it and fold it.',
  ),
  // Fine Arts
  studio(
    'printmaking',
    'CE-PRT-1100',
    'Screen Printing',
    ['evening', 10],
    [700, 120],
    'silkscreen, posters, textiles, printmaking',
    'Stencils, emulsion and ink, on paper and fabric, in the Grand Street print shop.',
  ),
  workshop(
    'printmaking',
    'CE-PRT-1300',
    'Risograph Printing Workshop',
    ['weekend', 1],
    [290, 70],
    'riso, risograph, printing, zines, posters',
    'A weekend on the shop’s risographs: separations, registration and a small edition of prints.',
  ),
  studio(
    'printmaking',
    'CE-PRT-2100',
    'Etching and Intaglio',
    ['evening', 10],
    [740, 150],
    'etching, intaglio, copper, aquatint, printmaking',
    'Hard ground, soft ground and aquatint on copper, printed on the shop’s etching presses.',
  ),
  studio(
    'sculpture',
    'CE-SCU-1100',
    'Sculpture: Materials and Methods',
    ['evening', 10],
    [720, 110],
    'sculpture, wood, plaster, casting, 3D',
    'Carving, building and casting in wood, plaster and wax, at the Pier 9 Annex.',
  ),
  workshop(
    'sculpture',
    'CE-SCU-1400',
    'Welding for Artists',
    ['weekend', 1],
    [380, 95],
    'welding, metal, steel, fabrication',
    'Safety first, then two days of MIG welding in steel. Closed-toe shoes and long sleeves required.',
  ),
  studio(
    'ceramics',
    'CE-CER-1010',
    'Wheel Throwing I',
    ['evening', 10],
    [690, 130],
    'pottery, wheel, clay, ceramics, beginner',
    'Centering, pulling and trimming: cups and bowls by the end of term, glazed and fired in our kilns.',
  ),
  studio(
    'ceramics',
    'CE-CER-1120',
    'Handbuilding with Clay',
    ['saturday', 8],
    [610, 130],
    'pottery, coil, slab, clay, sculpture',
    'Pinch, coil and slab: vessels and sculptural forms without a wheel.',
  ),
  // Writing
  lecture(
    'creative-writing',
    'CE-WRI-1100',
    'Fiction Workshop: The Short Story',
    ['evening', 10],
    [560, 0],
    'fiction, short story, workshop, prose',
    'Write two stories and read each other’s with care, in the reading room of the Hester Library.',
  ),
  lecture(
    'creative-writing',
    'CE-WRI-1300',
    'Screenwriting: The First Ten Pages',
    ['evening', 8],
    [520, 0],
    'screenplay, script, film, dialogue',
    'The pages that decide whether anyone reads the rest: premise, character and scene.',
  ),
  lecture(
    'writing-about-art',
    'CE-CRT-2100',
    'Art Criticism Now',
    ['evening', 8],
    [520, 0],
    'criticism, reviews, art writing, exhibitions',
    'Visit a show a week and write about it: reviews, essays and the short catalogue text.',
    'Orchard Street Galleries',
  ),
  // Professional Development
  lecture(
    'portfolio-and-career',
    'CE-PRO-1100',
    'Portfolio Development for Designers',
    ['critique', 8],
    [640, 0],
    'portfolio, job search, case studies, career',
    'Choose, shape and present your work, with a review by hiring designers at the end.',
  ),
  lecture(
    'portfolio-and-career',
    'CE-PRO-1200',
    'Applying to Graduate School in Art and Design',
    ['evening', 6],
    [420, 0],
    'MFA, graduate school, application, statement, portfolio',
    'Statements, portfolios and interviews, with graduate faculty who read applications.',
  ),
  workshop(
    'the-business-of-art',
    'CE-BUS-1200',
    'Pricing, Contracts and Copyright for Artists',
    ['saturday', 3],
    [240, 0],
    'freelance, contracts, copyright, pricing, invoices',
    'What to charge, what to sign and what you own: three Saturdays with a lawyer and an agent.',
  ),
  lecture(
    'teaching-art',
    'CE-TCH-1100',
    'Teaching Art to Children: Studio Methods',
    ['evening', 8],
    [560, 35],
    'art education, teaching, children, lesson plans',
    'Lesson plans, materials and classroom habits for teaching art to children aged 5 to 12.',
  ),
  // Without a category: the back office's missing-categories report lists it.
  studio(
    null,
    'CE-CLR-1010',
    'Special Topics: Color',
    ['evening', 6],
    [480, 35],
    'color theory, pigments, color mixing',
    'Six evenings on color alone: mixing, interaction and how color behaves on screen and on paper.',
  ),
  // Online
  online(
    'live-online-studios',
    'CE-ONL-1010',
    'Online: Drawing Every Day',
    ['online', 8],
    [420, 0],
    'online drawing, sketchbook, daily practice, remote',
    'A drawing a day, a live class a week, and a shared board for the rest: from anywhere.',
  ),
  online(
    'live-online-studios',
    'CE-ONL-1220',
    'Online: Digital Illustration Studio',
    ['online', 10],
    [560, 0],
    'online illustration, tablet, digital painting, remote',
    'Weekly briefs, live demonstrations and critique on screen, for illustrators in any time zone.',
  ),
  online(
    'live-online-studios',
    'CE-ONL-1400',
    'Online: Graphic Design Bootcamp',
    ['online', 6],
    [640, 0],
    'online design, layout, portfolio, remote, career change',
    'Six intense weeks of layout, type and identity, live online, with recordings of every session.',
  ),
  online(
    'online-lectures-and-seminars',
    'CE-ONL-2010',
    'Online: A Short History of Design',
    ['online', 8],
    [380, 0],
    'design history, modernism, posters, lecture',
    'From the Bauhaus to the smartphone, in eight illustrated lectures with time for questions.',
  ),
  online(
    'online-lectures-and-seminars',
    'CE-ONL-2050',
    'Online: Looking at Contemporary Art',
    ['online', 8],
    [380, 0],
    'contemporary art, art history, seminar, museums',
    'A seminar on the art of the last twenty years, with virtual visits to artists’ studios.',
  ),
  // CDFNY: tuition-free for eligible New Yorkers, with the verification-of-eligibility form.
  cdfny(
    'portfolio-and-career',
    'CD-DSN-1100',
    'CDFNY: Design Skills for the Workplace',
    ['evening', 8],
    [0, 25],
    'free, CDFNY, workforce, layout, presentations',
    'Tuition-free for eligible New York City residents through CDFNY: layout, presentations and image editing for the office. Verify your eligibility before you register.',
  ),
  cdfny(
    'portfolio-and-career',
    'CD-PHO-1200',
    'CDFNY: Photography for Small Business',
    ['saturday', 6],
    [0, 25],
    'free, CDFNY, product photography, social media',
    'Tuition-free for eligible New York City residents through CDFNY: photograph products and spaces for the web with the camera you have.',
  ),
  cdfny(
    'portfolio-and-career',
    'CD-MOT-1300',
    'CDFNY: Introduction to Motion Graphics',
    ['evening', 8],
    [0, 25],
    'free, CDFNY, motion graphics, animation, video',
    'Tuition-free for eligible New York City residents through CDFNY: titles, lower thirds and animated graphics for video.',
  ),
  // Degree courses open to non-degree students.
  course('Graduate', ['Seminar'])(
    'professional-development',
    'GR-ATH-5100',
    'Art Therapy: Studio Approaches (Graduate Credit)',
    ['evening', 12],
    [3600, 0],
    'art therapy, graduate, credit, counseling',
    'A graduate course of the MPS Art Therapy program, open to non-degree students with a bachelor’s degree: three credits.',
  ),
  course('Graduate', ['Seminar'])(
    null,
    'GR-CUR-5200',
    'Curatorial Practice: Exhibition Histories (Graduate Credit)',
    ['evening', 12],
    [3600, 0],
    'curating, exhibitions, graduate, credit',
    'A seminar of the MA Curatorial Practice program, open to non-degree students with a bachelor’s degree: three credits.',
    'Orchard Street Galleries',
  ),
  course('Undergraduate', ['Studio'])(
    'drawing',
    'UG-FND-1010',
    'Foundation Drawing (Undergraduate Credit)',
    ['critique', 12],
    [2400, 60],
    'foundation, drawing, credit, undergraduate',
    'The foundation year’s drawing course, open to non-degree students: three credits that transfer to any BFA program.',
  ),
  course('Undergraduate', ['Lecture'])(
    'writing-about-art',
    'UG-VCC-2200',
    'Histories of Photography (Undergraduate Credit)',
    ['evening', 12],
    [2400, 0],
    'photo history, art history, credit, undergraduate',
    'A survey of the medium from the daguerreotype to the phone, open to non-degree students: three credits.',
    'Essex Street Theater',
  ),
  course('AdditionalPrograms', ['Institute'])(
    'teaching-art',
    'AP-EDU-3000',
    'Art Educators’ Institute',
    ['weekend', 1],
    [450, 40],
    'teachers, professional development, CTLE, art education',
    'Two days of studio work and lesson planning for K–12 art teachers, with professional-development hours.',
  ),
  course('AdditionalPrograms', ['Workshop'])(
    'fine-arts',
    'AP-BKB-1000',
    'Bookbinding Intensive',
    ['weekend', 1],
    [320, 60],
    'book arts, bookbinding, paper, coptic',
    'Four bindings in one weekend: pamphlet, stab, coptic and case-bound.',
    'Grand Street Studios',
  ),
  // Without a category, like the course above.
  course('AdditionalPrograms', ['Workshop'])(
    null,
    'AP-FAM-1000',
    'Saturday Family Studio',
    ['saturday', 4],
    [180, 20],
    'family, children, parents, weekend',
    'Parents and children aged 6 to 11 make things together: prints, books and small sculptures.',
  ),
]

/** Where a category's courses usually meet. */
export const CATEGORY_BUILDINGS: Record<string, string> = {
  printmaking: 'Grand Street Studios',
  sculpture: 'Pier 9 Annex',
  ceramics: 'Pier 9 Annex',
  'creative-writing': 'Hester Library',
  'writing-about-art': 'Hester Library',
  'video-and-filmmaking': 'Essex Street Theater',
}
export const DEFAULT_BUILDING = 'Main Building'

/** Teachers of continuing education who are not on the faculty's pages. */
export const ADJUNCTS = [
  'Marisol Ortega',
  'Ben Adebayo',
  'Claire Whitcombe',
  'Dmitri Sokolov',
  'Leah Goldfarb',
  'Kofi Mensah',
  'Inès Moreau',
  'Jun Park',
  'Talia Brenner',
  'Oskar Lund',
  'Priyanka Rao',
  'Gideon Marsh',
  'Ruth Okonkwo',
  'Felix Navarro',
  'Hannah Ostrowski',
  'Samuel Achterberg',
]

/**
 * A summer programme's offering: `start` is the offset in days from the summer term's first day,
 * `days` how long it runs (a last day included).
 */
export type SummerSeed = {
  title: string
  courseNumber: string
  type: CourseType
  category: string | null
  start: number
  days: number
  cost: number
  fee: number
  description: string
  keywords: string
  building?: string
  housing?: boolean
  /** The summers (0 this one, 1 last year's, 2 the year before) it runs in. */
  summers: number[]
  kinds: string[]
  /** Meets on weekdays from `from` to `to`; none for housing and travel. */
  hours?: [from: string, to: string]
}

export const SUMMER_PROGRAMMES: SummerSeed[] = [
  // Summer residency: several summers, so the newest start first matters.
  {
    title: 'Lisbon Summer Studio: Painting and Drawing',
    courseNumber: 'SR-LIS-4000',
    type: 'SummerResidency',
    category: 'residencies-abroad',
    start: 13,
    days: 26,
    cost: 3900,
    fee: 250,
    description: 'Four weeks in a sunlit studio above the Bairro Alto: a studio of your own, weekly visits from Lisbon artists and an open studio at the end.',
    keywords: 'residency, Portugal, painting, drawing, abroad',
    summers: [0, 1, 2],
    kinds: ['Residency'],
  },
  {
    title: 'Kyoto Print Residency: Woodblock',
    courseNumber: 'SR-KYO-4100',
    type: 'SummerResidency',
    category: 'residencies-abroad',
    start: 41,
    days: 26,
    cost: 4400,
    fee: 300,
    description: 'Woodblock printing with master printers in Kyoto: carving, registration and water-based printing on washi.',
    keywords: 'residency, Japan, mokuhanga, woodblock, printmaking',
    summers: [0, 1],
    kinds: ['Residency'],
  },
  {
    title: 'New York Printmaking Residency',
    courseNumber: 'SR-NYC-4200',
    type: 'SummerResidency',
    category: 'residencies-in-new-york',
    start: 20,
    days: 26,
    cost: 2800,
    fee: 200,
    description: 'Round-the-clock access to the Grand Street print shop for four weeks, with a technician on hand and an edition to show for it.',
    keywords: 'residency, printmaking, etching, screen printing',
    building: 'Grand Street Studios',
    summers: [0, 2],
    kinds: ['Residency'],
    hours: ['09:00', '21:00'],
  },
  {
    title: 'Berlin Sound and Image Residency',
    courseNumber: 'SR-BER-4300',
    type: 'SummerResidency',
    category: 'residencies-abroad',
    start: 27,
    days: 19,
    cost: 3600,
    fee: 250,
    description: 'Moving image and sound in a converted factory in Kreuzberg, with a screening night to close.',
    keywords: 'residency, Germany, video, sound, installation',
    summers: [1],
    kinds: ['Residency'],
  },
  // Pre-college summer intensives, commuting or living on campus.
  ...(
    [
      ['Animation', 'PC-ANI-0100', true],
      ['Comics and Graphic Novels', 'PC-CMX-0110', false],
      ['Film and Video', 'PC-FLM-0120', true],
      ['Painting and Drawing', 'PC-PTD-0130', false],
      ['Photography', 'PC-PHO-0140', true],
    ] as const
  ).map(([subject, courseNumber, housing], i): SummerSeed => ({
    title: `Pre-College Summer Intensive: ${subject}${housing ? ' (Residential)' : ''}`,
    courseNumber,
    type: 'PreCollege',
    category: 'pre-college-summer-intensives',
    start: 34,
    days: 26,
    cost: 3250,
    fee: 150,
    description: `Four weeks of ${subject.toLowerCase()} for students aged 15 to 18, with a portfolio and an exhibition at the end.${housing ? ' Residential students live in Harbor Hall; the housing agreement is required.' : ' For students who commute from home.'}`,
    keywords: 'high school, teens, portfolio, summer program',
    housing,
    summers: i < 2 ? [0, 1] : [0],
    kinds: ['Studio', 'Pre-College'],
    hours: ['09:30', '16:00'],
  })),
  {
    title: 'Pre-College Housing and Meal Plan: Double Room',
    courseNumber: 'PC-HSG-0900',
    type: 'PreCollegeHousingAndMealPlan',
    category: null,
    start: 33,
    days: 28,
    cost: 2650,
    fee: 100,
    description:
      'A shared double room in Harbor Hall with three meals a day and resident advisors on every floor, for the four weeks of the summer intensives.',
    keywords: 'dorm, residence hall, meals, pre-college housing',
    building: 'Harbor Hall',
    housing: true,
    summers: [0],
    kinds: ['Housing'],
  },
  {
    title: 'Pre-College Housing and Meal Plan: Single Room',
    courseNumber: 'PC-HSG-0910',
    type: 'PreCollegeHousingAndMealPlan',
    category: null,
    start: 33,
    days: 28,
    cost: 3150,
    fee: 100,
    description: 'A single room in Harbor Hall with three meals a day, for the four weeks of the summer intensives.',
    keywords: 'dorm, residence hall, meals, pre-college housing',
    building: 'Harbor Hall',
    housing: true,
    summers: [0],
    kinds: ['Housing'],
  },
  // Destinations: travel courses abroad.
  {
    title: 'Mexico City: Type, Signage and Public Design',
    courseNumber: 'DS-MEX-3100',
    type: 'Destinations',
    category: 'destinations-the-americas',
    start: 11,
    days: 10,
    cost: 2950,
    fee: 150,
    description: 'Ten days reading the city’s hand-painted signs, markets and metro graphics, with a workshop at a letterpress studio in Roma Norte.',
    keywords: 'travel, Mexico, typography, lettering, study abroad',
    summers: [0, 1],
    kinds: ['Travel'],
  },
  {
    title: 'Berlin: Photographing the Night City',
    courseNumber: 'DS-BER-3200',
    type: 'Destinations',
    category: 'destinations-europe',
    start: 25,
    days: 12,
    cost: 3300,
    fee: 150,
    description: 'Twelve days and nights with a camera in Berlin: long exposures, portraits in clubs and studios, and a final edit in a Kreuzberg darkroom.',
    keywords: 'travel, Germany, photography, night, study abroad',
    summers: [0],
    kinds: ['Travel'],
  },
  {
    title: 'Kyoto and Tokyo: Craft and Design',
    courseNumber: 'DS-JPN-3300',
    type: 'Destinations',
    category: 'destinations-asia',
    start: 48,
    days: 14,
    cost: 4200,
    fee: 200,
    description: 'Two weeks among paper makers, dyers, type foundries and design studios, from Kyoto’s workshops to Tokyo’s agencies.',
    keywords: 'travel, Japan, craft, design, study abroad',
    summers: [0],
    kinds: ['Travel'],
  },
  {
    title: 'Florence: Drawing in the Museums',
    courseNumber: 'DS-FLO-3400',
    type: 'Destinations',
    category: 'destinations-europe',
    start: 4,
    days: 11,
    cost: 3500,
    fee: 150,
    description: 'Drawing every morning in the galleries and churches of Florence, and every afternoon in a studio across the Arno.',
    keywords: 'travel, Italy, drawing, museums, study abroad',
    summers: [1],
    kinds: ['Travel'],
  },
  // Summer housing for interns and summer students.
  {
    title: 'Summer Housing: Harbor Hall Single Room',
    courseNumber: 'SH-HRB-0100',
    type: 'SummerHousing',
    category: null,
    start: 5,
    days: 63,
    cost: 4100,
    fee: 150,
    description: 'A furnished single room with a shared studio on every floor, for interns and summer students aged 18 and over.',
    keywords: 'intern housing, summer housing, dorm, sublet',
    building: 'Harbor Hall',
    summers: [0, 1],
    kinds: ['Housing'],
  },
  {
    title: 'Summer Housing: Harbor Hall Shared Double',
    courseNumber: 'SH-HRB-0110',
    type: 'SummerHousing',
    category: null,
    start: 5,
    days: 63,
    cost: 2900,
    fee: 150,
    description: 'A furnished double room, shared with another intern or student, with a studio on every floor.',
    keywords: 'intern housing, summer housing, dorm, roommate',
    building: 'Harbor Hall',
    summers: [0],
    kinds: ['Housing'],
  },
  {
    title: 'Summer Housing: Pike Street Suites',
    courseNumber: 'SH-PKE-0200',
    type: 'SummerHousing',
    category: null,
    start: 5,
    days: 63,
    cost: 3600,
    fee: 150,
    description: 'A bedroom in a four-person suite with a kitchen and a living room: suits interns and families of summer residents.',
    keywords: 'intern housing, summer housing, suite, kitchen',
    summers: [0],
    kinds: ['Housing'],
  },
]

/** Pre-college Saturday studios, in the spring and fall terms. */
export const SATURDAY_STUDIO: CourseSeed = {
  title: 'Pre-College Saturday Studio: Portfolio Drawing',
  courseNumber: 'PC-SAT-0200',
  type: 'PreCollege',
  category: 'pre-college-saturday-studios',
  pattern: 'saturday',
  weeks: 10,
  cost: 850,
  fee: 60,
  keywords: 'high school, teens, portfolio, Saturday',
  description: 'Ten Saturday mornings of drawing from observation for students aged 14 to 18 building a portfolio for art school.',
  kinds: ['Studio', 'Pre-College'],
}
