// A tenant's storage as the console shows it (issue 30, item 5): bytes in use by kind against its quota, the words of
// a refused upload, and the platform's quota input. Sizes are binary (1 GB = 1024 MB), as a disk's usage is.
import { z } from 'zod'
import { id } from './fields'

export const MIB = 1024 * 1024

/** 视频 (uploaded MP4s and seeded clips), 转码 (HLS ladders), 图片 (pictures of every kind). */
export const STORED_KINDS = ['video', 'hls', 'image'] as const
export type StoredKind = (typeof STORED_KINDS)[number]

export const STORED_KIND_LABELS: Record<StoredKind, string> = {
  video: '课时视频（原文件）',
  hls: '转码后的视频',
  image: '图片',
}

/** 0 B, 512 KB, 3.4 MB, 19.8 GB, 1.5 TB: one decimal below 10 of a unit, none above. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '')
  return `${shown} ${units[unit]}`
}

/** An upload that would take the tenant past its quota. */
export const storageFull = (usedBytes: number, quotaBytes: number, incomingBytes: number) =>
  `机构存储空间不足：已用 ${formatBytes(usedBytes)}，共 ${formatBytes(quotaBytes)}，本次上传需要 ${formatBytes(incomingBytes)}。` +
  '请删除不再使用的视频，或联系平台提高存储配额'

export interface StorageUsageView {
  usedBytes: number
  quotaBytes: number
  /** The deployment's default (STORAGE_QUOTA_MB) rather than a quota the platform set for this tenant. */
  quotaIsDefault: boolean
  byKind: { kind: StoredKind; label: string; bytes: number; count: number }[]
}

/** The largest quota the console takes: 100 TB. */
const QUOTA_MAX_MB = 100 * 1024 * 1024

/** The platform sets a tenant's quota in MB, or null to go back to the deployment's default. */
export const storageQuotaInput = z.object({
  id: id('机构'),
  quotaMb: z
    .number({ error: '请输入存储配额' })
    .int({ error: '存储配额须为整数（MB）' })
    .min(1, { error: '存储配额至少 1 MB' })
    .max(QUOTA_MAX_MB, { error: '存储配额不能超过 100 TB' })
    .nullable()
    .meta({ title: '存储配额（MB）', description: 'null：使用部署的默认配额（STORAGE_QUOTA_MB）' }),
})
