/**
 * The 401 fallback above every root layout, in place of Next's own, which every page carried in its payload twice
 * (docs/decisions/0150). The staff previews answer their 401 with the sign-in page of `(bare)/unauthorized.tsx`.
 */
export default function Unauthorized() {
  return <h1>401: You’re not authorized to access this page.</h1>
}
