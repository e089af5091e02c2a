'use client'
// /editnickname and /editpersonalProfile on both devices: one field, the API's own rule checked as the learner types,
// and on success the header and every view show the new text at once (docs/spec.md §4 "Profile changes").
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Loading } from '@/components/ui/loading'
import { api, isApiClientError } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { checkIntroduction, checkNickname, PROFILE_LIMITS } from '@/lib/contract/profile-rules'
import { textLength } from '@/lib/contract/discussion-rules'
import { useBasicInfo, useProfileUpdate } from '@/lib/hooks/use-basic-info'

export type ProfileField = 'nickname' | 'introduction'

const FIELDS = {
  nickname: {
    label: '昵称',
    max: PROFILE_LIMITS.nicknameMax,
    check: checkNickname,
    hint: '2–20个字，将显示在课程讨论和个人中心',
  },
  introduction: {
    label: '个人简介',
    max: PROFILE_LIMITS.introductionMax,
    check: checkIntroduction,
    hint: '介绍一下自己，最多200个字',
  },
} as const

export function ProfileTextForm({
  field,
  variant,
  doneHref,
}: {
  field: ProfileField
  variant: 'desktop' | 'mobile'
  doneHref: string
}) {
  const { data: profile } = useBasicInfo()
  if (!profile) return <Loading />
  // Keyed by the loaded value, so the field starts from what the server has.
  return <Editor key={profile[field]} field={field} variant={variant} doneHref={doneHref} initial={profile[field]} />
}

function Editor({
  field,
  variant,
  doneHref,
  initial,
}: {
  field: ProfileField
  variant: 'desktop' | 'mobile'
  doneHref: string
  initial: string
}) {
  const { label, max, check, hint } = FIELDS[field]
  const router = useRouter()
  const update = useProfileUpdate()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const length = textLength(field === 'nickname' ? value.trim() : value)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = check(value)
    setError(problem)
    if (problem || busy) return
    // The server keeps the nickname trimmed: a save that changes nothing must not report 修改成功.
    if ((field === 'nickname' ? value.trim() : value) === initial) {
      toast.info('未作修改')
      return
    }
    setBusy(true)
    try {
      const result = await api.post.FrontUser.ChangeUserBasicInfo({ [field]: value }, { inline: true })
      update({ nickname: result.nickname, userName: result.nickname, introduction: result.introduction })
      toast.success('修改成功')
      router.push(doneHref)
    } catch (e) {
      setError(isApiClientError(e) ? e.message : '保存失败，请稍后再试')
      setBusy(false)
    }
  }

  const mobile = variant === 'mobile'
  const box = `w-full rounded-md border border-gray-300 px-3 text-base outline-none focus:border-primary aria-invalid:border-red-500 ${mobile ? 'bg-white' : ''}`
  const common = {
    id: `profile-${field}`,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `profile-${field}-msg`,
    onChange: (e: { target: { value: string } }) => {
      setValue(e.target.value)
      if (error) setError('')
    },
  }
  return (
    <form onSubmit={submit} noValidate className={mobile ? 'space-y-4 p-4' : 'max-w-xl space-y-4'}>
      <div>
        <label htmlFor={common.id} className={mobile ? 'sr-only' : 'mb-1 block text-sm font-medium text-gray-700'}>
          {label}
        </label>
        {field === 'nickname' ? (
          <input
            {...common}
            maxLength={max + 10}
            autoComplete="nickname"
            enterKeyHint="done"
            className={`${box} h-11`}
          />
        ) : (
          <textarea {...common} rows={6} maxLength={max + 50} className={`${box} resize-none py-2 leading-6`} />
        )}
        <div className="mt-1 flex justify-between gap-4 text-xs" id={common['aria-describedby']}>
          {error ? (
            <span role="alert" className="text-red-600">
              {error}
            </span>
          ) : (
            // gray-600: 4.5:1 and more on the phone's grey page as well as on white.
            <span className="text-gray-600">{hint}</span>
          )}
          <span className={length > max ? 'text-red-600' : 'text-gray-600'}>
            {length}/{max}
          </span>
        </div>
      </div>
      <div className={mobile ? '' : 'flex gap-3'}>
        <button
          type="submit"
          disabled={busy}
          className={`rounded-md bg-primary text-primary-contrast hover:bg-primary-hover disabled:opacity-60 ${mobile ? 'h-11 w-full rounded-full text-base' : 'px-8 py-2 text-sm'}`}
        >
          {busy ? '保存中…' : '保存'}
        </button>
        {mobile ? null : (
          <button
            type="button"
            onClick={() => router.push(doneHref)}
            className="rounded-md border border-gray-300 px-8 py-2 text-sm text-gray-700 hover:border-primary hover:text-primary"
          >
            取消
          </button>
        )}
      </div>
    </form>
  )
}
