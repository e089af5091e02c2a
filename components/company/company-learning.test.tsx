// 部门管理 and 学习任务 against a mocked API (issue 31): a group is created and given members picked from the staff; a
// course is assigned to a group with 必修 and a due date; an assignment is cancelled after a confirm; the desktop draws
// tables, the phone cards.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { SessionProvider } from '@/lib/client/session'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { addDays, todayInZone } from '@/lib/contract/assignment-rules'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { AssignmentsPanel } from './assignments-panel'
import { GroupsPanel } from './groups-panel'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const COMPANY = { userId: '9', userName: 'qihang_hr', userLogo: '', PERSONAL: '0', logintype: '2', frontCompanyId: '9' }
const person = (userId: number, userInCompanyName: string, department: string | null) => ({
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
const STAFF = [person(2, '李明', '销售部'), person(3, '王芳', null)]
type Group = { id: number; name: string; memberCount: number; members: { userId: number; userInCompanyName: string }[] }
let groups: Group[] = []
const assignment = {
  id: 41,
  course: { id: 7, title: '安全生产' },
  kind: 'required',
  kindText: '必修',
  startsOn: '2026-11-20',
  dueOn: '2099-12-31',
  groups: [{ id: 1, name: '销售部' }],
  allocatedCount: 3,
  completedCount: 1,
  cancelled: false,
  createdAt: '2026-11-20T02:00:00.000Z',
}

beforeEach(() => {
  localStorage.clear()
  for (const [k, v] of Object.entries(COMPANY)) localStorage.setItem(k, v)
  groups = []
  mockApiGet.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('GetCompanyFrontUser')) return { items: STAFF, totalCount: 2, page: 1, pageSize: 10 }
    if (path.endsWith('CompanyGroup/GetList')) return groups
    if (path.endsWith('CompanyAssignment/GetList')) return { items: [assignment], totalCount: 1, page: 1, pageSize: 20 }
    if (path.endsWith('GetCourseList'))
      return { items: [{ id: 7, title: '安全生产', price: 0 }], totalCount: 1, page: 1, pageSize: 8 }
    throw new Error(`unexpected ${path}`)
  })
  mockApiPost.mockReset().mockImplementation(async (path: string, input: Record<string, unknown>) => {
    if (path.endsWith('CompanyGroup/Create')) {
      groups = [{ id: 1, name: input.name as string, memberCount: 0, members: [] }]
      return { ...groups[0], createdAt: '' }
    }
    if (path.endsWith('CompanyGroup/SetMembers')) {
      groups = [{ ...groups[0], memberCount: 1, members: [{ userId: 2, userInCompanyName: '李明' }] }]
      return { groupId: 1, memberCount: 1, allocated: 0 }
    }
    if (path.endsWith('CompanyAssignment/Create')) return { assignmentIds: [42], allocatedCount: 1 }
    if (path.endsWith('CompanyAssignment/Cancel')) return true
    throw new Error(`unexpected ${path}`)
  })
})

function renderWith(node: React.ReactNode) {
  render(
    <SessionProvider>
      <QueryClientProvider client={makeQueryClient()}>{node}</QueryClientProvider>
    </SessionProvider>,
  )
}

it('creates 销售部, shows a refusal under the name, and adds a member picked from the staff', async () => {
  const user = userEvent.setup()
  renderWith(<GroupsPanel variant="desktop" />)
  expect(await screen.findByText('暂无部门，新建一个吧')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: '新建部门' }))
  const sheet = await screen.findByTestId('company-sheet')
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'business', code: 0, status: 409, message: '已有同名部门' } as never),
  )
  await user.type(within(sheet).getByLabelText('部门名称'), '销售部')
  await user.click(within(sheet).getByRole('button', { name: '保存' }))
  expect(await within(sheet).findByRole('alert')).toHaveTextContent('已有同名部门')
  await user.click(within(sheet).getByRole('button', { name: '保存' }))
  const row = await screen.findByTestId('group-row')
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)[0],
  ).toBe('销售部')

  await user.click(within(row).getByRole('button', { name: /^成员\s*：销售部$/ }))
  const members = await screen.findByTestId('company-sheet')
  await user.click(await within(members).findByRole('checkbox', { name: /李明/ }))
  expect(within(members).getByRole('list', { name: '已选员工' })).toHaveTextContent('李明')
  await user.click(within(members).getByRole('button', { name: '保存（1人）' }))
  expect(mockApiPost).toHaveBeenCalledWith(
    expect.stringContaining('CompanyGroup/SetMembers'),
    { groupId: 1, add: [2], remove: [] },
    expect.anything(),
  )
  await waitFor(() => expect(within(screen.getByTestId('group-row')).getByText('李明')).toBeInTheDocument())
})

it('assigns a course to a group with 必修 and a due date, default four weeks on', async () => {
  groups = [{ id: 1, name: '销售部', memberCount: 1, members: [{ userId: 2, userInCompanyName: '李明' }] }]
  const user = userEvent.setup()
  renderWith(<AssignmentsPanel variant="desktop" />)
  const table = await screen.findByRole('table')
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['课程', '类型', '起止日期', '指派对象', '完成', '状态', '操作'])
  expect(within(table).getByText('1/3')).toBeInTheDocument()
  expect(within(table).getByText('进行中')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: '指派课程' }))
  const form = await screen.findByTestId('assignment-form')
  expect(within(form).getByLabelText('开始日期')).toHaveValue(todayInZone())
  expect(within(form).getByLabelText('截止日期')).toHaveValue(addDays(todayInZone(), 28))
  await user.click(within(form).getByRole('button', { name: '确定指派' }))
  expect(within(form).getByRole('alert')).toHaveTextContent('请选择课程')
  await user.click(await within(form).findByRole('checkbox', { name: /安全生产/ }))
  await user.click(within(form).getByRole('checkbox', { name: /^销售部（1人）$/ }))
  expect(within(form).getByRole('radio', { name: '必修' })).toBeChecked()
  const due = within(form).getByLabelText('截止日期')
  await user.clear(due)
  await user.type(due, addDays(todayInZone(), 2))
  await user.click(within(form).getByRole('button', { name: '确定指派' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      expect.stringContaining('CompanyAssignment/Create'),
      {
        courseIds: [7],
        groupIds: [1],
        individualIds: [],
        kind: 'required',
        startsOn: todayInZone(),
        dueOn: addDays(todayInZone(), 2),
      },
      expect.anything(),
    ),
  )
})

it('cancels an assignment after a confirm; the phone shows cards, not a table', async () => {
  const user = userEvent.setup()
  renderWith(<AssignmentsPanel variant="mobile" />)
  const card = await screen.findByTestId('assignment-row')
  expect(screen.queryByRole('table')).toBeNull()
  expect(card).toHaveTextContent('必修')
  expect(card).toHaveTextContent('已完成 1/3 人')
  await user.click(within(card).getByRole('button', { name: /^取消任务\s*：安全生产$/ }))
  await user.click(await screen.findByRole('button', { name: '确定' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      expect.stringContaining('CompanyAssignment/Cancel'),
      { assignmentId: 41 },
      expect.anything(),
    ),
  )
})
