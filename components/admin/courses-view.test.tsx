// 课程管理 against a mocked API: the rows a user reads (price in yuan or 免费, state words), the URL's filters sent to
// the server, and 发布 / 下架 asked first with what they do, a refusal kept inside the dialog.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { PUBLISH_NEEDS_VIDEO, type AdminCourseRow } from '@/lib/contract/schemas/admin-course'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { CoursesView } from './courses-view'
import { OperatorProvider } from './operator-context'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
const mockPush = jest.fn()
let mockSearch = new URLSearchParams()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/courses',
  useSearchParams: () => mockSearch,
}))

const API = '/admin/api/services/app/AdminCourse'
const self = (role: OperatorSelf['role']): OperatorSelf => ({
  id: 1,
  loginName: 'admin',
  name: '周敏',
  role,
  mustChangePassword: false,
  tenantName: '启航',
  tenantOpen: true,
})
const row = (over: Partial<AdminCourseRow>): AdminCourseRow => ({
  id: 1,
  title: '沟通的艺术',
  coverUrl: '',
  courseTypeName: '沟通',
  parentCourseTypeName: '职场技能',
  lecturers: ['张老师', '李老师'],
  priceCents: 19950,
  state: 'published',
  learnerCount: 12,
  lessonCount: 5,
  updatedAt: '2026-11-26T02:30:00Z',
  publishedAt: '2026-11-20T02:30:00Z',
  ...over,
})
const ROWS = [
  row({}),
  row({ id: 2, title: '新草稿', priceCents: 0, state: 'draft', publishedAt: null, lessonCount: 0 }),
]
const OPTIONS = { categories: [{ id: 3, name: '职场技能', children: [{ id: 4, name: '沟通' }] }], lecturers: [] }

function renderView(search = '', role: OperatorSelf['role'] = 'admin') {
  mockSearch = new URLSearchParams(search)
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self(role)}>
        <CoursesView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet
    .mockReset()
    .mockImplementation((path: string) =>
      Promise.resolve(path.endsWith('GetOptions') ? OPTIONS : { totalCount: 2, items: ROWS }),
    )
  mockApiPost.mockReset().mockResolvedValue(null)
  mockPush.mockReset()
})

it('lists courses with category, lecturers, price in yuan or 免费, state and counts, asking for the URL’s filters', async () => {
  renderView('page=2&state=draft&courseTypeId=3&keyword=沟通')
  const [published, draft] = await screen.findAllByTestId('course-row')
  expect(
    within(published)
      .getAllByRole('cell')
      .slice(1, 8)
      .map((c) => c.textContent),
  ).toEqual(['沟通的艺术', '职场技能 / 沟通', '张老师、李老师', '¥199.50', '已发布', '12', '5'])
  expect(within(draft).getByText('免费')).toBeInTheDocument()
  expect(within(draft).getByText('草稿')).toBeInTheDocument()
  expect(within(published).getByText('更新 2026-11-26 10:30')).toBeInTheDocument()
  expect(within(published).getByRole('button', { name: '下架' })).toBeInTheDocument()
  expect(within(draft).getByRole('button', { name: '发布' })).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith(
    `${API}/GetList`,
    { page: 2, pageSize: 20, keyword: '沟通', courseTypeId: 3, state: 'draft' },
    expect.anything(),
  )
  expect(screen.getByRole('link', { name: '新建课程' })).toHaveAttribute('href', '/admin/courses/new')
})

it('puts the filters in the URL, from page 1', async () => {
  const user = renderView('page=3')
  await screen.findAllByTestId('course-row')
  await user.selectOptions(screen.getByLabelText('状态'), '已下架')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/courses?state=unpublished')
  await user.selectOptions(screen.getByLabelText('分类'), '沟通')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/courses?courseTypeId=4')
})

it('asks before publishing, says why the server refused, and publishes on the second try', async () => {
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'api', code: 0, message: PUBLISH_NEEDS_VIDEO, status: 400 }),
  )
  const user = renderView()
  const [, draft] = await screen.findAllByTestId('course-row')
  await user.click(within(draft).getByRole('button', { name: '发布' }))
  const dialog = await screen.findByRole('dialog', { name: '发布课程' })
  expect(dialog).toHaveTextContent('确定发布课程「新草稿」吗？')
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.click(within(dialog).getByRole('button', { name: '发布' }))
  expect(await within(dialog).findByText(PUBLISH_NEEDS_VIDEO)).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Publish`, { id: 2 }, { inline: true })
  await user.click(within(dialog).getByRole('button', { name: '发布' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('shows a 只读 operator the rows to view and preview, with no 新建, 发布, 下架 or 删除', async () => {
  renderView('', 'readonly')
  const [published] = await screen.findAllByTestId('course-row')
  expect(within(published).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/admin/courses/1')
  expect(within(published).getByRole('link', { name: '预览' })).toHaveAttribute('href', '/admin/courses/1/preview')
  expect(within(published).getByRole('link', { name: '学习数据' })).toHaveAttribute('href', '/admin/data/courses/1')
  expect(within(published).queryByRole('button')).toBeNull()
  expect(screen.queryByRole('link', { name: '新建课程' })).toBeNull()
})
