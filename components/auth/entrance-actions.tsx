'use client'
// /loginEntrance's choices under the consent line: without the tick no way in is followed and the reason is shown.
import Link from 'next/link'
import { useId, useState, type MouseEvent } from 'react'
import { CONSENT_REQUIRED } from '@/lib/contract/legal'
import { ConsentCheck, rememberConsent } from './consent-check'
import { ThirdPartyLogins } from './third-party-logins'

export interface EntranceActionsProps {
  loginHref: string
  /** Null while company accounts are off. */
  companyLoginHref: string | null
}

export function EntranceActions({ loginHref, companyLoginHref }: EntranceActionsProps) {
  const id = useId()
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState('')

  // Capture phase: the third-party links below are guarded the same way without knowing about consent.
  const guard = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target as HTMLElement).closest('a[data-needs-consent], [data-testid="third-party-logins"] a')) return
    if (agreed) {
      rememberConsent()
      return
    }
    event.preventDefault()
    event.stopPropagation()
    setError(CONSENT_REQUIRED)
  }

  return (
    <div className="flex flex-col gap-4" onClickCapture={guard}>
      <Link
        href={loginHref}
        data-needs-consent
        className="flex h-11 items-center justify-center rounded-full bg-primary text-base text-primary-contrast active:bg-primary-hover"
      >
        手机号登录/注册
      </Link>
      {companyLoginHref ? (
        <Link
          href={companyLoginHref}
          data-needs-consent
          className="flex h-11 items-center justify-center rounded-full border border-primary text-base text-primary active:bg-primary-soft"
        >
          企业账号登录
        </Link>
      ) : null}
      <ConsentCheck
        id={`${id}-consent`}
        checked={agreed}
        error={error}
        device="mobile"
        onChange={(next) => {
          setAgreed(next)
          if (next) setError('')
        }}
      />
      <ThirdPartyLogins device="mobile" />
    </div>
  )
}
