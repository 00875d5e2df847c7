import { describe, expect, it } from 'vitest'

import { eventStructuredData } from './event-structured-data'

const lecture = {
  title: 'Visiting Artist Lecture',
  eventType: 'Talk',
  eventStart: '2026-11-30T18:30:00-05:00',
  eventEnd: '2026-11-30T20:00:00-05:00',
  summary: 'A talk.',
  path: '/events/visiting-artist-lecture',
  imageUrls: ['/api/media/file/study-1.jpg'],
  places: [{ title: 'Essex Street Theater', address: { street: '120 Essex Street', city: 'New York', country: 'US' } }],
  admission: 'Free and open to the public',
  registrationUrl: null,
  organizer: { name: 'Foundry School of Art & Design', url: 'https://foundry.example' },
}

describe('schema.org Event', () => {
  it('describes an event with absolute addresses when the origin is known', () => {
    expect(eventStructuredData(lecture, 'https://foundry.example')).toMatchObject({
      '@type': 'Event',
      name: 'Visiting Artist Lecture',
      startDate: '2026-11-30T18:30:00-05:00',
      endDate: '2026-11-30T20:00:00-05:00',
      url: 'https://foundry.example/events/visiting-artist-lecture',
      image: ['https://foundry.example/api/media/file/study-1.jpg'],
      // A PostalAddress of parts, not one street string.
      location: {
        '@type': 'Place',
        name: 'Essex Street Theater',
        address: { '@type': 'PostalAddress', streetAddress: '120 Essex Street', addressLocality: 'New York', addressCountry: 'US' },
      },
      isAccessibleForFree: true,
      organizer: { '@type': 'CollegeOrUniversity', name: 'Foundry School of Art & Design' },
    })
  })

  it('makes exhibitions ExhibitionEvents and leaves out what it does not know', () => {
    const data = eventStructuredData({ ...lecture, eventType: 'Exhibition', imageUrls: [], places: [], admission: null, summary: null }, null)
    expect(data['@type']).toBe('ExhibitionEvent')
    expect(data.url).toBe('/events/visiting-artist-lecture')
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('location')
    expect(data).not.toHaveProperty('isAccessibleForFree')
  })
})
