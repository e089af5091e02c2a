'use client'
// 企业资料 (/corporate?nav=0 and /editBusiness): the company's information with its figures, the edit form
// (FrontCompany/UpdateCompanyInfo) and the logo (cropped like an avatar, ChangeCompanyLogoImg).
import { useId, useState } from 'react'
import { AvatarCropper } from '@/components/account/avatar-cropper'
import { FORM_BUTTONS } from '@/components/account/security-styles'
import { FormField, FormError } from '@/components/ui/form-field'
import { Loading } from '@/components/ui/loading'
import { api } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import {
  checkCompanyFullName,
  checkCompanyInfo,
  checkContactName,
  COMPANY_LIMITS,
  COMPANY_SIZES,
  INDUSTRIES,
} from '@/lib/contract/company-rules'
import type { CompanyInfo } from '@/lib/contract/schemas/company'
import { STORAGE_KEYS, writeStorage } from '@/lib/client/storage-keys'
import { useCompanyInfo, useCompanyRefresh } from '@/lib/hooks/use-company'
import { avatarUrl } from '@/lib/ui/image-urls'
import { maskPhone } from '@/lib/contract/account-rules'

const SELECT = 'h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base outline-none focus:border-primary'

function EditForm({ info, onDone }: { info: CompanyInfo; onDone: () => void }) {
  const uid = useId()
  const { refresh } = useSession()
  const reload = useCompanyRefresh()
  const [form, setForm] = useState({
    companyName: info.companyName,
    contactName: info.contactName,
    industry: info.industry,
    companySize: info.companySize,
    info: info.info,
  })
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const errors = {
    companyName: checkCompanyFullName(form.companyName),
    contactName: checkContactName(form.contactName),
    info: checkCompanyInfo(form.info),
  }
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }))

  const save = async (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (busy || Object.values(errors).some(Boolean)) return
    setBusy(true)
    setServerError('')
    try {
      const saved = await api.put.FrontCompany.UpdateCompanyInfo(form, { inline: true })
      // The header shows the company's name as the session's userName (docs/spec.md §3).
      writeStorage(STORAGE_KEYS.userName, saved.companyName)
      refresh()
      await reload()
      toast.success('企业资料已保存')
      onDone()
    } catch (err) {
      setServerError(isApiClientError(err) ? err.message : '保存失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={save} className="max-w-xl space-y-4" data-testid="company-info-form">
      <FormField
        id={`${uid}-name`}
        label="企业名称"
        maxLength={COMPANY_LIMITS.companyName}
        value={form.companyName}
        onChange={set('companyName')}
        error={touched ? errors.companyName : ''}
      />
      <FormField
        id={`${uid}-contact`}
        label="联系人"
        maxLength={COMPANY_LIMITS.contactName}
        placeholder="负责培训的联系人"
        value={form.contactName}
        onChange={set('contactName')}
        error={touched ? errors.contactName : ''}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-gray-700">
          所属行业
          <select value={form.industry} onChange={set('industry')} className={`${SELECT} mt-1`}>
            <option value="">请选择</option>
            {INDUSTRIES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-gray-700">
          企业规模
          <select value={form.companySize} onChange={set('companySize')} className={`${SELECT} mt-1`}>
            <option value="">请选择</option>
            {COMPANY_SIZES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div>
        <label htmlFor={`${uid}-info`} className="mb-1 block text-sm font-medium text-gray-700">
          企业简介
        </label>
        <textarea
          id={`${uid}-info`}
          rows={5}
          value={form.info}
          onChange={set('info')}
          placeholder="介绍企业的主营业务与培训需求"
          aria-invalid={touched && errors.info ? true : undefined}
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-base outline-none focus:border-primary aria-invalid:border-red-500"
        />
        <p className={`mt-1 text-xs ${touched && errors.info ? 'text-red-600' : 'text-gray-500'}`}>
          {touched && errors.info ? errors.info : `${Array.from(form.info).length}/${COMPANY_LIMITS.info}`}
        </p>
      </div>
      <FormError message={serverError} />
      <div className={FORM_BUTTONS.row}>
        <button type="submit" disabled={busy} className={FORM_BUTTONS.primary}>
          {busy ? '保存中…' : '保存'}
        </button>
        <button type="button" onClick={onDone} className={FORM_BUTTONS.secondary}>
          取消
        </button>
      </div>
    </form>
  )
}

export function CompanyInfoPanel({
  variant,
  qiNiuUrl,
  doneHref,
}: {
  variant: 'desktop' | 'mobile'
  qiNiuUrl: string
  doneHref: string
}) {
  const { data: info } = useCompanyInfo()
  const reload = useCompanyRefresh()
  const [mode, setMode] = useState<'view' | 'edit' | 'logo'>('view')
  if (!info) return <Loading className="py-16" />
  const pad = variant === 'mobile' ? 'bg-white p-4' : ''
  if (mode === 'edit')
    return (
      <div className={pad}>
        <EditForm info={info} onDone={() => setMode('view')} />
      </div>
    )
  if (mode === 'logo')
    return (
      <AvatarCropper
        variant={variant}
        qiNiuUrl={qiNiuUrl}
        doneHref={doneHref}
        kind="logo"
        // Back to the information with the new logo: doneHref is often this very page.
        onDone={() => {
          setMode('view')
          void reload()
        }}
      />
    )
  const logo = avatarUrl(qiNiuUrl, info.logoUrl, false)
  const rows: [string, string][] = [
    ['登录名', info.userName],
    ['联系人', info.contactName || '未填写'],
    ['联系电话', maskPhone(info.phoneNumber)],
    ['所属行业', info.industry || '未填写'],
    ['企业规模', info.companySize || '未填写'],
    // Set by the tenant (企业认证, VIP seats): the company reads them here and asks the platform to change them.
    ['企业认证', info.isCertified ? '已认证' : '未认证（通过平台认证后，VIP学员方可免费学习付费课程）'],
    ['VIP名额', `已用 ${info.vipCount} / 共 ${info.vipSeats}`],
  ]
  return (
    <div className={`space-y-5 ${pad}`} data-testid="company-info">
      <div className="flex flex-wrap items-center gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own 100×100 suffix
            <img src={logo} alt="企业Logo" width={100} height={100} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-2xl font-semibold text-primary">
              {info.companyName.slice(0, 1)}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold text-gray-900" data-testid="company-info-name">
            {info.companyName}
          </h2>
          <button type="button" onClick={() => setMode('logo')} className="mt-1 text-sm text-primary hover:underline">
            更换Logo
          </button>
        </div>
        <button
          type="button"
          onClick={() => setMode('edit')}
          className="min-h-9 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-soft"
        >
          编辑资料
        </button>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {(
          [
            ['员工', info.staffCount],
            ['VIP学员', info.vipCount],
            ['待接受邀请', info.pendingInviteCount],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-lg bg-gray-50 py-3">
            <dd className="text-xl font-semibold text-gray-900">{n}</dd>
            <dt className="text-xs text-gray-500">{label}</dt>
          </div>
        ))}
      </dl>
      <dl className="divide-y divide-gray-100 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex gap-6 py-3">
            <dt className="w-20 shrink-0 text-gray-500">{k}</dt>
            <dd className="min-w-0 break-words text-gray-900">{v}</dd>
          </div>
        ))}
        <div className="flex gap-6 py-3">
          <dt className="w-20 shrink-0 text-gray-500">企业简介</dt>
          <dd className="min-w-0 whitespace-pre-line break-words text-gray-900">{info.info || '未填写'}</dd>
        </div>
      </dl>
    </div>
  )
}
