'use client'
// docs/spec.md §4 "Route change": with the settings loaded, check availability on every navigation; state 2 sends the user
// to /403 (never from /403 itself, so there is no loop). No React Query and no eager HTTP client: this runs on every
// page, so it waits for an idle moment and loads the client only then.
import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { STORAGE_KEYS, writeStorage } from '@/lib/client/storage-keys'
import { useSettings } from '@/lib/client/tenant-context'
import { whenIdle } from '@/lib/client/when-idle'
import { publicPathname } from '@/lib/proxy/public-path'

/** The settings come from the root layout's render of this tenant (the same cached data GetCommonSetting answers). */
export function useTenantGuard() {
  const pathname = publicPathname(usePathname())
  const router = useRouter()
  const settings = useSettings()

  useEffect(() => {
    if (!settings) return
    writeStorage(STORAGE_KEYS.commonSetting, JSON.stringify(settings))
    writeStorage(STORAGE_KEYS.SET_TENANTNAME, settings.tenantName)
    writeStorage(STORAGE_KEYS.tenantName, settings.tenantName)
    writeStorage(STORAGE_KEYS.qiNiuUrl, settings.qiNiuUrl)
    writeStorage(STORAGE_KEYS.logo, settings.tenantLogoUrl)
    writeStorage(STORAGE_KEYS.favicon, settings.icoUrl)
    writeStorage(STORAGE_KEYS.sensitiveWords, settings.sensitiveWords)
    writeStorage(STORAGE_KEYS.paymentUnitName, settings.paymentUnitName)
    writeStorage(STORAGE_KEYS.isOpenPlatformService, String(settings.isOpenPlatformService))
  }, [settings])

  // Re-checked on every route change: a tenant switched off while the tab was open is caught on the next click.
  const tenancyName = settings?.tenancyName
  useEffect(() => {
    if (!tenancyName) return
    let live = true
    const check = async () => {
      // The client loads with the check (an idle moment), not with every page.
      const { api } = await import('@/lib/client/api')
      const { state } = await api.post.Account.IsTenantAvailable({ tenancyName }, { inline: true })
      if (!live) return
      writeStorage(STORAGE_KEYS.Available, String(state !== 2))
      if (state === 2 && pathname !== '/403') router.replace('/403')
    }
    // A failed check changes nothing: the next navigation asks again.
    const cancel = whenIdle(() => void check().catch(() => undefined))
    return () => {
      live = false
      cancel()
    }
  }, [pathname, tenancyName, router])
}
