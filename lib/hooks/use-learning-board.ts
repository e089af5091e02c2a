'use client'
// 学习看板's data on the client (React Query): the dashboard (optionally one group's), the groups for its filter, one
// person's credited sessions page by page, and the 学习提醒 SMS setting.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { apiKey } from '@/lib/contract/api-key'
import type { PersonSessionsResult } from '@/lib/contract/schemas/company-learning-report'
import { apiQuery } from '@/lib/query/api-queries'
import { learningBoardInput } from '@/lib/query/page-inputs'

/** A refusal (a group just deleted, a person who left) shows in the board, not as the site's 404 page. */
const INLINE = { inline: true }

function useCompanySession() {
  const { session, ready } = useSession()
  return ready && !!session && !session.personal
}

export function useLearningBoard(groupId: number | undefined) {
  return useQuery({
    ...apiQuery.CompanyLearningReport.GetDashboard(learningBoardInput(groupId), INLINE),
    enabled: useCompanySession(),
    placeholderData: keepPreviousData,
  })
}

/** The company's groups for the filter, under the key 部门管理 refreshes, so a new group shows here too. */
export function useBoardGroups() {
  return useQuery({ ...apiQuery.CompanyGroup.GetList(undefined, INLINE), enabled: useCompanySession() })
}

/** One person's credited sessions, newest first; 加载更多 fetches the next page. */
export function usePersonSessions(individualId: number) {
  return useInfiniteQuery({
    queryKey: apiKey('CompanyLearningReport', 'GetPersonSessions', { individualId }),
    queryFn: ({ pageParam, signal }) =>
      api.get.CompanyLearningReport.GetPersonSessions({ individualId, page: pageParam }, { ...INLINE, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: PersonSessionsResult, pages) => (last.hasMore ? pages.length + 1 : undefined),
  })
}

export function useReminderSettings() {
  return useQuery({ ...apiQuery.CompanyReminder.GetReminderSettings(), enabled: useCompanySession() })
}
