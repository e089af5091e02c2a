'use client'
// The company centre's data on the client (React Query): the signed-in company's information, staff and invitations,
// and one way to refresh them all after a change.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import type { InviteStatusName } from '@/lib/contract/company-rules'
import type { CompanyInfo, CompanyInvitation, CompanyInviteRow, Paged, StaffRow } from '@/lib/contract/schemas/company'

const INVITE = '/api/services/app/CompanyInviteUser'

function useCompanySession() {
  const { session, ready } = useSession()
  return { id: session?.userId, enabled: ready && !!session && !session.personal }
}

export function useCompanyInfo() {
  const { id, enabled } = useCompanySession()
  return useQuery({
    queryKey: ['company', id, 'info'],
    queryFn: () => apiGet<CompanyInfo>('/api/services/app/FrontCompany/GetCompanyInfoByLogin'),
    enabled,
  })
}

export function useStaff(keyword: string, page: number) {
  const { id, enabled } = useCompanySession()
  return useQuery({
    queryKey: ['company', id, 'staff', keyword, page],
    queryFn: () => apiGet<Paged<StaffRow>>(`${INVITE}/GetCompanyFrontUser`, { keyword, page }),
    enabled,
    placeholderData: keepPreviousData,
  })
}

export function useCompanyInvites(status: InviteStatusName | '', page: number) {
  const { id, enabled } = useCompanySession()
  return useQuery({
    queryKey: ['company', id, 'invites', status, page],
    queryFn: () => apiGet<Paged<CompanyInviteRow>>(`${INVITE}/GetCompanyInviteUser`, { status, page }),
    enabled,
    placeholderData: keepPreviousData,
  })
}

/** After any staff or invitation change: every company list and the figures load again. */
export function useCompanyRefresh() {
  const client = useQueryClient()
  const { id } = useCompanySession()
  return () => client.invalidateQueries({ queryKey: ['company', id] })
}

/** An individual's invitations, answered ones included (/Business). */
export function useMyInvitations() {
  const { session, ready } = useSession()
  return useQuery({
    queryKey: ['invitations', session?.userId],
    queryFn: () => apiGet<CompanyInvitation[]>(`${INVITE}/GetCompanyInviteByLoginUser`),
    enabled: ready && !!session?.personal,
  })
}
