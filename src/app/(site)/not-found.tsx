/**
 * The 404 fallback above the site's root layout, in place of Next's own, which every page carried in its payload (docs/decisions/0150).
 * Reached only when the root layout refuses its theme segment, which the proxy writes; every other 404 is the site's own page (0136).
 */
export default function NotFound() {
  return <h1>404: This page could not be found.</h1>
}
