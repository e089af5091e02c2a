'use client'
// 机构设置's 存储空间: what the tenant keeps (课时视频, 转码后的视频, 图片) against its quota, with what to do when it runs
// out — uploads past it are refused by the server (lib/services/stored-objects.ts); only the platform raises the quota.
import { useQuery } from '@tanstack/react-query'
import { formatBytes } from '@/lib/contract/storage-quota'
import { apiQuery } from '@/lib/query/api-queries'
import { ListState } from './list-parts'
import { StorageMeter, storageLevel } from './storage-meter'
import { PANEL } from './styles'

const ADVICE = {
  ok: null,
  warn: '存储空间即将用完：用完后将无法上传新的视频和图片。可删除不再使用的课时视频，或联系平台提高存储配额。',
  full: '存储空间已用完：新的视频和图片将无法上传。请删除不再使用的课时视频，或联系平台提高存储配额。',
} as const

export function StorageUsageCard() {
  const usage = useQuery(apiQuery.AdminSetting.GetStorageUsage())
  const data = usage.data
  const level = data ? storageLevel(data.usedBytes, data.quotaBytes) : 'ok'
  return (
    <section className={`${PANEL} mb-5`} aria-labelledby="storage-usage-title" data-testid="storage-usage">
      <h2 id="storage-usage-title" className="text-base font-medium text-gray-900">
        存储空间
      </h2>
      {data ? (
        <>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm text-gray-700">
            <span>
              已用{' '}
              <strong className="text-lg font-semibold text-gray-900 tabular-nums">
                {formatBytes(data.usedBytes)}
              </strong>
            </span>
            <span className="tabular-nums">/ 总量 {formatBytes(data.quotaBytes)}</span>
            {data.quotaIsDefault ? <span className="text-xs text-gray-500">（平台默认配额）</span> : null}
          </p>
          <div className="mt-2 max-w-xl">
            <StorageMeter used={data.usedBytes} quota={data.quotaBytes} label="存储空间使用情况" />
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-600">
            {data.byKind.map((k) => (
              <li key={k.kind}>
                {k.label}：<span className="tabular-nums">{formatBytes(k.bytes)}</span>
                <span className="text-gray-500">（{k.count} 个文件）</span>
              </li>
            ))}
          </ul>
          {ADVICE[level] ? (
            <p
              data-testid="storage-advice"
              className={`mt-3 rounded-md border px-4 py-2.5 text-sm ${level === 'full' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-800'}`}
            >
              {ADVICE[level]}
            </p>
          ) : null}
        </>
      ) : (
        <ListState loading={usage.isPending} error={usage.error} retry={() => void usage.refetch()} />
      )}
    </section>
  )
}
