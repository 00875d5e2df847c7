/**
 * The 404 fallback at the app's root, above both root layouts, in place of Next's own, whose markup and inline styles every page
 * carried in its payload (docs/decisions/0150, 0184). Reached only when the site's root layout refuses its theme segment, which the
 * proxy writes; every other 404 is the site's own page (0136), or the back office's.
 */
export default function NotFound() {
  return <h1>404: This page could not be found.</h1>
}
