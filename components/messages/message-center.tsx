'use client'
// The message centre for both devices, on /message and inside the personal centre (/account?nav=3..5): type tabs with
// unread counts, the list (opening marks read), 全部标为已读, 删除 with confirmation, paging. The list and the counts are
// the account's (React Query; the page's server render prefetches the tab's first page and the counts, lib/pages/message.ts).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useCallback, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'
import {
  MESSAGE_TYPES,
  type MessageItem,
  type MessagePage,
  type MessageType,
  type MessageTypeCount,
  unreadBadgeText,
} from '@/lib/contract/message-rules'
import { announceMessagesChanged } from '@/lib/hooks/use-unread-messages'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { messagesInput } from '@/lib/query/page-inputs'
import { MessageRow } from './message-row'

export interface MessageCenterProps {
  variant: 'desktop' | 'mobile'
  /** The tab shown; with onTypeChange the parent owns it (e.g. /account?nav=), otherwise it is the first tab only. */
  type?: MessageType
  onTypeChange?: (type: MessageType) => void
}

export function MessageCenter({ variant, type: typeProp, onTypeChange }: MessageCenterProps) {
  const { session, ready } = useSession()
  const signedIn = !!session
  const [ownType, setOwnType] = useState<MessageType>(typeProp ?? 0)
  const type = onTypeChange && typeProp !== undefined ? typeProp : ownType
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const { confirm, dialog } = useConfirm({ title: '提示' })
  const compact = variant === 'mobile'
  const client = useQueryClient()
  // Keyed by tab and page: another tab or page shows 拼命加载中.. until its answer arrives, while after a change the list
  // stays on screen until its new answer replaces it (a refetch keeps the data).
  const listQuery = apiQuery.MessageCenter.GetMessageInfo(messagesInput(type, page), { inline: true })
  const countsQuery = apiQuery.MessageCenter.GetMessageTypeCountByLogin(undefined, { inline: true })
  const list = useQuery({ ...listQuery, enabled: signedIn })
  const counts = useQuery({ ...countsQuery, enabled: signedIn }).data ?? null
  const data = list.data ?? null
  const failed = list.isError && !list.data

  /** After a read, a delete or 全部标为已读: the lists and the counts load again, and every bell counts again. */
  const changed = useCallback(() => {
    void client.invalidateQueries({ queryKey: apiQueryKey('MessageCenter') })
    announceMessagesChanged()
  }, [client])

  const selectType = (t: MessageType) => {
    if (t === type) return
    setOwnType(t)
    setPage(1)
    setOpenId(null)
    onTypeChange?.(t)
  }

  const toggle = (m: MessageItem) => {
    setOpenId((id) => (id === m.id ? null : m.id))
    if (m.isRead) return
    // Shown read at once; the server's answer follows.
    client.setQueryData(listQuery.queryKey, (d: MessagePage | undefined) =>
      d ? { ...d, items: d.items.map((i) => (i.id === m.id ? { ...i, isRead: true } : i)) } : d,
    )
    client.setQueryData(countsQuery.queryKey, (c: MessageTypeCount[] | undefined) =>
      c?.map((x) => (x.messageType === m.messageType ? { ...x, unreadCount: Math.max(0, x.unreadCount - 1) } : x)),
    )
    api.post.MessageCenter.ChangeMessageReadStatus({ id: m.id }, { inline: true }).then(
      announceMessagesChanged,
      changed,
    )
  }

  const remove = async (m: MessageItem) => {
    if (!(await confirm({ message: `确定删除消息「${m.title}」吗？删除后无法恢复。`, confirmText: '删除' }))) return
    await api.post.MessageCenter.DelMessageInfo({ id: m.id }, { inline: true }).catch(() => {})
    // The last message of a later page gone: show the page before it.
    if (data && data.items.length === 1 && page > 1) setPage(page - 1)
    changed()
  }

  const readAll = async () => {
    setBusy(true)
    await api.post.MessageCenter.ChangeMessageReadStatus({ all: true, messageType: type }, { inline: true }).catch(
      () => {},
    )
    setBusy(false)
    changed()
  }

  const unreadOf = (t: MessageType) => counts?.find((c) => c.messageType === t)?.unreadCount ?? 0

  let body: React.ReactNode
  if (!ready) body = <Loading />
  else if (!session)
    body = (
      <EmptyState text="登录后查看消息">
        {compact ? (
          <Link
            href="/loginEntrance?locations=%2Fmessage"
            className="rounded-full bg-primary px-6 py-2 text-sm text-primary-contrast"
          >
            登录
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => openLogin({ then: '/message' })}
            className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast"
          >
            登录
          </button>
        )}
      </EmptyState>
    )
  else if (failed) body = <EmptyState text="加载失败，请稍后再试" />
  else if (!data) body = <Loading />
  else if (data.items.length === 0) body = <EmptyState />
  else
    body = (
      <>
        <ul className="divide-y divide-gray-100" aria-label="消息列表">
          {data.items.map((m) => (
            <MessageRow
              key={m.id}
              message={m}
              compact={compact}
              open={openId === m.id}
              onToggle={() => toggle(m)}
              onDelete={() => void remove(m)}
            />
          ))}
        </ul>
        {data.totalCount > data.pageSize ? (
          <div className="flex justify-center bg-white py-5">
            <Pagination
              page={page}
              total={data.totalCount}
              pageSize={data.pageSize}
              window={5}
              onChange={(p) => {
                setPage(p)
                setOpenId(null)
              }}
            />
          </div>
        ) : null}
      </>
    )

  return (
    <div
      data-testid="message-center"
      className={compact ? '' : 'overflow-hidden rounded-lg border border-gray-100 bg-white'}
    >
      <div className={`flex items-center border-b border-gray-100 bg-white ${compact ? '' : 'px-6'}`}>
        <div role="tablist" aria-label="消息类型" className={`flex ${compact ? 'flex-1' : 'gap-8'}`}>
          {MESSAGE_TYPES.map((t) => {
            const unread = unreadOf(t.type)
            return (
              <button
                key={t.type}
                type="button"
                role="tab"
                aria-selected={type === t.type}
                onClick={() => selectType(t.type)}
                className={`-mb-px flex items-center justify-center gap-1 border-b-2 py-3 text-sm ${compact ? 'flex-1' : ''} ${type === t.type ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-600 hover:text-primary'}`}
              >
                {unread > 0 ? (
                  <>
                    {/* The name comes from the text, not an aria-label that would leave out what is on screen:
                        系统通知（3条未读） for the label and the badge (99... above 99) drawn beside it. */}
                    <span className="sr-only">{`${t.label}（${unread}条未读）`}</span>
                    <span aria-hidden="true">{t.label}</span>
                    <span
                      aria-hidden="true"
                      className="min-w-[18px] rounded-full bg-red-600 px-1 text-center text-[11px] leading-[18px] text-white"
                    >
                      {unreadBadgeText(unread)}
                    </span>
                  </>
                ) : (
                  t.label
                )}
              </button>
            )
          })}
        </div>
        {signedIn && !compact ? (
          <button
            type="button"
            onClick={() => void readAll()}
            disabled={busy || unreadOf(type) === 0}
            className="ml-auto text-sm text-gray-600 hover:text-primary disabled:cursor-not-allowed disabled:text-gray-500"
          >
            全部标为已读
          </button>
        ) : null}
      </div>
      {signedIn && compact && unreadOf(type) > 0 ? (
        <div className="flex justify-end bg-white px-4 py-2 text-sm">
          <button type="button" onClick={() => void readAll()} disabled={busy} className="text-primary">
            全部标为已读
          </button>
        </div>
      ) : null}
      <div role="tabpanel" aria-label={MESSAGE_TYPES[type].label}>
        {body}
      </div>
      {dialog}
    </div>
  )
}
