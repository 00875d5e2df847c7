import { describe, expect, it } from 'vitest'

import { AFTER, BEFORE, BEFORE_AFTER, NO_UNPUBLISHED_CHANGES, fieldChanges } from './before-after'

const field = (path: string, text: string, label = path) => ({ path, label, text })

describe('Before/After', () => {
  // spec §6: Before/After audit labels
  it('names the comparison and its sides', () => {
    expect(BEFORE_AFTER).toBe('Before/After')
    expect(BEFORE).toBe('Before')
    expect(AFTER).toBe('After')
    expect(NO_UNPUBLISHED_CHANGES).toBe('No unpublished changes')
  })

  it('answers only the fields that differ, with both sides', () => {
    const published = [field('title', 'Spring show', 'Title'), field('summary', 'Work by the class of 2026.', 'Summary')]
    const draft = [field('title', 'Spring show, extended', 'Title'), field('summary', 'Work by the class of 2026.', 'Summary')]
    expect(fieldChanges(published, draft)).toEqual([{ path: 'title', label: 'Title', before: 'Spring show', after: 'Spring show, extended' }])
  })

  it('finds nothing when the draft is the published version', () => {
    const published = [field('title', 'Spring show'), field('description', 'Line one\nLine two')]
    expect(fieldChanges(published, [field('title', 'Spring show'), field('description', 'Line one  \r\nLine two\n')])).toEqual([])
  })

  it('counts a field filled or emptied as a change', () => {
    expect(fieldChanges([field('room', '')], [field('room', 'Room 602')])).toEqual([{ path: 'room', label: 'room', before: '', after: 'Room 602' }])
    expect(fieldChanges([field('room', 'Room 602'), field('admission', 'Free')], [field('room', 'Room 602')])).toEqual([
      { path: 'admission', label: 'admission', before: 'Free', after: '' },
    ])
  })

  it('shows every filled field of a document never published as new', () => {
    expect(fieldChanges(null, [field('title', 'New'), field('room', '')])).toEqual([{ path: 'title', label: 'title', before: '', after: 'New' }])
  })
})
