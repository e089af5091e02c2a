'use client'
// One course's learning (issue 32): how many enrolled, are learning, have not started and completed, the mean
// progress and hours, and the drop-off by lesson in outline order — drawn, and as a table everyone can read.
import Link from 'next/link'
import { useQuery } from '@tanstack/react-query'
import { hoursOf } from '@/lib/contract/learning-data-rules'
import { apiQuery } from '@/lib/query/api-queries'
import { EmptyState } from '@/components/ui/empty-state'
import { ListState } from '../list-parts'
import { PageHeader } from '../page-header'
import { BUTTON, PANEL, TABLE } from '../styles'
import { ChartFrame, DropOffChart } from './chart-frame'
import { StatCards } from './stat-cards'

const share = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 1000) / 10}%` : '—')

export function CourseDataView({ courseId }: { courseId: number }) {
  const course = useQuery(apiQuery.AdminLearningData.GetCourse({ id: courseId }))
  const data = course.data
  const back = (
    <Link href="/admin/data" className={BUTTON.secondary}>
      返回学习数据
    </Link>
  )
  if (!data)
    return (
      <>
        <PageHeader title="课程学习数据" actions={back} />
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={course.isPending} error={course.error} retry={() => void course.refetch()} />
        </div>
      </>
    )
  const lessonTable = (
    <table className="w-full border-collapse text-left text-sm" data-testid="dropoff-table">
      <caption className="sr-only">每个课时的到达与完成人数（按大纲顺序）</caption>
      <thead>
        <tr>
          {['章节', '课时', '到达人数', '到达率', '完成人数', '完成率'].map((h) => (
            <th key={h} scope="col" className={TABLE.th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.lessons.map((l) => (
          <tr key={l.lessonId}>
            <td className={TABLE.td}>{l.chapterTitle}</td>
            <th scope="row" className={`${TABLE.td} font-normal`}>
              {l.title}
            </th>
            <td className={`${TABLE.td} tabular-nums`}>{l.reached}</td>
            <td className={`${TABLE.td} tabular-nums`}>{share(l.reached, data.enrolled)}</td>
            <td className={`${TABLE.td} tabular-nums`}>{l.completed}</td>
            <td className={`${TABLE.td} tabular-nums`}>{share(l.completed, data.enrolled)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <>
      <PageHeader
        title={`课程学习数据：${data.title}`}
        description={`${data.isPublished ? '已发布' : '未发布'}；全部时间的选课与学习情况，到达率与完成率以选课人数计。`}
        actions={
          <>
            <Link href={`/admin/courses/${data.courseId}`} className={BUTTON.secondary}>
              编辑课程
            </Link>
            {back}
          </>
        }
      />
      <StatCards
        label="课程学习概况"
        stats={[
          { label: '选课人数', value: String(data.enrolled) },
          { label: '学习中', value: String(data.inProgress) },
          { label: '未开始', value: String(data.notStarted) },
          { label: '已完成', value: String(data.completed), hint: `完成率 ${share(data.completed, data.enrolled)}` },
          { label: '平均进度', value: `${data.averageProgress}%` },
          { label: '学时（小时）', value: String(hoursOf(data.creditedSeconds)) },
        ]}
      />
      {data.lessons.length === 0 ? (
        <div className={PANEL}>
          <EmptyState text="这门课程还没有课时" />
        </div>
      ) : (
        <div className="space-y-5">
          <ChartFrame
            title="各课时的到达与完成人数（按大纲顺序）"
            testId="dropoff-chart"
            chart={<DropOffChart lessons={data.lessons} />}
            table={<p>数据见下方表格。</p>}
          />
          <section aria-labelledby="dropoff-title" className={PANEL}>
            <h2 id="dropoff-title" className="mb-3 text-base font-semibold text-gray-900">
              课时流失
            </h2>
            <div className="overflow-x-auto">{lessonTable}</div>
          </section>
        </div>
      )}
    </>
  )
}
