'use client'
// 邀请员工 (员工管理, both devices): the phone, the name the company knows the person by and, optionally, the 部门 —
// a field of its own, so nobody types "张三（市场部）" into the name (which becomes the member's nickname on joining).
import { useId, useState } from 'react'
import { FORM_BUTTONS } from '@/components/account/security-styles'
import { FormField, FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { checkPhone } from '@/lib/contract/account-rules'
import { checkDepartment, checkNameInCompany, COMPANY_LIMITS } from '@/lib/contract/company-rules'
import { phoneInputValue } from '@/lib/contract/phone-rules'
import { useCompanyRefresh } from '@/lib/hooks/use-company'

export function InviteForm({ onDone }: { onDone: () => void }) {
  const uid = useId()
  const reload = useCompanyRefresh()
  const [phone, setPhone] = useState('')
  const [name, setName] = useState('')
  const [department, setDepartment] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const errors = { phone: checkPhone(phone), name: checkNameInCompany(name), department: checkDepartment(department) }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (busy || errors.phone || errors.name || errors.department) return
    setBusy(true)
    setServerError('')
    try {
      await api.post.CompanyInviteUser.CreateCompanyInviteUser(
        { PhoneNumber: phone.trim(), userInCompanyName: name.trim(), department: department.trim() },
        { inline: true },
      )
      toast.success('邀请已发送，对方登录后即可看到')
      await reload()
      onDone()
    } catch (err) {
      setServerError(isApiClientError(err) ? err.message : '邀请失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-gray-100 bg-gray-50 p-4"
      data-testid="invite-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${uid}-phone`}
          label="手机号"
          type="tel"
          inputMode="numeric"
          placeholder="员工的手机号（可尚未注册）"
          value={phone}
          onChange={(e) => setPhone(phoneInputValue(e.target.value))}
          error={touched ? errors.phone : ''}
        />
        <FormField
          id={`${uid}-name`}
          label="员工姓名"
          maxLength={COMPANY_LIMITS.nameInCompany}
          placeholder="如：张三"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={touched ? errors.name : ''}
        />
        <FormField
          id={`${uid}-department`}
          label="部门"
          maxLength={COMPANY_LIMITS.department}
          placeholder="如：市场部"
          value={department}
          onChange={(e) => setDepartment(e.target.value)}
          error={touched ? errors.department : ''}
          note={<span className="text-gray-500">选填，员工加入后可在列表中修改</span>}
        />
      </div>
      <FormError message={serverError} />
      <div className={FORM_BUTTONS.row}>
        <button type="submit" disabled={busy} className={FORM_BUTTONS.primary}>
          {busy ? '发送中…' : '发送邀请'}
        </button>
        <button type="button" onClick={onDone} className={FORM_BUTTONS.secondary}>
          取消
        </button>
      </div>
    </form>
  )
}
