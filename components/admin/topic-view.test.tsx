// 专题管理 against a mocked API: rows with 精选 and 已发布/未发布, the editor making a topic and then its courses in the
// chosen order (found by title, drafts marked), an edit that leaves the courses alone sends only the fields, a refused
// course list said as such, and a reading role's 查看.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { TOPIC_HINTS, type TopicAdminRow, type TopicEditable } from '@/lib/contract/schemas/admin-topic'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from './operator-context'
import { TopicView } from './topic-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/topics',
  useSearchParams: () => new URLSearchParams(),
}))

const API = '/admin/api/services/app/AdminTopic'
const ROW: TopicAdminRow = {
  id: 3,
  title: '新员工成长',
  bannerUrl: '',
  isSelected: true,
  isPublished: false,
  sortOrder: 10,
  courseCount: 2,
}
const DETAIL: TopicEditable = {
  ...ROW,
  introduction: '入职必修。',
  courses: [
    { id: 41, title: 'Excel 入门', isPublished: true },
    { id: 42, title: '沟通的艺术', isPublished: true },
  ],
}
const CHOICES = [
  { id: 51, title: '时间管理', isPublished: true },
  { id: 52, title: '财务基础', isPublished: false },
]

function renderView(role: OperatorRole = 'admin') {
  const self: OperatorSelf = {
    id: 1,
    loginName: 'admin',
    name: '周敏',
    role,
    mustChangePassword: false,
    tenantName: '启航',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <TopicView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('/GetList')) return { totalCount: 1, items: [ROW] }
    if (path.endsWith('/FindCourses')) return { items: CHOICES }
    return DETAIL
  })
  mockApiPost.mockReset().mockImplementation(async (path: string) => (path.endsWith('/Create') ? { id: 9 } : null))
})

it('lists topics with 精选 and their state', async () => {
  renderView()
  const row = await screen.findByTestId('topic-row-3')
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['', '新员工成长', '2', '精选', '未发布', '10', '编辑删除'])
})

it('makes a topic, then gives it the courses found by title in the order chosen', async () => {
  const user = renderView()
  await user.click(await screen.findByTestId('topic-create'))
  const dialog = await screen.findByRole('dialog', { name: '新建专题' })
  expect(within(dialog).getByText(TOPIC_HINTS.isSelected)).toBeInTheDocument()
  expect(within(dialog).getByText(TOPIC_HINTS.isPublished)).toBeInTheDocument()
  await user.type(within(dialog).getByLabelText('专题标题'), '管理者必修')
  await user.click(within(dialog).getByRole('switch', { name: '发布' }))

  await user.type(within(dialog).getByLabelText('查找课程'), '管理{Enter}')
  await waitFor(() =>
    expect(mockApiGet).toHaveBeenCalledWith(`${API}/FindCourses`, { keyword: '管理' }, expect.anything()),
  )
  const choices = await within(dialog).findAllByTestId('course-choice')
  expect(choices[1]).toHaveTextContent('财务基础未发布')
  await user.click(within(dialog).getByRole('button', { name: '添加「时间管理」' }))
  await user.click(within(dialog).getByRole('button', { name: '添加「财务基础」' }))
  await user.click(within(dialog).getByRole('button', { name: '上移「财务基础」' }))
  const chosen = within(dialog).getAllByTestId('topic-course')
  expect(chosen[0]).toHaveTextContent(/^1\.财务基础未发布上移/)
  expect(chosen[1]).toHaveTextContent(/^2\.时间管理上移/)

  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(mockApiPost).toHaveBeenCalledWith(
    `${API}/Create`,
    { bannerUrl: '', title: '管理者必修', introduction: [''], isSelected: false, isPublished: true, sortOrder: 0 },
    { inline: true },
  )
  expect(mockApiPost).toHaveBeenLastCalledWith(`${API}/SetCourses`, { id: 9, courseIds: [52, 51] }, { inline: true })
})

it('saves only the fields when the courses are unchanged, and says so when a course list is refused', async () => {
  const user = renderView()
  await user.click(within(await screen.findByTestId('topic-row-3')).getByRole('button', { name: '编辑' }))
  const dialog = await screen.findByRole('dialog', { name: '编辑专题' })
  expect(await within(dialog).findByLabelText('专题标题')).toHaveValue('新员工成长')
  expect(within(dialog).getAllByTestId('topic-course')).toHaveLength(2)
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(mockApiPost.mock.calls.map(([path]) => path)).toEqual([`${API}/Update`])

  mockApiPost.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('/SetCourses'))
      throw new ApiClientError({ kind: 'api', code: 0, status: 404, message: '课程不存在或不属于本机构' })
    return null
  })
  await user.click(within(screen.getByTestId('topic-row-3')).getByRole('button', { name: '编辑' }))
  const again = await screen.findByRole('dialog', { name: '编辑专题' })
  await user.click(await within(again).findByRole('button', { name: '移除「Excel 入门」' }))
  await user.click(within(again).getByRole('button', { name: '保存' }))
  expect(await within(again).findByText('专题已保存，但课程未保存：课程不存在或不属于本机构')).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenLastCalledWith(`${API}/SetCourses`, { id: 3, courseIds: [42] }, { inline: true })
})

it('lets a 只读 operator look at a topic and its courses without changing anything', async () => {
  const user = renderView('readonly')
  await user.click(await screen.findByRole('button', { name: '查看' }))
  const dialog = await screen.findByRole('dialog', { name: '查看专题' })
  expect(await within(dialog).findByLabelText('专题标题')).toBeDisabled()
  expect(within(dialog).getAllByTestId('topic-course')).toHaveLength(2)
  expect(within(dialog).queryByRole('button', { name: /上移|移除|保存/ })).not.toBeInTheDocument()
  expect(within(dialog).queryByLabelText('查找课程')).not.toBeInTheDocument()
})
