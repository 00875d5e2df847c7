/**
 * One address per page template of issue 21's "fast for visitors" (the demo seed has each): what
 * `npm run lighthouse` audits and whose first-load JavaScript `npm run bench` prints.
 */
export const PAGE_TEMPLATES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'calendar', path: '/events' },
  { name: 'feature', path: '/features/a-sculptor-who-works-in-salt' },
  { name: 'faculty index', path: '/faculty' },
  { name: 'videos', path: '/videos' },
  { name: 'course search', path: '/academics/continuing-education/courses' },
  { name: 'form', path: '/form/sva-feedback' },
]
