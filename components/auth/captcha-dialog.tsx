'use client'
// The 图形验证码 dialog: the server's reason, the picture (tap to change), four digits, 确定 / 取消. Its answer goes back
// to the HTTP client, which retries the call that was asked for it with the `X-Captcha` header.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useCallback, useEffect, useId, useState } from 'react'
import { apiGet } from '@/lib/client/api'
import type { CaptchaRequest } from '@/lib/client/captcha-bus'
import { CAPTCHA_MESSAGES, CAPTCHA_PATH } from '@/lib/contract/captcha'
import type { CaptchaResult } from '@/lib/contract/schemas/captcha'
import { DIALOG_BUTTON, PHONE_DIALOG } from '@/components/ui/confirm-dialog'

type Picture = { state: 'loading' } | { state: 'ready'; captcha: CaptchaResult } | { state: 'failed'; message: string }

export default function CaptchaDialog({ request }: { request: CaptchaRequest }) {
  const [picture, setPicture] = useState<Picture>({ state: 'loading' })
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const inputId = useId()
  const hintId = useId()

  const fetchPicture = useCallback(() => {
    apiGet<CaptchaResult>(CAPTCHA_PATH, undefined, { inline: true }).then(
      (captcha) => setPicture({ state: 'ready', captcha }),
      (e: Error) => setPicture({ state: 'failed', message: e.message }),
    )
  }, [])
  // The host mounts a fresh dialog per question (keyed), so the first picture is fetched once, here.
  useEffect(fetchPicture, [fetchPicture])
  const load = () => {
    setPicture({ state: 'loading' })
    setValue('')
    fetchPicture()
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (picture.state !== 'ready') return
    if (!/^\d{4}$/.test(value)) return setProblem(CAPTCHA_MESSAGES.empty)
    request.answer(`${picture.captcha.captchaId}.${value}`)
  }

  return (
    <Dialog open onClose={() => request.answer(null)} className="relative z-[950]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid="captcha-dialog"
          className={`w-[360px] max-w-[calc(100vw-2rem)] rounded bg-white px-6 pt-5 pb-6 shadow-xl ${PHONE_DIALOG.panel}`}
        >
          <form onSubmit={submit} noValidate>
            <DialogTitle className={`text-lg text-gray-800 ${PHONE_DIALOG.title}`}>安全验证</DialogTitle>
            <div className="phone:px-6 phone:pt-2 phone:pb-5">
              <p id={hintId} className="mt-2 text-sm leading-relaxed text-gray-600">
                {request.message}
              </p>
              <div className="mt-4 flex items-center gap-3">
                <button
                  type="button"
                  onClick={load}
                  title="看不清？换一张"
                  className="flex h-12 w-32 shrink-0 items-center justify-center overflow-hidden rounded border border-gray-200 bg-gray-50 text-xs text-gray-500"
                >
                  {picture.state === 'ready' ? (
                    // A data URL drawn by the server for this one challenge: nothing for an image optimiser to do.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={picture.captcha.image} alt="图形验证码，点击换一张" width={128} height={48} className="h-12 w-32" />
                  ) : picture.state === 'loading' ? (
                    '加载中…'
                  ) : (
                    '点击重试'
                  )}
                </button>
                <button type="button" onClick={load} className="text-sm text-primary hover:underline">
                  换一张
                </button>
              </div>
              <label htmlFor={inputId} className="mt-4 block text-sm text-gray-700">
                请输入图中的4位数字
              </label>
              <input
                id={inputId}
                autoFocus
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                value={value}
                aria-describedby={hintId}
                aria-invalid={problem ? true : undefined}
                onChange={(e) => {
                  setValue(e.target.value.replace(/\D/g, '').slice(0, 4))
                  setProblem(null)
                }}
                className="mt-1 h-10 w-full rounded border border-gray-300 px-3 text-base tracking-[0.4em] focus:border-primary focus:outline-none"
              />
              <p role="alert" className="mt-1 min-h-5 text-xs text-red-600">
                {problem ?? (picture.state === 'failed' ? picture.message : '')}
              </p>
            </div>
            <div className={`mt-2 flex justify-end gap-3 ${PHONE_DIALOG.actions}`}>
              <button type="button" onClick={() => request.answer(null)} className={`${DIALOG_BUTTON.secondary} ${PHONE_DIALOG.button}`}>
                取消
              </button>
              <button
                type="submit"
                disabled={picture.state !== 'ready'}
                className={`${DIALOG_BUTTON.primary} ${PHONE_DIALOG.button} ${PHONE_DIALOG.confirm} disabled:opacity-60`}
              >
                确定
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
