// What the three discussion lists share: the paging their page model hands them and the page links under the list.
// Its own module, so each list imports only its own rows: /topicList must not carry the floors' client parts.
import { PageLinks, type QueryValues } from '@/components/catalogue/page-links'
import type { Paged } from '@/lib/contract/schemas/catalogue'

/** The page's paging as its model carries it (lib/pages/discussion.ts). */
interface ListPaging {
  page: number
  pageSize: number
  pagerPath: string
  pagerQuery?: QueryValues
}

export interface ListProps<T> {
  list: Paged<T>
  now: Date
  paging: ListPaging
  variant: 'desktop' | 'mobile'
}

export function Pager({ paging, total, className }: { paging: ListPaging; total: number; className: string }) {
  const { page, pageSize, pagerPath, pagerQuery } = paging
  return (
    <PageLinks
      className={className}
      page={page}
      total={total}
      pageSize={pageSize}
      path={pagerPath}
      query={pagerQuery}
    />
  )
}
