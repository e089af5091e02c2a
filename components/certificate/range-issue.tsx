'use client'
// 按时间段开具 (issue 31): a 学时证明 for the credited learning between two days (Beijing time, both included), for the
// learner on 我的学时证明 and for a company on a staff member's 学习记录. The server judges the range (at most 366 days,
// some credited time in it) and its refusal shows here; only an empty or reversed range is caught before asking.
import { useState } from 'react'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { formatDate } from '@/lib/contract/dates'
import { CertificateLinks } from './certificate-links'

interface IssuedCertificate {
  code: string
  number: string
}

interface Props {
  issue: (range: { from: string; to: string }) => Promise<IssuedCertificate>
  /** Offer the new certificate's PDF and verification page here (where no list shows it). */
  links?: boolean
  onIssued?: (certificate: IssuedCertificate) => void
}

const FIELD =
  'mt-1 h-10 w-full min-w-0 rounded-md border border-gray-300 px-3 text-base outline-none focus:border-primary'

function rangeError(from: string, to: string): string | null {
  if (!from || !to) return '请选择开始日期和结束日期'
  if (from > to) return '结束日期不能早于开始日期'
  return null
}

export function RangeIssue({ issue, links = false, onIssued }: Props) {
  // The first day of this month to today, in the tenant's zone (Asia/Shanghai) whatever the browser's.
  const [today] = useState(() => formatDate(new Date()))
  const [from, setFrom] = useState(() => `${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [issued, setIssued] = useState<IssuedCertificate | null>(null)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const invalid = rangeError(from, to)
    setIssued(null)
    if (invalid) return setError(invalid)
    setBusy(true)
    setError('')
    try {
      const certificate = await issue({ from, to })
      setIssued(certificate)
      onIssued?.(certificate)
    } catch (err) {
      setError(isApiClientError(err) ? err.message : '开具失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="certificate-range">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-gray-900">按时间段开具</legend>
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm text-gray-700">
            开始日期
            <input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} className={FIELD} />
          </label>
          <label className="block text-sm text-gray-700">
            结束日期
            <input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} className={FIELD} />
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            type="submit"
            disabled={busy}
            className="min-h-10 rounded-md bg-primary px-5 text-sm text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
          >
            {busy ? '开具中…' : '开具'}
          </button>
          {issued ? (
            <span role="status" className="text-xs text-emerald-700">
              已开具学时证明 {issued.number}
            </span>
          ) : null}
          {issued && links ? <CertificateLinks code={issued.code} className="text-sm" /> : null}
        </div>
        {error ? (
          <p role="alert" className="text-xs text-red-600">
            {error}
          </p>
        ) : null}
      </fieldset>
    </form>
  )
}
