'use client'
// 上拉加载更多 on the phone's /courselist and /searchlist: when the end of the list comes into view the next page is
// fetched and appended. The server HTML holds a plain 下一页 link (?page=N+1), so crawlers and phones without JS page
// through the same URLs; with JS a tap on it loads the page in place. The call and the rows come from ./more-courses,
// loaded on demand, so the page's first load grows by this file only.
import { useEffect, useRef, useState } from 'react'
import type { CourseCard } from '@/lib/contract/schemas/catalogue'
import type MoreCourses from './more-courses'
import type { MoreSource } from './more-courses'

const load = () => import('./more-courses')

export interface LoadMoreProps {
  source: MoreSource
  /** The page the server rendered; the list's size. */
  page: number
  pageSize: number
  total: number
  /** The list's path and what its links keep besides the page (the pager's, lib/pages/paging.ts). */
  path: string
  query: Record<string, string | number | undefined>
  unit: string
  qiNiuUrl: string
}

export function LoadMore({ source, page, pageSize, total, path, query, unit, qiNiuUrl }: LoadMoreProps) {
  const [courses, setCourses] = useState<CourseCard[]>([])
  // The rows' component arrives with the first page; held here rather than lazy(), whose first render would suspend
  // and leave the end in view for a moment — long enough to fetch a second page nobody scrolled to.
  const [Rows, setRows] = useState<typeof MoreCourses>()
  const [next, setNext] = useState(page + 1)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const end = useRef<HTMLAnchorElement>(null)
  const hasMore = next <= Math.ceil(total / pageSize)

  const loadNext = async () => {
    setState('loading')
    try {
      const chunk = await load()
      const { items } = await chunk.fetchMore(source, next, pageSize)
      setRows(() => chunk.default)
      // A course that moved between pages since the last one (learners changed) is shown once.
      setCourses((shown) => [...shown, ...items.filter((c) => !shown.some((s) => s.id === c.id))])
      setNext(next + 1)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  // A new observer for each page: its first report says whether the end is still in view (a short page), so the list
  // keeps filling the screen. It starts 300px early, so the rows are usually there before the thumb gets to the end.
  useEffect(() => {
    const link = end.current
    if (!link || state !== 'idle') return
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && loadNext(), {
      rootMargin: '0px 0px 300px',
    })
    observer.observe(link)
    return () => observer.disconnect()
    // loadNext reads next, which is in the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next, state])

  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, `${value}`)
  params.set('page', `${next}`)

  return (
    <>
      {Rows ? <Rows courses={courses} unit={unit} qiNiuUrl={qiNiuUrl} /> : null}
      <p aria-live="polite" className="py-4 text-center text-sm text-gray-500">
        {!hasMore ? (
          '没有更多了'
        ) : state === 'loading' ? (
          '加载中…'
        ) : (
          <a
            ref={end}
            href={`${path}?${params}`}
            data-testid="load-more"
            onClick={(e) => {
              e.preventDefault()
              loadNext()
            }}
            className="inline-block px-4 py-2 text-primary"
          >
            {state === 'failed' ? '加载失败，点击重试' : '下一页'}
          </a>
        )}
      </p>
    </>
  )
}
