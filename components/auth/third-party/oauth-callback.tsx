'use client'
// Where QQ and WeChat send the browser back (/LoginByThird, /home/GetCode, /home/LoginByWeChat, /wxlogin/LoginByWeChat):
// the code and state go to TokenAuth/Qzone or WeiXinLogin; a bound account is signed in and returns where it started,
// an unbound one binds a phone first (docs/spec.md §4 "Third-party login"). A declined consent falls back to the phone login.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useState } from 'react'
import { ConsentCheck } from '@/components/auth/consent-check'
import { FormField } from '@/components/ui/form-field'
import { Loading } from '@/components/ui/loading'
import { api, type ApiResult, type RequestOptions } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { checkCode, checkPhone, LIMITS } from '@/lib/contract/account-rules'
import { phoneInputValue } from '@/lib/contract/phone-rules'
import type { LoginResult } from '@/lib/contract/schemas/account'
import { useSendCode } from '@/lib/hooks/use-send-code'
import { OAUTH_RETURN_KEY } from './oauth-start'

type Family = 'qq' | 'wechat'
type Answer = ApiResult<'TokenAuth', 'Qzone'>

/** Each family's calls: the code for a login, and binding a phone to a first-time account. */
const CALLS = {
  qq: { login: api.post.TokenAuth.Qzone, bindPhone: api.post.TokenAuth.BindPhoneByQQ },
  wechat: { login: api.post.TokenAuth.WeiXinLogin, bindPhone: api.post.TokenAuth.BindPhoneByWechat },
} satisfies Record<Family, unknown>

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
      <h1 className="text-xl font-semibold text-gray-900">绑定手机号</h1>
      <p className="text-sm leading-6 text-gray-600">
        {nickname ? `您好，${nickname}！` : ''}首次使用{family === 'qq' ? 'QQ' : '微信'}
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
          <button
            type="button"
            data-testid="send-code"
            onClick={() => {
              if (!errors.phone) void sender.send()
              else setTouched(true)
            }}
            disabled={sender.sending || sender.secondsLeft > 0}
            className="h-10 shrink-0 whitespace-nowrap rounded-md border border-primary px-3 text-sm text-primary disabled:border-gray-300 disabled:text-gray-400"
          >
            {sender.label}
          </button>
        }
      />
      <ConsentCheck id={`${uid}-agree`} checked={agreed} onChange={setAgreed} error={touched ? errors.agree : ''} />
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
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
      if (device === 'mobile')
        router.replace(
          `/loginEntrance?locations=${encodeURIComponent(sessionStorage.getItem(OAUTH_RETURN_KEY) ?? '/')}`,
        )
      return
    }
    CALLS[family]
      .login({ code, state: q.get('state') ?? '' }, { inline: true })
      .then((a) => (a.needBindPhone ? setAnswer(a) : finish(a)))
      .catch((e) => setError(isApiClientError(e) ? e.message : '登录失败，请重新登录'))
  }, [family, device, router, finish])

  const loginHref =
    device === 'mobile'
      ? `/loginEntrance?locations=${encodeURIComponent(back)}`
      : `/login?redirect=${encodeURIComponent(back)}`
  if (declined || error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 px-4 py-24 text-center" data-testid="oauth-error">
        <p className="text-base text-gray-700">{error || '您已取消授权'}</p>
        <Link href={loginHref} className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast">
          返回登录
        </Link>
      </div>
    )
  }
  if (answer?.needBindPhone)
    return <BindPhone family={family} ticket={answer.bindTicket} nickname={answer.nickname} onDone={finish} />
  return <Loading text="正在登录…" className="py-24" />
}
