'use client'
// 删除 on one's own topic or reply (shown only to its author, after a confirmation); the server checks ownership again.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { api, isApiClientError } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { useConfirm } from '@/components/ui/use-confirm'

export interface DeletePostProps {
  kind: 'topic' | 'reply'
  id: number
  authorId: number
  /** Where to go once it is gone (its own page no longer exists); absent: this page is fetched again. */
  then?: string
}

export function DeletePost({ kind, id, authorId, then }: DeletePostProps) {
  const { session } = useSession()
  const router = useRouter()
  const { confirm, dialog } = useConfirm({ title: '删除确认', confirmText: '删除', cancelText: '取消' })
  const [busy, setBusy] = useState(false)
  if (!session?.personal || session.userId !== authorId) return null

  const remove = async () => {
    const what = kind === 'topic' ? '话题（其下的回复将一并不再显示）' : '回复'
    if (busy || !(await confirm(`确定删除这条${what}吗？删除后无法恢复。`))) return
    setBusy(true)
    try {
      const call = kind === 'topic' ? api.post.CourseTopic.DeleteTopic : api.post.CourseTopic.DeleteReply
      await call({ id }, { inline: true })
      toast.success('已删除')
      if (then) router.push(then)
      // As after a post (composer.tsx): the browser's cached pages go too, so the page shown is fresh.
      router.refresh()
    } catch (e) {
      if (isApiClientError(e) && (e.action === 'inline' || e.action === null)) toast.error(e.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={remove}
        disabled={busy}
        data-testid={`delete-${kind}`}
        className="text-xs text-gray-500 hover:text-red-600 disabled:opacity-60"
      >
        删除
      </button>
      {dialog}
    </>
  )
}
