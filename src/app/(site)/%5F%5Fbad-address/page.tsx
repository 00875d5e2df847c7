import { notFound } from 'next/navigation'

/** Where the proxy rewrites an address or a post no page can answer (domain/bad-paths.ts): the site's 404. */
export default function BadAddressPage() {
  notFound()
}
