/** @jest-environment node */
// H3/L5/L3: what the server believes about a request's path — the socket peer, and forwarded headers only from trusted proxies.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { installForwardedHeaders } from './forwarded-headers'
import { clientIpOf, requestScheme } from './request-info'

const req = (headers: Record<string, string>, url = 'http://demo.localhost/api/x') => new Request(url, { headers })

afterEach(() => {
  delete process.env.TRUSTED_PROXIES
})

describe('clientIpOf: the hops are read from the right', () => {
  it('without trusted proxies the last hop (the socket peer the hook wrote) is the client', () => {
    expect(clientIpOf(req({ 'x-forwarded-for': '6.6.6.6, 10.0.0.7' }))).toBe('10.0.0.7')
    expect(clientIpOf(req({ 'x-forwarded-for': '10.0.0.7' }))).toBe('10.0.0.7')
  })

  it('peels the configured proxies (IPs and CIDR ranges) and stops at the first hop they do not vouch for', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8, 192.168.1.5'
    expect(clientIpOf(req({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 192.168.1.5, 10.0.0.7' }))).toBe('1.2.3.4')
    expect(clientIpOf(req({ 'x-forwarded-for': 'forged, 10.1.1.1, 10.0.0.7' }))).toBe('forged')
    expect(clientIpOf(req({ 'x-forwarded-for': '10.1.1.1, 10.0.0.7' }))).toBe('10.1.1.1')
  })

  it('compares IPv4-mapped IPv6 peers as IPv4, and IPv6 ranges too', () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1, fd00::/8'
    expect(clientIpOf(req({ 'x-forwarded-for': '1.2.3.4, ::ffff:127.0.0.1' }))).toBe('1.2.3.4')
    expect(clientIpOf(req({ 'x-forwarded-for': '2001:db8::1, fd12::3' }))).toBe('2001:db8::1')
  })

  it('ignores X-Real-IP, which any client can send', () => {
    expect(clientIpOf(req({ 'x-real-ip': '6.6.6.6', 'x-forwarded-for': '10.0.0.7' }))).toBe('10.0.0.7')
  })
})

describe('requestScheme', () => {
  it('reads X-Forwarded-Proto (the hook keeps it only from trusted proxies), else the URL', () => {
    expect(requestScheme(req({ 'x-forwarded-proto': 'https' }))).toBe('https')
    expect(requestScheme(req({ 'x-forwarded-proto': 'https, http' }))).toBe('https')
    expect(requestScheme(req({}))).toBe('http')
    expect(requestScheme(req({}, 'https://demo.localhost/api/x'))).toBe('https')
  })
})

describe('the hook on a real HTTP server (what next start receives)', () => {
  let server: http.Server
  let port = 0
  beforeAll(async () => {
    installForwardedHeaders()
    server = http.createServer((r, res) => res.end(JSON.stringify(r.headers)))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const seen = (headers: Record<string, string>) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
          let text = ''
          res.on('data', (c) => (text += c))
          res.on('end', () => resolve(JSON.parse(text)))
        })
        .on('error', reject)
    })

  const spoofed = {
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-host': 'acme.localhost',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
    'x-real-ip': '6.6.6.6',
    forwarded: 'for=6.6.6.6;proto=https',
  }

  it('from an untrusted peer: X-Forwarded-For becomes the peer, the other forwarded headers are dropped', async () => {
    const h = await seen(spoofed)
    expect(h['x-forwarded-for']).toBe('127.0.0.1')
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'])
      expect(h[name]).toBeUndefined()
  })

  it('from a trusted proxy: the peer is appended and the proxy headers kept', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1'
    const h = await seen(spoofed)
    expect(h['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1')
    expect(h['x-forwarded-proto']).toBe('https')
    expect(h['x-forwarded-host']).toBe('acme.localhost')
  })

  it('installs once, however often start-up calls it', async () => {
    installForwardedHeaders()
    installForwardedHeaders()
    expect((await seen({ 'x-forwarded-for': '6.6.6.6' }))['x-forwarded-for']).toBe('127.0.0.1')
  })
})
