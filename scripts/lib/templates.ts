/** One address per page template (the demo seed has each): what `npm run lighthouse` audits and `npm run bench` weighs (docs/decisions/0065). */
export const PAGE_TEMPLATES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'calendar', path: '/events' },
  { name: 'feature', path: '/features/a-sculptor-who-works-in-salt' },
  { name: 'faculty index', path: '/faculty' },
  { name: 'videos', path: '/videos' },
  { name: 'course search', path: '/academics/continuing-education/courses' },
  { name: 'form', path: '/form/sva-feedback' },
]
