'use client'
// 专题's rows: 横幅, 标题, 课程数, 精选, 状态 (已发布/未发布), 排序 and each row's 编辑 / 删除 (查看 for a reading role).
import type { TopicAdminRow } from '@/lib/contract/schemas/admin-topic'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { BUTTON, TABLE } from './styles'

export type TopicRowAction = 'edit' | 'delete'
const THUMB = 'imageView2/1/w/192/h/96/q/80'

function State({ published }: { published: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2 rounded-full ${published ? 'bg-emerald-500' : 'bg-gray-400'}`} />
      {published ? '已发布' : '未发布'}
    </span>
  )
}

export function TopicTable({
  rows,
  qiNiuUrl,
  canEdit,
  act,
}: {
  rows: TopicAdminRow[]
  qiNiuUrl: string
  canEdit: boolean
  act: (row: TopicAdminRow, action: TopicRowAction) => void
}) {
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} data-testid="topic-table">
        <thead>
          <tr>
            {['横幅', '标题', '课程数', '精选', '状态', '排序', '操作'].map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const banner = storageImageUrl(qiNiuUrl, row.bannerUrl, THUMB)
            return (
              <tr key={row.id} data-testid={`topic-row-${row.id}`} className="hover:bg-gray-50">
                <td className={TABLE.td}>
                  <span className="block h-12 w-24 overflow-hidden rounded bg-gray-100">
                    {banner ? (
                      // eslint-disable-next-line @next/next/no-img-element -- the storage serves its own renditions
                      <img src={banner} alt="" width={96} height={48} className="size-full object-cover" />
                    ) : null}
                  </span>
                </td>
                <td className={`${TABLE.td} max-w-64 truncate font-medium`}>{row.title}</td>
                <td className={`${TABLE.td} tabular-nums`}>{row.courseCount}</td>
                <td className={TABLE.td}>
                  {row.isSelected ? (
                    <span className="inline-flex rounded bg-blue-50 px-1.5 py-0.5 text-xs text-blue-700 ring-1 ring-blue-200 ring-inset">
                      精选
                    </span>
                  ) : (
                    <span className="text-gray-500">—</span>
                  )}
                </td>
                <td className={TABLE.td}>
                  <State published={row.isPublished} />
                </td>
                <td className={`${TABLE.td} tabular-nums`}>{row.sortOrder}</td>
                <td className={TABLE.td}>
                  <div className="flex flex-wrap gap-x-2 gap-y-1" role="group" aria-label={`「${row.title}」的操作`}>
                    <button type="button" className={BUTTON.link} onClick={() => act(row, 'edit')}>
                      {canEdit ? '编辑' : '查看'}
                    </button>
                    {canEdit ? (
                      <button type="button" className={BUTTON.linkDanger} onClick={() => act(row, 'delete')}>
                        删除
                      </button>
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
