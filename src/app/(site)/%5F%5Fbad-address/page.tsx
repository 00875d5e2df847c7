/**
 * Where the proxy rewrites an address or a post no page can answer (domain/bad-paths.ts): the
 * site's 404 page, rendered in place. The proxy's rewrite sets the status 404 (decision 0066); with
 * that status Next.js takes the page's title and noindex from `not-found.tsx` beside it.
 */
export { default } from '../[theme]/(content)/not-found'
