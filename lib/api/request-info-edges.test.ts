/** @jest-environment node */
// The request facts the dispatcher acts on, at their edges: the bearer token's shape, where a write comes from (L6),
// the scheme, the client address and the tenant.
import { normalizeIp, sanitizeForwardedHeaders, isTrustedProxy } from './forwarded-headers'
import { bearerTokenOf, clientIpOf, requestScheme, tenantSlugOf, writeOrigin } from './request-info'

const req = (headers: Record<string, string>, url = 'http://demo.localhost/api/x') =>
  new Request(url, { headers: { host: 'demo.localhost', ...headers } })

afterEach(() => {
  delete process.env.TRUSTED_PROXIES
  delete process.env.SITE_URL_TEMPLATE
})

describe('bearerTokenOf', () => {
  const token = 'Ab0._~+/=-'.padEnd(16, 'x')

  it('reads `Bearer <token>` in any case, with any blank between', () => {
    expect(bearerTokenOf(req({ authorization: `Bearer ${token}` }))).toBe(token)
    expect(bearerTokenOf(req({ authorization: `bearer   ${token}` }))).toBe(token)
    expect(bearerTokenOf(req({ authorization: `BEARER\t${token}` }))).toBe(token)
  })

  it('takes 16 to 512 token characters and nothing else', () => {
    expect(bearerTokenOf(req({ authorization: `Bearer ${'a'.repeat(16)}` }))).toBe('a'.repeat(16))
    expect(bearerTokenOf(req({ authorization: `Bearer ${'a'.repeat(15)}` }))).toBeNull()
    expect(bearerTokenOf(req({ authorization: `Bearer ${'a'.repeat(512)}` }))).toBe('a'.repeat(512))
    expect(bearerTokenOf(req({ authorization: `Bearer ${'a'.repeat(513)}` }))).toBeNull()
    expect(bearerTokenOf(req({ authorization: `Bearer ${'a'.repeat(20)}!` }))).toBeNull()
    expect(bearerTokenOf(req({ authorization: `Bearer ${'a'.repeat(10)} ${'b'.repeat(10)}` }))).toBeNull()
  })

  it('ignores other schemes, a missing blank and a missing header', () => {
    expect(bearerTokenOf(req({ authorization: `Basic ${token}` }))).toBeNull()
    expect(bearerTokenOf(req({ authorization: `Bearer${token}` }))).toBeNull()
    expect(bearerTokenOf(req({ authorization: `xBearer ${token}` }))).toBeNull()
    expect(bearerTokenOf(req({}))).toBeNull()
  })
})

describe('writeOrigin', () => {
  it('is absent when the request names neither Origin nor Referer', () => {
    expect(writeOrigin(req({}), 'demo')).toBe('absent')
  })

  it('is same for the request’s own scheme, host and port', () => {
    expect(writeOrigin(req({ origin: 'http://demo.localhost' }), 'demo')).toBe('same')
    expect(writeOrigin(req({ referer: 'http://demo.localhost/login?x=1' }), 'demo')).toBe('same')
  })

  it('is same for the tenant’s configured public origin, even where the request looks like plain http', () => {
    process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com/'
    expect(writeOrigin(req({ origin: 'https://demo.example.com' }), 'demo')).toBe('same')
    expect(writeOrigin(req({ origin: 'https://acme.example.com' }), 'demo')).toBe('cross')
  })

  it('is cross for another host, scheme or port, a sibling tenant and the opaque "null"', () => {
    expect(writeOrigin(req({ origin: 'http://acme.localhost' }), 'demo')).toBe('cross')
    expect(writeOrigin(req({ origin: 'https://demo.localhost' }), 'demo')).toBe('cross')
    expect(writeOrigin(req({ origin: 'http://demo.localhost:8080' }), 'demo')).toBe('cross')
    expect(writeOrigin(req({ origin: 'null' }), 'demo')).toBe('cross')
    expect(writeOrigin(req({ origin: 'ftp://demo.localhost' }), 'demo')).toBe('cross')
  })

  it('lets Origin decide when both are sent, and Referer only stands in', () => {
    expect(writeOrigin(req({ origin: 'http://evil.example', referer: 'http://demo.localhost/' }), 'demo')).toBe('cross')
    expect(writeOrigin(req({ origin: 'http://demo.localhost', referer: 'http://evil.example/' }), 'demo')).toBe('same')
    expect(writeOrigin(req({ referer: 'http://evil.example/page' }), 'demo')).toBe('cross')
    expect(writeOrigin(req({ referer: 'not a url' }), 'demo')).toBe('cross')
  })

  it('follows the scheme a trusted proxy reports', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.1'
    expect(writeOrigin(req({ origin: 'https://demo.localhost', 'x-forwarded-proto': 'https' }), 'demo')).toBe('same')
    expect(writeOrigin(req({ origin: 'http://demo.localhost', 'x-forwarded-proto': 'https' }), 'demo')).toBe('cross')
  })
})

describe('requestScheme', () => {
  it('takes only http or https from X-Forwarded-Proto, in any case, else the URL’s', () => {
    expect(requestScheme(req({ 'x-forwarded-proto': ' HTTPS ' }))).toBe('https')
    expect(requestScheme(req({ 'x-forwarded-proto': 'http' }, 'https://demo.localhost/api/x'))).toBe('http')
    expect(requestScheme(req({ 'x-forwarded-proto': 'wss' }, 'https://demo.localhost/api/x'))).toBe('https')
    expect(requestScheme(req({ 'x-forwarded-proto': 'ftp' }))).toBe('http')
  })
})

describe('clientIpOf', () => {
  it('answers unknown without any hop, and skips blank hops', () => {
    expect(clientIpOf(req({}))).toBe('unknown')
    expect(clientIpOf(req({ 'x-forwarded-for': ' , ' }))).toBe('unknown')
    expect(clientIpOf(req({ 'x-forwarded-for': '1.2.3.4, ,' }))).toBe('1.2.3.4')
  })

  it('normalizes the chosen hop, and cuts one that is no address to 64 characters', () => {
    expect(clientIpOf(req({ 'x-forwarded-for': '[2001:DB8::1]:443' }))).toBe('2001:db8::1')
    expect(clientIpOf(req({ 'x-forwarded-for': '1.2.3.4:5678' }))).toBe('1.2.3.4')
    expect(clientIpOf(req({ 'x-forwarded-for': 'x'.repeat(100) }))).toBe('x'.repeat(64))
  })

  it('takes the first hop when every hop is a trusted proxy', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8'
    expect(clientIpOf(req({ 'x-forwarded-for': '10.0.0.1, 10.0.0.2' }))).toBe('10.0.0.1')
  })
})

describe('tenantSlugOf', () => {
  it('reads the Host header only, never X-Forwarded-Host', () => {
    expect(tenantSlugOf(req({ host: 'acme.localhost:3000', 'x-forwarded-host': 'demo.localhost' }))).toBe('acme')
  })
})

describe('normalizeIp', () => {
  it('drops brackets and ports, maps IPv4-mapped IPv6 to IPv4, lower-cases, and refuses what is no address', () => {
    expect(normalizeIp(' 1.2.3.4 ')).toBe('1.2.3.4')
    expect(normalizeIp('1.2.3.4:80')).toBe('1.2.3.4')
    expect(normalizeIp('[::1]')).toBe('::1')
    expect(normalizeIp('[FE80::1]:8080')).toBe('fe80::1')
    expect(normalizeIp('::FFFF:10.0.0.1')).toBe('10.0.0.1')
    expect(normalizeIp('FD00::1')).toBe('fd00::1')
    expect(normalizeIp('1.2.3.4:')).toBeNull()
    expect(normalizeIp('example.com')).toBeNull()
    expect(normalizeIp('')).toBeNull()
  })
})

describe('isTrustedProxy', () => {
  it('trusts nobody without TRUSTED_PROXIES, and only the listed addresses and ranges with it', () => {
    expect(isTrustedProxy('127.0.0.1')).toBe(false)
    process.env.TRUSTED_PROXIES = '192.168.1.5, 10.0.0.0/8, fd00::/8, ::1'
    expect(isTrustedProxy('192.168.1.5')).toBe(true)
    expect(isTrustedProxy('192.168.1.6')).toBe(false)
    expect(isTrustedProxy('10.255.0.1')).toBe(true)
    expect(isTrustedProxy('11.0.0.1')).toBe(false)
    expect(isTrustedProxy('fd12::1')).toBe(true)
    expect(isTrustedProxy('fe80::1')).toBe(false)
    expect(isTrustedProxy('[::1]:80')).toBe(true)
    expect(isTrustedProxy('not an ip')).toBe(false)
  })

  it('follows a change of the setting', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.1'
    expect(isTrustedProxy('10.0.0.1')).toBe(true)
    process.env.TRUSTED_PROXIES = '10.0.0.2'
    expect(isTrustedProxy('10.0.0.1')).toBe(false)
    expect(isTrustedProxy('10.0.0.2')).toBe(true)
  })
})

describe('sanitizeForwardedHeaders', () => {
  const spoofed = () => ({
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-host': 'acme.localhost',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
    'x-real-ip': '6.6.6.6',
    forwarded: 'for=6.6.6.6',
    host: 'demo.localhost',
  })

  it('from an untrusted or unknown peer keeps only the peer and drops every proxy header', () => {
    const headers: Record<string, string | string[] | undefined> = spoofed()
    sanitizeForwardedHeaders(headers, '::ffff:1.2.3.4')
    expect(headers).toEqual({ 'x-forwarded-for': '1.2.3.4', host: 'demo.localhost' })
    const unknown: Record<string, string | string[] | undefined> = spoofed()
    sanitizeForwardedHeaders(unknown, undefined)
    expect(unknown['x-forwarded-for']).toBe('unknown')
    expect(unknown['x-forwarded-proto']).toBeUndefined()
  })

  it('from a trusted proxy appends the peer to what it sent (joined when repeated) and keeps its headers', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.1'
    const headers: Record<string, string | string[] | undefined> = {
      ...spoofed(),
      'x-forwarded-for': ['1.1.1.1', '2.2.2.2'],
    }
    sanitizeForwardedHeaders(headers, '10.0.0.1')
    expect(headers['x-forwarded-for']).toBe('1.1.1.1, 2.2.2.2, 10.0.0.1')
    expect(headers['x-forwarded-proto']).toBe('https')
    const bare: Record<string, string | string[] | undefined> = { 'x-forwarded-for': '  ' }
    sanitizeForwardedHeaders(bare, '10.0.0.1')
    expect(bare['x-forwarded-for']).toBe('10.0.0.1')
    const none: Record<string, string | string[] | undefined> = {}
    sanitizeForwardedHeaders(none, '10.0.0.1')
    expect(none['x-forwarded-for']).toBe('10.0.0.1')
  })
})
