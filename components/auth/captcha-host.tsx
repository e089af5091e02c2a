'use client'
// The 图形验证码 dialog's host (captcha-root.tsx mounts it on the first question, error.code 428 past a global ceiling).
import { useLayoutEffect } from 'react'
import { registerCaptchaHost, useCaptchaRequest } from '@/lib/client/captcha-bus'
import CaptchaDialog from './captcha-dialog'

export function CaptchaHost() {
  const request = useCaptchaRequest()
  useLayoutEffect(registerCaptchaHost, [])
  if (!request) return null
  // Each question gets a fresh dialog (and picture): a wrong answer is asked again with a new one.
  return <CaptchaDialog key={request.id} request={request} />
}
