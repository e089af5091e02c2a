'use client'
// 学时证明 on a completed course of 我的课程 (issue 31): issues it on the first press (the server gives back the same one
// afterwards), refreshes 我的学时证明, then offers the PDF (a plain link: the session cookie goes with it) and its
// verification page. Loaded only for completed rows, so My Courses' first load does not carry it.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api, apiPath } from '@/lib/client/api'
import { certificatePath } from '@/lib/contract/certificate-rules'
import { apiQueryKey } from '@/lib/query/api-queries'

export function CertificateAction({ courseId, title }: { courseId: number; title: string }) {
  const [code, setCode] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const queryClient = useQueryClient()
  if (code) {
    return (
      <span className="flex shrink-0 items-center gap-3 text-xs">
        <a
          href={`${apiPath('Certificate', 'Download')}?code=${code}`}
          download
          className="text-primary hover:underline"
          data-testid="certificate-download"
        >
          下载学时证明<span className="sr-only">：{title}</span>
        </a>
        <a href={certificatePath(code)} target="_blank" rel="noopener" className="text-gray-500 hover:underline">
          验证页
        </a>
      </span>
    )
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setError('')
          try {
            setCode((await api.post.Certificate.Issue({ courseId }, { inline: true })).code)
            // 我的学时证明 below lists the new one.
            void queryClient.invalidateQueries({ queryKey: apiQueryKey('Certificate', 'GetMine') })
          } catch (e) {
            setError(e instanceof Error ? e.message : '开具失败，请稍后再试')
          } finally {
            setBusy(false)
          }
        }}
        className="rounded-full border border-primary px-3 py-1 text-xs text-primary hover:bg-primary hover:text-primary-contrast disabled:opacity-60"
        data-testid="certificate-issue"
      >
        {busy ? '开具中…' : '学时证明'}
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
