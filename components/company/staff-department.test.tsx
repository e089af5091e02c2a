// 员工管理's 部门 against a mocked API: a column of the desktop table and a line of the phone card, edited in place
// through SetUserDepartment; the invitation form asks for it apart from the name (issue 27).
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { SessionProvider } from '@/lib/client/session'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { StaffPanel } from './staff-panel'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const COMPANY = { userId: '9', userName: 'qihang_hr', userLogo: '', PERSONAL: '0', logintype: '2', frontCompanyId: '9' }
const member = (userId: number, userInCompanyName: string, department: string | null) => ({
  userId,
  userInCompanyName,
  department,
  nickname: userInCompanyName,
  phoneNumber: `1380000000${userId}`,
  userLogo: '',
  isThirdHeadImg: false,
  isVip: false,
  joinedAt: '2026-11-01T02:00:00.000Z',
})
let staff = [member(2, '李明', '销售部'), member(3, '王芳', null)]

beforeEach(() => {
  localStorage.clear()
  for (const [k, v] of Object.entries(COMPANY)) localStorage.setItem(k, v)
  staff = [member(2, '李明', '销售部'), member(3, '王芳', null)]
  mockApiGet.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('GetCompanyFrontUser')) return { items: staff, totalCount: staff.length, page: 1, pageSize: 10 }
    if (path.endsWith('GetCompanyInfoByLogin')) return { isCertified: true, vipSeats: 10, vipCount: 0 }
    throw new Error(`unexpected ${path}`)
  })
  mockApiPost.mockReset().mockImplementation(async (path: string, input: { userId: number; department: string }) => {
    if (!path.endsWith('SetUserDepartment')) return { id: 1, status: 'pending', statusText: '待接受' }
    staff = staff.map((s) => (s.userId === input.userId ? { ...s, department: input.department || null } : s))
    return { userId: input.userId, department: input.department || null }
  })
})

function renderPanel(variant: 'desktop' | 'mobile') {
  render(
    <SessionProvider>
      <QueryClientProvider client={makeQueryClient()}>
        <StaffPanel qiNiuUrl="/storage/" variant={variant} />
      </QueryClientProvider>
    </SessionProvider>,
  )
}
const rowOf = async (name: string) =>
  (await screen.findAllByTestId('staff-row')).find((r) => within(r).queryByText(name))!

it('shows 部门 as a column of the desktop table, 未设置 where there is none', async () => {
  renderPanel('desktop')
  const table = await screen.findByRole('table')
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['员工', '部门', '手机号', '加入时间', '操作'])
  const li = await rowOf('李明')
  const cells = within(li).getAllByRole('cell')
  expect(cells[1]).toHaveTextContent('销售部')
  expect(within(await rowOf('王芳')).getAllByRole('cell')[1]).toHaveTextContent('未设置')
})

it('edits a member’s 部门 in place and shows the saved one', async () => {
  const user = userEvent.setup()
  renderPanel('desktop')
  await user.click(await screen.findByRole('button', { name: '修改 李明 的部门' }))
  const field = screen.getByRole('textbox', { name: '李明 的部门' })
  expect(field).toHaveFocus()
  expect(field).toHaveValue('销售部')
  await user.clear(field)
  await user.type(field, '大客户部')
  await user.click(screen.getByRole('button', { name: '保存' }))
  expect(mockApiPost).toHaveBeenCalledWith(
    expect.stringContaining('CompanyInviteUser/SetUserDepartment'),
    { userId: 2, department: '大客户部' },
    expect.anything(),
  )
  await waitFor(() => expect(within(screen.getByRole('table')).getByText('大客户部')).toBeInTheDocument())
  expect(screen.queryByRole('textbox', { name: '李明 的部门' })).toBeNull()
  expect(screen.getByRole('button', { name: '修改 李明 的部门' })).toHaveFocus()
})

it('refuses a 部门 over 20 characters before calling, shows a server refusal, and Escape keeps the old one', async () => {
  const user = userEvent.setup()
  renderPanel('desktop')
  await user.click(await screen.findByRole('button', { name: '修改 李明 的部门' }))
  const field = screen.getByRole('textbox', { name: '李明 的部门' })
  await user.clear(field)
  // The input stops at 20; a pasted longer text is what the rule catches.
  field.removeAttribute('maxlength')
  await user.type(field, '一'.repeat(21))
  await user.click(screen.getByRole('button', { name: '保存' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('部门不能超过20个字')
  expect(mockApiPost).not.toHaveBeenCalled()

  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'business', code: 0, status: 400, message: '部门包含敏感词，请修改' } as never),
  )
  await user.clear(field)
  await user.type(field, '刷单部')
  await user.click(screen.getByRole('button', { name: '保存' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('部门包含敏感词，请修改')

  await user.keyboard('{Escape}')
  expect(screen.queryByRole('textbox', { name: '李明 的部门' })).toBeNull()
  expect(within(await rowOf('李明')).getByText('销售部')).toBeInTheDocument()
})

it('puts the 部门 on a line of the phone card', async () => {
  const user = userEvent.setup()
  renderPanel('mobile')
  expect(screen.queryByRole('table')).toBeNull()
  const card = await rowOf('李明')
  expect(within(card).getByTestId('staff-department')).toHaveTextContent('销售部')
  expect(within(await rowOf('王芳')).getByTestId('staff-department')).toHaveTextContent('未设置')
  await user.click(within(card).getByRole('button', { name: '修改 李明 的部门' }))
  expect(within(card).getByRole('textbox', { name: '李明 的部门' })).toHaveValue('销售部')
})

it('asks for the 部门 apart from the name when inviting, and sends both', async () => {
  const user = userEvent.setup()
  renderPanel('desktop')
  await user.click(await screen.findByRole('button', { name: '邀请员工' }))
  const form = screen.getByTestId('invite-form')
  await user.type(within(form).getByLabelText('手机号'), '13500009999')
  await user.type(within(form).getByLabelText('员工姓名'), '周敏')
  const department = within(form).getByLabelText('部门')
  department.removeAttribute('maxlength')
  await user.type(department, '一'.repeat(21))
  await user.click(within(form).getByRole('button', { name: '发送邀请' }))
  expect(within(form).getByText('部门不能超过20个字')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.clear(department)
  await user.type(department, '市场部')
  await user.click(within(form).getByRole('button', { name: '发送邀请' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      expect.stringContaining('CompanyInviteUser/CreateCompanyInviteUser'),
      { PhoneNumber: '13500009999', userInCompanyName: '周敏', department: '市场部' },
      expect.anything(),
    ),
  )
})
