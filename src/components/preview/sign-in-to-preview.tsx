'use client'

import { usePathname } from 'next/navigation'

/** Every preview route's one refusal (spec §2): previews are for staff; the link signs in and comes back here. */
export function SignInToPreview() {
  const path = usePathname()
  return (
    <div className="container">
      <h1>Preview</h1>
      <p>
        Previews are for staff. <a href={`/admin/login?redirect=${encodeURIComponent(path)}`}>Sign in to the back office</a> and open this page again.
      </p>
    </div>
  )
}
