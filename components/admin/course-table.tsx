'use client'
// 课程管理's table: cover, title, category, lecturers, price, state, learners, lessons, times and each row's actions.
import Link from 'next/link'
import { formatPrice } from '@/lib/catalogue/format'
import { formatDateTime } from '@/lib/contract/dates'
import { COURSE_STATES, type AdminCourseRow, type CourseState } from '@/lib/contract/schemas/admin-course'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { useIsPlatform } from './console-scope'
import { useOperator } from './operator-context'
import { canSee } from './screens'
import { BUTTON, TABLE } from './styles'

export type CourseRowAction = 'publish' | 'unpublish' | 'delete'

const STATE_BADGE: Record<CourseState, string> = {
  draft: 'bg-gray-100 text-gray-700 ring-gray-300',
  published: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  unpublished: 'bg-amber-50 text-amber-800 ring-amber-200',
}
const THUMB = 'imageView2/1/w/160/h/90/q/80'

export function CourseTable({
  rows,
  qiNiuUrl,
  canEdit,
  act,
}: {
  rows: AdminCourseRow[]
  qiNiuUrl: string
  canEdit: boolean
  act: (row: AdminCourseRow, kind: CourseRowAction) => void
}) {
  // 学习数据 of the course, for the roles that have that screen (issue 32).
  const showData = canSee(useOperator().role, 'data', useIsPlatform())
  return (
    <div className={TABLE.wrap}>
      <table className={`${TABLE.table} min-w-[1080px]`} data-testid="course-table">
        <thead>
          <tr>
            {['封面', '标题', '分类', '讲师', '价格', '状态', '学员数', '课时数', '更新/发布时间', '操作'].map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const cover = storageImageUrl(qiNiuUrl, row.coverUrl, THUMB)
            return (
              <tr key={row.id} data-testid="course-row">
                <td className={TABLE.td}>
                  <div className="aspect-video w-20 overflow-hidden rounded bg-primary-soft">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the storage serves its own renditions */}
                    {cover ? <img src={cover} alt="" className="size-full object-cover" /> : null}
                  </div>
                </td>
                <td className={`${TABLE.td} max-w-56`}>
                  <Link href={`/admin/courses/${row.id}`} className="line-clamp-2 font-medium hover:text-primary">
                    {row.title}
                  </Link>
                </td>
                <td className={TABLE.td}>
                  {row.parentCourseTypeName ? `${row.parentCourseTypeName} / ` : ''}
                  {row.courseTypeName}
                </td>
                <td className={`${TABLE.td} max-w-40 truncate`}>{row.lecturers.join('、') || '—'}</td>
                <td className={TABLE.td}>{formatPrice(row.priceCents / 100, '元')}</td>
                <td className={TABLE.td}>
                  <span
                    className={`inline-flex rounded px-1.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset ${STATE_BADGE[row.state]}`}
                  >
                    {COURSE_STATES[row.state]}
                  </span>
                </td>
                <td className={TABLE.td}>{row.learnerCount}</td>
                <td className={TABLE.td}>{row.lessonCount}</td>
                <td className={`${TABLE.td} text-xs whitespace-nowrap text-gray-600`}>
                  <div>更新 {formatDateTime(row.updatedAt)}</div>
                  {row.publishedAt ? <div>发布 {formatDateTime(row.publishedAt)}</div> : null}
                </td>
                <td className={TABLE.td}>
                  <div className="flex flex-wrap gap-x-2 gap-y-1">
                    <Link href={`/admin/courses/${row.id}`} className={BUTTON.link}>
                      {canEdit ? '编辑' : '查看'}
                    </Link>
                    <Link href={`/admin/courses/${row.id}/preview`} className={BUTTON.link}>
                      预览
                    </Link>
                    {showData ? (
                      <Link href={`/admin/data/courses/${row.id}`} className={BUTTON.link}>
                        学习数据
                      </Link>
                    ) : null}
                    {canEdit ? (
                      <>
                        {row.state === 'published' ? (
                          <button type="button" className={BUTTON.linkDanger} onClick={() => act(row, 'unpublish')}>
                            下架
                          </button>
                        ) : (
                          <button type="button" className={BUTTON.link} onClick={() => act(row, 'publish')}>
                            发布
                          </button>
                        )}
                        <button type="button" className={BUTTON.linkDanger} onClick={() => act(row, 'delete')}>
                          删除
                        </button>
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
