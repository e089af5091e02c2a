'use client'
// 学时证明 for one completed course (issue 31): issues it on the first press (the server gives back the course's
// certificate if one exists), then offers its PDF and verification page in place. The learner's own on 我的课程
// (CertificateAction, which also refreshes 我的学时证明), and a company's for a member of its staff (IssueCourseCertificate
// with its own issue call). Loaded only for completed rows, so My Courses' first load does not carry it.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { apiQueryKey } from '@/lib/query/api-queries'
import { CertificateLinks } from './certificate-links'

interface IssueProps {
  /** The course's title: screen readers hear it after the button's and the links' text. */
  title: string
  /** The button's visible text. */
  label: string
  issue: () => Promise<{ code: string }>
  buttonClassName: string
}

export function IssueCourseCertificate({ title, label, issue, buttonClassName }: IssueProps) {
  const [code, setCode] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (code) return <CertificateLinks code={code} about={title} className="text-xs" />
  return (
    <span className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setError('')
          try {
            setCode((await issue()).code)
          } catch (e) {
            setError(isApiClientError(e) ? e.message : '开具失败，请稍后再试')
          } finally {
            setBusy(false)
          }
        }}
        className={`${buttonClassName} disabled:opacity-60`}
        data-testid="certificate-issue"
      >
        {busy ? '开具中…' : label}
        <span className="sr-only">：{title}</span>
      </button>
      {error ? (
        <span role="alert" className="text-xs text-red-600">
          {error}
        </span>
      ) : null}
    </span>
  )
}

export function CertificateAction({ courseId, title }: { courseId: number; title: string }) {
  const queryClient = useQueryClient()
  return (
    <IssueCourseCertificate
      title={title}
      label="学时证明"
      issue={async () => {
        const issued = await api.post.Certificate.Issue({ courseId }, { inline: true })
        // 我的学时证明 below lists the new one.
        void queryClient.invalidateQueries({ queryKey: apiQueryKey('Certificate', 'GetMine') })
        return issued
      }}
      buttonClassName="rounded-full border border-primary px-3 py-1 text-xs text-primary hover:bg-primary hover:text-primary-contrast"
    />
  )
}
