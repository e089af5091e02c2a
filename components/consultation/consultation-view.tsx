'use client'
// /consultation: the signed-in account's consultation requests (individual or company) by status, and with `?id=` one
// request — the needs as asked, contact details, the consultant's replies and the requester's follow-ups.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState, type ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { useConfirm } from '@/components/ui/use-confirm'
import { api, isApiClientError } from '@/lib/client/api'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { checkFollowUp, CONSULT_LIMITS, type ConsultStatus } from '@/lib/contract/consultation-rules'
import { formatDateTime } from '@/lib/contract/dates'
import type { ConsultDetail } from '@/lib/contract/schemas/consultation'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { CONSULTATION_PAGE_SIZE, consultationsInput } from '@/lib/query/page-inputs'

// Beijing time, not the device's zone: the server renders the list first, and the browser must draw the same text.
const time = formatDateTime

const STATUS_STYLE: Record<ConsultStatus, string> = {
  submitted: 'bg-amber-50 text-amber-800',
  accepted: 'bg-blue-50 text-blue-800',
  replied: 'bg-green-50 text-green-800',
  closed: 'bg-gray-100 text-gray-600',
}

function StatusChip({ status, text }: { status: ConsultStatus; text: string }) {
  return (
    <span className={`shrink-0 rounded px-2 py-0.5 text-xs ${STATUS_STYLE[status]}`} data-testid="consult-status">
      {text}
    </span>
  )
}

export function ConsultationView({ id, variant }: { id: number | null; variant: 'desktop' | 'mobile' }) {
  const { session, ready } = useSession()
  if (!ready) return <Loading className="py-20" />
  if (!session)
    return (
      <EmptyState text="登录后查看您的咨询记录与顾问回复">
        <button
          type="button"
          onClick={() => openLogin({ then: id ? `/consultation?id=${id}` : '/consultation' })}
          className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
        >
          登录
        </button>
      </EmptyState>
    )
  return id ? <RequestDetail id={id} variant={variant} /> : <RequestList variant={variant} />
}

function RequestList({ variant }: { variant: 'desktop' | 'mobile' }) {
  const [page, setPage] = useState(1)
  const list = useQuery(apiQuery.Consultation.GetMyRequests(consultationsInput(page)))
  if (list.isError)
    return <EmptyState text={isApiClientError(list.error) ? list.error.message : '加载失败，请稍后再试'} />
  if (!list.data) return <Loading className="py-20" />
  return (
    <div className={variant === 'mobile' ? 'px-3 py-3' : 'py-2'}>
      <div className="mb-3 flex items-center justify-between">
        <p className="text-sm text-gray-500">共{list.data.totalCount}条咨询</p>
        <Link
          href="/toconsult"
          className="rounded-md bg-primary px-4 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
        >
          新的咨询
        </Link>
      </div>
      {list.data.items.length === 0 ? (
        <EmptyState text="暂无咨询记录">
          <Link href="/join" className="text-sm text-primary hover:underline">
            了解平台服务
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {list.data.items.map((r) => (
            <li key={r.id}>
              <Link
                href={`/consultation?id=${r.id}`}
                className="block rounded-lg bg-white p-4 shadow-sm hover:ring-1 hover:ring-primary"
                data-testid="consult-row"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 text-base font-medium text-gray-900">{r.topic}</p>
                  <StatusChip status={r.status} text={r.statusText} />
                </div>
                <p className="mt-2 text-xs text-gray-500">
                  {r.serviceName} · 编号 {r.requestNo} · {time(r.createdAt)}
                  {r.messageCount ? ` · ${r.messageCount}条往来` : ''}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="mt-4"
        page={page}
        total={list.data.totalCount}
        pageSize={CONSULTATION_PAGE_SIZE}
        onChange={setPage}
      />
    </div>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 text-sm">
      <dt className="w-20 shrink-0 text-gray-500">{label}</dt>
      <dd className="min-w-0 text-gray-900">{children}</dd>
    </div>
  )
}

function RequestDetail({ id, variant }: { id: number; variant: 'desktop' | 'mobile' }) {
  const queryClient = useQueryClient()
  const request = apiQuery.Consultation.GetRequest({ id })
  const detail = useQuery(request)
  const { confirm, dialog } = useConfirm()
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const settle = (next: ConsultDetail) => {
    queryClient.setQueryData(request.queryKey, next)
    void queryClient.invalidateQueries({ queryKey: apiQueryKey('Consultation', 'GetMyRequests') })
  }
  const followUp = useMutation({
    mutationFn: () => api.post.Consultation.AddFollowUp({ id, content: text }, { inline: true }),
    onSuccess: (next) => {
      settle(next)
      setText('')
      toast.success('已补充，顾问会尽快处理')
    },
    onError: (e) => setError(isApiClientError(e) ? e.message : '发送失败，请稍后再试'),
  })
  const close = useMutation({
    mutationFn: () => api.post.Consultation.CloseRequest({ id }, { inline: true }),
    onSuccess: (next) => {
      settle(next)
      toast.success('咨询已关闭')
    },
    onError: (e) => toast.error(isApiClientError(e) ? e.message : '操作失败，请稍后再试'),
  })
  if (detail.isError)
    return (
      <EmptyState text={isApiClientError(detail.error) ? detail.error.message : '咨询记录不存在'}>
        <Link href="/consultation" className="text-sm text-primary hover:underline">
          返回我的咨询
        </Link>
      </EmptyState>
    )
  if (!detail.data) return <Loading className="py-20" />
  const r = detail.data
  const send = (e: React.FormEvent) => {
    e.preventDefault()
    const message = checkFollowUp(text)
    setError(message)
    if (!message && !followUp.isPending) followUp.mutate()
  }
  const pad = variant === 'mobile' ? 'px-3 py-3' : 'py-2'
  return (
    <article className={`space-y-4 ${pad}`} data-testid="consult-detail">
      {variant === 'desktop' ? (
        <Link href="/consultation" className="text-sm text-primary hover:underline">
          ← 返回我的咨询
        </Link>
      ) : null}
      <header className="rounded-lg bg-white p-5 shadow-sm">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-lg font-semibold text-gray-900">{r.topic}</h2>
          <StatusChip status={r.status} text={r.statusText} />
        </div>
        <p className="mt-1 text-xs text-gray-500">
          编号 {r.requestNo} · 提交于 {time(r.createdAt)}
        </p>
        <p className="mt-4 whitespace-pre-line text-sm leading-6 text-gray-700">{r.description}</p>
        <dl className="mt-4 space-y-2 border-t border-gray-100 pt-4">
          <Row label="咨询服务">{r.serviceName}</Row>
          <Row label="联系人">
            {r.contactName}
            {r.companyName ? `（${r.companyName}）` : ''}
          </Row>
          <Row label="联系电话">{r.phone}</Row>
          <Row label="联系时间">{r.preferredTime}</Row>
        </dl>
      </header>
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby={`thread-${id}`}>
        <h3 id={`thread-${id}`} className="mb-3 text-base font-semibold text-gray-900">
          沟通记录
        </h3>
        {r.thread.length === 0 ? (
          <p className="py-4 text-center text-sm text-gray-500">
            {r.status === 'submitted' ? '已收到您的咨询，顾问会尽快受理并与您联系' : '顾问已受理，正在为您准备方案'}
          </p>
        ) : (
          <ol className="space-y-3">
            {r.thread.map((line) => (
              <li
                key={line.id}
                className={`rounded-lg p-3 ${line.author === 'operator' ? 'mr-6 bg-primary-soft' : 'ml-6 bg-gray-50'}`}
                data-testid="thread-line"
              >
                <p className="mb-1 text-xs text-gray-600">
                  {line.author === 'operator' ? '顾问回复' : '我的补充'} · {time(line.createdAt)}
                </p>
                <p className="whitespace-pre-line text-sm leading-6 text-gray-800">{line.content}</p>
              </li>
            ))}
          </ol>
        )}
        {r.status === 'closed' ? (
          <p className="mt-4 rounded-md bg-gray-50 px-3 py-2 text-center text-sm text-gray-500">
            该咨询已关闭，如有新的需求请
            <Link href="/toconsult" className="text-primary underline underline-offset-2">
              重新提交咨询
            </Link>
          </p>
        ) : (
          <form onSubmit={send} className="mt-4 space-y-2" noValidate>
            <label htmlFor={`follow-${id}`} className="block text-sm font-medium text-gray-700">
              补充说明
            </label>
            <textarea
              id={`follow-${id}`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              maxLength={CONSULT_LIMITS.followUpMax}
              aria-invalid={error ? true : undefined}
              aria-describedby={`follow-${id}-msg`}
              placeholder="补充需求细节或回复顾问的问题"
              className="w-full rounded-md border border-gray-300 px-3 py-2 text-base leading-6 outline-none focus:border-primary aria-invalid:border-red-500"
            />
            <p id={`follow-${id}-msg`} role={error ? 'alert' : undefined} className="text-xs text-red-600">
              {error}
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                disabled={close.isPending}
                onClick={async () => {
                  if (await confirm({ message: '确定要关闭该咨询吗？关闭后不能再补充内容。' })) close.mutate()
                }}
                className="min-h-10 rounded-md border border-gray-300 px-4 text-sm text-gray-700 hover:border-primary hover:text-primary"
              >
                关闭咨询
              </button>
              <button
                type="submit"
                disabled={followUp.isPending}
                className="min-h-10 rounded-md bg-primary px-6 text-sm text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
              >
                {followUp.isPending ? '发送中…' : '发送'}
              </button>
            </div>
          </form>
        )}
      </section>
      {dialog}
    </article>
  )
}
