'use client'
// /admin/consultations/{id} (issue 32): one request — who asked and how to reach them, its status and handler, the needs
// and the thread — and, for 管理员 and 客服, 发送回复, 认领 / 分配给, 标记为已受理 and 关闭咨询 (asked first), the moves
// the key API allows (operatorMoves). Every change refreshes the queue and the sidebar's count.
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useState, type ReactNode } from 'react'
import { Loading } from '@/components/ui/loading'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { operatorMoves, type OperatorStatus } from '@/lib/contract/consultation-rules'
import { formatDateTime } from '@/lib/contract/dates'
import type { DeskDetail } from '@/lib/contract/schemas/admin-consultation'
import { apiQuery } from '@/lib/query/api-queries'
import { ConfirmAction, refusalOf } from '../admin-dialog'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { BUTTON, PANEL } from '../styles'
import { AssignDialog } from './assign-dialog'
import { DESK_ANSWERERS } from './desk-view'
import { PendingMark, StatusText } from './desk-table'
import { useDeskChanged } from './pending-count'
import { ReplyForm } from './reply-form'
import { RequestThread } from './request-thread'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-gray-900">{children}</dd>
    </div>
  )
}

const REQUESTER = { user: '学员账号', company: '企业账号' } as const

function Facts({ request }: { request: DeskDetail }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4" data-testid="desk-facts">
      <Field label="咨询编号">{request.requestNo}</Field>
      <Field label="服务">{request.serviceName}</Field>
      <Field label="状态">
        <StatusText row={request} />
        {request.needsAnswer ? <PendingMark /> : null}
      </Field>
      <Field label="处理人">{request.assignee?.name ?? '未分配'}</Field>
      <Field label="联系人">{request.contactName}</Field>
      <Field label="联系电话">{request.phone}</Field>
      <Field label="公司">{request.companyName || '—'}</Field>
      <Field label="方便联系的时间">{request.preferredTime}</Field>
      <Field label="提交方式">
        {request.requesterKind ? REQUESTER[request.requesterKind] : '访客（手机号已验证）'}
      </Field>
      <Field label="提交时间">{formatDateTime(request.createdAt)}</Field>
      <Field label="最近更新">{formatDateTime(request.updatedAt)}</Field>
    </dl>
  )
}

export function RequestView({ id }: { id: number }) {
  const operator = useOperator()
  const canAnswer = DESK_ANSWERERS.includes(operator.role)
  const request = useQuery({ ...apiQuery.AdminConsultation.Get({ id }), refetchOnMount: 'always' })
  const options = useQuery({ ...apiQuery.AdminConsultation.GetOptions({}), enabled: canAnswer })
  const changed = useDeskChanged()
  const [assigning, setAssigning] = useState(false)
  const [closing, setClosing] = useState(false)
  const [busy, setBusy] = useState(false)

  const back = (
    <Link href="/admin/consultations" className={BUTTON.secondary}>
      返回咨询列表
    </Link>
  )
  if (request.isPending) return <Loading text="加载中…" />
  if (request.isError)
    return (
      <>
        <PageHeader title="咨询详情" actions={back} />
        <p role="alert" className={`${PANEL} text-sm text-gray-700`}>
          {isApiClientError(request.error) ? request.error.message : '加载失败，请稍后再试'}
        </p>
      </>
    )
  const r = request.data
  const moves = canAnswer ? operatorMoves(r.status) : []

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await action()
      toast.success(done)
      void changed()
    } catch (e) {
      toast.error(refusalOf(e))
    } finally {
      setBusy(false)
    }
  }
  const setStatus = (status: OperatorStatus) => api.post.AdminConsultation.SetStatus({ id, status }, { inline: true })

  return (
    <>
      <PageHeader title={r.topic} description={`咨询编号 ${r.requestNo} · ${r.serviceName}`} actions={back} />
      <section aria-label="咨询信息" className={PANEL}>
        <Facts request={r} />
        {canAnswer ? (
          <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4" role="group" aria-label="处理咨询">
            {r.assignee?.id === operator.id ? null : (
              <button
                type="button"
                className={BUTTON.secondary}
                disabled={busy}
                onClick={() =>
                  void run(() => api.post.AdminConsultation.Claim({ id }, { inline: true }), '已认领该咨询')
                }
              >
                认领
              </button>
            )}
            <button type="button" className={BUTTON.secondary} disabled={busy} onClick={() => setAssigning(true)}>
              分配给…
            </button>
            {moves.includes('accepted') ? (
              <button
                type="button"
                className={BUTTON.secondary}
                disabled={busy}
                onClick={() => void run(() => setStatus('accepted'), '已标记为已受理，提交人会收到通知')}
              >
                标记为已受理
              </button>
            ) : null}
            {moves.includes('closed') ? (
              <button type="button" className={BUTTON.secondary} disabled={busy} onClick={() => setClosing(true)}>
                关闭咨询
              </button>
            ) : null}
          </div>
        ) : null}
      </section>
      <div className="mt-4">
        <RequestThread request={r} />
      </div>
      {canAnswer ? (
        <section aria-label="回复" className={`mt-4 ${PANEL}`}>
          {r.status === 'closed' ? (
            <p className="text-sm text-gray-600">该咨询已关闭，不能再回复。如提交人有新的需求，会重新提交咨询。</p>
          ) : (
            <ReplyForm id={id} onSent={() => void changed()} />
          )}
        </section>
      ) : null}
      {assigning ? (
        <AssignDialog
          ids={[id]}
          what={`咨询 ${r.requestNo} `}
          assignees={options.data?.assignees ?? []}
          current={r.assignee?.id ?? null}
          onClose={() => setAssigning(false)}
          onDone={(name) => {
            toast.success(`已分配给${name}`)
            setAssigning(false)
            void changed()
          }}
        />
      ) : null}
      {closing ? (
        <ConfirmAction
          open
          title="关闭咨询"
          confirmText="关闭咨询"
          danger
          testId="desk-close-confirm"
          message={
            <>
              <p className="font-medium text-gray-900">确定关闭咨询「{r.topic}」吗？</p>
              <p>关闭后不能再回复或更改状态，提交人会收到“咨询已关闭”的系统通知。</p>
            </>
          }
          onConfirm={async () => {
            await setStatus('closed')
            toast.success('咨询已关闭')
            setClosing(false)
            void changed()
          }}
          onClose={() => setClosing(false)}
        />
      ) : null}
    </>
  )
}
