/** @jest-environment jsdom */
// The popup store and the redirect check every login destination goes through.
import { act, renderHook } from '@testing-library/react'
import { safeRedirect } from '@/lib/routes'
import { closeLogin, openLogin, useLoginDialog } from './login-dialog'

describe('safeRedirect', () => {
  it.each([
    ['/course/my', '/course/my'],
    ['/message?tab=2#top', '/message?tab=2#top'],
    [['/account', '/x'], '/account'],
    ['/a/../corporate', '/corporate'],
  ])('keeps the same-site path %p', (value, expected) => {
    expect(safeRedirect(value, '/')).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'course/my',
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
    '/login',
    '/loginEntrance?locations=/a',
    42,
  ])('falls back for %p', (value) => {
    expect(safeRedirect(value, '/')).toBe('/')
    expect(safeRedirect(value, null)).toBeNull()
  })
})

describe('login dialog store', () => {
  afterEach(() => act(() => closeLogin()))

  it('opens with a tab and a checked destination, and closes', () => {
    const { result } = renderHook(() => useLoginDialog())
    expect(result.current.open).toBe(false)
    act(() => openLogin({ tab: 'company', then: '/corporate' }))
    expect(result.current).toMatchObject({ open: true, tab: 'company', then: '/corporate' })
    act(() => closeLogin())
    expect(result.current).toMatchObject({ open: false, tab: 'personal', then: null })
  })

  it('drops a foreign destination', () => {
    const { result } = renderHook(() => useLoginDialog())
    act(() => openLogin({ then: 'https://evil.com' }))
    expect(result.current).toMatchObject({ open: true, tab: 'personal', then: null })
  })
})
