'use client'
// The staff of 员工管理 in the device's form: a table on a computer (员工, 部门, 手机号, 加入时间, 操作) and a card per
// member on a phone (部门 on a line of its own). Both edit the 部门 in place and carry the same actions.
import { formatDate } from '@/lib/contract/dates'
import type { StaffRow } from '@/lib/contract/schemas/company'
import { avatarUrl } from '@/lib/ui/image-urls'
import { DepartmentEditor } from './department-editor'

export type StaffAction = 'vip' | 'unvip' | 'kick'

interface RowsProps {
  rows: StaffRow[]
  qiNiuUrl: string
  act: (row: StaffRow, action: StaffAction) => void
  /** Why 设为VIP was refused, under the member the company acted on. */
  refusal: { userId: number; message: string } | null
}

function Avatar({ row, qiNiuUrl }: { row: StaffRow; qiNiuUrl: string }) {
  const logo = avatarUrl(qiNiuUrl, row.userLogo, row.isThirdHeadImg)
  return (
    <span className="size-10 shrink-0 overflow-hidden rounded-full bg-primary-soft">
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own 100×100 suffix
        <img src={logo} alt="" width={100} height={100} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-primary">
          {row.userInCompanyName.slice(0, 1)}
        </span>
      )}
    </span>
  )
}

function NameLine({ row }: { row: StaffRow }) {
  return (
    <span className="flex items-center gap-2 text-sm font-medium text-gray-900">
      <span className="truncate">{row.userInCompanyName}</span>
      {row.isVip ? <span className="shrink-0 rounded bg-amber-100 px-1.5 text-xs text-amber-800">VIP</span> : null}
    </span>
  )
}

function Actions({ row, act }: { row: StaffRow; act: RowsProps['act'] }) {
  return (
    <div className="flex shrink-0 gap-2">
      <button
        type="button"
        onClick={() => act(row, row.isVip ? 'unvip' : 'vip')}
        className="min-h-9 rounded-md border border-primary px-3 text-sm whitespace-nowrap text-primary hover:bg-primary-soft"
      >
        {row.isVip ? '取消VIP' : '设为VIP'}
      </button>
      <button
        type="button"
        onClick={() => act(row, 'kick')}
        className="min-h-9 rounded-md border border-gray-300 px-3 text-sm whitespace-nowrap text-gray-600 hover:border-red-500 hover:text-red-600"
      >
        移出
      </button>
    </div>
  )
}

function Refusal({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="w-full rounded-md bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-800"
      data-testid="staff-refusal"
    >
      {message}
    </p>
  )
}

const TH = 'px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-gray-500'

/** Computers: one table; each member is a row group, so a refusal sits right under that member's row. */
export function StaffTable({ rows, qiNiuUrl, act, refusal }: RowsProps) {
  return (
    // A narrow window (a tablet beside the centre's menu) scrolls the table, never the page.
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={TH}>
              员工
            </th>
            <th scope="col" className={TH}>
              部门
            </th>
            <th scope="col" className={TH}>
              手机号
            </th>
            <th scope="col" className={TH}>
              加入时间
            </th>
            <th scope="col" className={`${TH} text-right`}>
              操作
            </th>
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.userId} className="border-b border-gray-100" data-testid="staff-row">
            <tr>
              <td className="px-3 py-3">
                <span className="flex min-w-0 items-center gap-3">
                  <Avatar row={row} qiNiuUrl={qiNiuUrl} />
                  <span className="min-w-0">
                    <NameLine row={row} />
                    <span className="block truncate text-xs text-gray-500">昵称 {row.nickname}</span>
                  </span>
                </span>
              </td>
              <td className="px-3 py-3 text-gray-700">
                <DepartmentEditor row={row} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-gray-700">{row.phoneNumber}</td>
              <td className="px-3 py-3 whitespace-nowrap text-gray-700">{formatDate(row.joinedAt)}</td>
              <td className="px-3 py-3">
                <div className="flex justify-end">
                  <Actions row={row} act={act} />
                </div>
              </td>
            </tr>
            {refusal?.userId === row.userId ? (
              <tr>
                <td colSpan={5} className="px-3 pb-3">
                  <Refusal message={refusal.message} />
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
    </div>
  )
}

/** Phones: a card per member, its 部门 on a line of its own. */
export function StaffCards({ rows, qiNiuUrl, act, refusal }: RowsProps) {
  return (
    <ul className="divide-y divide-gray-100">
      {rows.map((row) => (
        <li key={row.userId} className="flex flex-wrap items-center gap-3 py-4" data-testid="staff-row">
          <Avatar row={row} qiNiuUrl={qiNiuUrl} />
          <div className="min-w-0 flex-1">
            <NameLine row={row} />
            <p className="truncate text-xs text-gray-500">
              {row.phoneNumber} · 昵称 {row.nickname} · {formatDate(row.joinedAt)} 加入
            </p>
            <div className="mt-1 flex items-center gap-1 text-xs text-gray-700">
              <span className="shrink-0 text-gray-500">部门</span>
              <DepartmentEditor row={row} />
            </div>
          </div>
          <Actions row={row} act={act} />
          {refusal?.userId === row.userId ? <Refusal message={refusal.message} /> : null}
        </li>
      ))}
    </ul>
  )
}
