'use client'
// One staff member's credited sessions (学习看板's drill-down): 日期, 课程, 课时, 时长（分钟）, newest first, 加载更多 for
// the next page; 开具学时证明 for them above. A dialog on a computer, a full-screen sheet on a phone. Loaded with the
// first click, not the page.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { usePersonSessions } from '@/lib/hooks/use-learning-board'
import { StaffCertificate } from './staff-certificate'

/** Credited seconds as minutes with one decimal: a short stretch still shows. */
const minutes = (seconds: number) => (seconds / 60).toFixed(1)

function Sessions({ individualId, phone }: { individualId: number; phone: boolean }) {
  const sessions = usePersonSessions(individualId)
  if (sessions.isError)
    return <EmptyState text={isApiClientError(sessions.error) ? sessions.error.message : '学习记录加载失败'} />
  if (!sessions.data) return <Loading />
  const items = sessions.data.pages.flatMap((p) => p.items)
  if (items.length === 0) return <EmptyState text="还没有学习记录" />
  return (
    <>
      {phone ? (
        <ul className="divide-y divide-gray-100">
          {items.map((s) => (
            <li key={s.id} className="flex items-center gap-3 py-3" data-testid="session-row">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm text-gray-900">{s.lessonTitle}</span>
                <span className="block truncate text-xs text-gray-500">
                  {s.day} · {s.courseTitle}
                </span>
              </span>
              <span className="shrink-0 text-sm text-gray-700">{minutes(s.creditedSeconds)} 分钟</span>
            </li>
          ))}
        </ul>
      ) : (
        <table className="w-full text-sm">
          <thead className="bg-gray-50">
            <tr>
              {['日期', '课程', '课时', '时长（分钟）'].map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  className={`px-3 py-2 text-xs font-medium whitespace-nowrap text-gray-500 ${i === 3 ? 'text-right' : 'text-left'}`}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={s.id} className="border-b border-gray-100" data-testid="session-row">
                <td className="px-3 py-2 whitespace-nowrap text-gray-700">{s.day}</td>
                <td className="max-w-[12rem] truncate px-3 py-2 text-gray-700">{s.courseTitle}</td>
                <td className="max-w-[14rem] truncate px-3 py-2 text-gray-900">{s.lessonTitle}</td>
                <td className="px-3 py-2 text-right text-gray-900">{minutes(s.creditedSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sessions.hasNextPage ? (
        <div className="py-3 text-center">
          <button
            type="button"
            disabled={sessions.isFetchingNextPage}
            onClick={() => void sessions.fetchNextPage()}
            className="min-h-9 rounded-md border border-gray-300 px-5 text-sm text-gray-700 hover:border-primary hover:text-primary disabled:opacity-60"
          >
            {sessions.isFetchingNextPage ? '加载中…' : '加载更多'}
          </button>
        </div>
      ) : null}
    </>
  )
}

export function PersonSessions({
  person,
  variant,
  onClose,
}: {
  person: { individualId: number; name: string } | null
  variant: 'desktop' | 'mobile'
  onClose: () => void
}) {
  const phone = variant === 'mobile'
  return (
    <Dialog open={person !== null} onClose={onClose} className="relative z-[800]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className={`fixed inset-0 flex justify-center ${phone ? '' : 'items-center p-4'}`}>
        <DialogPanel
          data-testid="person-sessions"
          className={
            phone
              ? 'flex h-full w-full flex-col bg-white'
              : 'flex max-h-[85vh] w-[720px] max-w-full flex-col rounded-lg bg-white shadow-xl'
          }
        >
          <div className="flex items-center justify-between border-b border-gray-100 px-5 py-3">
            <DialogTitle className="truncate text-base font-medium text-gray-900">
              {person?.name} 的学习记录
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="关闭"
              className="flex size-9 shrink-0 items-center justify-center rounded text-xl text-gray-500 hover:text-gray-800"
            >
              ×
            </button>
          </div>
          {/* Keyed by person: a new person starts with the form closed and nothing issued. */}
          {person ? <StaffCertificate key={person.individualId} individualId={person.individualId} /> : null}
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4">
            {person ? <Sessions individualId={person.individualId} phone={phone} /> : null}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
