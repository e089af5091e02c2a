/** @jest-environment node */
// Paths Next would serve on its own that this app never uses or cannot decode: the image optimiser answers 404 and a
// malformed /storage path 400, both from the proxy, which therefore must see them (issue 23, M1 and L3).
import * as staticInfo from 'next/dist/build/analysis/get-page-static-info'
import nextConfig from '@/next.config'
import { config as proxyConfig } from '@/proxy'
import { refusalFor } from './rewrite'

// Next's own compiler for `matcher` (not in its typings): the regexps the built server tests each path with.
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: string[], config: object) => { regexp: string }[]
}
const matchers = getMiddlewareMatchers(proxyConfig.matcher, { i18n: null }).map((m) => new RegExp(m.regexp))
const proxied = (pathname: string) => matchers.some((re) => re.test(pathname))

it('answers the image optimiser with a plain 404 before Next looks at it, whatever the parameters', () => {
  for (const [path, search] of [
    ['/_next/image', '?url=%2Fstorage%2Ftenants%2Fdemo%2Fuploads%2Fu1%2Fimage-x.webp&w=3840&q=100'],
    ['/_next/image', '?url=%2Fstorage%2Fdemo%2Fcovers%2Fa.png&w=640&q=75'],
    ['/_next/image', ''],
    ['/_next/image/', ''],
  ]) {
    expect(refusalFor(path, search)).toEqual({ status: 404, message: '请求的内容不存在', api: false })
  }
  expect(refusalFor('/_next/images/x', '')).toBeNull()
})

it('turns the optimiser off in next.config too, with no source it would fetch', () => {
  expect(nextConfig('phase-production-build').images).toEqual({
    unoptimized: true,
    localPatterns: [],
    remotePatterns: [],
  })
})

it('refuses malformed /storage paths with 400 (overlong UTF-8 included)', () => {
  for (const path of [
    '/storage/%ZZ',
    '/storage/%C0%AF',
    '/storage/demo/%E0%80%AF',
    '/storage/demo/%ED%A0%80',
    '/storage/%',
  ]) {
    expect(refusalFor(path)).toEqual({ status: 400, message: '请求地址格式不正确', api: false })
  }
})

it('runs the proxy for /storage and /_next/image, but not for static assets or the health check', () => {
  for (const path of ['/storage/%ZZ', '/storage/demo/a.png', '/_next/image', '/api/Common/x', '/course/1'])
    expect({ path, proxied: proxied(path) }).toEqual({ path, proxied: true })
  for (const path of ['/_next/static/chunks/main.js', '/api/health', '/favicon.ico'])
    expect({ path, proxied: proxied(path) }).toEqual({ path, proxied: false })
})

it('leaves lesson-video uploads to their routes: the proxy would hand a route only the first 10 MB of a body', () => {
  for (const path of [
    '/admin/api/services/app/AdminLessonVideo/Upload',
    '/admin/api/uploads/lesson-video',
    '/admin/api/uploads/lesson-video/1-0123456789abcdef0123456789abcdef',
  ])
    expect({ path, proxied: proxied(path) }).toEqual({ path, proxied: false })
  expect(proxied('/admin/api/services/app/AdminCourse/GetList')).toBe(true)
})
