import { describe, expect, it } from 'vitest'

import { MAX_PATH_LENGTH, pathProblem } from './bad-paths'

// issue 20 (bad paths)
describe('pathProblem', () => {
  it('lets ordinary and well-encoded addresses through', () => {
    for (const path of ['/', '/events/spring-open-studios', '/faculty/ana-l%C3%B3pez', '/search', '/api/v1/events/12', '/a%20b'])
      expect(pathProblem(path)).toBeNull()
  })

  it('names malformed percent-encoding, control characters and overlong addresses', () => {
    expect(pathProblem('/%ff%fe')).toMatch(/malformed/)
    expect(pathProblem('/events/%E0%A4')).toMatch(/malformed/)
    expect(pathProblem('/api/events/%00')).toMatch(/control character/)
    expect(pathProblem('/a%0Ab')).toMatch(/control character/)
    expect(pathProblem(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toMatch(/longer than 2048/)
    expect(pathProblem(`/${'a'.repeat(MAX_PATH_LENGTH - 1)}`)).toBeNull()
  })
})
