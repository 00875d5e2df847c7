import { describe, expect, it } from 'vitest'

import { securityHeadersFor } from './security-headers'

// issue 20 (security headers)
describe('securityHeadersFor', () => {
  const names = (origin: string) => securityHeadersFor(origin).map((header) => header.key)

  it('forbids sniffing and framing by other sites, and sends HSTS only for an HTTPS origin', () => {
    expect(names('http://localhost:3000')).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Content-Security-Policy',
    ])
    expect(names('https://www.foundry.example')).toContain('Strict-Transport-Security')
    const csp = securityHeadersFor('https://www.foundry.example').find((header) => header.key === 'Content-Security-Policy')!.value
    expect(csp).toContain("frame-ancestors 'self'")
  })
})
