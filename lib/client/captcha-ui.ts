// Where the 图形验证码 dialog comes from. The app's Providers name it once (lib/client may not import views); the bus
// loads it on the first 428, so no page carries the dialog — or its host — in its first-load JS.
let loader: (() => Promise<unknown>) | null = null

/** Called once by Providers with `() => import('@/components/auth/captcha-root')`. */
export function provideCaptchaUi(load: () => Promise<unknown>): void {
  loader = load
}

/** Loads the dialog's host (it mounts itself); false where none was provided (tests, scripts) or it failed to load. */
export async function loadCaptchaUi(): Promise<boolean> {
  if (!loader) return false
  try {
    await loader()
    return true
  } catch {
    return false
  }
}
