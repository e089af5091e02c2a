'use client'
// The third-party sign-in entries under the login form and on /loginEntrance, per the tenant's switches.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { useFeatures } from '@/lib/client/tenant-context'
import { ThirdPartyMark } from './third-party/third-party-mark'

const noSubscription = () => () => {}
const inWeChat = () => /MicroMessenger/i.test(navigator.userAgent)

/**
 * Adds where to come back to: the login page's own `redirect` / `locations`, or — from the popup over any other page —
 * that page. Read at click time, so static pages stay static.
 */
function withReturn(path: string): string {
  const q = new URLSearchParams(window.location.search)
  const onLogin = /^\/(login|loginEntrance)$/.test(window.location.pathname)
  const back =
    (onLogin ? (q.get('redirect') ?? q.get('locations')) : window.location.pathname + window.location.search) ?? '/'
  return `${path}?redirect=${encodeURIComponent(back)}`
}

/** QQ and 微信 entries (their flows live on their own pages); on mobile 微信 works only inside WeChat's browser (§9). */
export function ThirdPartyLogins({ device }: { device: 'desktop' | 'mobile' }) {
  const features = useFeatures()
  const weChatBrowser = useSyncExternalStore(noSubscription, inWeChat, () => false)
  const router = useRouter()
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault()
    router.push(withReturn(path))
  }
  const qq = features.qqLogin
  const weChat = features.weChatLogin && (device === 'desktop' || weChatBrowser)
  if (!qq && !weChat) return null
  return (
    <div className="mt-6 border-t border-gray-100 pt-4 text-center" data-testid="third-party-logins">
      <p className="mb-3 text-xs text-gray-500">其他登录方式</p>
      <div className="flex justify-center gap-6">
        {qq ? (
          <Link href="/LoginByqq" onClick={go('/LoginByqq')} aria-label="QQ登录" className="rounded-full">
            <ThirdPartyMark type="qq" />
          </Link>
        ) : null}
        {weChat ? (
          <Link
            href="/home/LoginViaWeChat"
            onClick={go('/home/LoginViaWeChat')}
            aria-label="微信登录"
            className="rounded-full"
          >
            <ThirdPartyMark type="wechat" />
          </Link>
        ) : null}
      </div>
    </div>
  )
}
