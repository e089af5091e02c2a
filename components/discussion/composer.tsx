'use client'
// 发表话题 and the reply boxes: individuals write (checked with the API's own rules), visitors are asked to sign in,
// company accounts are told why they cannot. After a post the cached page is fetched again, fresh.
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { api, isApiClientError } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import {
  checkReplyContent,
  checkTopicContent,
  checkTopicTitle,
  DISCUSSION_LIMITS as L,
  textLength,
} from '@/lib/contract/discussion-rules'
import { LoginToPost } from './login-to-post'

type ComposerTarget = { kind: 'topic'; courseId: number } | { kind: 'reply'; topicId: number; parentId?: number }

export interface ComposerProps {
  target: ComposerTarget
  device: 'desktop' | 'mobile'
  placeholder?: string
  /** The page the new post shows on (a new topic: the list's first page; a reply: the last page); '' = this page. */
  landing?: string
}

const FIELD =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-[15px] text-gray-900 outline-none placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary/20'

export function Composer({ target, device, placeholder, landing = '' }: ComposerProps) {
  const { session, ready } = useSession()
  const router = useRouter()
  const ids = useId()
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const isTopic = target.kind === 'topic'
  const max = isTopic ? L.topicContentMax : L.replyMax

  // Same height before the session is known, so the page does not jump.
  if (!ready) return <div aria-hidden="true" className="h-14" />
  if (!session) return <LoginToPost device={device} />
  if (!session.personal) {
    return (
      <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-500">
        企业账号不能参与课程讨论，请使用个人账号登录
      </p>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = isTopic ? checkTopicTitle(title) || checkTopicContent(content) : checkReplyContent(content)
    setError(problem)
    if (problem || busy) return
    setBusy(true)
    try {
      if (isTopic)
        await api.post.CourseTopic.CreateTopic({ courseId: target.courseId, title, content }, { inline: true })
      else
        await api.post.CourseTopic.CreateReply(
          { topicId: target.topicId, parentId: target.parentId, content },
          { inline: true },
        )
      setTitle('')
      setContent('')
      toast.success(isTopic ? '话题发表成功' : '回复成功')
      const here = window.location.pathname + window.location.search
      if (landing && landing !== here) router.push(landing)
      // The post dropped the server's cached pages; this drops the browser's (a prefetched landing page among them)
      // and fetches the page shown, so the post is there at once.
      router.refresh()
    } catch (e) {
      // 401/-10 are handled by the HTTP client (toast, reload); everything else is said here.
      if (isApiClientError(e) && (e.action === 'inline' || e.action === null)) setError(e.message)
    } finally {
      setBusy(false)
    }
  }

  const length = textLength(content)
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid={isTopic ? 'topic-composer' : 'reply-composer'}
      className="space-y-3"
    >
      {isTopic ? (
        <div>
          <label htmlFor={`${ids}-title`} className="sr-only">
            话题标题
          </label>
          <input
            id={`${ids}-title`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={L.titleMax}
            placeholder={`话题标题（${L.titleMin}-${L.titleMax}字）`}
            className={FIELD}
          />
        </div>
      ) : null}
      <div className="relative">
        <label htmlFor={`${ids}-content`} className="sr-only">
          {isTopic ? '话题内容' : '回复内容'}
        </label>
        <textarea
          id={`${ids}-content`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={device === 'mobile' ? 3 : 4}
          placeholder={placeholder ?? (isTopic ? '说说你的问题或心得（选填）' : '写下你的回复…')}
          className={`${FIELD} resize-y pb-6`}
        />
        <span
          className={`pointer-events-none absolute right-3 bottom-2 text-xs ${length > max ? 'text-red-600' : 'text-gray-500'}`}
        >
          {length}/{max}
        </span>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p role="alert" data-testid="composer-error" className="min-h-5 text-sm text-red-600">
          {error}
        </p>
        <button
          type="submit"
          disabled={busy}
          className="shrink-0 rounded-md bg-primary px-6 py-2 text-sm font-medium text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
        >
          {busy ? '提交中…' : isTopic ? '发表话题' : '发表回复'}
        </button>
      </div>
    </form>
  )
}
