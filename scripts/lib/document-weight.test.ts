import { describe, expect, it } from 'vitest'

import { DOCUMENT_BUDGET_BYTES, PAYLOAD_BUDGET_SHARE, documentWeight, overBudget } from './document-weight'

const payload = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`

describe('documentWeight', () => {
  it('counts the inline payload scripts, not other inline scripts or script files', () => {
    const pushes = `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${payload('a'.repeat(100))}`
    const html = `<html><body><script>history.scrollRestoration='auto'</script><script src="/_next/static/a.js" async></script><p>é</p>${pushes}</body></html>`
    const weight = documentWeight(html)
    expect(weight.bytes).toBe(Buffer.byteLength(html))
    expect(weight.payloadBytes).toBe(Buffer.byteLength(pushes))
  })
})

// The budget of docs/decisions/0140: at most 150 KB before compression, the inline payload at most half of it.
describe('overBudget', () => {
  it('keeps the budget as decided', () => {
    expect(DOCUMENT_BUDGET_BYTES).toBe(150 * 1024)
    expect(PAYLOAD_BUDGET_SHARE).toBe(0.5)
  })

  it('passes a document within both limits, at the limits themselves', () => {
    expect(overBudget({ bytes: DOCUMENT_BUDGET_BYTES, payloadBytes: DOCUMENT_BUDGET_BYTES / 2 })).toEqual([])
  })

  it('names a document over its size and a payload over its share', () => {
    expect(overBudget({ bytes: DOCUMENT_BUDGET_BYTES + 1, payloadBytes: 0 })).toEqual([expect.stringContaining('over 150.0 KB')])
    expect(overBudget({ bytes: 100_000, payloadBytes: 50_001 })).toEqual([expect.stringContaining('over 50%')])
  })
})
