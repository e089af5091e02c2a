/** @jest-environment node */
// Unknown request methods (issue 23 L2): on a real Node server with the hook, TRACE, TRACK, CONNECT, PROPFIND, FOO and a
// lower-case verb answer 405 with the security headers next.config gives that path (the rules as `next build` freezes
// them), the envelope under /api; the methods the app speaks still reach the server's own handler.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import { securityHeaders } from '@/next.config'
import { rawRequest } from '@/tests/raw-http'
import { builtHeaderRules, installUnknownMethodGuard, methodNotAllowed, type HeaderRule } from './unknown-methods'

const RULES = securityHeaders({ production: false }).map((rule) => buildCustomRoute('header', rule)) as HeaderRule[]
const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}
const UNKNOWN = ['TRACE', 'TRACK', 'PROPFIND', 'FOO', 'get', 'M-SEARCH']
const PATHS = [
  '/',
  '/course/1?x=1',
  '/api/services/app/FrontCourse/GetCourseList',
  '/api/nope',
  '/storage/demo/logo.png',
  '/robots.txt',
  '/theme.css',
  '/_next/static/x.js',
]

let server: http.Server
let port = 0

beforeAll(async () => {
  installUnknownMethodGuard(RULES)
  // Stands in for Next: whatever reaches it answers 200.
  server = http.createServer((req, res) => res.end(`served ${req.method}`))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

it('answers every unknown method on every kind of path with 405 and that path’s security headers', async () => {
  for (const target of PATHS) {
    for (const method of UNKNOWN) {
      const answer = await rawRequest(port, method, target)
      expect([method, target, answer.status]).toEqual([method, target, 405])
      expect(answer.headers).toMatchObject({
        ...COMMON,
        allow: 'GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS',
        'cache-control': 'no-store',
      })
      const storage = target.startsWith('/storage/')
      // Stored files keep their own sandbox policy, so the page policy is not added there — as next.config says.
      if (storage) expect(answer.headers['content-security-policy']).toBeUndefined()
      else expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      if (target.startsWith('/api/')) {
        expect(JSON.parse(answer.body)).toMatchObject({
          success: false,
          __abp: true,
          error: { code: 405, message: '请求方式不正确' },
        })
      } else {
        expect(answer.body).toBe('不支持该请求方式')
      }
    }
  }
})

it('answers CONNECT, which Node would close without a word, with 405 too', async () => {
  const answer = await rawRequest(port, 'CONNECT', 'example.com:443')
  expect(answer.status).toBe(405)
  expect(answer.headers).toMatchObject(COMMON)
})

it('lets the methods the app speaks through', async () => {
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const answer = await rawRequest(port, method, '/api/nope')
    expect([method, answer.status]).toEqual([method, 200])
  }
})

it('falls back to a strict set when the build’s rules cannot be read', () => {
  const rules = builtHeaderRules('.no-such-build')
  expect(methodNotAllowed('/x', rules).headers).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  })
})
