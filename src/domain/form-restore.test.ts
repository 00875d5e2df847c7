import { describe, expect, it } from 'vitest'

import { restoresAnswers, restoringPath } from './form-restore'

describe('the address that brings a form back with its answers', () => {
  it('is the form’s path with ?restore=1, and only that query restores', () => {
    expect(restoringPath('/form/sva-feedback')).toBe('/form/sva-feedback?restore=1')
    expect(restoresAnswers(new URL(restoringPath('/form/sva-feedback'), 'http://x').search)).toBe(true)
    expect(restoresAnswers('?restore=0')).toBe(false)
    expect(restoresAnswers('')).toBe(false)
    expect(restoresAnswers('?form=restore')).toBe(false)
  })
})
