// 课程分类 against a mocked API: the tree as an indented table with counts, 首页显示 and its meaning, moves and the
// switch sent at once, the dialog's refusal at the name field, a delete refusal inside its dialog, and a reading role.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { CATEGORY_VISIBLE_HINT, type AdminCategoryNode } from '@/lib/contract/schemas/admin-category'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { CategoryView } from './category-view'
import { OperatorProvider } from './operator-context'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/categories',
  useSearchParams: () => new URLSearchParams(),
}))

const API = '/admin/api/services/app/AdminCategory'
const node = (over: Partial<AdminCategoryNode>): AdminCategoryNode => ({
  id: 1,
  name: '职场技能',
  parentId: null,
  visible: true,
  sortOrder: 1,
  courseCount: 0,
  totalCourseCount: 0,
  children: [],
  ...over,
})
const TREE = [
  node({
    id: 1,
    totalCourseCount: 5,
    children: [
      node({ id: 11, name: '办公软件', parentId: 1, courseCount: 3, totalCourseCount: 3 }),
      node({ id: 12, name: '沟通表达', parentId: 1, sortOrder: 2, courseCount: 2, totalCourseCount: 2 }),
    ],
  }),
  node({ id: 2, name: '财务金融', sortOrder: 2, visible: false }),
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
        <CategoryView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}
const cells = (id: number) =>
  within(screen.getByTestId(`category-row-${id}`))
    .getAllByRole('cell')
    .map((c) => c.textContent)

beforeEach(() => {
  mockApiGet.mockReset().mockResolvedValue({ items: TREE })
  mockApiPost.mockReset().mockResolvedValue(null)
})

it('draws each 一级 with its 二级 under it, course counts, and what 首页显示 changes', async () => {
  renderView()
  await screen.findByTestId('category-row-1')
  const order = screen.getAllByTestId(/^category-row-/).map((r) => r.dataset.testid)
  expect(order).toEqual(['category-row-1', 'category-row-11', 'category-row-12', 'category-row-2'])
  expect(cells(1)).toEqual(['职场技能', '5', '', '上移下移', '编辑添加子分类删除'])
  expect(cells(11)).toEqual(['└办公软件', '3', '', '上移下移', '编辑删除'])
  expect(screen.getByTestId('category-visible-hint')).toHaveTextContent(CATEGORY_VISIBLE_HINT)
  expect(screen.getByRole('switch', { name: '「职场技能」首页显示' })).toBeChecked()
  expect(screen.getByRole('switch', { name: '「财务金融」首页显示' })).not.toBeChecked()
  // Moves stay within the level: the first of each level cannot go up, the last cannot go down.
  expect(screen.getByRole('button', { name: '上移「职场技能」' })).toBeDisabled()
  expect(screen.getByRole('button', { name: '下移「沟通表达」' })).toBeDisabled()
  expect(screen.getByRole('button', { name: '下移「办公软件」' })).toBeEnabled()
})

it('moves and switches at once, then reads the tree again', async () => {
  const user = renderView()
  await user.click(await screen.findByRole('button', { name: '下移「办公软件」' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(`${API}/Move`, { id: 11, direction: 'down' }, { inline: true }),
  )
  await user.click(screen.getByRole('switch', { name: '「财务金融」首页显示' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(`${API}/SetVisible`, { id: 2, visible: true }, { inline: true }),
  )
  await waitFor(() => expect(mockApiGet.mock.calls.filter(([p]) => p === `${API}/GetTree`).length).toBe(3))
})

it('adds a 二级 under its 一级; a name its level has is refused at the field', async () => {
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({
      kind: 'api',
      code: 0,
      status: 400,
      message: '同一级下已有同名分类',
      validationErrors: [{ message: '同一级下已有同名分类', members: ['name'] }],
    }),
  )
  const user = renderView()
  await user.click(
    within(await screen.findByRole('group', { name: '「职场技能」的操作' })).getByRole('button', {
      name: '添加子分类',
    }),
  )
  const dialog = await screen.findByRole('dialog', { name: '添加子分类' })
  expect(dialog).toHaveTextContent('上级分类：职场技能')
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  expect(await within(dialog).findByText('请输入分类名称')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.type(within(dialog).getByLabelText('分类名称'), '办公软件')
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  expect(await within(dialog).findByText('同一级下已有同名分类')).toBeInTheDocument()
  expect(within(dialog).getByLabelText('分类名称')).toHaveAttribute('aria-invalid', 'true')
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Create`, { parentId: 1, name: '办公软件' }, { inline: true })

  await user.clear(within(dialog).getByLabelText('分类名称'))
  await user.type(within(dialog).getByLabelText('分类名称'), '商务礼仪')
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(mockApiPost).toHaveBeenLastCalledWith(`${API}/Create`, { parentId: 1, name: '商务礼仪' }, { inline: true })
})

it('asks before deleting, naming the category, and keeps the server’s refusal inside the dialog', async () => {
  const refusal = '有3门课程属于该分类，请先把这些课程改到其他分类'
  mockApiPost.mockRejectedValueOnce(new ApiClientError({ kind: 'api', code: 0, status: 400, message: refusal }))
  const user = renderView()
  await user.click(
    within(await screen.findByRole('group', { name: '「办公软件」的操作' })).getByRole('button', { name: '删除' }),
  )
  const dialog = await screen.findByRole('dialog', { name: '删除分类' })
  expect(dialog).toHaveTextContent('确定删除分类「职场技能 / 办公软件」吗？')
  await user.click(within(dialog).getByRole('button', { name: '删除' }))
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Delete`, { id: 11 }, { inline: true })
})

it('shows a 只读 operator the tree without controls, and why', async () => {
  renderView('readonly')
  await screen.findByTestId('category-row-1')
  expect(screen.getByTestId('catalogue-read-only')).toHaveTextContent('当前角色（只读）只能查看课程分类')
  expect(screen.queryByTestId('category-create')).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /上移|编辑|删除/ })).not.toBeInTheDocument()
  expect(screen.getByRole('switch', { name: '「职场技能」首页显示' })).toBeDisabled()
})
