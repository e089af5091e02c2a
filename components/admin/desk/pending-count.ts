'use client'
// The desk's 待回复 count for the sidebar (issue 32): one cheap call, refreshed when the window regains focus and every
// minute, and dropped by the desk's own writes (deskChanged) so a reply lowers it at once.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'

const REFRESH_MS = 60_000

/** The number, or null while unknown or for a role that does not see the desk (`enabled` false: nothing is asked). */
export function usePendingConsultations(enabled: boolean): number | null {
  const pending = useQuery({
    ...apiQuery.AdminConsultation.GetPendingCount({}),
    enabled,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  })
  const count = pending.data?.count
  return typeof count === 'number' ? count : null
}

/** After a reply, a status move or an assignment: the queue, the open request and the sidebar's count ask again. */
export function useDeskChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminConsultation') })
}

/** What follows the sidebar entry's word for a screen reader, so the link reads 咨询工作台，3 条待处理. */
export const pendingSuffix = (count: number) => `，${count} 条待处理`
