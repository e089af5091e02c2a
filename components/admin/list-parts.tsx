'use client'
// What every console list shows around its rows: the count and pager, an error with 重试, and 暂无数据.
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { PAGE_SIZE } from './list-params'
import { BUTTON } from './styles'

export function ListFooter({ total, page, hrefFor }: { total: number; page: number; hrefFor: (p: number) => string }) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-500">共 {total} 条</p>
      <Pagination page={page} total={total} pageSize={PAGE_SIZE} hrefFor={hrefFor} />
    </div>
  )
}

/** The list's state when it has no rows to draw: loading, refused or empty. */
export function ListState({ loading, error, retry }: { loading: boolean; error: Error | null; retry: () => void }) {
  if (loading) return <Loading text="加载中…" />
  if (error)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-sm text-gray-600">
        <p>{isApiClientError(error) ? error.message : '加载失败，请稍后再试'}</p>
        <button type="button" className={BUTTON.secondary} onClick={retry}>
          重试
        </button>
      </div>
    )
  return <EmptyState />
}
