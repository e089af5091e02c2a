'use client'
// docs/spec.md §2: on mobile, /clipic, /minecourse, /message and /account need a login; visitors are sent to /loginEntrance —
// or, inside WeChat's browser with WeChat sign-in on, once (the remembered `iswx`, §4) to the authorise flow.
import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useSession } from '@/lib/client/session'
import { STORAGE_KEYS } from '@/lib/client/storage-keys'
import { useFeatures } from '@/lib/client/tenant-context'
import { publicPathname } from '@/lib/proxy/public-path'
import { matchRoute } from '@/lib/routes'

export function MobileLoginGuard() {
  const path = publicPathname(usePathname())
  const router = useRouter()
  const { session, ready } = useSession()
  const weChatLogin = useFeatures().weChatLogin

  useEffect(() => {
    // Pages are cached for everyone, so the session is only known after the client has read storage.
    if (!ready || session || !matchRoute(path)?.entry.mobileLoginRequired) return
    // The query is read here rather than through useSearchParams, which would opt every mobile page out of static
    // rendering.
    const back = encodeURIComponent(path + window.location.search)
    // Inside WeChat: its own authorise flow, but only once per visit's storage — a visitor who declined (or whose trip
    // failed) is not sent round again; they get the entry page like everyone else.
    if (weChatLogin && /MicroMessenger/i.test(navigator.userAgent) && localStorage.getItem(STORAGE_KEYS.iswx) !== '1') {
      localStorage.setItem(STORAGE_KEYS.iswx, '1')
      router.replace(`/wxlogin/GetCodeByWeChat?locations=${back}`)
      return
    }
    router.replace(`/loginEntrance?locations=${back}`)
  }, [ready, session, path, router, weChatLogin])

  return null
}
