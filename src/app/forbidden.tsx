/**
 * The 403 fallback above every root layout, in place of Next's own: its markup and inline styles were in every page's payload,
 * twice (docs/decisions/0150). No page of the site calls `forbidden()`; the back office has its own screens.
 */
export default function Forbidden() {
  return <h1>403: This page could not be accessed.</h1>
}
