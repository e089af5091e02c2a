// 讲师管理 against a mocked API: rows and the URL's filters sent to the server, the editor checked with the server's
// schema (a refusal under its field), what 金牌讲师 changes, a picture that is not one refused before cropping, the
// delete's refusal inside its dialog, and a reading role's 查看.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { GOLD_HINT, type LecturerAdminRow, type LecturerEditable } from '@/lib/contract/schemas/admin-lecturer'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { LecturerView } from './lecturer-view'
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
  usePathname: () => '/demo/admin/lecturers',
  useSearchParams: () => mockSearch,
}))

const API = '/admin/api/services/app/AdminLecturer'
const ROW: LecturerAdminRow = {
  id: 7,
  name: '王晓明',
  title: '高级培训师',
  avatarUrl: '',
  isGold: true,
  sortOrder: 10,
  courseCount: 4,
}
const DETAIL: LecturerEditable = { ...ROW, introduction: '十年培训经验。\n\n擅长沟通。' }

function renderView(search = '', role: OperatorRole = 'admin') {
  mockSearch = new URLSearchParams(search)
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
        <LecturerView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet
    .mockReset()
    .mockImplementation(async (path: string) =>
      path.endsWith('/GetList') ? { totalCount: 1, items: [ROW] } : path.endsWith('/Get') ? DETAIL : null,
    )
  mockApiPost.mockReset().mockResolvedValue({ id: 8 })
  mockPush.mockReset()
})

it('lists lecturers with the URL’s page and filters, and puts a new filter in the URL', async () => {
  const user = renderView('page=2&gold=true&keyword=王')
  const row = await screen.findByTestId('lecturer-row-7')
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['', '王晓明', '高级培训师', '金牌', '4', '10', '编辑删除'])
  expect(mockApiGet).toHaveBeenCalledWith(
    `${API}/GetList`,
    { page: 2, pageSize: 20, keyword: '王', gold: true },
    expect.anything(),
  )
  await user.selectOptions(screen.getByLabelText('金牌讲师'), '非金牌讲师')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/lecturers?keyword=%E7%8E%8B&gold=false')
})

it('creates a lecturer from the editor, checked with the server’s rules first', async () => {
  const user = renderView()
  await user.click(await screen.findByTestId('lecturer-create'))
  const dialog = await screen.findByRole('dialog', { name: '新建讲师' })
  expect(within(dialog).getByText(GOLD_HINT)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  expect(await within(dialog).findByText('请输入讲师姓名')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.type(within(dialog).getByLabelText('姓名'), '赵新')
  await user.type(within(dialog).getByLabelText('头衔'), '数据分析讲师')
  await user.type(within(dialog).getByLabelText('讲师介绍'), '第一段{Enter}{Enter}{Enter}第二段')
  expect(within(dialog).getByText('9/2000')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('switch', { name: '金牌讲师' }))
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${API}/Create`,
      {
        avatarUrl: '',
        name: '赵新',
        title: '数据分析讲师',
        introduction: ['第一段', '', '第二段'],
        isGold: true,
        sortOrder: 0,
      },
      { inline: true },
    ),
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('edits a loaded lecturer; the server’s refusal of the photo shows under it', async () => {
  const message = '头像须为本机构在管理后台上传的图片，请重新上传'
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({
      kind: 'api',
      code: 0,
      status: 400,
      message,
      validationErrors: [{ message, members: ['avatarUrl'] }],
    }),
  )
  const user = renderView()
  await user.click(within(await screen.findByTestId('lecturer-row-7')).getByRole('button', { name: '编辑' }))
  const dialog = await screen.findByRole('dialog', { name: '编辑讲师' })
  expect(await within(dialog).findByLabelText('姓名')).toHaveValue('王晓明')
  expect(within(dialog).getByLabelText('讲师介绍')).toHaveValue(DETAIL.introduction)
  expect(within(dialog).getByRole('switch', { name: '金牌讲师' })).toBeChecked()
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  expect(await within(dialog).findByText(message)).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(
    `${API}/Update`,
    expect.objectContaining({ id: 7, name: '王晓明', introduction: ['十年培训经验。', '', '擅长沟通。'] }),
    { inline: true },
  )
})

it('refuses a file that is not a picture before cropping it', async () => {
  const user = userEvent.setup({ applyAccept: false })
  renderView()
  await user.click(await screen.findByTestId('lecturer-create'))
  const dialog = await screen.findByRole('dialog', { name: '新建讲师' })
  await user.upload(within(dialog).getByTestId('picture-file-avatar'), new File(['x'], 'a.txt', { type: 'text/plain' }))
  expect(await within(dialog).findByText('仅支持 JPG、PNG、WebP、GIF 图片')).toBeInTheDocument()
  expect(screen.queryByTestId('catalogue-crop-dialog')).not.toBeInTheDocument()
})

it('keeps the delete’s refusal in its dialog, naming the lecturer', async () => {
  const refusal = '有4门课程的讲师是该讲师，请先在这些课程中移除该讲师'
  mockApiPost.mockRejectedValueOnce(new ApiClientError({ kind: 'api', code: 0, status: 400, message: refusal }))
  const user = renderView()
  await user.click(within(await screen.findByTestId('lecturer-row-7')).getByRole('button', { name: '删除' }))
  const dialog = await screen.findByRole('dialog', { name: '删除讲师' })
  expect(dialog).toHaveTextContent('确定删除讲师「王晓明」吗？')
  await user.click(within(dialog).getByRole('button', { name: '删除' }))
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Delete`, { id: 7 }, { inline: true })
})

it('lets a 客服 operator look at a lecturer without changing anything', async () => {
  const user = renderView('', 'support')
  await screen.findByTestId('lecturer-row-7')
  expect(screen.getByTestId('catalogue-read-only')).toHaveTextContent('当前角色（客服）只能查看讲师')
  expect(screen.queryByTestId('lecturer-create')).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: '查看' }))
  const dialog = await screen.findByRole('dialog', { name: '查看讲师' })
  expect(await within(dialog).findByLabelText('姓名')).toBeDisabled()
  expect(within(dialog).queryByRole('button', { name: '保存' })).not.toBeInTheDocument()
})
