'use client'
// The course page's 开始学习 / 继续学习 / 登录后学习 / 使用课程券学习: the signed-in state loads here, so the page itself
// stays cached (and the outline hears from here whether to show 试看). A voucher is spent only after the learner
// confirms; a paid course they cannot take points to /coupon. 登录后学习 ends on the learning page already joined.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'
import { api } from '@/lib/client/api'
import { carryJoinIntent } from '@/lib/client/join-after-login'
import { setJoined } from '@/lib/client/joined-courses'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { checkoutHref } from '@/lib/contract/order-links'
import { VOUCHER_BUTTON } from '@/lib/contract/voucher-button'
import { REDEEM_HINT } from '@/lib/contract/voucher-words'
import type { LearnState } from '@/lib/contract/schemas/learning'

const readState = (courseId: number) => api.get.CourseLearn.GetLearnState({ courseId }, { inline: true })
const VoucherConfirm = lazy(() => import('./voucher-confirm'))

export const learnHref = (courseId: number, lessonId?: number | null) =>
  `/course/learn/${courseId}${lessonId ? `?classId=${lessonId}` : ''}`

type View = {
  label: string
  href: string | null
  note: string | null
  action: 'go' | 'join' | 'login' | 'buy' | 'none'
  redeemHint?: boolean
}

/** What the button says and does for the state the server reported. */
export function viewOf(courseId: number, state: LearnState | null, signedIn: boolean): View {
  // A paid course a visitor could buy: 立即购买 asks them to sign in first, then goes on to the checkout.
  if (!signedIn)
    return state?.purchase
      ? { label: '立即购买', href: null, note: null, action: 'buy' }
      : { label: '登录后学习', href: null, note: null, action: 'login' }
  // Not known yet: the click asks the server first (so a voucher is never spent unasked), then joins or goes on.
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
  if (state.access === 'canEnrol' && state.enrolVia === 'voucher')
    return {
      label: VOUCHER_BUTTON,
      href: null,
      note: state.voucher ? `可使用「${state.voucher.title}」` : null,
      action: 'join',
    }
  if (state.access === 'canEnrol') return { label: '开始学习', href: null, note: null, action: 'join' }
  if (state.purchase)
    return {
      label: '立即购买',
      href: checkoutHref(courseId),
      note: state.purchase.openOrderNo ? '你有一笔待支付的订单' : null,
      action: 'buy',
      redeemHint: true,
    }
  return { label: '开始学习', href: null, note: state.reason, action: 'none', redeemHint: state.access === 'refused' }
}

export function CourseLearnButton({
  courseId,
  variant,
  className,
  paid = false,
}: {
  courseId: number
  variant: 'desktop' | 'mobile'
  className: string
  /** A paid course: a visitor's state is read too, so 立即购买 shows where the tenant sells it. */
  paid?: boolean
}) {
  const { session, ready } = useSession()
  const router = useRouter()
  const [state, setState] = useState<LearnState | null>(null)
  const [busy, setBusy] = useState(false)
  // The voucher a join would spend, while the learner is asked about it.
  const [asking, setAsking] = useState<string | null>(null)
  const signedIn = ready && session !== null

  useEffect(() => {
    if (!ready || (!signedIn && !paid)) return
    let live = true
    readState(courseId)
      .then((s) => live && setState(s))
      .catch(() => {}) // the plain 开始学习 link still works; the learning page explains any refusal
    return () => {
      live = false
    }
  }, [ready, signedIn, paid, courseId])
  useEffect(() => setJoined(courseId, signedIn && state?.access === 'enrolled'), [courseId, signedIn, state])

  const view = ready
    ? viewOf(courseId, state, signedIn)
    : { label: '开始学习', href: learnHref(courseId), note: null, action: 'go' as const }
  const here = learnHref(courseId)

  async function onClick() {
    if (view.action === 'buy') {
      const then = checkoutHref(courseId)
      if (variant === 'desktop') openLogin({ then })
      else router.push(`/loginEntrance?locations=${encodeURIComponent(then)}`)
      return
    }
    if (view.action === 'login') {
      carryJoinIntent(courseId)
      if (variant === 'desktop') openLogin({ then: here })
      else router.push(`/loginEntrance?locations=${encodeURIComponent(here)}`)
      return
    }
    if (view.action !== 'join' || busy) return
    setBusy(true)
    try {
      const known = state ?? (await readState(courseId))
      setState(known)
      if (known.access === 'enrolled') return router.push(learnHref(courseId, known.lastLesson?.id))
      setBusy(false)
      // Refused after all, the button now says why; a voucher is spent only once the learner confirms.
      if (known.access !== 'canEnrol') return
      if (known.enrolVia === 'voucher') return setAsking(known.voucher?.title ?? '课程券')
      await join()
    } catch (e) {
      failed(e)
    }
  }

  async function join() {
    setBusy(true)
    try {
      await api.post.FrontCourse.JoinCourse({ courseId }, { inline: true })
      router.push(here)
    } catch (e) {
      failed(e)
      // The voucher may have gone meanwhile (used elsewhere, expired): show what holds now.
      readState(courseId).then(setState, () => {})
    }
  }

  function failed(e: unknown) {
    toast.error(isApiClientError(e) && e.message ? e.message : '加入学习失败，请稍后再试')
    setBusy(false)
  }

  const hint = view.redeemHint ? (
    <Link
      href={REDEEM_HINT.href}
      data-testid="redeem-hint"
      className={
        variant === 'desktop'
          ? 'ml-3 text-primary hover:underline'
          : 'flex h-11 shrink-0 items-center font-medium underline'
      }
    >
      {REDEEM_HINT.text}
    </Link>
  ) : null
  const note =
    view.note || hint ? (
      <span
        className={
          variant === 'desktop'
            ? 'text-sm text-gray-500'
            : `absolute inset-x-0 bottom-full flex items-center justify-between gap-3 bg-primary-soft px-4 text-xs text-primary ${hint ? '' : 'py-1.5'}`
        }
      >
        {view.note ? (
          <span data-testid="learn-note" className={variant === 'desktop' ? '' : 'truncate'}>
            {view.note}
          </span>
        ) : null}
        {hint}
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
      {asking !== null ? (
        <Suspense fallback={null}>
          <VoucherConfirm
            title={asking}
            onAnswer={(ok) => {
              setAsking(null)
              if (ok) void join()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
