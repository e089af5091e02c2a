'use client'
// 「我已阅读并同意《用户协议》《隐私政策》」: the checkbox every login and registration form carries (PIPL: informed consent
// before an account is created), with both titles linking to the tenant's texts.
import Link from 'next/link'
import { LEGAL_DOCS, LEGAL_KINDS } from '@/lib/contract/legal'

export interface ConsentCheckProps {
  id: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** The refusal message, shown under the line and tied to the checkbox. */
  error?: string
  /** desktop: the texts open in a new tab so the form keeps what was typed; mobile: they open in place. */
  device?: 'desktop' | 'mobile'
}

export function ConsentCheck({ id, checked, onChange, error, device = 'desktop' }: ConsentCheckProps) {
  const msgId = `${id}-msg`
  const away = device === 'desktop' ? { target: '_blank', rel: 'noopener' } : {}
  return (
    <div data-testid="consent">
      {/* The whole line is the label: a 44 px tall target on phones; the links inside it still open the texts. */}
      <label
        htmlFor={id}
        className="flex min-h-[44px] cursor-pointer flex-wrap items-center gap-x-1 text-sm text-gray-600"
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? msgId : undefined}
          className="mr-1 size-4 shrink-0 cursor-pointer accent-primary"
        />
        <span>我已阅读并同意</span>
        {LEGAL_KINDS.map((kind) => (
          <Link key={kind} href={LEGAL_DOCS[kind].path} {...away} className="text-primary hover:underline">
            《{LEGAL_DOCS[kind].title}》
          </Link>
        ))}
      </label>
      {error ? (
        <p id={msgId} role="alert" data-testid="consent-error" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}

// /loginEntrance asks first and /login asks again; a tick given on the entrance carries over once, for this tab only.
const HANDOFF_KEY = 'consentAgreed'

export function rememberConsent(): void {
  try {
    sessionStorage.setItem(HANDOFF_KEY, '1')
  } catch {
    // Storage off (private mode): the next form simply asks again.
  }
}

/** Whether this tab was just ticked on /loginEntrance; pure, so it can be a useSyncExternalStore snapshot. */
export function rememberedConsent(): boolean {
  try {
    return sessionStorage.getItem(HANDOFF_KEY) === '1'
  } catch {
    return false
  }
}

/** The carried tick is used up once the person chooses again or signs in. */
export function forgetConsent(): void {
  try {
    sessionStorage.removeItem(HANDOFF_KEY)
  } catch {
    // Nothing was stored.
  }
}
