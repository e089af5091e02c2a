'use client'
// The 图形验证码 dialog's host, mounted once in Providers: the dialog and its picture load only when the server asks for
// one (error.code 428, past a global ceiling) — pages nobody is challenged on never download them.
import { lazy, Suspense, useEffect } from 'react'
import { registerCaptchaHost, useCaptchaRequest } from '@/lib/client/captcha-bus'

const CaptchaDialog = lazy(() => import('./captcha-dialog'))

export function CaptchaHost() {
  const request = useCaptchaRequest()
  useEffect(registerCaptchaHost, [])
  if (!request) return null
  // Each question gets a fresh dialog (and picture): a wrong answer is asked again with a new one.
  return (
    <Suspense fallback={null}>
      <CaptchaDialog key={request.id} request={request} />
    </Suspense>
  )
}
