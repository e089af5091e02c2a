'use client'
// 部门管理 (/corporate?nav=7, phone /EnterprisePersonnel?tab=groups): create, rename and delete the company's groups and
// choose their members from the staff. A table on a computer, a card per group on a phone; forms open in a Sheet.
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { GROUP_NAME_MAX, type CompanyGroupRow } from '@/lib/contract/schemas/company-learning'
import { useGroups, useLearningRefresh } from '@/lib/hooks/use-company-learning'
import { Sheet } from './sheet'
import { StaffPicker, type Picked } from './staff-picker'

type Variant = 'desktop' | 'mobile'
const failure = (err: unknown) => (isApiClientError(err) ? err.message : '操作失败，请稍后再试')
const BUTTON = 'min-h-9 rounded-md border px-3 text-sm whitespace-nowrap'
const PRIMARY = 'min-h-10 rounded-md bg-primary px-5 text-sm text-primary-contrast hover:bg-primary-hover'

/** A group's name: new (no group) or renamed; the server's refusal (已有同名部门, …) shows under the field. */
function NameForm({ group, onDone }: { group: CompanyGroupRow | null; onDone: () => void }) {
  const reload = useLearningRefresh()
  const [name, setName] = useState(group?.name ?? '')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!name.trim()) return setError('请输入部门名称')
    setBusy(true)
    try {
      if (group) await api.post.CompanyGroup.Rename({ groupId: group.id, name }, { inline: true })
      else await api.post.CompanyGroup.Create({ name }, { inline: true })
      toast.success(group ? '已重命名' : '已新建部门')
      await reload()
      onDone()
    } catch (err) {
      setError(failure(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <label className="block text-sm text-gray-700">
        部门名称
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={GROUP_NAME_MAX}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'group-name-error' : undefined}
          placeholder="如：销售部"
          className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-base outline-none focus:border-primary"
        />
      </label>
      {error ? (
        <p id="group-name-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={`${PRIMARY} w-full`}>
        {busy ? '保存中…' : '保存'}
      </button>
    </form>
  )
}

/** Who is in the group: tick staff in or out, then save once (SetMembers with what was added and removed). */
function MembersForm({ group, onDone }: { group: CompanyGroupRow; onDone: () => void }) {
  const reload = useLearningRefresh()
  const [picked, setPicked] = useState<Picked>(new Map(group.members.map((m) => [m.userId, m.userInCompanyName])))
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const save = async () => {
    const before = new Set(group.members.map((m) => m.userId))
    const add = [...picked.keys()].filter((id) => !before.has(id))
    const remove = [...before].filter((id) => !picked.has(id))
    setBusy(true)
    try {
      const result = await api.post.CompanyGroup.SetMembers({ groupId: group.id, add, remove }, { inline: true })
      toast.success(result.allocated > 0 ? `已保存，新成员获得${result.allocated}项学习任务` : '已保存')
      await reload()
      onDone()
    } catch (err) {
      setError(failure(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="space-y-4">
      <StaffPicker picked={picked} onChange={setPicked} />
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <button type="button" onClick={save} disabled={busy} className={`${PRIMARY} w-full`}>
        {busy ? '保存中…' : `保存（${picked.size}人）`}
      </button>
    </div>
  )
}

type Editing = { kind: 'new' } | { kind: 'rename' | 'members'; group: CompanyGroupRow } | null

function Actions({ group, edit, remove }: { group: CompanyGroupRow; edit: (e: Editing) => void; remove: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => edit({ kind: 'members', group })}
        className={`${BUTTON} border-primary text-primary hover:bg-primary-soft`}
      >
        成员<span className="sr-only">：{group.name}</span>
      </button>
      <button
        type="button"
        onClick={() => edit({ kind: 'rename', group })}
        className={`${BUTTON} border-gray-300 text-gray-700 hover:border-primary hover:text-primary`}
      >
        重命名<span className="sr-only">：{group.name}</span>
      </button>
      <button
        type="button"
        onClick={remove}
        className={`${BUTTON} border-gray-300 text-gray-600 hover:border-red-500 hover:text-red-600`}
      >
        删除<span className="sr-only">：{group.name}</span>
      </button>
    </div>
  )
}

const names = (g: CompanyGroupRow) => g.members.map((m) => m.userInCompanyName).join('、') || '暂无成员'
const TH = 'px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-gray-500'

export function GroupsPanel({ variant }: { variant: Variant }) {
  const groups = useGroups()
  const reload = useLearningRefresh()
  const { confirm, dialog } = useConfirm()
  const [editing, setEditing] = useState<Editing>(null)
  const close = () => setEditing(null)

  const remove = async (group: CompanyGroupRow) => {
    if (!(await confirm(`确定删除部门“${group.name}”吗？成员仍是本企业员工，已分配的学习任务保留。`))) return
    try {
      await api.post.CompanyGroup.Delete({ groupId: group.id }, { inline: true })
      toast.success('已删除部门')
    } catch (err) {
      toast.error(failure(err))
    }
    await reload()
  }

  const list = groups.data
  const title =
    editing?.kind === 'new'
      ? '新建部门'
      : editing?.kind === 'rename'
        ? '重命名部门'
        : `部门成员：${editing?.group.name}`
  return (
    <div className={variant === 'mobile' ? 'space-y-4 bg-white p-4' : 'space-y-4'} data-testid="groups-panel">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          按部门或小组归类员工，学习任务可直接指派给部门；一名员工可属于多个部门。
        </p>
        <button type="button" onClick={() => setEditing({ kind: 'new' })} className={`${PRIMARY} shrink-0`}>
          新建部门
        </button>
      </div>
      {!list ? (
        <Loading className="py-10" />
      ) : list.length === 0 ? (
        <EmptyState text="暂无部门，新建一个吧" />
      ) : variant === 'desktop' ? (
        <table className="w-full table-fixed border-collapse bg-white text-sm">
          <thead className="bg-gray-50">
            <tr>
              <th className={`${TH} w-40`}>部门名称</th>
              <th className={`${TH} w-16`}>人数</th>
              <th className={TH}>成员</th>
              <th className={`${TH} w-64`}>操作</th>
            </tr>
          </thead>
          <tbody>
            {list.map((g) => (
              <tr key={g.id} data-testid="group-row" className="border-t border-gray-100">
                <td className="truncate px-3 py-3 font-medium text-gray-900">{g.name}</td>
                <td className="px-3 py-3 text-gray-700">{g.memberCount}</td>
                <td className="truncate px-3 py-3 text-gray-600" title={names(g)}>
                  {names(g)}
                </td>
                <td className="px-3 py-3">
                  <Actions group={g} edit={setEditing} remove={() => remove(g)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="space-y-3">
          {list.map((g) => (
            <li key={g.id} data-testid="group-row" className="rounded-lg border border-gray-100 p-4 shadow-sm">
              <p className="flex items-baseline justify-between gap-2">
                <span className="truncate font-medium text-gray-900">{g.name}</span>
                <span className="shrink-0 text-xs text-gray-500">{g.memberCount}人</span>
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-gray-600">{names(g)}</p>
              <div className="mt-3">
                <Actions group={g} edit={setEditing} remove={() => remove(g)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Sheet open={editing !== null} title={title} variant={variant} onClose={close}>
        {editing?.kind === 'members' ? (
          <MembersForm group={editing.group} onDone={close} />
        ) : editing ? (
          <NameForm group={editing.kind === 'rename' ? editing.group : null} onDone={close} />
        ) : null}
      </Sheet>
      {dialog}
    </div>
  )
}
