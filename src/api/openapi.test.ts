import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'

import { endpoints } from './contract'
import { buildOpenApi } from './openapi'

// The API's description passes a standard OpenAPI linter (Redocly's recommended rules).
describe('the OpenAPI document', () => {
  const doc = buildOpenApi('https://www.foundry.example')

  it('passes Redocly’s recommended rules with no error', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    })
    const shown = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`)
    expect(shown.filter((line) => line.startsWith('error'))).toEqual([])
  })

  it('names every operation, its server and each parameter of its path', () => {
    expect(doc.servers).toEqual([{ url: 'https://www.foundry.example' }])
    const exhibitor = doc.paths[endpoints.exhibitor.path]!.get as { operationId: string; parameters: { name: string; in: string }[] }
    expect(exhibitor.operationId).toBe('exhibitor')
    expect(exhibitor.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(['eventSlug', 'exhibitorSlug'])
  })
})
