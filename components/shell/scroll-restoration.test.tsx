import { act, render, waitFor } from '@testing-library/react'
import { HISTORY_KEY_FIELD, SCROLL_STORAGE_KEY, ScrollRestoration } from './scroll-restoration'

let mockPathname = '/a'
let mockSearch = ''
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(mockSearch),
}))

const scrollTo = jest.fn((x: number, y: number) => setScroll(y, x))

function setScroll(y: number, x = 0) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
  Object.defineProperty(window, 'scrollX', { value: x, configurable: true, writable: true })
}

function userScrollsTo(y: number) {
  setScroll(y)
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

function entryKey(): string | undefined {
  return (window.history.state as Record<string, string> | null)?.[HISTORY_KEY_FIELD]
}

/** What a Link click does: the router writes a new entry, then the tree re-renders with the new path. */
function navigate(rerender: (ui: React.ReactElement) => void, path: string, search = '') {
  window.history.pushState(null, '', path + (search ? `?${search}` : ''))
  mockPathname = path
  mockSearch = search
  rerender(<ScrollRestoration />)
}

beforeAll(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo
})

beforeEach(() => {
  window.history.replaceState(null, '', '/a')
  window.sessionStorage.clear()
  mockPathname = '/a'
  mockSearch = ''
  setScroll(0)
  scrollTo.mockClear()
})

describe('<ScrollRestoration>', () => {
  it('takes over scroll restoration and gives it back on unmount', () => {
    window.history.scrollRestoration = 'auto'
    const { unmount } = render(<ScrollRestoration />)
    expect(window.history.scrollRestoration).toBe('manual')
    unmount()
    expect(window.history.scrollRestoration).toBe('auto')
  })

  it('tags the history entry and leaves a fresh page where it is', () => {
    render(<ScrollRestoration />)
    expect(entryKey()).toEqual(expect.any(String))
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('scrolls to the top when the path or the query changes', () => {
    const { rerender } = render(<ScrollRestoration />)
    userScrollsTo(800)
    navigate(rerender, '/b')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)

    userScrollsTo(300)
    scrollTo.mockClear()
    navigate(rerender, '/b', 'page=2')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('does not fight the router when the new URL targets an anchor', () => {
    const { rerender } = render(<ScrollRestoration />)
    window.history.pushState(null, '', '/b#intro')
    mockPathname = '/b'
    rerender(<ScrollRestoration />)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('restores the saved position on back and forward', async () => {
    const { rerender } = render(<ScrollRestoration />)
    const first = entryKey()
    userScrollsTo(500)

    navigate(rerender, '/b')
    const second = entryKey()
    expect(second).not.toBe(first)
    userScrollsTo(120)

    act(() => window.history.back())
    await waitFor(() => expect(window.location.pathname).toBe('/a'))
    expect(entryKey()).toBe(first)
    mockPathname = '/a'
    scrollTo.mockClear()
    rerender(<ScrollRestoration />)
    expect(scrollTo).toHaveBeenCalledWith(0, 500)
    expect(window.scrollY).toBe(500)

    act(() => window.history.forward())
    await waitFor(() => expect(window.location.pathname).toBe('/b'))
    mockPathname = '/b'
    scrollTo.mockClear()
    rerender(<ScrollRestoration />)
    expect(scrollTo).toHaveBeenCalledWith(0, 120)
  })

  it('ignores scroll events between the back press and the restore', async () => {
    const { rerender } = render(<ScrollRestoration />)
    userScrollsTo(640)
    navigate(rerender, '/b')

    act(() => window.history.back())
    await waitFor(() => expect(window.location.pathname).toBe('/a'))
    userScrollsTo(40) // the outgoing page shrinking clamps the scroll position
    mockPathname = '/a'
    rerender(<ScrollRestoration />)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640)
  })

  it('keeps positions in sessionStorage and restores them after a reload', () => {
    jest.useFakeTimers()
    try {
      const { unmount } = render(<ScrollRestoration />)
      const key = entryKey()!
      userScrollsTo(900)
      act(() => {
        jest.advanceTimersByTime(500)
      })
      expect(JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY)!)).toEqual({ [key]: [0, 900] })

      unmount()
      setScroll(0)
      scrollTo.mockClear()
      render(<ScrollRestoration />)
      expect(entryKey()).toBe(key)
      expect(scrollTo).toHaveBeenCalledWith(0, 900)
    } finally {
      jest.useRealTimers()
    }
  })

  it('survives unreadable storage', () => {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, '{not json')
    expect(() => render(<ScrollRestoration />)).not.toThrow()
  })
})
