'use client'
// Picks staff for a group or an assignment: search the company's staff (name, 部门, nickname, phone), page through
// them and tick people; the ones picked stay listed as chips (× takes one out) whatever page or search is shown.
import { useState } from 'react'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { STAFF_PAGE_SIZE } from '@/lib/contract/company-rules'
import { useStaff } from '@/lib/hooks/use-company'

export type Picked = Map<number, string>

export function Chips({ picked, onRemove, label }: { picked: Picked; onRemove: (id: number) => void; label: string }) {
  if (picked.size === 0) return null
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {[...picked].map(([id, name]) => (
        <li key={id} className="flex items-center rounded-full bg-primary-soft pl-3 text-sm text-primary">
          <span className="max-w-40 truncate">{name}</span>
          <button
            type="button"
            onClick={() => onRemove(id)}
            aria-label={`移除${name}`}
            className="flex size-8 items-center justify-center rounded-full hover:bg-primary/10"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}

/** A picker's search box and 搜索 button (Enter searches too); `onSearch` gets the trimmed text. */
export function PickerSearch({
  label,
  placeholder,
  onSearch,
}: {
  label: string
  placeholder: string
  onSearch: (text: string) => void
}) {
  const [draft, setDraft] = useState('')
  return (
    <div role="search" className="flex gap-2">
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={20}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          onSearch(draft.trim())
        }}
        className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 px-3 text-base outline-none focus:border-primary"
      />
      <button
        type="button"
        onClick={() => onSearch(draft.trim())}
        className="h-10 shrink-0 rounded-md border border-gray-300 px-4 text-sm text-gray-700 hover:border-primary hover:text-primary"
      >
        搜索
      </button>
    </div>
  )
}

export function StaffPicker({ picked, onChange }: { picked: Picked; onChange: (next: Picked) => void }) {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const staff = useStaff(keyword, page)
  const toggle = (id: number, name: string) => {
    const next = new Map(picked)
    if (next.has(id)) next.delete(id)
    else next.set(id, name)
    onChange(next)
  }
  return (
    <div className="space-y-3" data-testid="staff-picker">
      <Chips picked={picked} onRemove={(id) => toggle(id, '')} label="已选员工" />
      <PickerSearch
        label="搜索员工"
        placeholder="姓名、部门、昵称或手机号"
        onSearch={(text) => {
          setKeyword(text)
          setPage(1)
        }}
      />
      {!staff.data ? (
        <Loading className="py-6" />
      ) : staff.data.items.length === 0 ? (
        <p className="py-4 text-center text-sm text-gray-500">没有找到匹配的员工</p>
      ) : (
        <>
          <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
            {staff.data.items.map((s) => (
              <li key={s.userId}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    checked={picked.has(s.userId)}
                    onChange={() => toggle(s.userId, s.userInCompanyName)}
                    className="size-4 accent-primary"
                  />
                  <span className="min-w-0 flex-1 truncate text-gray-900">{s.userInCompanyName}</span>
                  <span className="shrink-0 text-xs text-gray-500">{s.department ?? '未设置部门'}</span>
                </label>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={staff.data.totalCount} pageSize={STAFF_PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </div>
  )
}
