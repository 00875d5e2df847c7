/** schema.org `Event` (beyond the spec); addresses are absolute when SERVER_URL is known, relative otherwise. */
/** A place's address as staff enter it on a location: street, city and country, each optional. */
export type PostalParts = { street: string | null; city: string | null; country: string | null }

export type StructuredEventInput = {
  title: string
  eventType: string
  eventStart: string
  eventEnd: string
  summary: string | null
  path: string
  imageUrls: string[]
  places: { title: string; address: PostalParts | null }[]
  admission: string | null
  registrationUrl: string | null
  organizer: { name: string; url: string | null }
}

const postalAddress = ({ street, city, country }: PostalParts) => ({
  '@type': 'PostalAddress',
  ...(street ? { streetAddress: street } : {}),
  ...(city ? { addressLocality: city } : {}),
  ...(country ? { addressCountry: country } : {}),
})

const absolute = (url: string, origin: string | null) => (origin ? new URL(url, origin).toString() : url)

export function eventStructuredData(event: StructuredEventInput, origin: string | null): Record<string, unknown> {
  const place = (p: StructuredEventInput['places'][number]) => ({
    '@type': 'Place',
    name: p.title,
    ...(p.address ? { address: postalAddress(p.address) } : {}),
  })
  return {
    '@type': event.eventType === 'Exhibition' ? 'ExhibitionEvent' : 'Event',
    name: event.title,
    startDate: event.eventStart,
    endDate: event.eventEnd,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: absolute(event.path, origin),
    ...(event.summary ? { description: event.summary } : {}),
    ...(event.imageUrls.length ? { image: event.imageUrls.map((url) => absolute(url, origin)) } : {}),
    ...(event.places.length ? { location: event.places.length === 1 ? place(event.places[0]!) : event.places.map(place) } : {}),
    ...(event.admission && /\bfree\b/i.test(event.admission) ? { isAccessibleForFree: true } : {}),
    ...(event.registrationUrl ? { offers: { '@type': 'Offer', url: event.registrationUrl, availability: 'https://schema.org/InStock' } } : {}),
    organizer: { '@type': 'CollegeOrUniversity', name: event.organizer.name, ...(event.organizer.url ? { url: event.organizer.url } : {}) },
  }
}
