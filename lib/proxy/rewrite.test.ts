/** @jest-environment node */
// What the proxy serves a public URL from: the host's tenant only (L1), one internal slug for unknown hosts and one
// canonical segment per list state (H2: bounded route cache), and every public URL unchanged.
import fs from 'node:fs'
import nodePath from 'node:path'
import { CONSOLE_PAGES, decideRewrite, isPassThrough, refusalFor, UNKNOWN_TENANT } from './rewrite'
import {
  courseListKeyOf,
  decodeCourseListKey,
  decodeDiscussionKey,
  decodeSearchListKey,
  encodeCourseListKey,
  encodeSearchListKey,
  MAX_LIST_PAGE,
  searchListKeyOf,
} from './list-routes'

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const TENANTS = new Set(['demo', 'acme', 'closed'])

const path = (
  pathname: string,
  opts: { host?: string; search?: string; ua?: string; known?: ReadonlySet<string> | null } = {},
) => {
  const d = decideRewrite({
    host: opts.host ?? 'demo.localhost:3000',
    userAgent: opts.ua ?? DESKTOP,
    pathname,
    search: opts.search ?? '',
    knownTenants: opts.known === undefined ? TENANTS : opts.known,
  })
  return d.kind === 'pass' ? 'pass' : d.kind === 'redirect' ? `redirect ${d.location}` : d.pathname
}

describe('L1: a path that looks internal or like a file stays in the host’s tenant', () => {
  it.each(['/acme/desktop/x.png', '/acme/mobile/course/1.json', '/demo/desktop/logo.svg', '/x.png', '/.env'])(
    '%s',
    (p) => {
      expect(isPassThrough(p)).toBe(false)
      expect(path(p)).toBe(`/demo/desktop${p}`)
    },
  )

  it.each([
    '/_next/static/chunks/a.js',
    '/api/health',
    '/api',
    '/storage/tenants/demo/logo.png',
    '/robots.txt',
    '/sitemap.xml',
    '/theme.css',
    '/favicon.ico',
  ])('%s is served by Next or a root handler', (p) => expect(path(p)).toBe('pass'))
})

describe('H2: unknown hosts share one internal slug', () => {
  it.each(['nope.localhost', 'x1.example.com', 'zz-top.localhost:3000'])('%s → the 403 page of %s', (host) => {
    expect(path('/', { host })).toBe(`/${UNKNOWN_TENANT}/desktop/403`)
    expect(path('/course/12', { host, ua: PHONE })).toBe(`/${UNKNOWN_TENANT}/mobile/403`)
    expect(path('/courselist', { host, search: '?page=7' })).toBe(`/${UNKNOWN_TENANT}/desktop/403`)
  })

  it('keeps known tenants and the default tenant', () => {
    expect(path('/', { host: 'closed.localhost' })).toBe('/closed/desktop')
    expect(path('/courselist', { host: 'localhost:3000', search: '' })).toBe(
      '/demo/desktop/courselist/0-0-overall-all-1',
    )
  })

  it('takes every label for a tenant when the directory is not known', () => {
    expect(path('/', { host: 'nope.localhost', known: null })).toBe('/nope/desktop')
  })
})

describe('the 403 and 500 views answer with their own status', () => {
  const decide = (host: string, pathname: string, ua = DESKTOP) =>
    decideRewrite({ host, userAgent: ua, pathname, knownTenants: TENANTS, closedTenants: new Set(['closed']) })

  it.each(['/', '/course/1', '/courselist', '/x.png'])('every path of a closed tenant: %s', (p) => {
    expect(decide('closed.localhost', p)).toEqual({
      kind: 'rewrite',
      tenant: 'closed',
      device: 'desktop',
      pathname: '/closed/desktop/403',
      status: 403,
    })
    expect(decide('closed.localhost', p, PHONE)).toMatchObject({ pathname: '/closed/mobile/403', status: 403 })
  })

  it('unknown hosts and /403 itself', () => {
    expect(decide('nope.localhost', '/course/1')).toMatchObject({ tenant: UNKNOWN_TENANT, status: 403 })
    expect(decide('demo.localhost', '/403/')).toMatchObject({ pathname: '/demo/desktop/403', status: 403 })
  })

  it('open tenants keep their pages and their own status', () => {
    expect(decide('demo.localhost', '/course/1')).toEqual({
      kind: 'rewrite',
      tenant: 'demo',
      device: 'desktop',
      pathname: '/demo/desktop/course/1',
    })
    expect(decide('demo.localhost', '/404')).not.toHaveProperty('status')
  })

  it('/500 answers HTTP 500 on both devices (it answered 200)', () => {
    expect(decide('demo.localhost', '/500')).toEqual({
      kind: 'rewrite',
      tenant: 'demo',
      device: 'desktop',
      pathname: '/demo/desktop/500',
      status: 500,
    })
    expect(decide('demo.localhost', '/500/', PHONE)).toMatchObject({ pathname: '/demo/mobile/500', status: 500 })
    // A closed tenant's /500 is its 403 like every other path.
    expect(decide('closed.localhost', '/500')).toMatchObject({ pathname: '/closed/desktop/403', status: 403 })
  })
})

describe('the console (issue 28)', () => {
  const decide = (host: string, pathname: string, ua = DESKTOP) =>
    decideRewrite({ host, userAgent: ua, pathname, knownTenants: TENANTS, closedTenants: new Set(['closed']) })

  it('is one desktop tree for every device, also on a closed tenant', () => {
    expect(decide('demo.localhost', '/admin')).toEqual({
      kind: 'rewrite',
      tenant: 'demo',
      device: 'desktop',
      pathname: '/demo/admin',
    })
    expect(decide('demo.localhost', '/admin/operators/', PHONE)).toMatchObject({ pathname: '/demo/admin/operators' })
    expect(decide('closed.localhost', '/admin/login')).toEqual({
      kind: 'rewrite',
      tenant: 'closed',
      device: 'desktop',
      pathname: '/closed/admin/login',
    })
    // Only /admin itself and below: a page that merely begins with the letters is the tenant's own.
    expect(decide('demo.localhost', '/administrator')).toMatchObject({ pathname: '/demo/desktop/administrator' })
    expect(decide('nope.localhost', '/admin')).toMatchObject({ tenant: UNKNOWN_TENANT, status: 403 })
  })

  it('answers any other /admin/… address with HTTP 404, and knows every console page on disk', () => {
    expect(decide('demo.localhost', '/admin/nothing')).toMatchObject({ pathname: '/demo/admin/nothing', status: 404 })
    expect(decide('demo.localhost', '/admin/audit')).not.toHaveProperty('status')
    const root = nodePath.join(process.cwd(), 'app/[tenant]/admin')
    const pages = (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('page.tsx') && !f.includes('[...rest]'))
      .map((f) => `/${nodePath.dirname(f)}`.replace(/\/\([^)]+\)/g, '').replace(/^\/\.?$/, ''))
    expect(new Set(pages)).toEqual(CONSOLE_PAGES)
  })

  it('is all the platform host serves: its console, and a redirect there from any other path', () => {
    const platform = (pathname: string) =>
      decideRewrite({
        host: 'platform.localhost:3000',
        userAgent: PHONE,
        pathname,
        knownTenants: new Set([...TENANTS, 'platform']),
      })
    expect(platform('/admin/tenants')).toEqual({
      kind: 'rewrite',
      tenant: 'platform',
      device: 'desktop',
      pathname: '/platform/admin/tenants',
    })
    for (const p of ['/', '/course/1', '/login', '/403'])
      expect(platform(p)).toEqual({ kind: 'redirect', location: '/admin' })
    expect(platform('/admin/api/services/app/AdminTenant/GetList')).toEqual({ kind: 'pass' })
  })

  it('passes its API through to the route handler, which reads the tenant from the host', () => {
    expect(decide('demo.localhost', '/admin/api/services/app/AdminAuth/GetMe')).toEqual({ kind: 'pass' })
    expect(refusalFor('/admin/api/%ZZ')).toMatchObject({ status: 400, api: true })
  })
})

describe('list pages: one canonical segment per list state', () => {
  it.each([
    ['', '0-0-overall-all-1'],
    ['?pcourseTypeId=10', '10-0-overall-all-1'],
    ['?pcourseTypeId=010&courseTypeId=+11+&sort=popular&page=2', '10-11-popular-all-2'],
    ['?courseTypeId=11&sort=random&page=abc&_t=123', '0-11-overall-all-1'],
    ['?pcourseTypeId=x&courseTypeId=11', '0-11-overall-all-1'],
    ['?page=2&page=9&sort=popular&sort=newest', '0-0-popular-all-2'],
    [`?page=${MAX_LIST_PAGE}`, `0-0-overall-all-${MAX_LIST_PAGE}`],
    ['?sort=newest&price=free', '0-0-newest-free-1'],
    ['?price=paid&price=free&pcourseTypeId=10', '10-0-overall-paid-1'],
    ['?price=FREE', '0-0-overall-all-1'],
    ['?price=%E5%85%8D%E8%B4%B9', '0-0-overall-all-1'],
  ])('/courselist%s → %s', (search, segment) => {
    expect(path('/courselist', { search })).toBe(`/demo/desktop/courselist/${segment}`)
  })

  it.each(['?courseTypeId=abc', '?pcourseTypeId=x', '?courseTypeId=2147483648', `?page=${MAX_LIST_PAGE + 1}`])(
    '/courselist%s → the shared 404',
    (search) => {
      expect(path('/courselist', { search })).toBe('/demo/desktop/404')
    },
  )

  it('searches by the boxes’ rule: trimmed, 20 characters, no page 2 without text', () => {
    const name = encodeSearchListKey({ name: '管理', page: 1 })
    expect(path('/searchlist', { search: '?name=%20%E7%AE%A1%E7%90%86%20&formseach=true' })).toBe(
      `/demo/desktop/searchlist/${name}`,
    )
    expect(path('/searchlist', { search: '?page=3' })).toBe('/demo/desktop/searchlist/1')
    expect(path('/searchlist', { search: `?name=${'长'.repeat(25)}&page=2`, ua: PHONE })).toBe(
      `/demo/mobile/searchlist/${encodeSearchListKey({ name: '长'.repeat(20), page: 2 })}`,
    )
  })

  it('does not expose the internal segments as public URLs', () => {
    expect(path('/courselist/0-0-overall-all-1')).toBe('/demo/desktop/404')
    expect(path('/searchlist/1')).toBe('/demo/desktop/404')
  })
})

describe('discussion pages: one cached segment per id and page', () => {
  it.each([
    ['/topicList', '?courseId=5', '/topicList/5-1'],
    ['/topicList', '?courseId=5&page=3&_t=1', '/topicList/5-3'],
    ['/topicList', '?page=abc&courseId=5&courseId=9', '/topicList/5-1'],
    ['/topicDetails/7', '', '/topicDetails/7-1'],
    ['/topicDetails/7', '?page=2', '/topicDetails/7-2'],
    ['/talkabout/2147483647', `?page=${MAX_LIST_PAGE}`, `/talkabout/2147483647-${MAX_LIST_PAGE}`],
  ])('%s%s → %s', (pathname, search, internal) => {
    expect(path(pathname, { search })).toBe(`/demo/desktop${internal}`)
    expect(path(pathname, { search, ua: PHONE })).toBe(`/demo/mobile${internal}`)
  })

  it('reads back only the segments it writes', () => {
    expect(decodeDiscussionKey('5-2')).toEqual({ id: 5, page: 2 })
    for (const junk of ['05-1', '5-0', '5', `5-${MAX_LIST_PAGE + 1}`, '2147483648-1', '5-1-1', 'a-1']) {
      expect(decodeDiscussionKey(junk)).toBeNull()
    }
  })

  it.each([
    ['/topicList', ''],
    ['/topicList', '?courseId=05'],
    ['/topicList', '?courseId=abc'],
    ['/topicList', `?courseId=5&page=${MAX_LIST_PAGE + 1}`],
    ['/topicDetails/07', ''],
    ['/topicDetails/7-1', ''],
    ['/talkabout/2147483648', ''],
    ['/topicList/5-1', ''],
  ])('%s%s → the shared 404', (pathname, search) => {
    expect(path(pathname, { search })).toBe('/demo/desktop/404')
  })
})

describe('detail pages: junk ids share the 404, canonical ids keep their page', () => {
  it.each(['/course/012', '/course/abc', '/teacher/1.0', '/thematic/99999999999', '/course/%20'])('%s → 404', (p) => {
    expect(path(p)).toBe('/demo/desktop/404')
  })
  it.each(['/course/12', '/teacher/3', '/thematic/2147483647', '/course/my', '/course/learn/5'])(
    '%s keeps its path',
    (p) => {
      expect(path(p)).toBe(`/demo/desktop${p}`)
    },
  )
})

describe('list keys', () => {
  it('round-trip through the segment', () => {
    for (const query of [
      {},
      { pcourseTypeId: '7', courseTypeId: '9', sort: 'popular', page: '12' },
      { courseTypeId: '3', price: 'free', sort: 'newest' },
      { price: 'paid' },
    ]) {
      const key = courseListKeyOf(query)!
      expect(decodeCourseListKey(encodeCourseListKey(key))).toEqual(key)
    }
    for (const name of ['Excel', '透视 表', 'a/b', '..', '100%', '😀😀']) {
      const key = searchListKeyOf({ name, page: '2' })!
      expect(decodeSearchListKey(encodeSearchListKey(key))).toEqual(key)
    }
  })

  it('refuse every segment the proxy would not write', () => {
    for (const s of [
      '',
      '0-0-newest-all',
      '0-0-newest-1',
      '00-0-newest-all-1',
      '0-0-newest-all-01',
      '0-0-oldest-all-1',
      '0-0-newest-cheap-1',
      '0-0-newest--1',
      `0-0-newest-all-${MAX_LIST_PAGE + 1}`,
      '0-2147483648-newest-all-1',
    ]) {
      expect(decodeCourseListKey(s)).toBeNull()
    }
    const padded = encodeSearchListKey({ name: ' x', page: 1 }) // a name with a space the rule would have trimmed
    for (const s of ['', '0', '2', '1.', '1.@@', '01.eA', padded, '1.' + 'A'.repeat(200)]) {
      expect(decodeSearchListKey(s)).toBeNull()
    }
  })
})
