import { consolePathname, safeNext } from './console-path'

describe('consolePathname', () => {
  it.each([
    ['/admin/operators', '/admin/operators'],
    ['/demo/admin/operators', '/admin/operators'],
    ['/demo/admin', '/admin'],
    ['/admin', '/admin'],
    [null, '/admin'],
  ])('%s → %s', (pathname, expected) => {
    expect(consolePathname(pathname)).toBe(expected)
  })
})

describe('safeNext (the sign-in page’s way back comes from the address bar)', () => {
  it.each([
    ['/admin/operators?page=2&role=admin', '/admin/operators?page=2&role=admin'],
    ['/admin/audit', '/admin/audit'],
    ['/admin', '/admin'],
    [null, '/admin'],
    ['', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/admin//evil.example', '/admin'],
    ['/admin/\\evil.example', '/admin'],
    ['/administration', '/admin'],
    ['/account', '/admin'],
    ['/admin/login?next=/admin', '/admin'],
    ['/admin/api/services/app/AdminAuth/Logout', '/admin'],
  ])('%s → %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected)
  })
})
