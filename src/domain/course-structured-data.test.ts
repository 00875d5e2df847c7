import { describe, expect, it } from 'vitest'

import { courseStructuredData, isOnlineSection } from './course-structured-data'

const section = {
  title: 'Figure Drawing: The Long Pose',
  courseNumber: 'CE-DRW-2031',
  description: 'Six weeks of long poses.',
  path: '/academics/continuing-education/courses/figure-drawing-the-long-pose',
  imageUrl: '/media/figure.webp',
  startDate: '2026-02-02',
  endDate: '2026-03-09',
  online: false,
  place: { title: 'Harbor Building' },
  instructors: ['Ana Ruiz'],
  cost: 450,
  fee: 35,
  state: 'open' as const,
  provider: { name: 'Foundry School of Art & Design', url: 'https://www.example.edu' },
}

describe('courseStructuredData', () => {
  it('describes the course with the section as its instance, on the public origin', () => {
    const data = courseStructuredData(section, 'https://www.example.edu')
    expect(data).toMatchObject({
      '@type': 'Course',
      name: section.title,
      courseCode: 'CE-DRW-2031',
      url: 'https://www.example.edu/academics/continuing-education/courses/figure-drawing-the-long-pose',
      image: 'https://www.example.edu/media/figure.webp',
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        startDate: '2026-02-02',
        endDate: '2026-03-09',
        location: { '@type': 'Place', name: 'Harbor Building' },
        instructor: [{ '@type': 'Person', name: 'Ana Ruiz' }],
      },
      offers: { price: '485.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    })
  })

  it('says online and sold out when it is', () => {
    const data = courseStructuredData({ ...section, online: true, state: 'closed' }, 'https://www.example.edu') as {
      hasCourseInstance: Record<string, unknown>
      offers: Record<string, unknown>
    }
    expect(data.hasCourseInstance.courseMode).toBe('online')
    expect(data.hasCourseInstance.location).toBeUndefined()
    expect(data.offers.availability).toBe('https://schema.org/SoldOut')
    expect(isOnlineSection('CE', ['Studio', 'Online live'])).toBe(true)
    expect(isOnlineSection('Online', [])).toBe(true)
    expect(isOnlineSection('CE', ['Studio'])).toBe(false)
  })

  it('offers an ended or cancelled section as discontinued and a waitlist as a back order, never in stock', () => {
    const availability = (state: 'waitlist' | 'ended' | 'cancelled') =>
      (courseStructuredData({ ...section, state }, 'https://www.example.edu').offers as Record<string, unknown>).availability
    expect(availability('ended')).toBe('https://schema.org/Discontinued')
    expect(availability('cancelled')).toBe('https://schema.org/Discontinued')
    expect(availability('waitlist')).toBe('https://schema.org/BackOrder')
  })
})
