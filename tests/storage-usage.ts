// 机构设置's 存储空间 card as the console's component tests mock it (AdminSetting/GetStorageUsage beside GetSettings).
import type { StorageUsageView } from '@/lib/contract/storage-quota'

const GB = 1024 ** 3

export const STORAGE_USAGE: StorageUsageView = {
  usedBytes: 2.5 * GB,
  quotaBytes: 20 * GB,
  quotaIsDefault: true,
  byKind: [
    { kind: 'video', label: '课时视频（原文件）', bytes: GB, count: 12 },
    { kind: 'hls', label: '转码后的视频', bytes: 1.4 * GB, count: 840 },
    { kind: 'image', label: '图片', bytes: 0.1 * GB, count: 96 },
  ],
}

/** A mocked apiGet: the storage usage for GetStorageUsage, `settings` for anything else. */
export const settingsAnswer =
  (settings: unknown, usage: StorageUsageView = STORAGE_USAGE) =>
  (path: string) =>
    Promise.resolve(path.endsWith('/GetStorageUsage') ? usage : settings)
