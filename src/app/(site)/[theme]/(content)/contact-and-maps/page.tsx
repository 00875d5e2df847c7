import { ContactAndMapsView } from '@/components/places/contact-and-maps-view'
import { metadataOf } from '@/services/metadata'
import { contactAndMapsPage } from '@/services/place-pages'

export const generateMetadata = async () => metadataOf(await contactAndMapsPage())

/** spec §2: /contact-and-maps: the college's address, its buildings, location cards and library hours. */
export default async function ContactAndMapsPage() {
  return <ContactAndMapsView view={await contactAndMapsPage()} />
}
