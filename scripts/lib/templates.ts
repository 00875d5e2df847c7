/**
 * One address per page template (the demo seed has each): what `npm run lighthouse` audits, `npm run bench` weighs (docs/decisions/0065)
 * and the browser tests hold to the document budget (docs/decisions/0140).
 */
export const PAGE_TEMPLATES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'calendar', path: '/events' },
  { name: 'event', path: '/events/visiting-artist-lecture-noor-haddad' },
  { name: 'feature', path: '/features/a-sculptor-who-works-in-salt' },
  { name: 'faculty index', path: '/faculty' },
  { name: 'faculty profile', path: '/faculty/femi-abara' },
  { name: 'videos', path: '/videos' },
  { name: 'course', path: '/academics/continuing-education/courses/foundation-drawing-undergraduate-credit-40155' },
  { name: 'course search', path: '/academics/continuing-education/courses' },
  { name: 'programme', path: '/academics/undergraduate/illustration' },
  { name: 'page', path: '/about/about-sva/facts-and-figures' },
  { name: 'form', path: '/form/sva-feedback' },
]
