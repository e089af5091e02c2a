// 登录后学习 is one tap (issue 27): the tap that sends a visitor to sign in leaves the course's id in sessionStorage (this
// tab only, so a link can never ask for it), and the learning page the login returns to takes it once and joins the
// course when joining spends nothing (free, or the company's VIP) — no second 加入学习 on arrival.

const KEY = 'joinAfterLogin'

export function carryJoinIntent(courseId: number): void {
  try {
    sessionStorage.setItem(KEY, String(courseId))
  } catch {
    // Storage unavailable: the learning page offers 加入学习 as before.
  }
}

/** Whether the visitor asked to learn this course before signing in; the intent is removed as it is read. */
export function takeJoinIntent(courseId: number): boolean {
  try {
    const wanted = sessionStorage.getItem(KEY)
    if (wanted === null) return false
    sessionStorage.removeItem(KEY)
    return wanted === String(courseId)
  } catch {
    return false
  }
}
