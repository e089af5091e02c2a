'use client'
// /report?id=: the scored diagnosis — overall score, the radar the server drew, every dimension's score, band and
// interpretation, strengths and areas to improve, courses for the weakest, earlier reports and consulting.
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { formatScore } from '@/lib/contract/diagnosis-rules'
import { formatDate, formatDateTime } from '@/lib/contract/dates'
import { apiQuery } from '@/lib/query/api-queries'
import { PdfExport } from './pdf-export'

const PROFILE_LABELS: [string, string][] = [
  ['position', '岗位'],
  ['industry', '行业'],
  ['years', '工作年限'],
  ['companySize', '企业规模'],
]

export function ReportView({ id, variant }: { id: number; variant: 'desktop' | 'mobile' }) {
  const report = useQuery(apiQuery.Diagnosis.GetReport({ id }))
  if (report.isError)
    return <EmptyState text={isApiClientError(report.error) ? report.error.message : '诊断报告不存在'} />
  if (!report.data) return <Loading className="py-20" />
  const r = report.data
  return (
    <article className={`mx-auto max-w-4xl space-y-5 py-4 ${variant === 'mobile' ? 'px-3' : ''}`} data-testid="report">
      <header className="rounded-lg bg-white p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-xl font-semibold text-gray-900">{r.instrumentTitle} · 诊断报告</h1>
            <p className="mt-1 text-sm text-gray-500">
              {formatDateTime(r.createdAt)} ·{' '}
              {PROFILE_LABELS.map(([k, label]) => `${label}：${r.profile[k] ?? '—'}`).join(' · ')}
            </p>
          </div>
          <PdfExport id={r.id} />
        </div>
        <p className="mt-4 text-sm text-gray-600">
          综合得分{' '}
          <span className="text-3xl font-bold text-primary" data-testid="overall-score">
            {formatScore(r.overallPct)}
          </span>{' '}
          / 100
        </p>
      </header>
      <section className="grid gap-5 rounded-lg bg-white p-5 md:grid-cols-2">
        <div className="mx-auto w-full max-w-sm" data-testid="radar" dangerouslySetInnerHTML={{ __html: r.radarSvg }} />
        <div className="space-y-3 text-sm">
          <p>
            <span className="font-medium text-gray-900">优势：</span>
            {r.strengths.join('、') || '暂无突出优势，继续加油'}
          </p>
          <p>
            <span className="font-medium text-gray-900">待提升：</span>
            {r.improvements.join('、')}
          </p>
          {r.consultLink ? (
            <Link href={r.consultLink} className="inline-block text-primary hover:underline">
              想要专业顾问解读？我要咨询 →
            </Link>
          ) : null}
        </div>
      </section>
      <section className="rounded-lg bg-white p-5">
        <h2 className="mb-3 text-base font-semibold text-gray-900">各维度解读</h2>
        <ul className="divide-y divide-gray-100">
          {r.dimensions.map((d) => (
            <li key={d.dimensionId} className="py-3" data-testid="dimension-row">
              <p className="flex items-center justify-between gap-3 text-sm">
                <span className="font-medium text-gray-900">{d.name}</span>
                <span className="text-gray-600">
                  {formatScore(d.pct)}分 · <span className="text-primary">{d.band}</span>
                </span>
              </p>
              <p className="mt-1 text-sm leading-6 text-gray-600">{d.interpretation}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-lg bg-white p-5">
        <h2 className="mb-3 text-base font-semibold text-gray-900">为你推荐的课程</h2>
        {r.recommendedCourses.length === 0 ? (
          <p className="text-sm text-gray-500">暂时没有与待提升方向匹配的课程</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {r.recommendedCourses.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/course/${c.id}`}
                  className="block rounded-md border border-gray-100 p-3 hover:border-primary"
                  data-testid="recommended-course"
                >
                  {/* Which area the course works on: the list runs from the weakest area up. */}
                  <p className="mb-1 text-xs text-primary" data-testid="recommended-for">
                    提升「{c.dimension}」
                  </p>
                  <p className="text-sm font-medium text-gray-900">{c.title}</p>
                  <p className="mt-1 line-clamp-2 text-xs text-gray-500">{c.summary}</p>
                  <p className="mt-1 text-xs text-gray-500">
                    {c.price > 0 ? `¥${c.price}` : '免费'} · {c.learnerCount}人学习
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {r.history.length ? (
        <section className="rounded-lg bg-white p-5">
          <h2 className="mb-3 text-base font-semibold text-gray-900">历史报告</h2>
          <ul className="space-y-2 text-sm">
            {r.history.map((h) => (
              <li key={h.id}>
                <Link href={`/report?id=${h.id}`} className="text-primary hover:underline">
                  {formatDate(h.createdAt)} · {formatScore(h.overallPct)}分
                </Link>
                <span className="ml-2 text-gray-500">
                  {h.overallPct < r.overallPct ? `本次提升 ${formatScore(r.overallPct - h.overallPct)} 分` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
