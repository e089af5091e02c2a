// The 图形验证码 prompt the HTTP client shows when a call answers 428 (past a global ceiling): the server's words, the
// picture (click for another), four digits, 确定 / 取消. It is part of the client's behaviour, like its toasts and
// redirects, so it lives here and loads only on a 428 (http.ts imports it then) — no page carries a byte of it, and it
// needs no React: a native <dialog> (modal, focus kept inside, Escape closes), styled like the site's dialogs.
import { CAPTCHA_MESSAGES, CAPTCHA_PATH } from '@/lib/contract/captcha'
import type { CaptchaResult } from '@/lib/contract/schemas/captcha'

const BUTTON =
  'rounded border px-5 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

let open: { close: (value: string | null) => void } | null = null
let seq = 0

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  Object.assign(node, props)
  node.append(...children)
  return node
}

/** A new picture (the server's envelope read by hand: this module must not load the HTTP client it serves). */
async function fetchPicture(): Promise<CaptchaResult> {
  const res = await fetch(`${CAPTCHA_PATH}?_t=${Date.now()}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  const envelope = (await res.json().catch(() => null)) as {
    success?: boolean
    result?: CaptchaResult
    error?: { message?: string }
  } | null
  if (!envelope?.success || !envelope.result)
    throw new Error(envelope?.error?.message || '图形验证码加载失败，请点击重试')
  return envelope.result
}

/**
 * Asks for a picture's four digits. Resolves `{captchaId}.{answer}` for the retried call's X-Captcha header, or null when
 * the person closes it (or there is no document: tests and scripts). A second question closes the first unanswered.
 */
export function askCaptcha(message: string): Promise<string | null> {
  if (typeof document === 'undefined') return Promise.resolve(null)
  open?.close(null)
  const id = `qh-captcha-${++seq}`
  return new Promise((resolve) => {
    let captchaId = ''
    const img = el('img', { alt: '图形验证码，点击换一张', width: 128, height: 48, className: 'h-12 w-32' })
    const pictureButton = el('button', {
      type: 'button',
      title: '看不清？换一张',
      className:
        'flex h-12 w-32 shrink-0 items-center justify-center overflow-hidden rounded border border-gray-200 bg-gray-50 text-xs text-gray-500',
    })
    const again = el('button', { type: 'button', className: 'text-sm text-primary hover:underline' }, '换一张')
    const input = el('input', {
      id: `${id}-input`,
      inputMode: 'numeric',
      autocomplete: 'one-time-code',
      maxLength: 4,
      className:
        'mt-1 h-10 w-full rounded border border-gray-300 px-3 text-base tracking-[0.4em] focus:border-primary focus:outline-none',
    })
    input.setAttribute('aria-describedby', `${id}-message`)
    const problem = el('p', { role: 'alert', className: 'mt-1 min-h-5 text-xs text-red-600' })
    const ok = el(
      'button',
      {
        type: 'submit',
        className: `${BUTTON} border-primary bg-primary text-primary-contrast hover:bg-primary-hover disabled:opacity-60`,
      },
      '确定',
    )
    const cancel = el(
      'button',
      {
        type: 'button',
        className: `${BUTTON} border-gray-300 bg-white text-gray-700 hover:border-primary hover:text-primary`,
      },
      '取消',
    )
    const form = el(
      'form',
      { method: 'dialog', noValidate: true },
      el('h2', { id: `${id}-title`, className: 'text-lg text-gray-800' }, '安全验证'),
      el('p', { id: `${id}-message`, className: 'mt-2 text-sm leading-relaxed text-gray-600' }, message),
      el('div', { className: 'mt-4 flex items-center gap-3' }, pictureButton, again),
      el('label', { htmlFor: input.id, className: 'mt-4 block text-sm text-gray-700' }, CAPTCHA_MESSAGES.empty),
      input,
      problem,
      el('div', { className: 'mt-2 flex justify-end gap-3' }, cancel, ok),
    )
    const dialog = el(
      'dialog',
      {
        className:
          'm-auto w-[360px] max-w-[calc(100vw-2rem)] rounded bg-white px-6 pt-5 pb-6 shadow-xl backdrop:bg-black/50',
      },
      form,
    )
    dialog.dataset.testid = 'captcha-dialog'
    dialog.setAttribute('aria-labelledby', `${id}-title`)

    const load = () => {
      captchaId = ''
      ok.disabled = true
      input.value = ''
      pictureButton.replaceChildren('加载中…')
      fetchPicture().then(
        (picture) => {
          captchaId = picture.captchaId
          img.src = picture.image
          pictureButton.replaceChildren(img)
          ok.disabled = false
        },
        (e: Error) => {
          pictureButton.replaceChildren('点击重试')
          problem.textContent = e.message
        },
      )
    }
    const close = (value: string | null) => {
      if (open?.close !== close) return
      open = null
      // Every browser we serve has <dialog>; a document without it (an old WebView, jsdom) still gets the element.
      if (typeof dialog.close === 'function') dialog.close()
      dialog.remove()
      resolve(value)
    }
    open = { close }
    pictureButton.addEventListener('click', load)
    again.addEventListener('click', load)
    cancel.addEventListener('click', () => close(null))
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault()
      close(null)
    })
    input.addEventListener('input', () => {
      input.value = input.value.replace(/\D/g, '').slice(0, 4)
      problem.textContent = ''
      input.removeAttribute('aria-invalid')
    })
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      if (!captchaId) return
      if (!/^\d{4}$/.test(input.value)) {
        problem.textContent = CAPTCHA_MESSAGES.empty
        input.setAttribute('aria-invalid', 'true')
        return
      }
      close(`${captchaId}.${input.value}`)
    })

    document.body.append(dialog)
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    input.focus()
    load()
  })
}
