import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { FormDefinition } from '@/domain/forms'
import { UNDECIDED_PROGRAMME } from '@/domain/request-for-information'
import { departmentPage } from '@/services/department-pages'
import { submitAnswers } from '@/services/form-submissions'
import { findForm } from '@/services/forms'

import { seededPayload } from './harness'

let payload: Payload
/** A documentation address (RFC 5737), one per file: the rate limit counts per sender. */
const SENDER = '192.0.2.30'

/** spec §9: how many programmes each request for information lists, Undecided included. */
const PROGRAMME_COUNTS = { Graduate: 21, Undergraduate: 12 } // spec §9

const choiceOf = (form: FormDefinition, name: string) => {
  const field = form.fields.find((candidate) => candidate.name === name)
  if (field?.kind !== 'select') throw new Error(`${form.slug} asks no ${name}`)
  return field
}

const post = (answers: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(answers)) data.set(name, value)
  return data
}

beforeAll(async () => {
  ;({ payload } = await seededPayload())
})

// spec §3 (request-for-information types and main types), §9 (programme lists, start terms)
describe('request for information', () => {
  it('lists 21 graduate and 12 undergraduate programmes from the published departments, Undecided last', async () => {
    for (const [slug, mainType] of [
      ['get-info-graduate', 'Graduate'],
      ['get-info-graduate-materials', 'Graduate'],
      ['get-info-undergraduate', 'Undergraduate'],
      ['get-info-undergraduate-materials', 'Undergraduate'],
    ] as const) {
      const form = (await findForm(slug))!
      expect(form.requestForInformation?.mainType, slug).toBe(mainType)
      const programmes = choiceOf(form, 'programme').options.map((option) => option.value)
      expect(programmes, slug).toHaveLength(PROGRAMME_COUNTS[mainType])
      expect(programmes.at(-1)).toBe(UNDECIDED_PROGRAMME)
      // An unpublished department is no programme to ask about.
      expect(programmes).not.toContain('MFA Critical Game Design')
    }
    expect((await findForm('get-info-graduate'))!.requestForInformation?.type).toBe('Subscribe')
    expect((await findForm('get-info-graduate-materials'))!.requestForInformation?.type).toBe('RequestMaterials')
  })

  it('offers MFA Visual Narrative summer starts only, and every other graduate programme fall starts', async () => {
    const startTerm = choiceOf((await findForm('get-info-graduate'))!, 'startTerm')
    const allowed = startTerm.optionsBy!.allowed
    expect(allowed['MFA Visual Narrative']!.every((term) => term.startsWith('Summer '))).toBe(true)
    expect(allowed['MFA Studio Practice']!.every((term) => term.startsWith('Fall '))).toBe(true)
    expect(startTerm.options.length).toBeGreaterThan(0)
  })

  it('stores a request and refuses a start term the programme does not have', async () => {
    const form = (await findForm('get-info-graduate'))!
    const terms = choiceOf(form, 'startTerm').optionsBy!.allowed
    const base = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.edu', programme: 'MFA Studio Practice' }
    const refused = await submitAnswers('get-info-graduate', post({ ...base, startTerm: terms['MFA Visual Narrative']![0]! }), SENDER)
    expect(refused).toMatchObject({ kind: 'invalid', errors: { startTerm: 'When would you start? is not valid.' } })
    const stored = await submitAnswers('get-info-graduate', post({ ...base, startTerm: terms['MFA Studio Practice']![0]! }), SENDER)
    expect(stored).toMatchObject({ kind: 'stored' })
    const doc = await payload.findByID({ collection: 'form-submissions', id: (stored as { id: number }).id, overrideAccess: true, depth: 0 })
    expect(Object.fromEntries((doc.submissionData ?? []).map(({ field, value }) => [field, value]))).toMatchObject({ programme: 'MFA Studio Practice' })
  })

  it('puts a request about the department alone on a graduate or undergraduate department’s page (ForDepartmentPage)', async () => {
    const view = await departmentPage('graduate', 'visual-narrative')
    if (!view || 'redirect' in view) throw new Error('no page for Visual Narrative')
    expect(view.inquiry?.requestForInformation).toEqual({ type: 'ForDepartmentPage', mainType: 'Graduate' })
    const programme = choiceOf(view.inquiry!, 'programme')
    expect(programme.options.map((option) => option.value)).toEqual(['MFA Visual Narrative'])
    expect(programme.defaultValue).toBe('MFA Visual Narrative')
    const office = await departmentPage('departments', 'admissions')
    expect(office && !('redirect' in office) ? office.inquiry : 'missing').toBeNull()
  })
})
