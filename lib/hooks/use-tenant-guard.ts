'use client'
// Spec §4 "Route change": on every navigation load the settings first, then check availability;
// state 2 sends the user to /403 (never from /403 itself, so there is no loop).
import { useQuery } from '@tanstack/react-query'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { apiGet, apiPost } from '@/lib/client/http'
import { STORAGE_KEYS, writeStorage } from '@/lib/client/storage-keys'
import type { CommonSetting, IsTenantAvailableOutput } from '@/lib/contract/schemas/tenant'
import { queryKeys } from '@/lib/query/keys'

/** Settings arrive hydrated from the root layout's prefetch; refetched when stale. */
export function useTenantGuard() {
  const pathname = usePathname()
  const router = useRouter()
  const settings = useQuery({
    queryKey: queryKeys.commonSetting,
    queryFn: () => apiGet<CommonSetting>('/api/Common/GetCommonSetting', undefined, { inline: true }),
    staleTime: 60_000,
  })
  const tenancyName = settings.data?.tenancyName
  const availability = useQuery({
    queryKey: queryKeys.tenantAvailability(tenancyName),
    queryFn: () =>
      apiPost<IsTenantAvailableOutput>('/api/services/app/Account/IsTenantAvailable', { tenancyName }, { inline: true }),
    enabled: !!tenancyName,
    staleTime: 60_000,
  })

  useEffect(() => {
    const s = settings.data
    if (!s) return
    writeStorage(STORAGE_KEYS.commonSetting, JSON.stringify(s))
    writeStorage(STORAGE_KEYS.SET_TENANTNAME, s.tenantName)
    writeStorage(STORAGE_KEYS.tenantName, s.tenantName)
    writeStorage(STORAGE_KEYS.qiNiuUrl, s.qiNiuUrl)
    writeStorage(STORAGE_KEYS.logo, s.tenantLogoUrl)
    writeStorage(STORAGE_KEYS.favicon, s.icoUrl)
    writeStorage(STORAGE_KEYS.sensitiveWords, s.sensitiveWords)
    writeStorage(STORAGE_KEYS.paymentUnitName, s.paymentUnitName)
    writeStorage(STORAGE_KEYS.isOpenPlatformService, String(s.isOpenPlatformService))
  }, [settings.data])

  const state = availability.data?.state
  useEffect(() => {
    if (state === undefined) return
    writeStorage(STORAGE_KEYS.Available, String(state !== 2))
    if (state === 2 && pathname !== '/403') router.replace('/403')
  }, [state, pathname, router])

  // Re-check on route change: a tenant switched off while the tab was open is caught on the next click.
  const { refetch } = availability
  useEffect(() => {
    if (tenancyName) void refetch()
  }, [pathname, tenancyName, refetch])
}
