/**
 * The corpus of the fuzz suite (fuzz.spec.ts, decision 0062): hostile segments, values, bodies, cookies
 * and headers, the site's routes with the addresses that fuzz each, and the probes built from them.
 */

export const TEN_KB = 'x'.repeat(10 * 1024)

/**
 * Path segments, written as they go on the wire: malformed percent-encoding, NUL and control
 * characters, 10 KB, unicode, traversal, SQL and NoSQL, huge, negative and not numbers, impossible
 * dates, markup, prototype keys and file names. The first eight go everywhere (see `pick`).
 */
export const HOSTILE_SEGMENTS = [
  ...['%E0%A4', '%', 'a%00b', TEN_KB, '%F0%9F%A6%84%E6%97%A5%E6%9C%AC', '..%2F..%2F..%2Fetc%2Fpasswd', "1'%20OR%20'1'%3D'1", '-1'],
  ...['%ff%fe', '%zz', '%0d%0aSet-Cookie:%20x=1', '%1b%5B31m', '..%5C..%5Cboot.ini', '%7B%22%24ne%22%3Anull%7D', '99999999999999999999999'],
  ...['NaN', '1e309', '2026-02-30', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '__proto__', 'index.php'],
]

/**
 * Parameter values, as they go on the wire; the first sixteen go everywhere (see `pick`), and some
 * of the rest reach past validation on purpose (edges a schema may accept).
 */
const HOSTILE_VALUES = [
  ...['%E0%A4', '%', 'a%00b', '%0d%0a', TEN_KB, '%F0%9F%A6%84%E6%97%A5', '..%2F..%2Fetc%2Fpasswd', "'%20OR%201%3D1--"],
  ...['%7B%22%24gt%22%3A%22%22%7D', '', '99999999999999999999', '-1', 'NaN', '1e309', '2026-02-30', '%2B275760-09-13'],
  ...['1000000', '9999', '0001-01-01', '9999-12-31', '%25', '_', '%5C', "'", '%22', '%20padded%20', 'true', 'null', '%ff%fe', '%1b'],
  ...['%24where', '[object Object]', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '9007199254740993', 'Infinity', '0', '1.5', '0x10'],
  ...['2026-13-45', '0000-00-00', '-271821-04-20', '2026-11-23T25%3A61%3A00Z', 'yesterday'],
]

/**
 * The values the `index`th parameter (or template) of an address gets: the first `core` of
 * `list`, and `extra` of the rest, a different share each, so that every value meets some
 * parameter of a busy address without every parameter meeting every value (the suite stays fast).
 */
export function pick<T>(list: readonly T[], core: number, extra: number, index: number): T[] {
  const rest = list.slice(core)
  return [...list.slice(0, core), ...Array.from({ length: Math.min(extra, rest.length) }, (_, j) => rest[(index * extra + j) % rest.length]!)]
}

/** Arrays and objects where a scalar is expected, prototype keys, repeated and over-deep brackets; the first four go everywhere. */
const shapesOf = (name: string) => [
  `${name}[]=1&${name}[]=2`,
  `${name}[b][c]=1`,
  `${name}[%24ne]=1`,
  `${name}=1&${name}=2`,
  `${name}[__proto__][x]=1`,
  `${name}[99999]=1`,
  `${name}[][][]=1`,
  `${name}[a][b][c][d][e][f]=1`,
]

/** Queries every address gets, whatever it reads. */
const GENERIC_QUERIES = [
  'page=-1&limit=NaN',
  'page=99999999999999999999&limit=1e309',
  'a[]=1&a[]=2',
  'a[b][c]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '%E0%A4=%ff',
  '%=%',
  `q=${TEN_KB}`,
  Array.from({ length: 300 }, (_, i) => `p${i}=${i}`).join('&'),
  'filters[published]=false&filters[id][not_in]=1',
  'vibe=%E0%A4',
  '_rsc=%ff',
]

export type Probe = {
  method?: 'GET' | 'POST' | 'DELETE'
  url: string
  headers?: Record<string, string>
  data?: string | Buffer
  /**
   * What the answer must look like: the API's JSON, a page of the site, Payload's back office, a
   * file (feeds, sitemap), or a server action's answer (Next.js refuses an action it does not know
   * with a 4xx of its own).
   */
  kind: 'api' | 'page' | 'admin' | 'file' | 'action'
}

/** Bodies for a POST: not JSON, the wrong JSON, the wrong content type, too big. */
export const HOSTILE_BODIES: { headers: Record<string, string>; data: string | Buffer }[] = [
  ...['{bad', '', 'null', '[]', '"text"', '123', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"x":1}}}'].map((data) => ({
    headers: { 'content-type': 'application/json' },
    data,
  })),
  { headers: { 'content-type': 'application/json' }, data: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ email: ['a@b.example'], list: { $ne: null }, firstName: 1, x: { y: [1] } }) },
  { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ email: 'a@b.example\u0000', firstName: TEN_KB, list: '../../etc/passwd' }) },
  { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ blob: 'x'.repeat(300 * 1024) }) },
  { headers: { 'content-type': 'application/json; charset=utf-16' }, data: '{"a":"b"}' },
  { headers: { 'content-type': 'application/json' }, data: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
  { headers: { 'content-type': 'text/plain' }, data: 'hello' },
  { headers: { 'content-type': 'application/xml' }, data: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '%E0%A4=%ff&a[]=1&a[b]=2&email=%00' },
  { headers: { 'content-type': 'multipart/form-data' }, data: 'no boundary' },
  { headers: { 'content-type': 'multipart/form-data; boundary=x' }, data: 'garbage, not a multipart body' },
  {
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    data: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../x.csv"\r\nContent-Type: text/csv\r\n\r\n\u0000\u0001\u0002\r\n--x\r\nContent-Disposition: form-data; name="mode"\r\n\r\n%E0%A4\r\n--x--\r\n',
  },
]

/** Cookies the site reads or writes (theme, cart, staff marker, session), broken. */
const HOSTILE_COOKIES = [
  'selectedTheme=%E0%A4; cart=%ff%7B; payload-token=garbage; staff-marker=1',
  `cart=${encodeURIComponent(JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ registrationId: i, price: -i }))).slice(0, 3500))}`,
  'cart=%5B%7B%22registrationId%22%3A%7B%22%24ne%22%3Anull%7D%7D%5D; selectedTheme=__proto__',
  'payload-token=eyJhbGciOiJub25lIn0.eyJpZCI6MX0.',
]

/** Headers a client may forge. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { 'x-area': 'bogus' },
  { 'x-area': 'FO, all' },
  { authorization: 'Bearer garbage' },
  { authorization: 'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
  { accept: 'text/x-unknown;q=abc', 'accept-language': '%E0%A4' },
  { rsc: '1', 'next-router-state-tree': '%E0%A4' },
  { 'next-action': 'not-an-action' },
]

/** Where a hostile segment goes in a path template. */
export const X = '{x}'

/** Real addresses of the seeded site, read from its sitemap, so that the segments after them are fuzzed too. */
export type Samples = { event: string; exhibitor: string; faculty: string; feature: string; press: string; channel: string; video: string; page: string }

/**
 * Every route file of the site outside /api/v1, and the addresses that fuzz it. A route file not
 * named here fails the coverage test: a new page is fuzzed from the day it exists.
 */
export const SITE_ROUTES: Record<string, (s: Samples) => { templates: string[]; kind?: Probe['kind']; queries?: string[] }> = {
  '(site)/[theme]/(content)/page.tsx': () => ({ templates: ['/'] }),
  '(site)/[theme]/(content)/[...slug]/page.tsx': (s) => ({ templates: [`/${X}`, `${s.page}/${X}`, `/${X}/${X}`, `/${X}.php`] }),
  '(site)/[theme]/(content)/academics/continuing-education/courses/page.tsx': () => ({
    templates: ['/academics/continuing-education/courses'],
    queries: ['title', 'keywords', 'categoryId', 'instructorName', 'courseNumber', 'dates', 'times', 'datesFrom', 'datesTo', 'timesFrom', 'timesTo', 'page'],
  }),
  '(site)/[theme]/(content)/academics/continuing-education/courses/%5Fsearch/[query]/page.tsx': () => ({
    templates: [`/academics/continuing-education/courses/_search/${X}`],
  }),
  '(site)/[theme]/(content)/academics/departments/[slug]/page.tsx': () => ({ templates: [`/academics/departments/${X}`] }),
  '(site)/[theme]/(content)/academics/graduate/[slug]/page.tsx': () => ({ templates: [`/academics/graduate/${X}`] }),
  '(site)/[theme]/(content)/academics/undergraduate/[slug]/page.tsx': () => ({ templates: [`/academics/undergraduate/${X}`] }),
  '(site)/[theme]/(content)/blog/page.tsx': () => ({ templates: ['/blog'] }),
  '(site)/[theme]/(content)/blog/[...segments]/page.tsx': () => ({ templates: [`/blog/${X}`, `/blog/2026/${X}`] }),
  '(site)/[theme]/(content)/contact-and-maps/page.tsx': () => ({ templates: ['/contact-and-maps'] }),
  '(site)/[theme]/(content)/events/page.tsx': () => ({
    templates: ['/events'],
    queries: ['keywords', 'department', 'dates', 'type', 'tags', 'location', 'page', 'pastPage'],
  }),
  '(site)/[theme]/(content)/events/%5Fcalendar/[view]/page.tsx': () => ({ templates: [`/events/_calendar/${X}`] }),
  '(site)/[theme]/(content)/events/%5Fsearch/[view]/page.tsx': () => ({ templates: [`/events/_search/${X}`] }),
  '(site)/[theme]/(content)/events/[...slug]/page.tsx': (s) => ({ templates: [`/events/${X}`, `${s.event}/${X}`, `${s.exhibitor}/${X}`] }),
  '(site)/[theme]/(content)/events/search/[searchBy]/[searchValue]/page.tsx': () => ({
    templates: ['keywords', 'department', 'dates', 'type', 'tags', 'location', X].map((by) => `/events/search/${by}/${by === X ? 'x' : X}`),
  }),
  '(site)/[theme]/(content)/faculty/page.tsx': () => ({ templates: ['/faculty'] }),
  '(site)/[theme]/(content)/faculty/[slug]/page.tsx': () => ({ templates: [`/faculty/${X}`] }),
  '(site)/[theme]/(content)/faculty/department/[department]/page.tsx': () => ({ templates: [`/faculty/department/${X}`] }),
  '(site)/[theme]/(content)/features/page.tsx': () => ({ templates: ['/features'] }),
  '(site)/[theme]/(content)/features/[...slug]/page.tsx': (s) => ({ templates: [`/features/${X}`, `/features/2026/${X}`, `${s.feature}/${X}`] }),
  '(site)/[theme]/(content)/form/[slug]/page.tsx': () => ({ templates: [`/form/${X}`] }),
  '(site)/[theme]/(content)/form/submit-error/page.tsx': () => ({ templates: ['/form/submit-error'], queries: ['form'] }),
  '(site)/[theme]/(content)/form/thank-you/page.tsx': () => ({ templates: ['/form/thank-you'], queries: ['form'] }),
  '(site)/[theme]/(content)/in-the-news/page.tsx': () => ({ templates: ['/in-the-news'] }),
  '(site)/[theme]/(content)/in-the-news/page/[page]/page.tsx': () => ({ templates: [`/in-the-news/page/${X}`] }),
  '(site)/[theme]/(content)/press-releases/page.tsx': () => ({ templates: ['/press-releases'] }),
  '(site)/[theme]/(content)/press-releases/[year]/page.tsx': () => ({ templates: [`/press-releases/${X}`] }),
  '(site)/[theme]/(content)/press-releases/[year]/[slug]/page.tsx': (s) => ({
    templates: [`/press-releases/2026/${X}`, `/press-releases/${X}/x`, `${s.press}/${X}`],
  }),
  '(site)/[theme]/(content)/press-releases/[year]/page/[page]/page.tsx': () => ({
    templates: [`/press-releases/2026/page/${X}`, `/press-releases/${X}/page/2`],
  }),
  '(site)/[theme]/(content)/search/page.tsx': () => ({ templates: ['/search'], queries: ['q', 'start'] }),
  '(site)/[theme]/(content)/subscribe/page.tsx': () => ({ templates: ['/subscribe'], queries: ['newsletter', 'invalid'] }),
  '(site)/[theme]/(content)/subscribe/%5Flist/[list]/page.tsx': () => ({ templates: [`/subscribe/_list/${X}`] }),
  '(site)/[theme]/(content)/subscribe/thank-you/page.tsx': () => ({ templates: ['/subscribe/thank-you'] }),
  '(site)/[theme]/(content)/subscribe/confirmed/page.tsx': () => ({ templates: ['/subscribe/confirmed'] }),
  '(site)/[theme]/(content)/subscribe/link-expired/page.tsx': () => ({ templates: ['/subscribe/link-expired'] }),
  '(site)/[theme]/(content)/subscribe/link-invalid/page.tsx': () => ({ templates: ['/subscribe/link-invalid'] }),
  '(site)/[theme]/(content)/unsubscribe/page.tsx': () => ({ templates: ['/unsubscribe'], queries: ['token'] }),
  '(site)/[theme]/(content)/unsubscribe/done/page.tsx': () => ({ templates: ['/unsubscribe/done'] }),
  '(site)/[theme]/(content)/videos/page.tsx': () => ({ templates: ['/videos'] }),
  '(site)/[theme]/(content)/videos/[channel]/page.tsx': () => ({ templates: [`/videos/${X}`] }),
  '(site)/[theme]/(content)/videos/[channel]/[individual]/page.tsx': (s) => ({ templates: [`/videos/${X}/x`, `${s.channel}/${X}`, `${s.video}/${X}`] }),
  '(site)/[theme]/(content)/videos/[channel]/page/[page]/page.tsx': (s) => ({ templates: [`${s.channel}/page/${X}`, `/videos/${X}/page/2`] }),
  // spec §2, §7: the staff previews (401 to a visitor; the staff test below asks them as staff).
  '(site)/[theme]/(bare)/preview/block/[id]/page.tsx': () => ({ templates: [`/preview/block/${X}`] }),
  '(site)/[theme]/(bare)/preview/course/[id]/page.tsx': () => ({ templates: [`/preview/course/${X}`] }),
  '(site)/[theme]/(bare)/preview/event/[...path]/page.tsx': () => ({ templates: [`/preview/event/${X}`, `/preview/event/x/${X}`] }),
  '(site)/[theme]/(bare)/preview/faculty-profile/[slug]/page.tsx': () => ({ templates: [`/preview/faculty-profile/${X}`] }),
  '(site)/[theme]/(bare)/preview/feature/[id]/page.tsx': () => ({ templates: [`/preview/feature/${X}`] }),
  '(site)/[theme]/(bare)/preview/homepage/[[...date]]/page.tsx': () => ({ templates: ['/preview/homepage', `/preview/homepage/${X}`], queries: ['date'] }),
  '(site)/[theme]/(bare)/preview/newsletter/[id]/page.tsx': () => ({ templates: [`/preview/newsletter/${X}`], queries: ['format'] }),
  '(site)/[theme]/(bare)/preview/page/[id]/page.tsx': () => ({ templates: [`/preview/page/${X}`] }),
  // The site's 404 page for what the proxy refuses (domain/bad-paths.ts); asked directly, a page path like any other.
  '(site)/%5F%5Fbad-address/page.tsx': () => ({ templates: ['/__bad-address', `/__bad-address/${X}`] }),
  // The health check of the load balancer (decision 0069): a status document, never an error of the site's API.
  'api/health/route.ts': () => ({ templates: ['/api/health', `/api/health/${X}`], kind: 'file' }),
  // The feeds, the sitemap and robots.txt.
  'features/rss.xml/route.ts': () => ({ templates: ['/features/rss.xml', `/features/rss.xml/${X}`], kind: 'file' }),
  'press-releases/rss.xml/route.ts': () => ({ templates: ['/press-releases/rss.xml', `/press-releases/rss.xml/${X}`], kind: 'file' }),
  'sitemap.ts': () => ({ templates: ['/sitemap.xml', `/sitemap.xml/${X}`], kind: 'file' }),
  'robots.ts': () => ({ templates: ['/robots.txt', `/robots.txt/${X}`], kind: 'file' }),
  'share-image.png/route.tsx': () => ({ templates: ['/share-image.png', `/share-image.png/${X}`], kind: 'file' }),
  // spec §2: the staff edit targets (next.config.ts) land in the back office.
  '(payload)/admin/[[...segments]]/page.tsx': () => ({
    templates: [
      `/admin/pages/${X}/edit`,
      `/admin/events/edit/${X}`,
      `/admin/events/edit/1/exhibitor/${X}`,
      `/admin/features/edit/${X}`,
      `/admin/press-release/edit/${X}`,
      `/admin/faculty-profiles/${X}/edit`,
      `/admin/courses/undergraduate/edit/${X}`,
      `/admin/${X}`,
    ],
    kind: 'admin',
  }),
}

/** Route files the suites here do not fuzz, each with the reason. */
export const NOT_FUZZED: Record<string, string> = {
  '(payload)/api/[...slug]/route.ts': "Payload's own REST API (the back office's); /api/v1 is the site's API",
}

export type Operation = { method: 'GET' | 'POST' | 'DELETE'; path: string; query: string[]; bodyType: string | null; staff: boolean }

export type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> }; security?: unknown[] }>
  >
}

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([apiPath, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path: apiPath,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyType: op.requestBody ? Object.keys(op.requestBody.content)[0]! : null,
      staff: (op.security ?? []).length > 0,
    })),
  )
}

/** A path template with every `{param}` filled: the one at `index` with `value`, the others with `base`. */
function fill(template: string, value: string, index: number, base = '1'): string {
  let i = 0
  return template.replace(/\{[^}]+\}/g, () => (i++ === index ? value : base))
}

/** The probes of one /api/v1 operation: each path parameter, each query parameter, the whole query, headers and bodies. */
export function apiProbes(op: Operation, { values = 6, segments = 6 } = {}): Probe[] {
  const probes: Probe[] = []
  const add = (url: string, extra: Partial<Probe> = {}) => probes.push({ method: op.method, url, kind: 'api', ...extra })
  const base = fill(op.path, '1', -1)
  const placeholders = op.path.match(/\{[^}]+\}/g) ?? []
  placeholders.forEach((_, index) => {
    for (const segment of pick(HOSTILE_SEGMENTS, 8, segments, index)) add(fill(op.path, segment, index))
    // A catch-all takes any depth: many segments, empty ones.
    add(fill(op.path, Array.from({ length: 200 }, () => 'a').join('/'), index))
    add(fill(op.path, 'a//b', index))
  })
  op.query.forEach((name, index) => {
    for (const value of pick(HOSTILE_VALUES, 16, values, index)) add(`${base}?${name}=${value}`)
    for (const shape of pick(shapesOf(name), 4, 1, index)) add(`${base}?${shape}`)
  })
  for (const query of GENERIC_QUERIES) add(`${base}?${query}`)
  for (const headers of HOSTILE_HEADERS) add(base, { headers })
  for (const cookie of HOSTILE_COOKIES) add(base, { headers: { cookie } })
  if (op.method === 'POST') for (const body of HOSTILE_BODIES) add(base, { headers: body.headers, data: body.data })
  return probes
}

/**
 * The probes of one site route: hostile segments in each template (all in the first, a share in
 * the others), hostile values in the queries it reads, generic queries, cookies, headers and posts.
 */
export function siteProbes(route: ReturnType<(typeof SITE_ROUTES)[string]>): Probe[] {
  const kind = route.kind ?? 'page'
  const probes: Probe[] = []
  route.templates.forEach((template, index) => {
    if (template.includes(X)) {
      const segments = index === 0 ? HOSTILE_SEGMENTS : pick(HOSTILE_SEGMENTS, 8, 3, index)
      for (const segment of segments) probes.push({ url: template.replaceAll(X, segment), kind })
      return
    }
    ;(route.queries ?? []).forEach((name, i) => {
      // Each distinct value renders a page: fewer than the API gets.
      for (const value of pick(HOSTILE_VALUES, 10, 2, i)) probes.push({ url: `${template}?${name}=${value}`, kind })
      for (const shape of pick(shapesOf(name), 2, 1, i)) probes.push({ url: `${template}?${shape}`, kind })
    })
    for (const query of GENERIC_QUERIES) probes.push({ url: `${template}?${query}`, kind })
    for (const cookie of HOSTILE_COOKIES) probes.push({ url: template, kind, headers: { cookie } })
    for (const headers of HOSTILE_HEADERS) probes.push({ url: template, kind, headers })
    // A page takes a POST only as a form's server action: anything else is refused, never a 500.
    if (kind === 'page')
      for (const body of HOSTILE_BODIES.slice(-6)) probes.push({ method: 'POST', url: template, kind, headers: body.headers, data: body.data })
  })
  return probes
}
