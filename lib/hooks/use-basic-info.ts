'use client'
// The signed-in account's profile from the server (FrontUser/GetUserBasicInfo), shared by every personal-centre view,
// and what a profile change does to it and to the stored session data (docs/spec.md §4 "Profile changes").
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useSession } from '@/lib/client/session'
import { STORAGE_KEYS, writeStorage } from '@/lib/client/storage-keys'
import type { UserBasicInfo } from '@/lib/contract/schemas/account'
import { apiQuery } from '@/lib/query/api-queries'

export function useBasicInfo() {
  const { session, ready } = useSession()
  return useQuery({ ...apiQuery.FrontUser.GetUserBasicInfo(), enabled: ready && !!session })
}

/** After a change: patch the cached profile, write what the header reads from storage, and tell every view. */
export function useProfileUpdate() {
  const client = useQueryClient()
  const { refresh } = useSession()
  return (patch: Partial<UserBasicInfo>) => {
    client.setQueryData(apiQuery.FrontUser.GetUserBasicInfo().queryKey, (old: UserBasicInfo | undefined) =>
      old ? { ...old, ...patch } : old,
    )
    if (patch.nickname !== undefined) writeStorage(STORAGE_KEYS.userName, patch.nickname)
    if (patch.userLogo !== undefined) writeStorage(STORAGE_KEYS.userLogo, patch.userLogo)
    if (patch.phoneNumber !== undefined) writeStorage(STORAGE_KEYS.phonenumber, patch.phoneNumber)
    refresh()
  }
}
