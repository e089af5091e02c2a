'use client'
// The login form of docs/spec.md §2/§4/§5, shared by the desktop popup and the /login pages: personal (code or password) and company.
import Link from 'next/link'
import { lazy, Suspense, useId } from 'react'
import { loadHttp } from '@/lib/client/api'
import type { LoginKind } from '@/lib/client/session'
import { useFeatures } from '@/lib/client/tenant-context'
import type { LoginTab } from '@/lib/routes'
import { ConsentCheck } from './consent-check'
import { CompanyFields, PersonalFields } from './login-fields'
import { ThirdPartyLogins } from './third-party-logins'
import { useLoginForm } from './use-login-form'

/** The HTTP client loads on demand; the first focus in the form is the moment to fetch it, before any click needs it. */
const preloadHttp = () => void loadHttp()

/** The consent sheet (and the dialog library) load when 登录 is first pressed without the tick. */
const ConsentSheet = lazy(() => import('./consent-sheet'))

/** The form's heading: a tenant with company accounts gets the company tab and the 登录/注册 wording. */
export function loginTitle(companyLoginEnabled: boolean): string {
  return companyLoginEnabled ? '登录/注册' : '登录'
}

export interface LoginFormProps {
  initialTab?: LoginTab
  /** The popup titles itself (DialogTitle); pages pick their heading level. */
  heading?: 'h1' | 'h2' | 'none'
  device?: 'desktop' | 'mobile'
  onSuccess?: (kind: LoginKind) => void
  /**
   * Page mode: the page's ?redirect= (raw; '' when absent). After a login the page is replaced with it when it is a
   * same-site path, else with /. Leave undefined (the popup) to stay on the page.
   */
  redirect?: string
}

export function LoginForm({
  initialTab = 'personal',
  heading = 'h2',
  device = 'desktop',
  onSuccess,
  redirect,
}: LoginFormProps) {
  const companyEnabled = useFeatures().companyAccounts
  const form = useLoginForm({ initialTab, companyEnabled, onSuccess, redirect })
  const consentId = `${useId()}-consent`
  const { tab, mode, errors, pending } = form

  const Heading = heading === 'none' ? null : heading
  const tabClass = (active: boolean) =>
    `flex-1 border-b-2 pb-2 text-base ${active ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-500 hover:text-primary'}`

  return (
    <div data-testid="login-form">
      {Heading ? (
        <Heading className="mb-5 text-center text-xl font-semibold text-gray-900">{loginTitle(companyEnabled)}</Heading>
      ) : null}
      {companyEnabled ? (
        <div role="tablist" aria-label="登录方式" className="mb-5 flex">
          {(['personal', 'company'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              onClick={() => form.switchTab(t)}
              className={tabClass(tab === t)}
            >
              {t === 'personal' ? '个人登录' : '企业登录'}
            </button>
          ))}
        </div>
      ) : null}

      {form.notice ? (
        <p
          role="status"
          data-testid="login-notice"
          className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-700"
        >
          {form.notice}
        </p>
      ) : null}
      <form noValidate onSubmit={form.submit} onFocus={preloadHttp} className="space-y-4">
        {tab === 'personal' ? <PersonalFields form={form} /> : <CompanyFields form={form} />}

        {errors.form ? (
          <p role="alert" data-testid="login-error" className="text-sm text-red-600">
            {errors.form}
          </p>
        ) : null}

        <div className="flex items-center justify-between text-sm">
          {tab === 'personal' ? (
            <button type="button" onClick={form.toggleMode} className="text-primary hover:underline">
              {mode === 'code' ? '账号密码登录' : '验证码登录'}
            </button>
          ) : (
            <Link href="/createcompany" target="_blank" rel="noopener" className="text-primary hover:underline">
              注册企业账号
            </Link>
          )}
          <Link
            href={`/accountForgot?isCompany=${tab === 'company' ? 1 : 0}`}
            target="_blank"
            rel="noopener"
            className="text-gray-500 hover:text-primary"
          >
            忘记密码
          </Link>
        </div>

        <ConsentCheck id={consentId} checked={form.agreed} onChange={form.setAgreed} device={device} />

        <button
          type="submit"
          data-testid="login-submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="h-11 w-full rounded bg-primary text-base text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
        >
          登录
        </button>
      </form>

      <ThirdPartyLogins device={device} />
      {form.asking ? (
        <Suspense fallback={null}>
          <ConsentSheet device={device} onAgree={form.agreeAndContinue} onDecline={form.decline} />
        </Suspense>
      ) : null}
    </div>
  )
}
