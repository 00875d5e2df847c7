/** Where the proxy rewrites what no page can answer (domain/bad-paths.ts): the 404 page, status set by the rewrite (decision 0066). */
export { default } from '../[theme]/(content)/not-found'
