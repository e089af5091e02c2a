// 上拉加载更多 on the phone lists: a plain 下一页 link in the server HTML, the next page appended when the link comes
// into view (or is tapped), 加载中… while it loads, 没有更多了 at the end, a retry after a failure.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { CourseCard, Paged } from '@/lib/contract/schemas/catalogue'
import { LoadMore, type LoadMoreProps } from './load-more'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args) }))

/** jsdom has no IntersectionObserver: this one reports what the test says is in view. */
const observed = new Set<{ callback: IntersectionObserverCallback; target?: Element }>()
class FakeObserver {
  private entry: { callback: IntersectionObserverCallback; target?: Element }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback }
  }
  observe(target: Element) {
    this.entry.target = target
    observed.add(this.entry)
  }
  unobserve() {
    observed.delete(this.entry)
  }
  disconnect() {
    observed.delete(this.entry)
  }
}
Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true })

/** The end of the list (the 下一页 link) scrolls into view; next/link's own observers are left alone. */
async function scrollToEnd() {
  await act(async () => {
    for (const { callback, target } of [...observed].filter((o) => o.target?.matches('[data-testid="load-more"]'))) {
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver)
    }
  })
}

const course = (id: number): CourseCard => ({
  id,
  title: `课程${id}`,
  coverUrl: '',
  summary: '',
  price: 0,
  lessonCount: 3,
  totalDurationSeconds: 600,
  learnerCount: 10,
  publishedAt: '2026-01-05T00:00:00.000Z',
  courseTypeId: 1,
  courseTypeName: '办公软件',
  lecturers: [],
  tags: [],
})
const pageOf = (ids: number[], page: number): Paged<CourseCard> => ({
  items: ids.map(course),
  totalCount: 45,
  page,
  pageSize: 20,
})

const props: LoadMoreProps = {
  source: { list: { pcourseTypeId: 1, price: 'free', sort: 'overall' } },
  page: 1,
  pageSize: 20,
  total: 45,
  path: '/courselist',
  query: { pcourseTypeId: 1, courseTypeId: undefined, price: 'free', sort: undefined },
  unit: '元',
  qiNiuUrl: 'https://img.example.com',
}

const titles = () => screen.queryAllByRole('heading').map((h) => h.textContent)

beforeEach(() => {
  mockApiGet.mockReset()
  observed.clear()
})

it('serves a plain 下一页 link to the next page, and 没有更多了 on the last', () => {
  const html = renderToString(<LoadMore {...props} />)
  expect(html).toContain('href="/courselist?pcourseTypeId=1&amp;price=free&amp;page=2"')
  expect(html).toContain('下一页')
  expect(renderToString(<LoadMore {...props} page={3} />)).toContain('没有更多了')
})

it('appends the next pages as the end comes into view, then says 没有更多了', async () => {
  let answer: (page: Paged<CourseCard>) => void = () => {}
  mockApiGet.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  render(<LoadMore {...props} />)

  await scrollToEnd()
  expect(screen.getByText('加载中…')).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith(
    '/api/services/app/FrontCourse/GetCourseList',
    { pcourseTypeId: 1, price: 'free', sort: 'overall', page: 2, pageSize: 20 },
    undefined,
  )
  await act(async () => answer(pageOf([21, 22], 2)))
  expect(await screen.findByText('课程22')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute(
    'href',
    '/courselist?pcourseTypeId=1&price=free&page=3',
  )

  await scrollToEnd()
  expect(mockApiGet).toHaveBeenLastCalledWith(
    '/api/services/app/FrontCourse/GetCourseList',
    expect.objectContaining({ page: 3 }),
    undefined,
  )
  // A course that moved onto the next page since is not shown twice.
  await act(async () => answer(pageOf([22, 41, 45], 3)))
  expect(await screen.findByText('没有更多了')).toBeInTheDocument()
  expect(titles()).toEqual(['课程21', '课程22', '课程41', '课程45'])
  expect(screen.queryByRole('link', { name: '下一页' })).not.toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledTimes(2)
})

it('loads in place when 下一页 is tapped, and offers a retry when the call fails', async () => {
  mockApiGet.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(pageOf([21], 2))
  render(
    <LoadMore {...props} source={{ search: '管理' }} path="/searchlist" query={{ name: '管理', formseach: 'true' }} />,
  )

  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: '下一页' }))
  })
  expect(mockApiGet).toHaveBeenCalledWith(
    '/api/services/app/FrontCourse/SearchCourse',
    { name: '管理', page: 2, pageSize: 20 },
    undefined,
  )
  const retry = await screen.findByRole('link', { name: '加载失败，点击重试' })
  expect(retry).toHaveAttribute('href', '/searchlist?name=%E7%AE%A1%E7%90%86&formseach=true&page=2')
  // A failed page is not retried by scrolling alone: the visitor asks.
  await scrollToEnd()
  expect(mockApiGet).toHaveBeenCalledTimes(1)

  await act(async () => {
    fireEvent.click(retry)
  })
  expect(await screen.findByText('课程21')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute(
    'href',
    '/searchlist?name=%E7%AE%A1%E7%90%86&formseach=true&page=3',
  )
})
