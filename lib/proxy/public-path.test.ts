/** @jest-environment node */
// The path a browser shows, whichever form a hook reports: with or without the proxy's internal /{tenant}/{device}.
import { publicPathname } from './public-path'

describe('publicPathname', () => {
  it.each([
    ['/demo/desktop', '/'],
    ['/demo/mobile', '/'],
    ['/demo/desktop/', '/'],
    ['/acme/mobile/course/12', '/course/12'],
    ['/t-1/desktop/courselist', '/courselist'],
  ])('strips the internal prefix: %s → %s', (internal, shown) => {
    expect(publicPathname(internal)).toBe(shown)
  })

  it.each([
    '/',
    '/course/12',
    '/courselist',
    '/demo/tablet/x',
    '/demo/desktopx/y',
    '/Demo/desktop/x',
    '/a/b/desktop/x',
  ])('leaves a public path alone: %s', (path) => {
    expect(publicPathname(path)).toBe(path)
  })

  it('strips only the first prefix', () => {
    expect(publicPathname('/demo/desktop/demo/desktop')).toBe('/demo/desktop')
  })

  it.each([[''], [null], [undefined]])('answers / before the router knows the path (%p)', (path) => {
    expect(publicPathname(path)).toBe('/')
  })
})
