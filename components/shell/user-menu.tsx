'use client'
// The header's signed-in parts (docs/spec.md §2 "User menu options", §6): login button or avatar, user menu, 我的课程, messages.
import Link from 'next/link'
import type { MouseEvent } from 'react'
import { preloadLoginPopup } from '@/components/auth/login-dialog'
import { Menu } from '@/components/ui/dropdown'
import { openLogin } from '@/lib/client/login-dialog'
import type { LoginTab } from '@/lib/routes'
import { useSession, type Session } from '@/lib/client/session'
import { avatarUrl } from '@/lib/ui/image-urls'
import { messageNav, type MessageType } from '@/lib/contract/account-nav'
import { messageLinkLabel, unreadBadgeText } from '@/lib/contract/message-rules'
import { useUnreadMessages } from '@/lib/hooks/use-unread-messages'

export type UserMenuItem =
  | { label: string; href: string; action: 'link' }
  /** A visitor's entry: asks for a login, then goes to `href`. */
  | { label: string; href: string; action: 'login'; tab: LoginTab }
  | { label: string; action: 'logout' }

const MY_COURSES = '/course/my'

/** docs/spec.md §2: individual, company (with company login enabled) and visitor variants. */
export function userMenuItems(session: Session | null, companyLoginEnabled: boolean): UserMenuItem[] {
  if (!session) {
    return [
      { label: '个人中心', href: '/account', action: 'login', tab: 'personal' },
      ...(companyLoginEnabled
        ? [{ label: '企业中心', href: '/corporate', action: 'login', tab: 'company' } as const]
        : []),
      { label: '我的课程', href: MY_COURSES, action: 'login', tab: 'personal' },
    ]
  }
  const centre: UserMenuItem[] = session.personal
    ? [{ label: '个人中心', href: '/account', action: 'link' }]
    : companyLoginEnabled
      ? [{ label: '企业中心', href: '/corporate', action: 'link' }]
      : []
  return [...centre, { label: '我的课程', href: MY_COURSES, action: 'link' }, { label: '退出登录', action: 'logout' }]
}

/**
 * Where the message icon leads (§2): the personal centre's tab of the newest message type (`nav = type + 3`) for
 * individuals, the company centre for companies; `/account` for visitors (the login prompt's destination).
 */
export function messageHref(session: Session | null, newestMessageType?: MessageType): string {
  if (session && !session.personal) return '/corporate'
  return newestMessageType === undefined ? '/account' : `/account?nav=${messageNav(newestMessageType)}`
}

/** A visitor's click opens the popup instead of the page; the href stays real for new tabs and crawlers. */
function promptLogin(event: MouseEvent, then: string, tab: LoginTab = 'personal') {
  event.preventDefault()
  openLogin({ tab, then })
}

const ITEM =
  'block w-full px-4 py-2 text-left text-sm text-gray-700 hover:bg-primary-soft hover:text-primary focus:bg-primary-soft focus:text-primary focus:outline-none'

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-5">
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.14 0-7.5 2.46-7.5 5.5V21h15v-1.5c0-3.04-3.36-5.5-7.5-5.5Z" />
    </svg>
  )
}

export function UserMenu({ companyLoginEnabled, qiNiuUrl }: { companyLoginEnabled: boolean; qiNiuUrl: string }) {
  const { session, ready, signOut } = useSession()
  const avatar = session ? avatarUrl(qiNiuUrl, session.userLogo, session.isThirdHeadImg) : ''

  return (
    // Hidden until storage is read, so a signed-in user never sees the visitor's 登录 button flash.
    <div className={`flex items-center gap-3 ${ready ? '' : 'invisible'}`}>
      {session ? null : (
        <button
          type="button"
          onClick={() => openLogin()}
          // The popup's code loads on demand; a pointer on its way to the button is the earliest hint.
          onPointerEnter={() => void preloadLoginPopup()}
          onFocus={() => void preloadLoginPopup()}
          className="whitespace-nowrap rounded-full bg-primary px-5 py-1.5 text-sm text-primary-contrast hover:bg-primary-hover"
        >
          登录
        </button>
      )}
      <Menu
        // The name a signed-in learner sees beside the avatar leads the button's name (WCAG 2.5.3 label in name).
        label={session ? `${session.userName} 用户菜单` : '用户菜单'}
        buttonClassName="flex items-center gap-2 rounded-full text-gray-500 hover:text-primary focus:outline-none data-open:text-primary"
        panelClassName="absolute right-0 top-full z-40 mt-2 w-36 rounded-lg border border-gray-100 bg-white py-1 shadow-lg focus:outline-none"
        buttonContent={
          <>
            <span className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-gray-100">
              {avatar ? (
                // Plain <img>: avatars come from the tenant's storage or a third-party host, already 100×100.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={avatar}
                  alt=""
                  width={100}
                  height={100}
                  className="size-full object-cover"
                  data-testid="user-avatar"
                />
              ) : (
                <PersonIcon />
              )}
            </span>
            {session ? (
              <span data-testid="user-name" className="hidden max-w-28 truncate text-sm text-gray-700 sm:inline">
                {session.userName}
              </span>
            ) : null}
          </>
        }
      >
        {userMenuItems(session, companyLoginEnabled).map((item) =>
          item.action === 'logout' ? (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => void signOut()}
              className={ITEM}
            >
              {item.label}
            </button>
          ) : item.action === 'login' ? (
            <Link
              key={item.label}
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              onClick={(e) => promptLogin(e, item.href, item.tab)}
              className={ITEM}
            >
              {item.label}
            </Link>
          ) : (
            <Link key={item.label} href={item.href} role="menuitem" tabIndex={-1} className={ITEM}>
              {item.label}
            </Link>
          ),
        )}
      </Menu>
    </div>
  )
}

export function MyCoursesLink() {
  const { session } = useSession()
  return (
    <Link
      href={MY_COURSES}
      onClick={session ? undefined : (e) => promptLogin(e, MY_COURSES)}
      className="whitespace-nowrap text-sm text-gray-700 hover:text-primary"
    >
      我的课程
    </Link>
  )
}

export function MessageLink() {
  const { session } = useSession()
  const unread = useUnreadMessages()
  const href = messageHref(session, session?.personal ? (unread?.newestMessageType ?? 0) : undefined)
  const count = unread?.messageCount ?? 0
  const badge = unreadBadgeText(count)
  return (
    <Link
      href={href}
      data-testid="message-link"
      onClick={session ? undefined : (e) => promptLogin(e, href)}
      className="relative flex size-9 items-center justify-center rounded-full text-gray-500 hover:bg-primary-soft hover:text-primary"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        aria-hidden="true"
        className="size-5"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9Z" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
      </svg>
      {/* The name is text, not aria-label: the badge's number is on screen, and a name must hold what is on screen. */}
      <span className="sr-only">{messageLinkLabel(count)}</span>
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="message-badge"
          className="absolute -right-1 -top-0.5 min-w-[18px] rounded-full bg-red-600 px-1 text-center text-[11px] font-medium leading-[18px] text-white ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  )
}
