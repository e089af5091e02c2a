'use client'
// docs/spec.md §2 "Navigation behaviour": every route change starts at the top; back/forward returns to where you were.
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react'

/** sessionStorage key of the `{ [entryKey]: [x, y] }` map; per tab, like the history it describes. */
export const SCROLL_STORAGE_KEY = 'scroll-positions'
/** Field added to history.state so each history entry can be told apart across reloads. */
export const HISTORY_KEY_FIELD = '__scrollKey'

const MAX_ENTRIES = 50
// A page restored from back/forward may still be streaming in; keep trying until it is tall enough.
const RESTORE_TIMEOUT_MS = 3000
const PERSIST_DELAY_MS = 200
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const
const POPSTATE_MARK = '__popstate__'

type Positions = Record<string, [number, number]>

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Positions) : {}
  } catch {
    return {}
  }
}

function writePositions(positions: Positions) {
  const keys = Object.keys(positions)
  // Insertion order is visit order, so the oldest entries go first.
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key]
  try {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions))
  } catch {
    // Storage full or disabled (private mode): restoration still works for this page's lifetime.
  }
}

function currentEntryKey(): string | null {
  const state: unknown = window.history.state
  const key = state && typeof state === 'object' ? (state as Record<string, unknown>)[HISTORY_KEY_FIELD] : undefined
  return typeof key === 'string' ? key : null
}

function ensureEntryKey(preferred?: string | null): string {
  const existing = currentEntryKey()
  if (existing) return existing
  // Next's router may rewrite the entry's state after hydration and drop our field: put the same key back.
  const key = preferred ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  // Spreading keeps Next.js's router tree in the entry; without a URL argument its patched replaceState
  // neither navigates nor re-renders.
  window.history.replaceState({ ...(window.history.state ?? {}), [HISTORY_KEY_FIELD]: key }, '')
  return key
}

function locationUrl(): string {
  return window.location.pathname + window.location.search
}

function ScrollRestorationInner() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const positions = useRef<Positions>({})
  const pendingRestore = useRef<string | null>(null)
  const renderedUrl = useRef<string | null>(null)
  const stopRestore = useRef<() => void>(() => {})
  const entryKey = useRef<string | null>(null)
  // Fallback when a back/forward entry lost its key (Next rewrote its state): the last position per URL.
  const byUrl = useRef<Record<string, [number, number]>>({})
  const popped = useRef(false)

  // Stable across renders: only touches refs and window.
  const restore = useCallback((key: string | null, fallback?: [number, number]) => {
    stopRestore.current()
    const target = (key && positions.current[key]) || fallback
    if (!target) {
      pendingRestore.current = null
      window.scrollTo(0, 0)
      return
    }
    const [x, y] = target
    const started = performance.now()
    let frame = 0
    const stop = () => {
      cancelAnimationFrame(frame)
      for (const type of USER_INPUT) window.removeEventListener(type, stop)
      if (pendingRestore.current === key) pendingRestore.current = null
      stopRestore.current = () => {}
    }
    const attempt = () => {
      window.scrollTo(x, y)
      if (Math.abs(window.scrollY - y) < 2 || performance.now() - started > RESTORE_TIMEOUT_MS) stop()
      else frame = requestAnimationFrame(attempt)
    }
    // The reader scrolling on their own wins over a late restore.
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true })
    stopRestore.current = stop
    attempt()
  }, [])

  useEffect(() => {
    const { history } = window
    const previousMode = history.scrollRestoration
    history.scrollRestoration = 'manual'
    positions.current = { ...readPositions(), ...positions.current }

    let persistTimer: ReturnType<typeof setTimeout> | undefined
    const persist = () => {
      clearTimeout(persistTimer)
      persistTimer = undefined
      writePositions(positions.current)
    }
    const onScroll = () => {
      // While a restore is pending, scroll events come from the old page shrinking or from the restore itself.
      if (pendingRestore.current) return
      // Between a URL change and its render the scroll still belongs to the page being left: not this entry's.
      if (locationUrl() !== renderedUrl.current) return
      const key = ensureEntryKey(entryKey.current)
      entryKey.current = key
      delete positions.current[key]
      positions.current[key] = [window.scrollX, window.scrollY]
      byUrl.current[locationUrl()] = [window.scrollX, window.scrollY]
      persistTimer ??= setTimeout(persist, PERSIST_DELAY_MS)
    }
    const onPopState = () => {
      popped.current = true
      const key = currentEntryKey()
      // A marker even without a key: scroll events from the old page shrinking must not be saved for this URL.
      pendingRestore.current = key ?? POPSTATE_MARK
      // Same URL (e.g. only the hash differs): no route change will follow, so restore right away.
      if (locationUrl() === renderedUrl.current) {
        popped.current = false
        restore(key, byUrl.current[locationUrl()])
      }
    }

    // Just before a link navigates away, make sure the entry we leave still carries its key.
    const onClick = () => void ensureEntryKey(entryKey.current)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pagehide', persist)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pagehide', persist)
      stopRestore.current()
      persist()
      history.scrollRestoration = previousMode
    }
  }, [restore])

  // Layout effect: runs in the same commit as the router's history write, before any scroll event is dispatched.
  useLayoutEffect(() => {
    const key = ensureEntryKey()
    entryKey.current = key
    const firstRender = renderedUrl.current === null
    renderedUrl.current = locationUrl()
    if (firstRender) {
      // A reload lands on an entry we have seen: put the reader back where they were.
      if (!window.location.hash && readPositions()[key]) {
        positions.current = readPositions()
        restore(key)
      }
      return
    }
    if (popped.current) {
      popped.current = false
      // Back/forward: the entry's own key when it kept one, else the last position seen at this URL.
      const known = pendingRestore.current === key && positions.current[key] ? key : null
      pendingRestore.current = known
      restore(known, byUrl.current[locationUrl()])
      return
    }
    pendingRestore.current = null
    // A link to an anchor is scrolled by the router itself.
    if (!window.location.hash) window.scrollTo(0, 0)
  }, [pathname, search, restore])

  return null
}

/** Mount once, high in the client tree (it renders nothing). */
export function ScrollRestoration() {
  // useSearchParams needs a Suspense boundary so statically rendered pages do not bail out to client rendering.
  return (
    <Suspense fallback={null}>
      <ScrollRestorationInner />
    </Suspense>
  )
}
