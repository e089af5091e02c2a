'use client'
// 讲师's rows: 头像, 姓名, 头衔, 金牌讲师, 课程数, 排序 and each row's 编辑 / 删除 (查看 for a reading role).
import type { LecturerAdminRow } from '@/lib/contract/schemas/admin-lecturer'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { BUTTON, TABLE } from './styles'

export type LecturerRowAction = 'edit' | 'delete'
const THUMB = 'imageView2/1/w/80/h/80/q/80'

export function LecturerTable({
  rows,
  qiNiuUrl,
  canEdit,
  act,
}: {
  rows: LecturerAdminRow[]
  qiNiuUrl: string
  canEdit: boolean
  act: (row: LecturerAdminRow, action: LecturerRowAction) => void
}) {
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} data-testid="lecturer-table">
        <thead>
          <tr>
            {['头像', '姓名', '头衔', '金牌讲师', '课程数', '排序', '操作'].map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const avatar = storageImageUrl(qiNiuUrl, row.avatarUrl, THUMB)
            return (
              <tr key={row.id} data-testid={`lecturer-row-${row.id}`} className="hover:bg-gray-50">
                <td className={TABLE.td}>
                  <span className="block size-10 overflow-hidden rounded-full bg-gray-100">
                    {avatar ? (
                      // eslint-disable-next-line @next/next/no-img-element -- the storage serves its own renditions
                      <img src={avatar} alt="" width={40} height={40} className="size-full object-cover" />
                    ) : null}
                  </span>
                </td>
                <td className={`${TABLE.td} font-medium`}>{row.name}</td>
                <td className={`${TABLE.td} max-w-56 truncate`}>{row.title || '—'}</td>
                <td className={TABLE.td}>
                  {row.isGold ? (
                    <span className="inline-flex rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800 ring-1 ring-amber-200 ring-inset">
                      金牌
                    </span>
                  ) : (
                    <span className="text-gray-500">—</span>
                  )}
                </td>
                <td className={`${TABLE.td} tabular-nums`}>{row.courseCount}</td>
                <td className={`${TABLE.td} tabular-nums`}>{row.sortOrder}</td>
                <td className={TABLE.td}>
                  <div className="flex flex-wrap gap-x-2 gap-y-1" role="group" aria-label={`「${row.name}」的操作`}>
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
