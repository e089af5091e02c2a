'use client'
// Spec §2: on mobile, /clipic, /minecourse, /message and /account need a login; visitors are sent to /loginEntrance.
import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useSession } from '@/lib/client/session'
import { publicPathname } from '@/lib/proxy/public-path'
import { matchRoute } from '@/lib/routes'

export function MobileLoginGuard() {
  const path = publicPathname(usePathname())
  const router = useRouter()
  const { session, ready } = useSession()

  useEffect(() => {
    // Pages are cached for everyone, so the session is only known after the client has read storage.
    if (!ready || session || !matchRoute(path)?.entry.mobileLoginRequired) return
    // The query is read here rather than through useSearchParams, which would opt every mobile page out of static
    // rendering. Inside WeChat's browser (MicroMessenger) the authorise flow will take over once it exists; until
    // then it gets the same entry page.
    router.replace(`/loginEntrance?locations=${encodeURIComponent(path + window.location.search)}`)
  }, [ready, session, path, router])

  return null
}
