import { describe, expect, it } from 'vitest'

import { MAX_PATH_LENGTH, isForeignOrigin, pagePostProblem, pathProblem } from './bad-paths'

describe('pathProblem', () => {
  it('lets ordinary and well-encoded addresses through', () => {
    for (const path of ['/', '/events/spring-open-studios', '/faculty/ana-l%C3%B3pez', '/search', '/api/v1/events/12', '/a%20b'])
      expect(pathProblem(path)).toBeNull()
  })

  it('names malformed percent-encoding, control characters and overlong addresses', () => {
    expect(pathProblem('/%ff%fe')).toMatch(/malformed/)
    expect(pathProblem('/events/%E0%A4')).toMatch(/malformed/)
    expect(pathProblem('/admin/collections/%zz')).toMatch(/malformed/)
    expect(pathProblem('/_next/static/%')).toMatch(/malformed/)
    expect(pathProblem('/api/events/%00')).toMatch(/control character/)
    expect(pathProblem('/a%0Ab')).toMatch(/control character/)
    expect(pathProblem(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toMatch(/longer than 2048/)
    expect(pathProblem(`/${'a'.repeat(MAX_PATH_LENGTH - 1)}`)).toBeNull()
  })
})

// The fuzz suite: a page's POST that Next.js could not decode as a server action's
describe('pagePostProblem', () => {
  const descriptor = JSON.stringify({ id: '706008fa85d58f99f7812d03187bf5c6a6f4208cdd', bound: '$@1' })

  it('lets a form sent without JavaScript through, bound arguments and answers alike', () => {
    const fields: [string, unknown][] = [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor],
      ['$ACTION_1:1', '["sva-feedback",{"errors":{}}]'],
      ['$ACTION_KEY', 'k77ac'],
      ['feedback', 'Lovely galleries'],
    ]
    expect(pagePostProblem({ foreign: false, action: false, kind: 'form', fields })).toBeNull()
    expect(
      pagePostProblem({
        foreign: false,
        action: false,
        kind: 'form',
        fields: [
          ['$ACTION_ID_706008fa', ''],
          ['name', 'Ana'],
        ],
      }),
    ).toBeNull()
  })

  it('lets a call from the page’s script through: form data, or its arguments as a JSON list', () => {
    expect(
      pagePostProblem({
        foreign: false,
        action: true,
        kind: 'form',
        fields: [
          ['1_feedback', 'x'],
          ['0', '["$K1"]'],
        ],
      }),
    ).toBeNull()
    expect(pagePostProblem({ foreign: false, action: true, kind: 'text', text: '["sva-feedback",{},"$K1"]' })).toBeNull()
  })

  it('names form data that does not parse, a form that names no action, and arguments that are not JSON', () => {
    expect(pagePostProblem({ foreign: false, action: false, kind: 'form', fields: null })).toMatch(/does not parse/)
    expect(pagePostProblem({ foreign: false, action: true, kind: 'form', fields: null })).toMatch(/does not parse/)
    expect(
      pagePostProblem({
        foreign: false,
        action: false,
        kind: 'form',
        fields: [
          ['file', 'x'],
          ['mode', 'y'],
        ],
      }),
    ).toMatch(/names no action/)
    expect(pagePostProblem({ foreign: false, action: false, kind: 'form', fields: [['$ACTION_KEY', 'k']] })).toMatch(/names no action/)
    const garbled: [string, unknown][] = [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor],
      ['$ACTION_1:1', 'garbage'],
    ]
    expect(pagePostProblem({ foreign: false, action: false, kind: 'form', fields: garbled })).toMatch(/not JSON/)
    for (const text of ['', '[', 'garbage']) expect(pagePostProblem({ foreign: false, action: true, kind: 'text', text })).toMatch(/not JSON/)
    for (const text of ['{"a":1}', '"text"', '123', 'null']) expect(pagePostProblem({ foreign: false, action: true, kind: 'text', text })).toMatch(/not a list/)
  })
})

describe('isForeignOrigin', () => {
  it('takes a post without Origin, or from the host it was sent to, as the site’s own', () => {
    expect(isForeignOrigin(null, null, 'localhost:3000')).toBe(false)
    expect(isForeignOrigin('http://localhost:3000', null, 'localhost:3000')).toBe(false)
    expect(isForeignOrigin('https://www.college.example', 'www.college.example, proxy.internal', '127.0.0.1:3000')).toBe(false)
  })

  it('names another site, an opaque origin and a malformed one', () => {
    expect(isForeignOrigin('https://evil.example', null, 'localhost:3000')).toBe(true)
    expect(isForeignOrigin('https://evil.example', 'www.college.example', 'evil.example')).toBe(true)
    expect(isForeignOrigin('null', null, 'localhost:3000')).toBe(true)
    expect(isForeignOrigin('not a url', null, 'localhost:3000')).toBe(true)
  })

  it('refuses the post in pagePostProblem', () => {
    expect(pagePostProblem({ foreign: true, action: true, kind: 'text', text: '[]' })).toMatch(/another site/)
  })
})
