'use client'
// The signed-in account's profile from the server (FrontUser/GetUserBasicInfo), shared by every personal-centre view,
// and what a profile change does to it and to the stored session data (spec §4 "Profile changes").
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { STORAGE_KEYS, writeStorage } from '@/lib/client/storage-keys'
import type { UserBasicInfo } from '@/lib/contract/schemas/account'
import { queryKeys } from '@/lib/query/keys'

export function useBasicInfo() {
  const { session, ready } = useSession()
  return useQuery({
    queryKey: queryKeys.userBasicInfo(session?.userId),
    queryFn: () => apiGet<UserBasicInfo>('/api/services/app/FrontUser/GetUserBasicInfo'),
    enabled: ready && !!session,
  })
}

/** After a change: patch the cached profile, write what the header reads from storage, and tell every view. */
export function useProfileUpdate() {
  const client = useQueryClient()
  const { session, refresh } = useSession()
  return (patch: Partial<UserBasicInfo>) => {
    client.setQueryData<UserBasicInfo>(queryKeys.userBasicInfo(session?.userId), (old) =>
      old ? { ...old, ...patch } : old,
    )
    if (patch.nickname !== undefined) writeStorage(STORAGE_KEYS.userName, patch.nickname)
    if (patch.userLogo !== undefined) writeStorage(STORAGE_KEYS.userLogo, patch.userLogo)
    if (patch.phoneNumber !== undefined) writeStorage(STORAGE_KEYS.phonenumber, patch.phoneNumber)
    refresh()
  }
}
