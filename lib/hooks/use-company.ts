'use client'
// The company centre's data on the client (React Query): the signed-in company's information, staff and invitations,
// and one way to refresh them all after a change.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSession } from '@/lib/client/session'
import type { InviteStatusName } from '@/lib/contract/company-rules'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { invitesInput, staffInput } from '@/lib/query/page-inputs'

function useCompanySession() {
  const { session, ready } = useSession()
  return ready && !!session && !session.personal
}

export function useCompanyInfo() {
  return useQuery({ ...apiQuery.FrontCompany.GetCompanyInfoByLogin(), enabled: useCompanySession() })
}

export function useStaff(keyword: string, page: number) {
  return useQuery({
    ...apiQuery.CompanyInviteUser.GetCompanyFrontUser(staffInput(keyword, page)),
    enabled: useCompanySession(),
    placeholderData: keepPreviousData,
  })
}

export function useCompanyInvites(status: InviteStatusName | '', page: number) {
  return useQuery({
    ...apiQuery.CompanyInviteUser.GetCompanyInviteUser(invitesInput(status, page)),
    enabled: useCompanySession(),
    placeholderData: keepPreviousData,
  })
}

/** After any staff or invitation change: every company list and the figures load again. */
export function useCompanyRefresh() {
  const client = useQueryClient()
  return () =>
    Promise.all(
      [
        apiQueryKey('FrontCompany', 'GetCompanyInfoByLogin'),
        apiQueryKey('CompanyInviteUser', 'GetCompanyFrontUser'),
        apiQueryKey('CompanyInviteUser', 'GetCompanyInviteUser'),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    )
}

/** An individual's invitations, answered ones included (/Business). */
export function useMyInvitations() {
  const { session, ready } = useSession()
  return useQuery({
    ...apiQuery.CompanyInviteUser.GetCompanyInviteByLoginUser(),
    enabled: ready && !!session?.personal,
  })
}
