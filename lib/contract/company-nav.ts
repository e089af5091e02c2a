// The company centre's `nav` numbers (/corporate?nav=). Like the personal centre's, the message tabs are the message
// type + 3, so the header's message icon can point a company at its newest type the same way.
import { MESSAGE_TYPES, messageNav, type MessageType } from './account-nav'

type CorporateSection = 'info' | 'staff' | 'invites' | 'messages' | 'security' | 'groups' | 'assignments' | 'dashboard'

export interface CorporateNavEntry {
  nav: number
  section: CorporateSection
  label: string
  messageType?: MessageType
}

/**
 * 0 企业资料, 1 员工管理, 2 邀请记录, 3–5 the message types, 6 安全设置, 7 部门管理, 8 学习任务, 9 学习看板. Numbers never
 * change meaning.
 */
export const CORPORATE_NAV: readonly CorporateNavEntry[] = [
  { nav: 0, section: 'info', label: '企业资料' },
  { nav: 1, section: 'staff', label: '员工管理' },
  { nav: 2, section: 'invites', label: '邀请记录' },
  ...MESSAGE_TYPES.map((t) => ({
    nav: messageNav(t.type),
    section: 'messages' as const,
    label: t.label,
    messageType: t.type,
  })),
  { nav: 6, section: 'security', label: '安全设置' },
  { nav: 7, section: 'groups', label: '部门管理' },
  { nav: 8, section: 'assignments', label: '学习任务' },
  { nav: 9, section: 'dashboard', label: '学习看板' },
]

/** The entry for a `nav` query value; anything unknown or malformed shows 企业资料 (nav 0). */
export function corporateNavEntry(raw: string | string[] | undefined | null): CorporateNavEntry {
  const value = Array.isArray(raw) ? raw[0] : raw
  const n = value != null && /^\d{1,2}$/.test(value) ? Number(value) : 0
  return CORPORATE_NAV.find((e) => e.nav === n) ?? CORPORATE_NAV[0]
}
