'use client'
// 创建机构: the subdomain (with the address it will answer at, as the visitor will type it), the name, and the first
// 管理员 — checked with the server's own schema. A taken or reserved subdomain comes back at its field; the answer's
// initial password goes to the next dialog, which shows it once.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { LIMITS, MSG } from '@/lib/contract/account-rules'
import { TENANT_SLUG_HINT } from '@/lib/contract/platform'
import {
  createTenantInput,
  SLUG_RESERVED,
  SLUG_TAKEN,
  type CreatedTenant,
  type CreateTenantInput,
} from '@/lib/contract/schemas/admin-tenant'
import { AdminDialog } from './admin-dialog'
import { placeRefusal } from './form-errors'
import { BUTTON } from './styles'
import { TextField } from './text-field'

type Values = z.input<typeof createTenantInput>

const FIELDS = ['slug', 'name', 'adminLoginName', 'adminName', 'adminPhone'] as const

/**
 * Where a tenant with this subdomain will answer, on this console's scheme and domain: the platform's host without its
 * first label (`platform.localhost:3000` → `http://neworg.localhost:3000`).
 */
function siteAddress(slug: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const labels = location.host.split('.')
  const domain = labels.length > 1 ? labels.slice(1).join('.') : location.host
  return `${location.protocol}//${slug || '子域名'}.${domain}`
}

export function TenantCreateDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void
  onCreated: (created: CreatedTenant, name: string) => void
}) {
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CreateTenantInput>({
    resolver: zodResolver(createTenantInput),
    defaultValues: { slug: '', name: '', adminLoginName: '', adminName: '', adminPhone: '' },
  })
  const slug = String(useWatch({ control, name: 'slug' }) ?? '')
    .trim()
    .toLowerCase()

  const submit = handleSubmit(async (values) => {
    setRefusal('')
    try {
      onCreated(await api.post.AdminTenant.Create(values, { inline: true }), values.name)
    } catch (e) {
      const message = placeRefusal(e, setError, FIELDS)
      // The subdomain's own refusals are about the field, even when the server names no member.
      if (message === SLUG_TAKEN || message === SLUG_RESERVED)
        setError('slug', { type: 'server', message }, { shouldFocus: true })
      else setRefusal(message)
    }
  })

  return (
    <AdminDialog open title="创建机构" onClose={onClose} busy={isSubmitting} testId="tenant-create-dialog">
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <TextField
            label="子域名"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            autoFocus
            hint={TENANT_SLUG_HINT}
            error={errors.slug?.message}
            {...register('slug')}
          />
          <p className="mt-1 text-xs break-all text-gray-600" data-testid="tenant-address">
            网站地址：<span className="font-mono text-gray-900">{siteAddress(slug, window.location)}</span>
          </p>
        </div>
        <TextField
          label="机构名称"
          autoComplete="off"
          maxLength={60}
          error={errors.name?.message}
          {...register('name')}
        />
        <fieldset className="space-y-4 rounded-md border border-gray-200 px-4 pt-2 pb-4">
          <legend className="px-1 text-sm font-medium text-gray-900">首位管理员</legend>
          <TextField
            label="登录名"
            autoComplete="off"
            maxLength={LIMITS.loginName}
            hint={MSG.userNameRule}
            error={errors.adminLoginName?.message}
            {...register('adminLoginName')}
          />
          <TextField
            label="姓名"
            autoComplete="off"
            maxLength={20}
            error={errors.adminName?.message}
            {...register('adminName')}
          />
          <TextField
            label="手机号"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            hint="登录管理后台时的短信验证码发送到这个号码"
            error={errors.adminPhone?.message}
            {...register('adminPhone')}
          />
        </fieldset>
        <FormError message={refusal} testId="tenant-create-error" />
        <div className="flex justify-end gap-3 pt-1">
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={isSubmitting}>
            取消
          </button>
          <button type="submit" className={BUTTON.primary} disabled={isSubmitting}>
            {isSubmitting ? '创建中…' : '创建'}
          </button>
        </div>
      </form>
    </AdminDialog>
  )
}
