/** @jest-environment node */
// Storage key and content-type checks: the guard between URLs and the disk.
import { contentTypeForKey, isValidContentType, isValidKey } from './keys'

describe('isValidKey', () => {
  it.each(['tenants/demo/logo.png', 'a', 'a-b_c.d/e.f.g', 'x/y.z'])('accepts %p', (key) => {
    expect(isValidKey(key)).toBe(true)
  })

  it.each([
    '',
    '/etc/passwd',
    '../secret',
    'a/../b',
    'a/./b',
    'a//b',
    'a/',
    '.cache/x',
    'a/.meta/b',
    'a\\b',
    'C:/x',
    'a b',
    '头像.png',
    'a%2e%2e',
    'x'.repeat(513),
  ])('rejects %p', (key) => {
    expect(isValidKey(key)).toBe(false)
  })
})

describe('content types', () => {
  it('guesses from the extension', () => {
    expect(contentTypeForKey('a/b.PNG')).toBe('image/png')
    expect(contentTypeForKey('a/b.jpeg')).toBe('image/jpeg')
    expect(contentTypeForKey('a/b')).toBe('application/octet-stream')
  })

  it('refuses values that could break a header', () => {
    expect(isValidContentType('image/png')).toBe(true)
    expect(isValidContentType('text/plain; charset=utf-8')).toBe(true)
    expect(isValidContentType('image/png\r\nSet-Cookie: a=b')).toBe(false)
  })
})
