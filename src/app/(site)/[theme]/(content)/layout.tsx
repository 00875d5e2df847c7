import type { ReactNode } from 'react'

/**
 * A layout level below the root one, so that not-found.tsx and error.tsx here render inside the
 * site's frame and on the server: Next.js renders a 404 raised beside the root layout only in the
 * browser (vercel/next.js#62228).
 */
export default function ContentLayout({ children }: { children: ReactNode }) {
  return children
}
