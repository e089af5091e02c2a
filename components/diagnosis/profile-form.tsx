'use client'
// /metalData: the respondent profile (岗位, 行业, 工作年限, 企业规模), asked once before the first diagnosis and shown
// on every report; editable later. Then on to where the learner was going (`next`).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { FormField } from '@/components/ui/form-field'
import { Loading } from '@/components/ui/loading'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { COMPANY_SIZES, INDUSTRIES } from '@/lib/contract/company-rules'
import { WORK_YEARS } from '@/lib/contract/schemas/diagnosis'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'

type Profile = { position: string; industry: string; years: string; companySize: string }
const SELECT =
  'mt-1 h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base outline-none focus:border-primary'

function Form({ initial, next }: { initial: Profile; next: string }) {
  const uid = useId()
  const router = useRouter()
  const client = useQueryClient()
  const [form, setForm] = useState(initial)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (k: keyof Profile) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }))
  const choices: [keyof Profile, string, readonly string[]][] = [
    ['industry', '所属行业', INDUSTRIES],
    ['years', '工作年限', WORK_YEARS],
    ['companySize', '企业规模', COMPANY_SIZES],
  ]
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const missing = !form.position.trim() ? '请输入岗位' : choices.find(([k]) => !form[k])?.[1]
    if (missing) return setError(missing.startsWith('请') ? missing : `请选择${missing}`)
    setBusy(true)
    setError('')
    try {
      await api.post.Diagnosis.SaveProfile(form, { inline: true })
      await client.invalidateQueries({ queryKey: apiQueryKey('Diagnosis') })
      toast.success('基本信息已保存')
      router.push(next)
    } catch (err) {
      setError(isApiClientError(err) ? err.message : '保存失败，请稍后再试')
      setBusy(false)
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mx-auto max-w-md space-y-4 rounded-lg bg-white p-5"
      data-testid="profile-form"
    >
      <p className="text-sm leading-6 text-gray-600">
        诊断前请先填写基本信息，它会显示在诊断报告中，帮助你对照同类岗位理解结果。
      </p>
      <FormField
        id={`${uid}-position`}
        label="岗位"
        maxLength={30}
        placeholder="如：销售经理"
        value={form.position}
        onChange={set('position')}
      />
      {choices.map(([key, label, list]) => (
        <label key={key} className="block text-sm font-medium text-gray-700">
          {label}
          <select value={form[key]} onChange={set(key)} className={SELECT}>
            <option value="">请选择</option>
            {list.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="h-11 w-full rounded-md bg-primary text-base text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
      >
        {busy ? '保存中…' : '保存并继续'}
      </button>
    </form>
  )
}

export function ProfileForm({ next }: { next: string }) {
  const profile = useQuery(apiQuery.Diagnosis.GetProfile())
  if (profile.isPending) return <Loading className="py-20" />
  return <Form initial={profile.data ?? { position: '', industry: '', years: '', companySize: '' }} next={next} />
}
