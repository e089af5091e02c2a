// A tenant's storage as a bar: 已用 against 总量, amber from 80 %, red when full — in 机构设置 and 机构管理's rows.
import { formatBytes } from '@/lib/contract/storage-quota'

/** From here the bar warns: uploads still go, but not for long. */
const WARN_AT = 0.8

export function storageLevel(used: number, quota: number): 'ok' | 'warn' | 'full' {
  const share = quota > 0 ? used / quota : 1
  return share >= 1 ? 'full' : share >= WARN_AT ? 'warn' : 'ok'
}

const BAR = { ok: 'bg-primary', warn: 'bg-amber-500', full: 'bg-red-600' } as const

export function StorageMeter({ used, quota, label }: { used: number; quota: number; label: string }) {
  const level = storageLevel(used, quota)
  const percent = quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 100
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`已用 ${formatBytes(used)}，共 ${formatBytes(quota)}（${percent}%）`}
      className="h-2 w-full overflow-hidden rounded-full bg-gray-100"
    >
      <div
        className={`h-full rounded-full ${BAR[level]}`}
        style={{ width: `${Math.max(percent, used > 0 ? 1 : 0)}%` }}
      />
    </div>
  )
}
