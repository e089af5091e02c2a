'use client'
// /toconsult: the consultation request form — service, topic, needs, contact, phone (proved by an SMS code when not
// signed in), company, a time to call — then the request number. Its rules are the API's (lib/contract/consultation-rules).
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, useCallback, useId, useState } from 'react'
import { FormField, FormError } from '@/components/ui/form-field'
import { SendCodeButton } from '@/components/ui/send-code-button'
import { api, isApiClientError, loadHttp, type RequestOptions } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { checkCode, checkPhone, phoneInputValue } from '@/lib/contract/phone-rules'
import {
  checkCompanyName,
  checkContactName,
  checkDescription,
  checkTopic,
  CONSULT_LIMITS,
  CONSULT_MSG,
  OTHER_SERVICE,
  PREFERRED_TIMES,
  preferredTimeText,
} from '@/lib/contract/consultation-rules'
import { textLength } from '@/lib/contract/text'
import { useSendCode } from '@/lib/hooks/use-send-code'
import type { Done } from './consultation-done'

const FALLBACK_ERROR = '提交失败，请稍后再试'
const SELECT =
  'h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base outline-none focus:border-primary aria-invalid:border-red-500'

type Field =
  'serviceId' | 'topic' | 'description' | 'contactName' | 'PhoneNumber' | 'phoneCode' | 'companyName' | 'preferredTime'
type Values = Record<Field, string>

function validate(v: Values, needsCode: boolean): Record<Field, string> {
  return {
    serviceId: '',
    topic: checkTopic(v.topic),
    description: checkDescription(v.description),
    contactName: checkContactName(v.contactName),
    PhoneNumber: checkPhone(v.PhoneNumber),
    phoneCode: needsCode ? checkCode(v.phoneCode) : '',
    companyName: checkCompanyName(v.companyName),
    preferredTime: v.preferredTime ? '' : CONSULT_MSG.timeEmpty,
  }
}

// The confirmation loads after a successful submit, not with the page (the phone's JS budget).
const ConsultDone = lazy(() => import('./consultation-done'))

export interface ConsultFormProps {
  services: { id: number; name: string }[]
  variant: 'desktop' | 'mobile'
}

type Services = ConsultFormProps['services']

/** The service a 我要咨询 link named (/toconsult?serviceId=), if it is one of these; '' for 不确定 / 其他需求. */
const linkedService = (services: Services, linked: string | null) =>
  services.some((s) => String(s.id) === linked) ? linked! : ''

type SelectProps = { id: string; services: Services; picked: string | null; onPick: (v: string) => void }

function ServiceSelect({ id, services, picked, onPick, linked }: SelectProps & { linked: string | null }) {
  return (
    <select
      id={id}
      value={picked ?? linkedService(services, linked)}
      onChange={(e) => onPick(e.target.value)}
      className={SELECT}
    >
      {services.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
      <option value="">不确定 / {OTHER_SERVICE}</option>
    </select>
  )
}

/**
 * The page is cached without its query, so the link's service is read in the browser: this select alone renders on
 * the client, inside a Suspense boundary (useSearchParams on a cached page); the server sends it without a choice.
 */
function LinkedServiceSelect(props: SelectProps) {
  return <ServiceSelect {...props} linked={useSearchParams().get('serviceId')} />
}

export function ConsultForm({ services, variant }: ConsultFormProps) {
  const uid = useId()
  const { session, ready } = useSession()
  const signedIn = Boolean(session)
  const [draft, setDraft] = useState<Omit<Values, 'PhoneNumber' | 'serviceId'>>({
    topic: '',
    description: '',
    contactName: '',
    phoneCode: '',
    companyName: '',
    preferredTime: 'anytime',
  })
  // The visitor's own choice; until then the link's (read again at submit, when the URL is surely this page's).
  const [picked, setPicked] = useState<string | null>(null)
  const serviceId = picked ?? ''
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Done | null>(null)

  // A signed-in account's own phone is the natural contact until the user types another (no code needed then either).
  const [phoneDraft, setPhoneDraft] = useState<string | null>(null)
  const phone = phoneDraft ?? session?.phoneNumber ?? ''
  const values: Values = { ...draft, serviceId, PhoneNumber: phone }

  const errors = validate(values, ready && !signedIn)
  const shown = (f: Field) => (touched.has(f) ? errors[f] : '')
  const set = (f: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    f === 'PhoneNumber'
      ? setPhoneDraft(phoneInputValue(e.target.value))
      : setDraft((v) => ({ ...v, [f]: e.target.value }))
  const blur = (f: Field) => () => setTouched((t) => new Set([...t, f]))
  const sendConsultCode = useCallback(
    (opts: RequestOptions) => api.post.Consultation.SendPhoneCode({ PhoneNumber: phone.trim() }, opts),
    [phone],
  )
  const code = useSendCode(sendConsultCode, phone)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setTouched(new Set(Object.keys(values) as Field[]))
    setServerError('')
    if (Object.values(errors).some(Boolean) || busy) return
    setBusy(true)
    try {
      const result = await api.post.Consultation.Submit(
        {
          ...values,
          serviceId:
            Number(picked ?? linkedService(services, new URLSearchParams(window.location.search).get('serviceId'))) ||
            null,
          phoneCode: signedIn ? undefined : values.phoneCode.trim(),
        },
        { inline: true },
      )
      setDone({
        requestNo: result.requestNo,
        phone: values.PhoneNumber.trim(),
        time: preferredTimeText(values.preferredTime),
      })
      window.scrollTo({ top: 0 })
    } catch (err) {
      setServerError(isApiClientError(err) ? err.message : FALLBACK_ERROR)
    } finally {
      setBusy(false)
    }
  }

  if (done)
    return (
      <Suspense fallback={<p className="py-16 text-center text-sm text-gray-500">咨询已提交</p>}>
        <ConsultDone done={done} signedIn={signedIn} variant={variant} />
      </Suspense>
    )
  const id = (f: Field) => `${uid}-${f}`
  const descriptionLength = textLength(values.description.trim())
  return (
    <form onSubmit={submit} onFocus={() => void loadHttp()} noValidate className="space-y-4" data-testid="consult-form">
      <div>
        <label htmlFor={id('serviceId')} className="mb-1 block text-sm font-medium text-gray-700">
          咨询服务
        </label>
        <Suspense
          fallback={
            <ServiceSelect id={id('serviceId')} services={services} picked={picked} onPick={setPicked} linked={null} />
          }
        >
          <LinkedServiceSelect id={id('serviceId')} services={services} picked={picked} onPick={setPicked} />
        </Suspense>
      </div>
      <FormField
        id={id('topic')}
        label="咨询主题"
        value={values.topic}
        onChange={set('topic')}
        onBlur={blur('topic')}
        error={shown('topic')}
        maxLength={CONSULT_LIMITS.topicMax}
        placeholder="例如：销售团队季度内训方案"
      />
      <div>
        <label htmlFor={id('description')} className="mb-1 block text-sm font-medium text-gray-700">
          需求描述
        </label>
        <textarea
          id={id('description')}
          value={values.description}
          onChange={set('description')}
          onBlur={blur('description')}
          rows={variant === 'desktop' ? 6 : 5}
          maxLength={CONSULT_LIMITS.descriptionMax}
          placeholder="请简要描述团队规模、培训或管理中遇到的问题、期望达成的目标等"
          aria-invalid={shown('description') ? true : undefined}
          aria-describedby={`${id('description')}-msg`}
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-base leading-6 outline-none focus:border-primary aria-invalid:border-red-500"
        />
        <p
          id={`${id('description')}-msg`}
          className={`mt-1 flex justify-between text-xs ${shown('description') ? 'text-red-600' : 'text-gray-500'}`}
          role={shown('description') ? 'alert' : undefined}
        >
          <span>{shown('description')}</span>
          <span>
            {descriptionLength}/{CONSULT_LIMITS.descriptionMax}
          </span>
        </p>
      </div>
      <div className={variant === 'desktop' ? 'grid grid-cols-2 gap-4' : 'space-y-4'}>
        <FormField
          id={id('contactName')}
          label="联系人"
          value={values.contactName}
          onChange={set('contactName')}
          onBlur={blur('contactName')}
          error={shown('contactName')}
          maxLength={CONSULT_LIMITS.contactNameMax}
          autoComplete="name"
        />
        <FormField
          id={id('companyName')}
          label="公司名称（选填）"
          value={values.companyName}
          onChange={set('companyName')}
          onBlur={blur('companyName')}
          error={shown('companyName')}
          maxLength={CONSULT_LIMITS.companyNameMax}
          autoComplete="organization"
        />
      </div>
      <FormField
        id={id('PhoneNumber')}
        label="联系电话"
        type="tel"
        inputMode="numeric"
        value={values.PhoneNumber}
        onChange={set('PhoneNumber')}
        onBlur={blur('PhoneNumber')}
        error={shown('PhoneNumber')}
        autoComplete="tel"
      />
      {ready && !signedIn ? (
        <FormField
          id={id('phoneCode')}
          label="验证码"
          inputMode="numeric"
          value={values.phoneCode}
          onChange={set('phoneCode')}
          onBlur={blur('phoneCode')}
          maxLength={4}
          autoComplete="one-time-code"
          error={code.error || shown('phoneCode')}
          note={<span className="text-gray-500">未登录时需验证手机号，顾问将通过该号码与您联系</span>}
          addon={<SendCodeButton sender={code} />}
        />
      ) : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700">方便联系的时间</legend>
        <div className="flex flex-wrap gap-2">
          {PREFERRED_TIMES.map((t) => (
            <label
              key={t.key}
              className="flex min-h-10 cursor-pointer items-center rounded-md border border-gray-300 px-3 text-sm text-gray-700 has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary"
            >
              <input
                type="radio"
                name={id('preferredTime')}
                value={t.key}
                checked={values.preferredTime === t.key}
                onChange={set('preferredTime')}
                className="sr-only"
              />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={serverError} testId="consult-error" />
      <button
        type="submit"
        disabled={busy}
        className="flex h-11 w-full items-center justify-center rounded-md bg-primary text-base text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
      >
        {busy ? '提交中…' : '提交咨询'}
      </button>
      <p className="text-center text-xs text-gray-500">
        提交即表示您同意我们按照《
        <Link href="/privacypolicy" className="text-primary underline underline-offset-2">
          隐私政策
        </Link>
        》使用以上信息与您联系
      </p>
    </form>
  )
}
