// A changed password signs the account out everywhere and the page moves to /login with a full navigation, which would
// drop the 密码修改成功 toast. The message and the account's login name ride along in sessionStorage (this tab only);
// the login page takes them once, says it, and opens the password form with the name filled in.
import type { LoginTab } from '@/lib/routes'

export const PASSWORD_CHANGED = '密码修改成功，请使用新密码重新登录'
const KEY = 'passwordChanged'

export interface PasswordChangedNote {
  tab: LoginTab
  /** The phone (personal) or the company's login name. */
  name: string
}

export function carryPasswordChanged(note: PasswordChangedNote): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(note))
  } catch {
    // Storage unavailable: the login page simply opens as usual.
  }
}

/** The note left by carryPasswordChanged, removed as it is read; null when there is none. */
export function takePasswordChanged(): PasswordChangedNote | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (raw === null) return null
    sessionStorage.removeItem(KEY)
    const note = JSON.parse(raw) as Partial<PasswordChangedNote>
    const tab: LoginTab = note.tab === 'company' ? 'company' : 'personal'
    return { tab, name: typeof note.name === 'string' ? note.name : '' }
  } catch {
    return null
  }
}

/** Whether a note waits for the login page: the password has just changed and the form is signing this tab out. */
export function passwordChangePending(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}
