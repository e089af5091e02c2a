/** @jest-environment node */
// Host → tenant at its edges: what counts as a tenant label, and every host that falls back to the default tenant.
import { hostnameOf, isTenantSlug, tenantFromHost } from './tenant'

describe('hostnameOf', () => {
  it.each([
    ['  Demo.LocalHost:3000  ', 'demo.localhost'],
    ['acme.example.com', 'acme.example.com'],
    ['[::1]', '[::1]'],
    ['[2001:db8::1]:8443', '[2001:db8::1]'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (host, name) => {
    expect(hostnameOf(host)).toBe(name)
  })
})

describe('tenantFromHost', () => {
  it.each([
    ['a.example.com', 'a'],
    ['a-b.example.com', 'a-b'],
    ['9lives.example.com', '9lives'],
    [`${'a'.repeat(63)}.example.com`, 'a'.repeat(63)],
    ['acme.localhost.', 'acme'],
    ['.acme.localhost', 'acme'],
    ['1.2.3', '1'],
    ['1.2.3.4.5', '1'],
  ])('%s → %s', (host, slug) => {
    expect(tenantFromHost(host, 'fallback')).toBe(slug)
  })

  it.each([
    ['an IPv4 address', '10.0.0.1:3000'],
    ['an IPv4-shaped address', '999.1.1.1'],
    ['an IPv6 address', '[fe80::1]:3000'],
    ['a broken IPv6 address', '[::1'],
    ['one label', 'intranet'],
    ['one label with a trailing dot', 'acme.'],
    ['www', 'WWW.example.com'],
    ['a label too long for DNS', `${'a'.repeat(64)}.example.com`],
    ['a label starting with a hyphen', '-acme.example.com'],
    ['a label ending with a hyphen', 'acme-.example.com'],
    ['an underscore', 'bad_label.example.com'],
    ['an empty host', ''],
  ])('%s falls back', (_what, host) => {
    expect(tenantFromHost(host, 'fallback')).toBe('fallback')
  })

  it('answers the platform for the platform console’s host (PLATFORM_HOST), whatever its first label', () => {
    expect(tenantFromHost('console.example.com:443', 'fallback', 'console.example.com')).toBe('platform')
    expect(tenantFromHost('CONSOLE.example.com', 'fallback', 'console.example.com')).toBe('platform')
    expect(tenantFromHost('console.example.org', 'fallback', 'console.example.com')).toBe('console')
    // By default the `platform` label of the tenants' domain.
    expect(tenantFromHost('platform.localhost:3000', 'fallback')).toBe('platform')
  })

  it('falls back to DEFAULT_TENANT when no fallback is passed', () => {
    const saved = process.env.DEFAULT_TENANT
    try {
      process.env.DEFAULT_TENANT = 'acme'
      expect(tenantFromHost('localhost:3000')).toBe('acme')
      delete process.env.DEFAULT_TENANT
      expect(tenantFromHost('localhost:3000')).toBe('demo')
    } finally {
      if (saved === undefined) delete process.env.DEFAULT_TENANT
      else process.env.DEFAULT_TENANT = saved
    }
  })
})

describe('isTenantSlug', () => {
  it.each(['demo', 'a', 'a-b', '0', 'a'.repeat(63)])('%s could name a tenant', (slug) => {
    expect(isTenantSlug(slug)).toBe(true)
  })

  it.each(['', 'Demo', '_unknown', '-a', 'a-', 'a.b', 'a b', 'a'.repeat(64), 'demo\n'])('%p could not', (slug) => {
    expect(isTenantSlug(slug)).toBe(false)
  })
})
