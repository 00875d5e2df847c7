import { SearchPageView } from '@/components/search/search-page-view'
import { metadataOf } from '@/services/metadata'
import { searchPage } from '@/services/search-pages'

/** spec §2: the search results as a page of their own (/search?q=), for visitors without JavaScript; never cached (free text). */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const load = async ({ searchParams }: Props) => {
  const { q, start, kind } = await searchParams
  return searchPage(q, start, kind)
}

export const generateMetadata = async (props: Props) => metadataOf(await load(props))

export default async function SearchPage(props: Props) {
  return <SearchPageView view={await load(props)} />
}
