// The 图形验证码 request as a tiny store: the HTTP client (outside React) asks, the dialog host answers — mounted on the
// first question (captcha-ui.ts), so it loads with the HTTP client, never with a page.
// An answer is the `X-Captcha` header value for the retried call, or null when the person closed the dialog.
import { useSyncExternalStore } from 'react'
import { loadCaptchaUi } from './captcha-ui'

export interface CaptchaRequest {
  /** Tells questions apart (each gets a fresh dialog and picture). */
  id: number
  /** The server's words: why a picture is asked for, or that the last answer was wrong. */
  message: string
  answer: (value: string | null) => void
}

let current: CaptchaRequest | null = null
let nextId = 1
let hosts = 0
const listeners = new Set<() => void>()

function set(next: CaptchaRequest | null): void {
  current = next
  for (const listener of [...listeners]) listener()
}

/** Asks the person for a picture's answer; null at once when no dialog host can be mounted (tests, scripts). */
export async function askCaptcha(message: string): Promise<string | null> {
  if (hosts === 0 && !(await loadCaptchaUi())) return null
  // One picture at a time: an older question still open is closed unanswered (its call shows the server's message).
  current?.answer(null)
  return new Promise((resolve) => {
    const request: CaptchaRequest = {
      id: nextId++,
      message,
      answer: (value) => {
        if (current === request) set(null)
        resolve(value)
      },
    }
    set(request)
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The open request, if any (outside React: tests and the host's hook share this). */
export const pendingCaptcha = (): CaptchaRequest | null => current

/** For the host: the open request, if any. Mounting the host is what lets askCaptcha ask. */
export function useCaptchaRequest(): CaptchaRequest | null {
  return useSyncExternalStore(subscribe, pendingCaptcha, () => null)
}

/** The host registers as it mounts (a count, so a remount in development does not unregister the live one). */
export function registerCaptchaHost(): () => void {
  hosts += 1
  return () => {
    hosts -= 1
  }
}
