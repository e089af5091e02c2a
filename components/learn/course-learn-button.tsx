'use client'
// The course page's 开始学习 / 继续学习 / 登录后学习: the signed-in state loads here, so the page itself stays cached.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { apiGet, apiPost } from '@/lib/client/api'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import type { LearnState } from '@/lib/contract/schemas/learning'

const STATE = '/api/services/app/CourseLearn/GetLearnState'
const JOIN = '/api/services/app/FrontCourse/JoinCourse'

export const learnHref = (courseId: number, lessonId?: number | null) =>
  `/course/learn/${courseId}${lessonId ? `?classId=${lessonId}` : ''}`

type View = { label: string; href: string | null; note: string | null; action: 'go' | 'join' | 'login' | 'none' }

/** What the button says and does for the state the server reported. */
export function viewOf(courseId: number, state: LearnState | null, signedIn: boolean): View {
  if (!signedIn) return { label: '登录后学习', href: null, note: null, action: 'login' }
  // Not known yet: joining is idempotent, so the click joins (or learns why not) and then goes on.
  if (!state) return { label: '开始学习', href: null, note: null, action: 'join' }
  if (state.access === 'enrolled') {
    const last = state.lastLesson
    return {
      label: last ? '继续学习' : '开始学习',
      href: learnHref(courseId, last?.id),
      note: last ? `${state.completed ? '已学完' : `已学${state.percent}%`} · 上次学到：${last.title}` : null,
      action: 'go',
    }
  }
  if (state.access === 'canEnrol') return { label: '开始学习', href: null, note: null, action: 'join' }
  return { label: '开始学习', href: null, note: state.reason, action: 'none' }
}

export function CourseLearnButton({ courseId, variant, className }: { courseId: number; variant: 'desktop' | 'mobile'; className: string }) {
  const { session, ready } = useSession()
  const router = useRouter()
  const [state, setState] = useState<LearnState | null>(null)
  const [busy, setBusy] = useState(false)
  const signedIn = ready && session !== null

  useEffect(() => {
    if (!signedIn) return
    let live = true
    apiGet<LearnState>(STATE, { courseId }, { inline: true })
      .then((s) => live && setState(s))
      .catch(() => {}) // the plain 开始学习 link still works; the learning page explains any refusal
    return () => {
      live = false
    }
  }, [signedIn, courseId])

  const view = ready ? viewOf(courseId, state, signedIn) : { label: '开始学习', href: learnHref(courseId), note: null, action: 'go' as const }
  const here = learnHref(courseId)

  async function onClick() {
    if (view.action === 'login') {
      if (variant === 'desktop') openLogin({ then: here })
      else router.push(`/loginEntrance?locations=${encodeURIComponent(here)}`)
      return
    }
    if (view.action !== 'join' || busy) return
    setBusy(true)
    try {
      await apiPost<LearnState>(JOIN, { courseId }, { inline: true })
      router.push(here)
    } catch (e) {
      toast.error(isApiClientError(e) && e.message ? e.message : '加入学习失败，请稍后再试')
      setBusy(false)
    }
  }

  const note = view.note ? (
    <span
      data-testid="learn-note"
      className={variant === 'desktop' ? 'text-sm text-gray-500' : 'absolute inset-x-0 bottom-full truncate bg-primary-soft px-4 py-1.5 text-xs text-primary'}
    >
      {view.note}
    </span>
  ) : null
  const button =
    view.href !== null ? (
      <Link href={view.href} data-testid="start-learning" className={className}>
        {view.label}
      </Link>
    ) : (
      <button
        type="button"
        data-testid="start-learning"
        className={`${className} disabled:cursor-not-allowed disabled:opacity-50`}
        disabled={view.action === 'none' || busy}
        onClick={onClick}
      >
        {busy ? '加入中…' : view.label}
      </button>
    )
  return (
    <>
      {button}
      {note}
    </>
  )
}
