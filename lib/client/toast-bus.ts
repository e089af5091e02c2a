// A framework-free toast emitter, so code outside React (the HTTP client) can raise the same toasts as components.

export type ToastType = 'success' | 'warning' | 'info' | 'error'

export interface ToastMessage {
  /** Increases with every toast, so a repeat of the same text still restarts the display timer. */
  id: number
  type: ToastType
  message: string
}

type ToastListener = (toast: ToastMessage) => void

/** How long a toast stays fully visible, then how long it takes to fade (docs/spec.md §9). */
export const TOAST_DURATION_MS = 3000
export const TOAST_FADE_MS = 500

const listeners = new Set<ToastListener>()
let nextId = 1
/** A toast raised before any <Toaster/> mounted (e.g. during hydration); handed to the first subscriber while still fresh. */
let undelivered: { toast: ToastMessage; at: number } | null = null

function show(type: ToastType, message: string): ToastMessage {
  const toast: ToastMessage = { id: nextId++, type, message }
  if (listeners.size === 0) {
    undelivered = { toast, at: Date.now() }
  } else {
    undelivered = null
    for (const listener of [...listeners]) listener(toast)
  }
  return toast
}

function subscribe(listener: ToastListener): () => void {
  listeners.add(listener)
  if (undelivered && Date.now() - undelivered.at < TOAST_DURATION_MS) {
    const { toast } = undelivered
    undelivered = null
    listener(toast)
  } else {
    undelivered = null
  }
  return () => unsubscribe(listener)
}

function unsubscribe(listener: ToastListener): void {
  listeners.delete(listener)
}

export const toast = {
  show,
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
  /** Returns the matching unsubscribe function. */
  subscribe,
  unsubscribe,
}
