'use client'
// 兑换优惠券: one field and a button. The code is checked here by the API's own rule (coupon-rules), and every refusal —
// unknown, used, expired, too many tries — is the server's sentence, shown under the field.
import { useId, useState, type FormEvent } from 'react'
import { api, isApiClientError } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { CODE_INPUT_MAX, codeProblem, COUPON_MSG, type CouponItem } from '@/lib/contract/coupon-rules'

export function RedeemBox({
  variant,
  onRedeemed,
}: {
  variant: 'desktop' | 'mobile'
  onRedeemed: (coupon: CouponItem) => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const mobile = variant === 'mobile'

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    const problem = codeProblem(code)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const coupon = await api.post.Coupon.Redeem({ code }, { inline: true })
      setCode('')
      toast.success(COUPON_MSG.redeemedOk)
      onRedeemed(coupon)
    } catch (err) {
      setError(isApiClientError(err) && err.message ? err.message : '兑换失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="redeem-form"
      className={mobile ? 'space-y-2' : 'flex flex-wrap items-start gap-x-4 gap-y-2'}
    >
      <label
        htmlFor={id}
        className={mobile ? 'block text-base font-medium text-gray-900' : 'pt-2 text-base font-medium text-gray-900'}
      >
        兑换码
      </label>
      <div className={mobile ? 'flex gap-2' : 'flex flex-1 flex-wrap gap-3'}>
        <input
          id={id}
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value)
            if (error) setError(null)
          }}
          maxLength={CODE_INPUT_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={mobile ? '请输入兑换码' : '请输入兑换码，如 QHKC-XXXX'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className={`min-w-0 rounded-md border bg-white px-3 uppercase placeholder:normal-case placeholder:text-gray-500 focus:border-primary focus:outline-none ${
            error ? 'border-red-500' : 'border-gray-300'
          } ${mobile ? 'h-12 flex-1' : 'h-10 w-80 text-sm'}`}
        />
        <button
          type="submit"
          disabled={busy}
          className={`shrink-0 rounded-md bg-primary font-medium text-primary-contrast hover:bg-primary-hover disabled:opacity-60 ${mobile ? 'h-12 px-6 text-base' : 'h-10 px-8 text-sm'}`}
        >
          {busy ? '兑换中…' : '兑换'}
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={`text-xs ${error ? 'text-red-700' : 'text-gray-600'} ${mobile ? '' : 'basis-full pl-16'}`}
        role={error ? 'alert' : undefined}
        data-testid="redeem-message"
      >
        {error ?? '不区分大小写，空格和短横线可省略；每个兑换码仅能兑换一次'}
      </p>
    </form>
  )
}
