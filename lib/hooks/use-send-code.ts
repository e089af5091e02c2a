'use client'
// docs/spec.md §4 "Code sending": a 60-second countdown after a successful send, and a click guard that blocks
// repeat sends until the countdown ends or the send fails (then error.message is shown, §8).
import { useCallback, useEffect, useRef, useState } from 'react'
import type { RequestOptions } from '@/lib/client/api'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { PHONE_MSG as MSG, PHONE_RE } from '@/lib/contract/phone-rules'

const RESEND_SECONDS = 60

export interface SendCodeState {
  /** Seconds left in the countdown; 0 when a send is allowed. */
  secondsLeft: number
  sending: boolean
  error: string
  /** The button's text: 获取验证码, 发送中..., or "{n}秒后重新获取". */
  label: string
  send: () => Promise<boolean>
  reset: () => void
}

/**
 * @param request the TokenAuth / FrontCompany / FrontUser send call with its input, built at click time
 *   (e.g. `(opts) => api.post.TokenAuth.SendPhoneCode({ PhoneNumber }, opts)`); it gets `{ inline: true }`
 * @param phone the phone the code goes to; an empty or malformed one is refused before any request
 */
export function useSendCode(request: (opts: RequestOptions) => Promise<unknown>, phone: string): SendCodeState {
  const [secondsLeft, setSecondsLeft] = useState(0)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  const guard = useRef(false)

  useEffect(() => {
    if (secondsLeft <= 0) {
      guard.current = sending
      return
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft, sending])

  const send = useCallback(async () => {
    if (guard.current) return false
    const trimmed = phone.trim()
    if (!trimmed) {
      setError(MSG.phoneEmpty)
      return false
    }
    if (!PHONE_RE.test(trimmed)) {
      setError(MSG.phoneBad)
      return false
    }
    guard.current = true
    setSending(true)
    setError('')
    try {
      await request({ inline: true })
      setSecondsLeft(RESEND_SECONDS)
      return true
    } catch (e) {
      guard.current = false
      setError(isApiClientError(e) ? e.message : '验证码发送失败，请稍后再试')
      return false
    } finally {
      setSending(false)
    }
  }, [request, phone])

  const reset = useCallback(() => {
    guard.current = false
    setSecondsLeft(0)
    setSending(false)
    setError('')
  }, [])

  const label = sending ? '发送中...' : secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码'
  return { secondsLeft, sending, error, label, send, reset }
}
