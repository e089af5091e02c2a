'use client'
// 学习数据 (issue 32): the tenant's learning over a date range (the last 30 days at first, Asia/Shanghai days) —
// summary cards, the days drawn as charts (with their numbers as tables for screen readers), the top courses linking
// to each course's figures, and the range's three xlsx exports. Range and ranking live in the URL.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { hoursOf, TOP_BY, type TopBy } from '@/lib/contract/learning-data-rules'
import type { LearningDay } from '@/lib/contract/schemas/admin-learning-data'
import { apiQuery } from '@/lib/query/api-queries'
import { useListParams } from '../list-params'
import { ListState } from '../list-parts'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { TABLE } from '../styles'
import { ActivityChart, ChartFrame, HoursChart } from './chart-frame'
import { ExportLinks } from './export-links'
import { RangePicker } from './range-picker'
import { StatCards } from './stat-cards'
import { TopCourses } from './top-courses'

const KEYS = ['from', 'to', 'topBy'] as const

/** The days' numbers as a table: what the charts draw, for those who cannot see them. */
function DaysTable({ days, caption }: { days: LearningDay[]; caption: string }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {['日期', '活跃学员', '新增选课', '完成课程', '学时（小时）'].map((h) => (
            <th key={h} scope="col" className={TABLE.th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.day}>
            <th scope="row">{d.day}</th>
            <td>{d.activeLearners}</td>
            <td>{d.enrolments}</td>
            <td>{d.completions}</td>
            <td>{hoursOf(d.creditedSeconds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function LearningDataView() {
  const operator = useOperator()
  const list = useListParams(KEYS)
  const topBy: TopBy = (TOP_BY as readonly string[]).includes(list.values.topBy)
    ? (list.values.topBy as TopBy)
    : 'learners'
  const asked = list.values.from && list.values.to ? { from: list.values.from, to: list.values.to } : {}
  const board = useQuery({
    ...apiQuery.AdminLearningData.GetDashboard({ ...asked, topBy }),
    placeholderData: keepPreviousData,
  })
  const data = board.data
  return (
    <>
      <PageHeader
        title="学习数据"
        description="学员每天的学习、选课与完成情况，热门课程，以及按日期范围导出Excel。日期按北京时间计。"
      />
      {data ? (
        <div aria-busy={board.isFetching} className={`space-y-5 ${board.isPlaceholderData ? 'opacity-60' : ''}`}>
          <RangePicker from={data.from} to={data.to} onApply={(range) => list.apply(range)} />
          <StatCards
            label={`${data.from} 至 ${data.to} 合计`}
            stats={[
              { label: '活跃学员', value: String(data.totals.activeLearners), hint: '范围内有学习记录的学员（去重）' },
              { label: '新增选课', value: String(data.totals.enrolments) },
              { label: '完成课程', value: String(data.totals.completions) },
              { label: '学时（小时）', value: String(hoursOf(data.totals.creditedSeconds)) },
            ]}
          />
          <div className="grid gap-5 xl:grid-cols-2">
            <ChartFrame
              title="每日活跃学员、新增选课与完成课程"
              testId="activity-chart"
              chart={<ActivityChart days={data.days} />}
              table={<DaysTable days={data.days} caption="每日学习数据" />}
            />
            <ChartFrame
              title="每日学时（小时）"
              testId="hours-chart"
              chart={<HoursChart days={data.days} />}
              table={<p>每日学时见前一图表的「每日学习数据」表。</p>}
            />
          </div>
          <TopCourses courses={data.topCourses} topBy={topBy} onTopBy={(by) => list.apply({ ...asked, topBy: by })} />
          <ExportLinks from={data.from} to={data.to} masked={operator.role !== 'admin'} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={board.isPending} error={board.error} retry={() => void board.refetch()} />
        </div>
      )}
    </>
  )
}
