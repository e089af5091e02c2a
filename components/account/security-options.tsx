'use client'
// 账号安全 (/SecurityOptionsPersonal, and desktop /account?nav=6): the login password and the bound phone, each with
// its change flow opening in place. A company account sees its own (/SecurityOptions, /corporate?nav=6): the password
// and the contact phone.
import { useState } from 'react'
import { Loading } from '@/components/ui/loading'
import { useSession } from '@/lib/client/session'
import { useBasicInfo, useProfileUpdate } from '@/lib/hooks/use-basic-info'
import { useCompanyInfo, useCompanyRefresh } from '@/lib/hooks/use-company'
import { maskPhone } from '@/lib/contract/account-rules'
import { PasswordChangeForm } from './password-change-form'
import { PhoneChangeForm } from './phone-change-form'

type Open = null | 'password' | 'phone'

function Row({
  title,
  detail,
  action,
  onAction,
  open,
  children,
}: {
  title: string
  detail: string
  action: string
  onAction: () => void
  open: boolean
  children: React.ReactNode
}) {
  return (
    <section className="border-b border-gray-100 py-5 last:border-b-0">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-base font-medium text-gray-900">{title}</h2>
          <p className="mt-1 text-sm text-gray-500">{detail}</p>
        </div>
        {open ? null : (
          <button
            type="button"
            onClick={onAction}
            className="min-h-9 shrink-0 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-soft"
          >
            {action}
          </button>
        )}
      </div>
      {open ? <div className="mt-4 max-w-md">{children}</div> : null}
    </section>
  )
}

export function SecurityOptionsPanel({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { session, ready } = useSession()
  const info = useBasicInfo()
  const update = useProfileUpdate()
  const [open, setOpen] = useState<Open>(null)
  if (!ready || !session) return <Loading className="py-16" />
  if (!session.personal) return <CompanySecurity variant={variant} />
  const phone = info.data?.phoneNumber ?? session.phoneNumber
  const masked = maskPhone(phone)
  const close = () => setOpen(null)
  return (
    <div className={variant === 'mobile' ? 'bg-white px-4' : ''} data-testid="security-options">
      <Row
        title="登录密码"
        detail="建议定期更换，密码为6-16位字母、数字或符号的组合"
        action="修改"
        onAction={() => setOpen('password')}
        open={open === 'password'}
      >
        <PasswordChangeForm
          phone={phone}
          maskedPhone={masked}
          // /login on a phone too: the password form, not the entrance's choice of ways (issue 27).
          loginPath="/login"
          relogin={{ tab: 'personal', name: phone }}
          onCancel={close}
        />
      </Row>
      <Row
        title="绑定手机"
        detail={`已绑定 ${masked}，可用于登录和找回密码`}
        action="更换"
        onAction={() => setOpen('phone')}
        open={open === 'phone'}
      >
        <PhoneChangeForm
          phone={phone}
          maskedPhone={masked}
          onCancel={close}
          onDone={(newPhone) => {
            update({ phoneNumber: newPhone })
            close()
          }}
        />
      </Row>
    </div>
  )
}

function CompanySecurity({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { data: company } = useCompanyInfo()
  const reload = useCompanyRefresh()
  const [open, setOpen] = useState<Open>(null)
  if (!company) return <Loading className="py-16" />
  const masked = maskPhone(company.phoneNumber)
  const close = () => setOpen(null)
  return (
    <div className={variant === 'mobile' ? 'bg-white px-4' : ''} data-testid="security-options">
      <Row
        title="登录密码"
        detail={`企业登录名 ${company.userName}，密码为6-16位字母、数字或符号的组合`}
        action="修改"
        onAction={() => setOpen('password')}
        open={open === 'password'}
      >
        <PasswordChangeForm
          phone={company.phoneNumber}
          maskedPhone={masked}
          loginPath="/login"
          relogin={{ tab: 'company', name: company.userName }}
          onCancel={close}
        />
      </Row>
      <Row
        title="联系电话"
        detail={`当前 ${masked}，用于接收验证码和找回密码`}
        action="更换"
        onAction={() => setOpen('phone')}
        open={open === 'phone'}
      >
        <PhoneChangeForm
          kind="company"
          phone={company.phoneNumber}
          maskedPhone={masked}
          onCancel={close}
          onDone={() => {
            void reload()
            close()
          }}
        />
      </Row>
    </div>
  )
}
