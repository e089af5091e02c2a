'use client'
// 机构管理's rows: the tenant (its name opens its site in a new tab, its subdomain under it), 状态, what it holds
// (课程, 学员, 企业), 存储 against its quota, 最近活跃, 创建时间, and its actions: 打开网站, 管理后台, and — for a platform
// 管理员 — 存储配额 and 关闭 / 开启.
import { formatDateTime } from '@/lib/contract/dates'
import type { TenantRow } from '@/lib/contract/schemas/admin-tenant'
import { formatBytes } from '@/lib/contract/storage-quota'
import { StorageMeter } from './storage-meter'
import { TENANT_STATE_LABELS } from './tenant-filters'
import { BUTTON, TABLE } from './styles'

/** 「启航教育（qihang）」: how dialogs and toasts name a tenant. */
export function tenantName(row: Pick<TenantRow, 'name' | 'slug'>): string {
  return `${row.name}（${row.slug}）`
}

function StateBadge({ state }: { state: TenantRow['state'] }) {
  const look =
    state === 'open' ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-gray-100 text-gray-700 ring-gray-300'
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset ${look}`}
    >
      {TENANT_STATE_LABELS[state]}
    </span>
  )
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const
const COUNT = `${TABLE.td} text-right whitespace-nowrap tabular-nums`
const HEADINGS = ['机构', '状态', '课程', '学员', '企业', '存储', '最近活跃', '创建时间', '操作'] as const

export function TenantsTable({
  rows,
  canWrite,
  onState,
  onQuota,
}: {
  rows: TenantRow[]
  /** A platform 管理员: 关闭 / 开启 on each row (只读 sees the rows and the links only). */
  canWrite: boolean
  onState: (row: TenantRow) => void
  onQuota: (row: TenantRow) => void
}) {
  return (
    <div className={TABLE.wrap}>
      <table className={`${TABLE.table} min-w-[1000px]`} data-testid="tenants-table">
        <thead>
          <tr>
            {HEADINGS.map((h) => (
              <th
                key={h}
                scope="col"
                className={`${TABLE.th} ${h === '课程' || h === '学员' || h === '企业' ? 'text-right' : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`tenant-row-${row.slug}`} className="hover:bg-gray-50">
              <td className={`${TABLE.td} max-w-64`}>
                <a
                  href={row.url}
                  {...NEW_TAB}
                  title="在新窗口打开机构网站"
                  className="block truncate font-medium text-gray-900 hover:text-primary hover:underline"
                >
                  {row.name}
                </a>
                <span className="block truncate text-xs text-gray-500">{row.slug}</span>
              </td>
              <td className={TABLE.td}>
                <StateBadge state={row.state} />
              </td>
              <td className={COUNT}>{row.courseCount}</td>
              <td className={COUNT}>{row.learnerCount}</td>
              <td className={COUNT}>{row.companyCount}</td>
              <td className={`${TABLE.td} w-36`}>
                <span className="block text-xs whitespace-nowrap text-gray-700 tabular-nums">
                  {formatBytes(row.storage.usedBytes)} / {formatBytes(row.storage.quotaBytes)}
                </span>
                <span className="mt-1 block">
                  <StorageMeter
                    used={row.storage.usedBytes}
                    quota={row.storage.quotaBytes}
                    label={`${tenantName(row)}的存储空间`}
                  />
                </span>
              </td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>
                {row.lastActivityAt ? formatDateTime(row.lastActivityAt) : <span className="text-gray-500">暂无</span>}
              </td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{formatDateTime(row.createdAt)}</td>
              <td className={TABLE.td}>
                <div className="flex flex-wrap gap-x-2 gap-y-1" aria-label={`${tenantName(row)}的操作`} role="group">
                  <a href={row.url} {...NEW_TAB} className={BUTTON.link}>
                    打开网站
                  </a>
                  <a href={`${row.url}/admin`} {...NEW_TAB} className={BUTTON.link}>
                    管理后台
                  </a>
                  {canWrite ? (
                    <button type="button" className={BUTTON.link} onClick={() => onQuota(row)}>
                      存储配额
                    </button>
                  ) : null}
                  {canWrite ? (
                    row.state === 'open' ? (
                      <button type="button" className={BUTTON.linkDanger} onClick={() => onState(row)}>
                        关闭
                      </button>
                    ) : (
                      <button type="button" className={BUTTON.link} onClick={() => onState(row)}>
                        开启
                      </button>
                    )
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
