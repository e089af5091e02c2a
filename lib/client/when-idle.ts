// Work that can wait for the browser to be idle (loading code a page may need soon, a background check).

/** Runs `task` when the browser is idle (or after `timeout` ms at the latest); returns a cancel function. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}
