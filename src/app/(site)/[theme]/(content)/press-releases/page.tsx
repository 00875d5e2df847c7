import { PressIndexView } from '@/components/press/press-index-view'
import { metadataOf } from '@/services/metadata'
import { pressIndexPage } from '@/services/press-pages'

export const generateMetadata = async () => metadataOf(await pressIndexPage())

/** spec §2: /press-releases, the latest releases and the way to every year that has some. */
export default async function PressReleasesPage() {
  return <PressIndexView view={await pressIndexPage()} />
}
