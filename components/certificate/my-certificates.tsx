'use client'
// 我的学时证明 under 我的课程 (issue 31): 按时间段开具 (a date range of credited learning), then every certificate the
// learner holds, newest first, with its state, the PDF and the verification page. Shown to every signed-in learner,
// even one with no certificate yet: only the server knows whether a range holds credited time, and it says so in place.
// Loaded after the course list, so My Courses' first load does not carry it.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/client/api'
import { certificateHours, certificatePath, certificateStateText } from '@/lib/contract/certificate-rules'
import { formatDate } from '@/lib/contract/dates'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { certificatePdfHref } from './certificate-links'
import { RangeIssue } from './range-issue'

export function MyCertificates({ variant }: { variant: 'desktop' | 'mobile' }) {
  const mine = useQuery(apiQuery.Certificate.GetMine(undefined, { inline: true }))
  const queryClient = useQueryClient()
  const items = mine.data?.items ?? []
  return (
    <section
      aria-labelledby="my-certificates"
      className={variant === 'desktop' ? 'mt-6 rounded-lg bg-white p-6' : 'mt-3 bg-white p-4'}
      data-testid="my-certificates"
    >
      <h2 id="my-certificates" className="mb-3 text-base font-medium text-gray-900">
        我的学时证明
      </h2>
      <RangeIssue
        issue={(range) => api.post.Certificate.Issue(range, { inline: true })}
        // The list below shows the new one with its 下载 and 验证页.
        onIssued={() => void queryClient.invalidateQueries({ queryKey: apiQueryKey('Certificate', 'GetMine') })}
      />
      {mine.data && !items.length ? <p className="mt-3 text-sm text-gray-500">还没有学时证明</p> : null}
      {items.length ? (
        <ul className="mt-3 divide-y divide-gray-100 text-sm">
          {items.map((c) => (
            <li key={c.code} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="font-mono text-xs text-gray-600">{c.number}</span>
              <span className="min-w-0 flex-1 truncate">
                {c.range ? `${c.range.from} 至 ${c.range.to}` : c.courses.map((x) => x.title).join('、')}
              </span>
              <span className="text-xs text-gray-500">{certificateHours(c.totalSeconds)}</span>
              <span className="text-xs text-gray-500">{formatDate(c.issuedAt)}</span>
              <span className={`text-xs ${c.revokedAt ? 'text-red-600' : 'text-emerald-600'}`}>
                {certificateStateText(c.revokedAt)}
              </span>
              {c.revokedAt ? null : (
                <a href={certificatePdfHref(c.code)} download className="text-xs text-primary hover:underline">
                  下载<span className="sr-only">学时证明 {c.number}</span>
                </a>
              )}
              <a
                href={certificatePath(c.code)}
                target="_blank"
                rel="noopener"
                className="text-xs text-gray-500 hover:underline"
              >
                验证页
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
