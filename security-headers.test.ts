/** @jest-environment node */
// The security headers next.config.ts gives every response, per environment, and the start-up check against the build.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import config, { builtHeadersMismatch, contentSecurityPolicy, securityHeaders } from './next.config'

const headerMap = (options: Parameters<typeof securityHeaders>[0]) =>
  Object.fromEntries(securityHeaders(options).flatMap((rule) => rule.headers.map((h) => [h.key, h.value])))

describe('security headers', () => {
  it('apply to every path with nosniff, referrer, framing and permissions rules; the page policy skips /storage', () => {
    const [all, pages] = securityHeaders({ production: false })
    expect(all.source).toBe('/:path*')
    expect(pages.source).toBe('/:path((?!storage/).*)')
    expect(pages.headers.map((h) => h.key)).toEqual(['Content-Security-Policy'])
    expect(headerMap({ production: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    })
  })

  it('send HSTS and upgrade-insecure-requests only under APP_ENV=production', () => {
    expect(headerMap({ production: false })['Strict-Transport-Security']).toBeUndefined()
    expect(contentSecurityPolicy({ production: false })).not.toContain('upgrade-insecure-requests')
    expect(headerMap({ production: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(contentSecurityPolicy({ production: true })).toMatch(/; upgrade-insecure-requests$/)
  })

  it('write a policy without eval, plugins or framing, and allow eval only on the dev server', () => {
    const csp = contentSecurityPolicy({ production: false })
    expect(csp).toContain("script-src 'self' 'unsafe-inline';")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(contentSecurityPolicy({ production: false, dev: true })).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    )
  })

  it('add an absolute storage origin to images and media, not a relative one', () => {
    const cdn = contentSecurityPolicy({ production: true, storagePublicUrl: 'http://cdn.example.com/bucket/' })
    expect(cdn).toContain("img-src 'self' data: blob: https: http://cdn.example.com;")
    expect(cdn).toContain("media-src 'self' blob: http://cdn.example.com;")
    expect(contentSecurityPolicy({ production: false, storagePublicUrl: '/storage/' })).toContain(
      "media-src 'self' blob:;",
    )
  })
})

describe('the build check at next start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-build-'))
  const build = (options: Parameters<typeof securityHeaders>[0]) =>
    fs.writeFileSync(
      path.join(dir, 'routes-manifest.json'),
      JSON.stringify({ headers: securityHeaders(options).map((r) => ({ ...r, regex: '^x' })) }),
    )
  const saved = process.env.APP_ENV
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true })
    if (saved === undefined) delete process.env.APP_ENV
    else process.env.APP_ENV = saved
  })

  it('passes a build made for the same environment and names the fix for another', () => {
    expect(builtHeadersMismatch(path.join(dir, 'none'), { production: true })).toBeNull()
    build({ production: false })
    expect(builtHeadersMismatch(dir, { production: false })).toBeNull()
    expect(builtHeadersMismatch(dir, { production: true })).toMatch(/APP_ENV or STORAGE_PUBLIC_URL.*npm run build/s)
    build({ production: false, storagePublicUrl: 'https://cdn.example.com/' })
    expect(builtHeadersMismatch(dir, { production: false })).not.toBeNull()
  })

  it('gives headers() the environment of the phase', async () => {
    process.env.APP_ENV = 'production'
    const headers = await config('phase-production-build').headers!()
    expect(headers[0].headers.map((h) => h.key)).toContain('Strict-Transport-Security')
    delete process.env.APP_ENV
    const dev = await config('phase-development-server').headers!()
    expect(dev[1].headers[0].value).toContain('unsafe-eval')
  })
})
