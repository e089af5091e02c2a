'use client'
// Where QQ and WeChat send the browser back (/LoginByThird, /home/GetCode, /home/LoginByWeChat, /wxlogin/LoginByWeChat):
// the code and state go to TokenAuth/Qzone or WeiXinLogin; a bound account is signed in and returns where it started,
// an unbound one binds a phone first (docs/spec.md §4 "Third-party login"), under a bar with the way back to the login; a
// trip started from 账号关联 comes back bound to the signed-in account. A declined consent falls back to the phone login.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useState } from 'react'
import { ConsentCheck } from '@/components/auth/consent-check'
import { FormField, FormError } from '@/components/ui/form-field'
import { SendCodeButton } from '@/components/ui/send-code-button'
import { Loading } from '@/components/ui/loading'
import { api, type ApiResult, type RequestOptions } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { checkCode, checkPhone, LIMITS } from '@/lib/contract/account-rules'
import { phoneInputValue } from '@/lib/contract/phone-rules'
import type { LoginResult } from '@/lib/contract/schemas/account'
import { useSendCode } from '@/lib/hooks/use-send-code'
import { OAUTH_RETURN_KEY } from './oauth-start'
import { BackIcon } from '@/components/ui/back-icon'

type Family = 'qq' | 'wechat'
const NAME: Record<Family, string> = { qq: 'QQ', wechat: '微信' }
type Answer = ApiResult<'TokenAuth', 'Qzone'>

/** Each family's calls: the code for a login, and binding a phone to a first-time account. */
const CALLS = {
  qq: { login: api.post.TokenAuth.Qzone, bindPhone: api.post.TokenAuth.BindPhoneByQQ },
  wechat: { login: api.post.TokenAuth.WeiXinLogin, bindPhone: api.post.TokenAuth.BindPhoneByWechat },
} satisfies Record<Family, unknown>

/** The bind page's bar (desktop and phone): its title, and a link back to the login it came from. */
function BindHeader({ href, device }: { href: string; device: 'desktop' | 'mobile' }) {
  return (
    <header data-testid="bind-phone-header" className="sticky top-0 z-30 border-b border-gray-100 bg-white">
      <div className={`mx-auto flex h-12 items-center px-2 ${device === 'desktop' ? 'max-w-5xl' : ''}`}>
        <Link
          href={href}
          aria-label="返回登录"
          className="flex h-9 min-w-9 items-center justify-center gap-1 rounded-full px-1 text-sm text-gray-700 hover:text-primary active:bg-gray-100"
        >
          <BackIcon />
          {device === 'desktop' ? <span aria-hidden="true">返回登录</span> : null}
        </Link>
        <h1 className="flex-1 text-center text-base font-semibold text-gray-900">绑定手机号</h1>
        <span aria-hidden="true" className={device === 'desktop' ? 'w-20' : 'w-9'} />
      </div>
    </header>
  )
}

function BindPhone({
  family,
  ticket,
  nickname,
  onDone,
}: {
  family: Family
  ticket: string
  nickname: string
  onDone: (r: LoginResult) => void
}) {
  const uid = useId()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const target = phone.trim()
  const sender = useSendCode(
    useCallback(
      (opts: RequestOptions) =>
        api.post.TokenAuth.SendPhoneCodeForBindThirdAccount({ PhoneNumber: target, bindTicket: ticket }, opts),
      [target, ticket],
    ),
    target,
  )
  const errors = {
    phone: checkPhone(phone),
    code: checkCode(code),
    agree: agreed ? '' : '请先阅读并同意《用户协议》和《隐私政策》',
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (busy || errors.phone || errors.code || errors.agree) return
    setBusy(true)
    setError('')
    try {
      onDone(
        await CALLS[family].bindPhone(
          { PhoneNumber: target, phoneCode: code.trim(), bindTicket: ticket, isAgreeProtocol: true },
          { inline: true },
        ),
      )
    } catch (err) {
      setError(isApiClientError(err) ? err.message : '绑定失败，请稍后再试')
      setBusy(false)
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mx-auto w-full max-w-sm space-y-4 px-4 py-8"
      data-testid="bind-phone-form"
    >
      <p className="text-sm leading-6 text-gray-600">
        {nickname ? `您好，${nickname}！` : ''}首次使用{NAME[family]}
        登录，请绑定手机号。已注册的手机号将关联到原账号，未注册的将自动创建账号。
      </p>
      <FormField
        id={`${uid}-phone`}
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="请输入手机号"
        value={phone}
        onChange={(e) => setPhone(phoneInputValue(e.target.value))}
        error={touched ? errors.phone : ''}
      />
      <FormField
        id={`${uid}-code`}
        label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.code}
        placeholder="请输入验证码"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={(touched ? errors.code : '') || sender.error}
        addon={
          <SendCodeButton
            sender={sender}
            onSend={() => {
              if (!errors.phone) void sender.send()
              else setTouched(true)
            }}
            look="compact"
            testId="send-code"
          />
        }
      />
      <ConsentCheck id={`${uid}-agree`} checked={agreed} onChange={setAgreed} error={touched ? errors.agree : ''} />
      <FormError message={error} />
      <button
        type="submit"
        disabled={busy}
        className="h-11 w-full rounded-md bg-primary text-base text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
      >
        {busy ? '绑定中…' : '绑定并登录'}
      </button>
    </form>
  )
}

export function OAuthCallback({ family, device }: { family: Family; device: 'desktop' | 'mobile' }) {
  const router = useRouter()
  const { signIn } = useSession()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [error, setError] = useState('')
  const [declined, setDeclined] = useState(false)
  const back = typeof window === 'undefined' ? '/' : (sessionStorage.getItem(OAUTH_RETURN_KEY) ?? '/')

  const finish = useCallback(
    (result: LoginResult & { returnUrl?: string }) => {
      signIn(result, 'user')
      sessionStorage.removeItem(OAUTH_RETURN_KEY)
      router.replace(result.returnUrl && /^\/(?![/\\])/.test(result.returnUrl) ? result.returnUrl : '/')
    },
    [signIn, router],
  )

  useEffect(() => {
    const q = new URLSearchParams(window.location.search)
    const code = q.get('code')
    if (!code) {
      // Declined (WeChat sends no code, QQ an error): back to the phone login — on a phone the entry page, once.
      void Promise.resolve().then(() => setDeclined(true))
      const from = sessionStorage.getItem(OAUTH_RETURN_KEY) ?? '/'
      // A bind from 账号关联 declined: the visitor is signed in, so back to the list rather than a login page.
      if (from.startsWith('/AccountAssociation')) {
        toast.info('您已取消授权，未绑定')
        router.replace('/AccountAssociation')
      } else if (device === 'mobile') router.replace(`/loginEntrance?locations=${encodeURIComponent(from)}`)
      return
    }
    CALLS[family]
      .login({ code, state: q.get('state') ?? '' }, { inline: true })
      .then((a) => {
        if (a.needBindPhone) return setAnswer(a)
        if ('boundTo' in a) {
          // Bound from 账号关联: the session is unchanged; back to the list, which now shows it.
          sessionStorage.removeItem(OAUTH_RETURN_KEY)
          toast.success(`已绑定${NAME[family]}`)
          return router.replace(a.returnUrl)
        }
        finish(a)
      })
      .catch((e) => setError(isApiClientError(e) ? e.message : '登录失败，请重新登录'))
  }, [family, device, router, finish])

  const fromAssociation = back.startsWith('/AccountAssociation')
  const loginHref = fromAssociation
    ? '/AccountAssociation'
    : device === 'mobile'
      ? `/loginEntrance?locations=${encodeURIComponent(back)}`
      : `/login?redirect=${encodeURIComponent(back)}`
  if (declined || error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 px-4 py-24 text-center" data-testid="oauth-error">
        <p className="text-base text-gray-700">{error || '您已取消授权'}</p>
        <Link href={loginHref} className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast">
          {fromAssociation ? '返回账号关联' : '返回登录'}
        </Link>
      </div>
    )
  }
  if (answer?.needBindPhone)
    return (
      <>
        <BindHeader href={loginHref} device={device} />
        <BindPhone family={family} ticket={answer.bindTicket} nickname={answer.nickname} onDone={finish} />
      </>
    )
  return <Loading text="正在登录…" className="py-24" />
}
