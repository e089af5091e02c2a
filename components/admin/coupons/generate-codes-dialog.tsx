'use client'
// 生成兑换码: asks 数量 (1–10,000), then shows the codes this once and offers 下载兑换码 (xlsx) — built in the browser from
// this answer (codes-workbook.ts), since the server keeps only hashes. Closing before a download asks first: the codes
// cannot be seen again.
import { useId, useState } from 'react'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { CAMPAIGN_LIMITS, CAMPAIGN_MSG, groupedCode, type CampaignRow } from '@/lib/contract/coupon-campaign-rules'
import { AdminDialog, refusalOf } from '../admin-dialog'
import { BUTTON, CONTROL } from '../styles'
import { downloadCodes } from './codes-workbook'

/** Codes drawn in the dialog; a larger batch is in the download (the page stays light with 10,000). */
const SHOWN = 200

export function GenerateCodesDialog({
  campaign,
  onClose,
  onGenerated,
}: {
  campaign: CampaignRow
  onClose: () => void
  onGenerated: () => void
}) {
  const uid = useId()
  const [count, setCount] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [downloaded, setDownloaded] = useState(false)
  const [leaving, setLeaving] = useState(false)

  async function generate() {
    const n = Number(count)
    if (!/^\d+$/.test(count.trim()) || n < 1 || n > CAMPAIGN_LIMITS.generate) {
      setError(`请输入 1～${CAMPAIGN_LIMITS.generate} 之间的整数`)
      return
    }
    setBusy(true)
    setError('')
    try {
      const result = await api.post.AdminCoupon.Generate({ id: campaign.id, count: n }, { inline: true })
      setCodes(result.codes)
      onGenerated()
    } catch (e) {
      setError(refusalOf(e))
    } finally {
      setBusy(false)
    }
  }

  async function download() {
    if (!codes) return
    setBusy(true)
    setError('')
    try {
      await downloadCodes(codes, campaign)
      setDownloaded(true)
    } catch {
      setError('下载失败，请重试')
    } finally {
      setBusy(false)
    }
  }

  const close = () => (codes && !downloaded && !leaving ? setLeaving(true) : onClose())

  return (
    <AdminDialog
      open
      title="生成兑换码"
      onClose={close}
      busy={busy}
      size={codes ? 'lg' : 'md'}
      testId="generate-codes-dialog"
      footer={
        codes ? (
          <>
            <button type="button" className={BUTTON.secondary} onClick={close} disabled={busy}>
              完成
            </button>
            <button type="button" className={BUTTON.primary} onClick={() => void download()} disabled={busy}>
              {downloaded ? '再次下载 (xlsx)' : '下载兑换码 (xlsx)'}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
              取消
            </button>
            <button type="submit" form={`${uid}-form`} className={BUTTON.primary} disabled={busy}>
              {busy ? '生成中…' : '生成'}
            </button>
          </>
        )
      }
    >
      {codes ? (
        <div className="space-y-3 text-sm">
          <p role="status" className="font-medium text-gray-900">
            已为「{campaign.title}」生成 {codes.length} 个兑换码。
          </p>
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800">
            {CAMPAIGN_MSG.shownOnce}
          </p>
          {leaving ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-700">
              <p>尚未下载兑换码，关闭后将无法再次查看或下载。确定关闭吗？</p>
              <div className="mt-2 flex gap-3">
                <button type="button" className={BUTTON.danger} onClick={onClose}>
                  仍然关闭
                </button>
                <button type="button" className={BUTTON.secondary} onClick={() => setLeaving(false)}>
                  返回
                </button>
              </div>
            </div>
          ) : null}
          <ol
            aria-label="生成的兑换码"
            data-testid="generated-codes"
            className="grid max-h-72 grid-cols-2 gap-x-6 gap-y-1 overflow-y-auto rounded-md border border-gray-200 p-3 font-mono text-gray-900 sm:grid-cols-3"
          >
            {codes.slice(0, SHOWN).map((code) => (
              <li key={code}>{groupedCode(code)}</li>
            ))}
          </ol>
          {codes.length > SHOWN ? <p className="text-gray-500">此处显示前 {SHOWN} 个，全部兑换码请下载。</p> : null}
          <FormError message={error} testId="generate-codes-error" />
        </div>
      ) : (
        <form
          id={`${uid}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void generate()
          }}
          className="space-y-3"
        >
          <p className="text-sm text-gray-600">
            为「{campaign.title}」生成新的兑换码。每个兑换码只能兑换一次；明文只显示一次，请生成后立即下载。
          </p>
          <div>
            <label htmlFor={`${uid}-count`} className={CONTROL.label}>
              数量
            </label>
            <input
              id={`${uid}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              max={CAMPAIGN_LIMITS.generate}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${uid}-hint`}
              className={CONTROL.input}
              autoFocus
            />
            <p id={`${uid}-hint`} className={CONTROL.hint}>
              1～{CAMPAIGN_LIMITS.generate} 个；本活动已有 {campaign.codeCount} 个
            </p>
          </div>
          <FormError message={error} testId="generate-codes-error" />
        </form>
      )}
    </AdminDialog>
  )
}
