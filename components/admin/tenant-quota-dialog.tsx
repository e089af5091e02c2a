'use client'
// 存储配额 of one tenant (platform 管理员): the deployment's default or a size in GB, with what it holds now. A quota below
// that only refuses its next uploads — said before saving, since nothing stored is deleted.
import { useState, type FormEvent } from 'react'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import type { TenantRow } from '@/lib/contract/schemas/admin-tenant'
import { formatBytes, MIB } from '@/lib/contract/storage-quota'
import { AdminDialog, refusalOf } from './admin-dialog'
import { BUTTON, CONTROL } from './styles'
import { tenantName } from './tenants-table'

const GIB = 1024 * MIB
/** 100 TB, the server's ceiling (storageQuotaInput). */
const MAX_GB = 100 * 1024

/** The GB the operator typed, as the MB the server takes; a message when it is not a usable size. */
function quotaMbOf(text: string): number | string {
  const gb = Number(text.trim())
  if (text.trim() === '' || !Number.isFinite(gb)) return '请输入存储配额（GB）'
  if (gb < 0.1) return '存储配额至少 0.1 GB'
  if (gb > MAX_GB) return '存储配额不能超过 102400 GB（100 TB）'
  return Math.round(gb * 1024)
}

export function TenantQuotaDialog({
  row,
  onClose,
  onSaved,
}: {
  row: TenantRow
  onClose: () => void
  onSaved: () => void
}) {
  const { usedBytes, quotaBytes, quotaIsDefault } = row.storage
  const [useDefault, setUseDefault] = useState(quotaIsDefault)
  const [gb, setGb] = useState(String(Math.round((quotaBytes / GIB) * 10) / 10))
  const [error, setError] = useState('')
  const [refusal, setRefusal] = useState('')
  const [busy, setBusy] = useState(false)
  const typed = useDefault ? null : quotaMbOf(gb)
  const below = typeof typed === 'number' && typed * MIB < usedBytes

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (typeof typed === 'string') return setError(typed)
    setBusy(true)
    setRefusal('')
    try {
      await api.post.AdminTenant.SetStorageQuota({ id: row.id, quotaMb: typed }, { inline: true })
      toast.success(`已更新「${tenantName(row)}」的存储配额`)
      onSaved()
    } catch (e) {
      setRefusal(refusalOf(e))
      setBusy(false)
    }
  }

  return (
    <AdminDialog open title="存储配额" onClose={onClose} busy={busy} testId="tenant-quota-dialog">
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-700">
          {tenantName(row)}已用 <strong className="tabular-nums">{formatBytes(usedBytes)}</strong>
          ，当前配额 <span className="tabular-nums">{formatBytes(quotaBytes)}</span>
          {quotaIsDefault ? '（平台默认）' : ''}。
        </p>
        <fieldset className="space-y-3">
          <legend className={CONTROL.label}>配额</legend>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="radio" name="quota-kind" checked={useDefault} onChange={() => setUseDefault(true)} />
            使用平台默认配额（部署参数 STORAGE_QUOTA_MB）
          </label>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="radio" name="quota-kind" checked={!useDefault} onChange={() => setUseDefault(false)} />
            自定义
          </label>
          {!useDefault ? (
            <div className="pl-6">
              <label htmlFor="quota-gb" className="sr-only">
                自定义配额（GB）
              </label>
              <div className="flex items-center gap-2">
                <input
                  id="quota-gb"
                  inputMode="decimal"
                  className={`${CONTROL.input} max-w-40`}
                  value={gb}
                  aria-invalid={error ? true : undefined}
                  aria-describedby="quota-gb-msg"
                  onChange={(e) => {
                    setGb(e.target.value)
                    setError('')
                  }}
                />
                <span className="text-sm text-gray-700">GB</span>
              </div>
              <p id="quota-gb-msg" role={error ? 'alert' : undefined} className={error ? CONTROL.error : CONTROL.hint}>
                {error || (below ? '低于已用空间：已存的文件不会删除，但此后的上传将被拒绝。' : '1 GB = 1024 MB')}
              </p>
            </div>
          ) : null}
        </fieldset>
        <FormError message={refusal} testId="tenant-quota-error" />
        <div className="flex justify-end gap-3 pt-1">
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
            取消
          </button>
          <button type="submit" className={BUTTON.primary} disabled={busy}>
            {busy ? '保存中…' : '保存'}
          </button>
        </div>
      </form>
    </AdminDialog>
  )
}
