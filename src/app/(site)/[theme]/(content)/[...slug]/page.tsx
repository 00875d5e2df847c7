import { notFound } from 'next/navigation'

export const dynamicParams = true
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

/** Set by the browser tests only: a path that fails, to prove the 500 page and its status. */
const FAULT_PATH = process.env.E2E_FAULT_PATH

/**
 * Any other path. Content pages of any depth are matched here once they exist; until something
 * matches, the answer is the 404 page.
 */
export default async function CatchAllPage({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params
  if (FAULT_PATH && slug.join('/') === FAULT_PATH) throw new Error(`Fault injected at /${FAULT_PATH}`)
  notFound()
}
