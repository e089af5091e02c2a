'use client'
// 指派课程: pick courses, groups and/or people, 必修 or 选修, and the start and due dates (today and four weeks on by
// default, in Beijing time); CompanyAssignment/Create makes one assignment per course. Refusals show above 确定.
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { addDays, todayInZone } from '@/lib/contract/assignment-rules'
import { ASSIGNMENT_KIND_TEXT, type AssignmentKindName } from '@/lib/contract/schemas/company-learning'
import { useGroups, useLearningRefresh } from '@/lib/hooks/use-company-learning'
import { CoursePicker } from './course-picker'
import { StaffPicker, type Picked } from './staff-picker'

const DEFAULT_DAYS = 28
const LEGEND = 'mb-2 text-sm font-medium text-gray-900'
const DATE = 'mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-base outline-none focus:border-primary'

export function AssignmentForm({ onDone }: { onDone: () => void }) {
  const today = todayInZone()
  const groups = useGroups()
  const reload = useLearningRefresh()
  const [courses, setCourses] = useState<Picked>(new Map())
  const [groupIds, setGroupIds] = useState<Set<number>>(new Set())
  const [people, setPeople] = useState<Picked>(new Map())
  const [kind, setKind] = useState<AssignmentKindName>('required')
  const [startsOn, setStartsOn] = useState(today)
  const [dueOn, setDueOn] = useState(addDays(today, DEFAULT_DAYS))
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const toggleGroup = (id: number) => {
    const next = new Set(groupIds)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setGroupIds(next)
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (courses.size === 0) return setError('请选择课程')
    if (groupIds.size + people.size === 0) return setError('请选择部门或员工')
    setBusy(true)
    setError('')
    try {
      const input = {
        courseIds: [...courses.keys()],
        groupIds: [...groupIds],
        individualIds: [...people.keys()],
        kind,
        startsOn,
        dueOn,
      }
      const result = await api.post.CompanyAssignment.Create(input, { inline: true })
      toast.success(`已指派${courses.size}门课程，共${result.allocatedCount}人`)
      await reload()
      onDone()
    } catch (err) {
      setError(isApiClientError(err) ? err.message : '指派失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="assignment-form">
      <fieldset>
        <legend className={LEGEND}>课程</legend>
        <CoursePicker picked={courses} onChange={setCourses} />
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>指派给部门</legend>
        {groups.data && groups.data.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {groups.data.map((g) => (
              <label
                key={g.id}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 text-sm has-[:checked]:border-primary has-[:checked]:text-primary"
              >
                <input
                  type="checkbox"
                  checked={groupIds.has(g.id)}
                  onChange={() => toggleGroup(g.id)}
                  className="size-4 accent-primary"
                />
                {g.name}（{g.memberCount}人）
              </label>
            ))}
          </div>
        ) : (
          <p className="text-sm text-gray-500">暂无部门，可在「部门管理」中新建，或直接选择员工</p>
        )}
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>指派给员工</legend>
        <StaffPicker picked={people} onChange={setPeople} />
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>类型</legend>
        <div className="flex gap-3">
          {(Object.keys(ASSIGNMENT_KIND_TEXT) as AssignmentKindName[]).map((k) => (
            <label
              key={k}
              className="flex min-h-10 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-gray-300 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary"
            >
              <input
                type="radio"
                name="assignment-kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="accent-primary"
              />
              {ASSIGNMENT_KIND_TEXT[k]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm text-gray-700">
          开始日期
          <input type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} className={DATE} />
        </label>
        <label className="block text-sm text-gray-700">
          截止日期
          <input
            type="date"
            value={dueOn}
            min={startsOn > today ? startsOn : today}
            onChange={(e) => setDueOn(e.target.value)}
            className={DATE}
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 w-full rounded-md bg-primary text-sm text-primary-contrast hover:bg-primary-hover"
      >
        {busy ? '指派中…' : '确定指派'}
      </button>
    </form>
  )
}
