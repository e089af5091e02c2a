// The personal centre's `nav` numbers (docs/spec.md §2: /account?nav=, and the header's message icon goes to nav = newest
// message type + 3). They are public URLs that tenants share and bookmark, so a number never changes meaning.

/** Message types (one `messages` table): the number is stored and sent as `messageType`. */
export const MESSAGE_TYPES = [
  { type: 0, label: '系统通知' },
  { type: 1, label: '企业消息' },
  { type: 2, label: '学习提醒' },
] as const

export type MessageType = (typeof MESSAGE_TYPES)[number]['type']

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'number' && MESSAGE_TYPES.some((t) => t.type === value)
}

/** docs/spec.md §2: the message tabs start at nav 3, one per type. */
const MESSAGE_NAV_OFFSET = 3

export function messageNav(type: MessageType): number {
  return type + MESSAGE_NAV_OFFSET
}

type AccountSection = 'profile' | 'courses' | 'company' | 'messages' | 'security' | 'association'

export interface AccountNavEntry {
  nav: number
  section: AccountSection
  label: string
  /** For the message tabs: which type they list. */
  messageType?: MessageType
}

/** The desktop personal centre's left navigation, in order. 0–2, 6 and 7 are fixed; 3–5 are the message types. */
export const ACCOUNT_NAV: readonly AccountNavEntry[] = [
  { nav: 0, section: 'profile', label: '个人资料' },
  { nav: 1, section: 'courses', label: '我的课程' },
  { nav: 2, section: 'company', label: '我的企业' },
  ...MESSAGE_TYPES.map((t) => ({
    nav: messageNav(t.type),
    section: 'messages' as const,
    label: t.label,
    messageType: t.type,
  })),
  { nav: 6, section: 'security', label: '账号安全' },
  { nav: 7, section: 'association', label: '账号关联' },
]

/** The entry for a `nav` query value; anything unknown or malformed shows the profile (nav 0). */
export function accountNavEntry(raw: string | string[] | undefined | null): AccountNavEntry {
  const value = Array.isArray(raw) ? raw[0] : raw
  const n = value != null && /^\d{1,2}$/.test(value) ? Number(value) : 0
  return ACCOUNT_NAV.find((e) => e.nav === n) ?? ACCOUNT_NAV[0]
}
