'use client'
// The company's groups and assignments on the client (React Query), and one way to refresh them after a change.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSession } from '@/lib/client/session'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { assignmentsInput } from '@/lib/query/page-inputs'

function useCompanySession() {
  const { session, ready } = useSession()
  return ready && !!session && !session.personal
}

export function useGroups() {
  return useQuery({ ...apiQuery.CompanyGroup.GetList(), enabled: useCompanySession() })
}

export function useAssignments(page: number) {
  return useQuery({
    ...apiQuery.CompanyAssignment.GetList(assignmentsInput(page)),
    enabled: useCompanySession(),
    placeholderData: keepPreviousData,
  })
}

/** After a group or assignment change: groups (their counts) and assignments (who is allocated) load again. */
export function useLearningRefresh() {
  const client = useQueryClient()
  return () =>
    Promise.all(
      [apiQueryKey('CompanyGroup', 'GetList'), apiQueryKey('CompanyAssignment', 'GetList')].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    )
}
