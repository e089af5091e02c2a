'use client'
// /diagnosis: the tenant's instruments (time, questions, progress of an unfinished attempt) and the learner's reports.
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { formatScore } from '@/lib/contract/diagnosis-rules'
import { formatDate } from '@/lib/contract/dates'
import { apiQuery } from '@/lib/query/api-queries'

export function DiagnosisHome({ variant }: { variant: 'desktop' | 'mobile' }) {
  const instruments = useQuery(apiQuery.Diagnosis.GetInstruments())
  const profile = useQuery(apiQuery.Diagnosis.GetProfile())
  const reports = useQuery(apiQuery.Diagnosis.GetReports())
  if (!instruments.data || profile.isPending || !reports.data) return <Loading className="py-20" />
  const start = (id: number) =>
    profile.data ? `/questionnaire?id=${id}` : `/metalData?next=${encodeURIComponent(`/questionnaire?id=${id}`)}`
  const pad = variant === 'mobile' ? 'px-3' : ''
  return (
    <div className={`space-y-6 py-4 ${pad}`} data-testid="diagnosis-home">
      <section>
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-gray-900">诊断问卷</h2>
          {profile.data ? (
            <Link href="/metalData" className="text-sm text-primary hover:underline">
              修改基本信息
            </Link>
          ) : null}
        </div>
        {instruments.data.length === 0 ? (
          <EmptyState text="暂无诊断问卷" />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {instruments.data.map((i) => (
              <li
                key={i.id}
                className="flex flex-col rounded-lg border border-gray-100 bg-white p-5 shadow-sm"
                data-testid="instrument-card"
              >
                <h3 className="text-base font-semibold text-gray-900">{i.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-gray-600">{i.summary}</p>
                <p className="mt-3 text-xs text-gray-500">
                  {i.questionCount}道题 · 约{i.minutes}分钟
                  {i.answeredCount ? ` · 已答${i.answeredCount}/${i.questionCount}` : ''}
                </p>
                <Link
                  href={start(i.id)}
                  className="mt-4 self-start rounded-md bg-primary px-5 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
                >
                  {i.answeredCount ? '继续作答' : '开始诊断'}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold text-gray-900">我的诊断报告</h2>
        {reports.data.length === 0 ? (
          <p className="rounded-lg bg-white py-8 text-center text-sm text-gray-500">完成一次诊断后，报告会保存在这里</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg bg-white">
            {reports.data.map((r) => (
              <li key={r.id}>
                <Link
                  href={`/report?id=${r.id}`}
                  className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-gray-50"
                  data-testid="report-row"
                >
                  <span className="min-w-0 truncate text-sm text-gray-900">{r.instrumentTitle}</span>
                  <span className="shrink-0 text-sm text-gray-500">
                    {formatScore(r.overallPct)}分 · {formatDate(r.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
