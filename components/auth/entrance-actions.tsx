'use client'
// /loginEntrance's choices under the consent line: a way in taken without the tick opens the consent sheet (issue 27);
// 同意并继续 ticks the box and follows that way in, 不同意 stays here.
import Link from 'next/link'
import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { ConsentCheck, rememberConsent } from './consent-check'
import { ThirdPartyLogins } from './third-party-logins'

const ConsentSheet = lazy(() => import('./consent-sheet'))

export interface EntranceActionsProps {
  loginHref: string
  /** Null while company accounts are off. */
  companyLoginHref: string | null
}

export function EntranceActions({ loginHref, companyLoginHref }: EntranceActionsProps) {
  const id = useId()
  const [agreed, setAgreed] = useState(false)
  const [asking, setAsking] = useState(false)
  /** The way in the sheet interrupted, followed once the tick is given. */
  const held = useRef<HTMLAnchorElement | null>(null)

  // Capture phase: the third-party links below are guarded the same way without knowing about consent.
  const guard = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>(
      'a[data-needs-consent], [data-testid="third-party-logins"] a',
    )
    if (!link) return
    if (agreed) {
      rememberConsent()
      return
    }
    event.preventDefault()
    event.stopPropagation()
    held.current = link
    setAsking(true)
  }

  // After 同意并继续 has re-rendered (box ticked, sheet gone and the page no longer inert): the same click again, so the
  // link's own handler — /login, or the QQ/WeChat trip with its return path — runs as if the tick had been there.
  useEffect(() => {
    const link = held.current
    if (!agreed || asking || !link) return
    held.current = null
    link.click()
  }, [agreed, asking])

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
      <ConsentCheck id={`${id}-consent`} checked={agreed} device="mobile" onChange={setAgreed} />
      <ThirdPartyLogins device="mobile" />
      {asking ? (
        <Suspense fallback={null}>
          <ConsentSheet
            device="mobile"
            onAgree={() => {
              setAgreed(true)
              setAsking(false)
            }}
            onDecline={() => {
              held.current = null
              setAsking(false)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
