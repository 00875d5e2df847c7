import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeadersFor } from './security-headers'

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

  it('allows scripts from the site and the analytics host only, no inline script nor eval outside next dev, and no plugins', () => {
    const policy = Object.fromEntries(
      contentSecurityPolicy('https://www.foundry.example')
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    )
    // Inline scripts by the hashes the server adds to each HTML answer only (decision 0122).
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-src']).toContain('https://www.youtube-nocookie.com')
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy).toHaveProperty('upgrade-insecure-requests')
    expect(contentSecurityPolicy('http://localhost:3000', true)).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy('http://localhost:3000')).not.toContain('upgrade-insecure-requests')
  })
})
