// 学习看板 against a mocked API (issue 31, Deliver 4): the counts per assignment, the group filter, 一键提醒 (confirm,
// RemindNow, toast or refusal), the SMS switch, a person's sessions page by page, the export link's dates, and the
// phone's cards.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from '@/components/ui/toaster'
import { SessionProvider } from '@/lib/client/session'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { LearningBoard } from './learning-board'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const COMPANY = { userId: '9', userName: 'qihang_hr', userLogo: '', PERSONAL: '0', logintype: '2', frontCompanyId: '9' }
const assignment = (id: number, courseTitle: string, counts: Partial<Record<string, number>>, cancelled = false) => {
  const c = { completed: 0, inProgress: 0, notStarted: 0, overdue: 0, ...counts }
  const total = c.completed + c.inProgress + c.notStarted + c.overdue
  return {
    id,
    courseId: id,
    courseTitle,
    kind: 'required',
    startsOn: '2026-11-01',
    dueOn: '2026-12-31',
    cancelled,
    total,
    ...c,
  }
}
const ALL = {
  today: '2026-12-10',
  assignments: [
    assignment(11, '安全生产', { completed: 2, inProgress: 1, notStarted: 1, overdue: 1 }),
    assignment(12, '消防演练', { completed: 3 }),
    assignment(13, '旧课程', { notStarted: 2 }, true),
  ],
  people: [
    {
      individualId: 2,
      name: '李明',
      phone: '13800000002',
      groups: ['销售部'],
      assigned: 2,
      completed: 1,
      creditedSeconds: 5400,
    },
    { individualId: 3, name: '王芳', phone: '13800000003', groups: [], assigned: 1, completed: 0, creditedSeconds: 0 },
  ],
}
const SALES = { ...ALL, assignments: [ALL.assignments[0]], people: [ALL.people[0]] }
const session = (id: number, lessonTitle: string) => ({
  id,
  day: '2026-12-09',
  courseTitle: '安全生产',
  lessonTitle,
  startedAt: '2026-12-09T02:00:00.000Z',
  endedAt: '2026-12-09T02:30:00.000Z',
  creditedSeconds: 1530,
})
let board: unknown = ALL

beforeEach(() => {
  localStorage.clear()
  for (const [k, v] of Object.entries(COMPANY)) localStorage.setItem(k, v)
  board = ALL
  mockApiGet.mockReset().mockImplementation(async (path: string, input?: Record<string, unknown>) => {
    if (path.endsWith('CompanyLearningReport/GetDashboard')) return input?.groupId === 5 ? SALES : board
    if (path.endsWith('CompanyGroup/GetList'))
      return [{ id: 5, name: '销售部', memberCount: 1, members: [{ userId: 2, name: '李明' }] }]
    if (path.endsWith('GetReminderSettings')) return { remindBySms: false }
    if (path.endsWith('GetPersonSessions'))
      return input?.page === 1
        ? { name: '李明', hasMore: true, items: [session(1, '第1课 安全须知'), session(2, '第2课 防护用品')] }
        : { name: '李明', hasMore: false, items: [session(3, '第3课 应急处置')] }
    throw new Error(`unexpected ${path}`)
  })
  mockApiPost.mockReset().mockImplementation(async (path: string, input: Record<string, unknown>) => {
    if (path.endsWith('RemindNow')) return { sent: 3 }
    if (path.endsWith('SetReminderSettings')) return { remindBySms: input.remindBySms }
    throw new Error(`unexpected ${path}`)
  })
})

function renderBoard(variant: 'desktop' | 'mobile') {
  render(
    <SessionProvider>
      <QueryClientProvider client={makeQueryClient()}>
        <LearningBoard variant={variant} />
        <Toaster />
      </QueryClientProvider>
    </SessionProvider>,
  )
}
const assignmentRow = async (title: string) =>
  (await screen.findAllByTestId('board-assignment')).find((r) => within(r).queryByText(title))!
const count = (row: HTMLElement, key: string) => within(row).getByTestId(`count-${key}`).textContent

it('shows the summary, each assignment’s four counts (overdue in red) and each person’s 学时 in hours', async () => {
  renderBoard('desktop')
  const summary = await screen.findByTestId('board-summary')
  // Two open assignments; 5 of 8 allocations on them completed; the cancelled one counts for neither.
  expect(within(summary).getByText('学习任务数').nextSibling).toHaveTextContent('2')
  expect(within(summary).getByText('人数').nextSibling).toHaveTextContent('2')
  expect(within(summary).getByText('已完成率').nextSibling).toHaveTextContent('63%')
  const safety = await assignmentRow('安全生产')
  expect([count(safety, 'completed'), count(safety, 'inProgress'), count(safety, 'notStarted')]).toEqual([
    '已完成 2',
    '学习中 1',
    '未开始 1',
  ])
  expect(within(safety).getByTestId('count-overdue')).toHaveTextContent('已逾期 1')
  expect(within(safety).getByTestId('count-overdue')).toHaveClass('text-red-600')
  expect(within(safety).getByText('必修')).toBeInTheDocument()
  expect(within(await assignmentRow('消防演练')).queryByRole('button', { name: /一键提醒/ })).toBeNull()
  expect(within(await assignmentRow('旧课程')).getByText('已撤销')).toBeInTheDocument()

  const people = within(screen.getAllByRole('table')[1])
  expect(people.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    '姓名',
    '部门',
    '指派课程',
    '已完成',
    '学时',
  ])
  const li = people.getAllByTestId('board-person')[0]
  expect(
    within(li)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['李明', '销售部', '2', '1', '1.5小时'])
  expect(within(people.getAllByTestId('board-person')[1]).getAllByRole('cell')[1]).toHaveTextContent('未分组')
})

it('filters by 部门: the dashboard is asked for that group', async () => {
  const user = userEvent.setup()
  renderBoard('desktop')
  await screen.findByTestId('board-summary')
  const filter = screen.getByRole('combobox', { name: '部门' })
  await waitFor(() => expect(within(filter).getByRole('option', { name: '销售部' })).toBeInTheDocument())
  await user.selectOptions(filter, '销售部')
  await waitFor(() => expect(screen.getAllByTestId('board-person')).toHaveLength(1))
  expect(mockApiGet).toHaveBeenCalledWith(
    expect.stringContaining('CompanyLearningReport/GetDashboard'),
    { groupId: 5 },
    expect.anything(),
  )
  expect(screen.queryByText('消防演练')).toBeNull()
})

it('一键提醒 asks first, then reminds the unfinished and says how many', async () => {
  const user = userEvent.setup()
  renderBoard('desktop')
  await user.click(within(await assignmentRow('安全生产')).getByRole('button', { name: '一键提醒：安全生产' }))
  expect(await screen.findByText('向3名未完成的员工发送学习提醒？')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: '取消' }))
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.click(within(await assignmentRow('安全生产')).getByRole('button', { name: '一键提醒：安全生产' }))
  await user.click(await screen.findByRole('button', { name: '确定' }))
  expect(await screen.findByText('已提醒3人')).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(
    expect.stringContaining('CompanyReminder/RemindNow'),
    { assignmentId: 11 },
    expect.anything(),
  )
})

it('shows the server’s refusal of 一键提醒', async () => {
  const user = userEvent.setup()
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'api', code: 0, status: 429, message: '提醒过于频繁，请5分钟后再试' } as never),
  )
  renderBoard('desktop')
  await user.click(within(await assignmentRow('安全生产')).getByRole('button', { name: '一键提醒：安全生产' }))
  await user.click(await screen.findByRole('button', { name: '确定' }))
  expect(await screen.findByText('提醒过于频繁，请5分钟后再试')).toBeInTheDocument()
})

it('turns SMS reminders on and says what 学习提醒 are', async () => {
  const user = userEvent.setup()
  renderBoard('desktop')
  const sms = await screen.findByRole('switch', { name: '同时发送短信提醒' })
  expect(sms).toHaveAccessibleDescription(/截止日期前3天、截止当天和逾期后各发送一次/)
  await waitFor(() => expect(sms).toBeEnabled())
  expect(sms).not.toBeChecked()
  await user.click(sms)
  await waitFor(() => expect(sms).toBeChecked())
  expect(mockApiPost).toHaveBeenCalledWith(
    expect.stringContaining('CompanyReminder/SetReminderSettings'),
    { remindBySms: true },
    expect.anything(),
  )
  expect(await screen.findByText('已开启短信提醒')).toBeInTheDocument()
})

it('opens a person’s credited sessions in a dialog and loads the next page', async () => {
  const user = userEvent.setup()
  renderBoard('desktop')
  await user.click(await screen.findByRole('button', { name: '李明 的学习记录' }))
  const dialog = await screen.findByRole('dialog', { name: '李明 的学习记录' })
  await waitFor(() => expect(within(dialog).getAllByTestId('session-row')).toHaveLength(2))
  expect(
    within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['日期', '课程', '课时', '时长（分钟）'])
  expect(
    within(within(dialog).getAllByTestId('session-row')[0])
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['2026-12-09', '安全生产', '第1课 安全须知', '25.5'])
  await user.click(within(dialog).getByRole('button', { name: '加载更多' }))
  await waitFor(() => expect(within(dialog).getAllByTestId('session-row')).toHaveLength(3))
  expect(within(dialog).getByText('第3课 应急处置')).toBeInTheDocument()
  expect(within(dialog).queryByRole('button', { name: '加载更多' })).toBeNull()
  expect(mockApiGet).toHaveBeenCalledWith(
    expect.stringContaining('GetPersonSessions'),
    { individualId: 2, page: 2 },
    expect.anything(),
  )
})

it('exports the last 30 days by default, the chosen dates and the group filter in the link', async () => {
  const user = userEvent.setup()
  renderBoard('desktop')
  await screen.findByTestId('board-summary')
  await user.click(screen.getByRole('button', { name: '导出学习记录' }))
  const form = screen.getByTestId('board-export')
  expect(within(form).getByLabelText('开始日期')).toHaveValue('2026-11-11')
  expect(within(form).getByLabelText('结束日期')).toHaveValue('2026-12-10')
  const href = () => new URL(within(form).getByRole('link', { name: '下载Excel' }).getAttribute('href')!, 'http://x')
  expect(href().pathname).toBe('/api/services/app/CompanyLearningReport/Export')
  expect(Object.fromEntries(href().searchParams)).toEqual({ from: '2026-11-11', to: '2026-12-10' })

  await user.selectOptions(screen.getByRole('combobox', { name: '部门' }), '销售部')
  const from = within(form).getByLabelText('开始日期')
  await user.clear(from)
  await user.type(from, '2026-12-01')
  expect(Object.fromEntries(href().searchParams)).toEqual({ from: '2026-12-01', to: '2026-12-10', groupId: '5' })

  await user.clear(from)
  await user.type(from, '2026-12-20')
  expect(within(form).getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期')
  expect(within(form).queryByRole('link', { name: '下载Excel' })).toBeNull()
})

it('shows cards on a phone, with the same 一键提醒 and a full-screen sheet of sessions', async () => {
  const user = userEvent.setup()
  renderBoard('mobile')
  await screen.findByTestId('board-summary')
  expect(screen.queryByRole('table')).toBeNull()
  const safety = await assignmentRow('安全生产')
  expect(count(safety, 'overdue')).toBe('已逾期 1')
  await user.click(within(safety).getByRole('button', { name: '一键提醒：安全生产' }))
  await user.click(await screen.findByRole('button', { name: '确定' }))
  expect(await screen.findByText('已提醒3人')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: /^王芳/ }))
  const sheet = await screen.findByRole('dialog', { name: '王芳 的学习记录' })
  await waitFor(() => expect(within(sheet).getAllByTestId('session-row').length).toBeGreaterThan(0))
  expect(within(sheet).getAllByTestId('session-row')[0]).toHaveTextContent('25.5 分钟')
})

it('says there are no assignments yet and points to 学习任务', async () => {
  board = { today: '2026-12-10', assignments: [], people: [] }
  renderBoard('desktop')
  expect(await screen.findByText('还没有学习任务')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '去指派课程' })).toHaveAttribute('href', '/corporate?nav=8')
  expect(screen.getByTestId('board-summary')).toHaveTextContent('—')
})

it('says in place why the dashboard was refused (a group deleted meanwhile), without leaving the page', async () => {
  const user = userEvent.setup()
  renderBoard('desktop')
  await screen.findByTestId('board-summary')
  mockApiGet.mockImplementationOnce(async () => {
    throw new ApiClientError({ kind: 'api', code: 0, status: 404, message: '部门不存在' } as never)
  })
  const filter = screen.getByRole('combobox', { name: '部门' })
  await waitFor(() => expect(within(filter).getByRole('option', { name: '销售部' })).toBeInTheDocument())
  await user.selectOptions(filter, '销售部')
  expect(await screen.findByText('部门不存在')).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenLastCalledWith(
    expect.stringContaining('GetDashboard'),
    { groupId: 5 },
    expect.objectContaining({ inline: true }),
  )
})
