// 基本信息 against a mocked API: a new course checked with the server's schema before it is sent (a bad price at its
// field), created with the form's own values (yuan, not fen), the page moving to the draft's address; an existing
// course shows its state, why it cannot be published yet, and a 只读 operator gets the form disabled.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { PUBLISH_NEEDS_VIDEO, type AdminCourseDetail } from '@/lib/contract/schemas/admin-course'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { CourseEditorView } from './course-editor-view'
import { OperatorProvider } from './operator-context'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
const mockPush = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/demo/admin/courses/new',
  useSearchParams: () => new URLSearchParams(),
}))

const API = '/admin/api/services/app/AdminCourse'
const OPTIONS = {
  categories: [{ id: 3, name: '职场技能', children: [{ id: 4, name: '沟通' }] }],
  lecturers: [
    { id: 7, name: '张老师', title: '讲师' },
    { id: 8, name: '李老师', title: '' },
  ],
}
const self = (role: OperatorSelf['role']): OperatorSelf => ({
  id: 1,
  loginName: 'admin',
  name: '周敏',
  role,
  mustChangePassword: false,
  tenantName: '启航',
  tenantOpen: true,
})
const DRAFT: AdminCourseDetail = {
  id: 21,
  title: '时间管理',
  coverUrl: '',
  summary: '',
  description: '<p>旧介绍</p>',
  courseTypeId: 4,
  lecturerIds: [8],
  tags: ['效率'],
  vipOnly: false,
  price: '0',
  forbidSkip: false,
  homeBar: true,
  homeNew: true,
  homeFeatured: false,
  state: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-26T02:00:00Z',
  learnerCount: 0,
  lessonCount: 0,
  videoLessonCount: 0,
}

function renderView(courseId: number | null, role: OperatorSelf['role'] = 'admin') {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self(role)}>
        <CourseEditorView courseId={courseId} />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet
    .mockReset()
    .mockImplementation((path: string) => Promise.resolve(path.endsWith('GetOptions') ? OPTIONS : DRAFT))
  mockApiPost.mockReset().mockResolvedValue({ ...DRAFT, id: 22 })
  mockPush.mockReset()
})

it('checks a new course with the server’s schema, then creates the draft with yuan and goes to its address', async () => {
  const user = renderView(null)
  await user.type(await screen.findByLabelText('课程标题'), '沟通的艺术')
  await user.selectOptions(screen.getByLabelText('课程分类'), '职场技能 / 沟通')
  await user.selectOptions(screen.getByLabelText('添加讲师'), '李老师')
  await user.selectOptions(screen.getByLabelText('添加讲师'), '张老师（讲师）')
  await user.click(screen.getByRole('button', { name: '上移张老师' }))
  await user.click(screen.getByLabelText(/企业VIP专享/))
  await user.type(screen.getByLabelText('标价（元）'), '19.999')
  await user.click(screen.getByRole('button', { name: '创建草稿' }))
  expect(await screen.findByText('标价须为0.01至99999.99元之间、最多两位小数的金额')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.clear(screen.getByLabelText('标价（元）'))
  await user.type(screen.getByLabelText('标价（元）'), '199.5')
  await user.click(screen.getByRole('button', { name: '创建草稿' }))
  await waitFor(() => expect(mockApiPost).toHaveBeenCalled())
  expect(mockApiPost).toHaveBeenCalledWith(
    `${API}/Create`,
    expect.objectContaining({
      title: '沟通的艺术',
      courseTypeId: 4,
      lecturerIds: [7, 8],
      vipOnly: true,
      price: '199.5',
    }),
    { inline: true },
  )
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/admin/courses/22'))
  // A new course has only 基本信息 until it is saved.
  expect(screen.getByText('课程大纲')).not.toHaveAttribute('href')
})

it('shows an existing course’s state, why it cannot be published yet, and the tabs to its outline and preview', async () => {
  renderView(21)
  expect(await screen.findByTestId('course-state')).toHaveTextContent('状态：草稿')
  expect(screen.getByText(PUBLISH_NEEDS_VIDEO)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '课程大纲' })).toHaveAttribute('href', '/admin/courses/21/outline')
  expect(screen.getByRole('link', { name: '预览' })).toHaveAttribute('href', '/admin/courses/21/preview')
  expect(screen.getByLabelText('课程标题')).toHaveValue('时间管理')
  expect(screen.getByRole('button', { name: '保存' })).toBeDisabled()
})

it('gives a 只读 operator the form disabled, with no 发布 or 删除', async () => {
  renderView(21, 'readonly')
  expect(await screen.findByLabelText('课程标题')).toBeDisabled()
  expect(screen.getByText('当前角色只能查看课程，不能修改。')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '发布' })).toBeNull()
  expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
})
