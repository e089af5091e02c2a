// 学习数据 in the console against a mocked API (issue 32): the range's totals on the cards and every day in the charts'
// table, top courses linking to their figures and re-ranked by hours, the range picker's checks and quick ranges in the
// URL, the three export links for the range on screen, and no serious axe finding. The charts are stood in for at
// the dynamic-import boundary (recharts draws nothing measurable in jsdom).
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import type { LearningDashboard } from '@/lib/contract/schemas/admin-learning-data'
import { recentRange } from '@/lib/contract/learning-data-rules'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from '../operator-context'
import { LearningDataView } from './data-view'

const mockApiGet = jest.fn()
const mockPush = jest.fn()
let mockSearch = new URLSearchParams()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: jest.fn(),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/data',
  useSearchParams: () => mockSearch,
}))
jest.mock('./charts-drawn', () => ({
  ActivityChart: ({ days }: { days: unknown[] }) => <div data-testid="activity-drawn">{days.length} 天</div>,
  HoursChart: () => <div data-testid="hours-drawn" />,
  DropOffChart: () => <div />,
}))

const API = '/admin/api/services/app/AdminLearningData'
const BOARD: LearningDashboard = {
  from: '2026-03-01',
  to: '2026-03-03',
  topBy: 'learners',
  totals: { activeLearners: 3, enrolments: 4, completions: 1, creditedSeconds: 9000 },
  days: [
    { day: '2026-03-01', activeLearners: 1, enrolments: 2, completions: 0, creditedSeconds: 1800 },
    { day: '2026-03-02', activeLearners: 2, enrolments: 1, completions: 0, creditedSeconds: 3600 },
    { day: '2026-03-03', activeLearners: 1, enrolments: 1, completions: 1, creditedSeconds: 3600 },
  ],
  topCourses: [
    { courseId: 11, title: '安全生产', learners: 2, creditedSeconds: 5400 },
    { courseId: 12, title: '消防知识', learners: 1, creditedSeconds: 3600 },
  ],
}

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
  const view = render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <LearningDataView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), container: view.container }
}

beforeEach(() => {
  mockSearch = new URLSearchParams()
  mockPush.mockReset()
  mockApiGet.mockReset().mockResolvedValue(BOARD)
})

it('shows the range’s totals, every day as a table, and the charts in their frames', async () => {
  renderView()
  const cards = await screen
    .findByRole('list', { name: '2026-03-01 至 2026-03-03 合计' })
    .catch(() => screen.findByTestId('stat-cards'))
  expect(
    within(cards)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual(['3', '范围内有学习记录的学员（去重）', '4', '1', '2.5'])
  const table = screen.getByRole('table', { name: '每日学习数据' })
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent),
  ).toEqual(['2026-03-011200.5', '2026-03-022101', '2026-03-031111'])
  expect(await screen.findByTestId('activity-drawn')).toHaveTextContent('3 天')
  expect(screen.getByTestId('activity-chart').querySelector('[aria-hidden="true"]')).toContainElement(
    screen.getByTestId('activity-drawn'),
  )
  // No range in the URL: the server's default is asked for, and its range fills the picker.
  expect(mockApiGet).toHaveBeenCalledWith(`${API}/GetDashboard`, { topBy: 'learners' }, expect.anything())
  expect(screen.getByLabelText('开始日期')).toHaveValue('2026-03-01')
  expect(screen.getByLabelText('结束日期')).toHaveValue('2026-03-03')
})

it('links top courses to their figures and re-ranks them by hours in the URL', async () => {
  const { user } = renderView()
  const top = await screen.findByTestId('top-courses')
  expect(within(top).getByRole('link', { name: '安全生产' })).toHaveAttribute('href', '/admin/data/courses/11')
  expect(
    within(screen.getByTestId('top-course-11'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1', '安全生产', '2', '1.5'])
  await user.selectOptions(within(top).getByLabelText('排序'), '按学时')
  expect(mockPush).toHaveBeenCalledWith('/admin/data?topBy=hours')
})

it('checks the range before asking, and offers quick ranges', async () => {
  const { user } = renderView()
  const from = await screen.findByLabelText('开始日期')
  await user.clear(from)
  await user.type(from, '2026-03-05')
  await user.click(screen.getByRole('button', { name: '查询' }))
  expect(screen.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期')
  expect(mockPush).not.toHaveBeenCalled()

  await user.clear(from)
  await user.type(from, '2026-02-01')
  await user.click(screen.getByRole('button', { name: '查询' }))
  expect(mockPush).toHaveBeenLastCalledWith('/admin/data?from=2026-02-01&to=2026-03-03')

  await user.click(screen.getByRole('button', { name: '近7天' }))
  const week = recentRange(7)
  expect(mockPush).toHaveBeenLastCalledWith(`/admin/data?from=${week.from}&to=${week.to}`)
})

it('asks for the range in the URL and links the three exports of it; phones masked below 管理员', async () => {
  mockSearch = new URLSearchParams('from=2026-03-01&to=2026-03-03&topBy=hours')
  renderView('readonly')
  const exports = await screen.findByTestId('data-exports')
  expect(mockApiGet).toHaveBeenCalledWith(
    `${API}/GetDashboard`,
    { from: '2026-03-01', to: '2026-03-03', topBy: 'hours' },
    expect.anything(),
  )
  const links = within(exports).getAllByRole('link')
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['导出学员', `${API}/ExportLearners?from=2026-03-01&to=2026-03-03`],
    ['导出选课记录', `${API}/ExportEnrolments?from=2026-03-01&to=2026-03-03`],
    ['导出学时记录', `${API}/ExportHours?from=2026-03-01&to=2026-03-03`],
  ])
  expect(exports).toHaveTextContent('手机号隐藏中间四位')
})

it('says 暂无 when the range has no learning, and has no serious accessibility finding', async () => {
  mockApiGet.mockResolvedValue({ ...BOARD, topCourses: [] })
  const { container } = renderView()
  expect(await screen.findByText('所选日期内没有学习记录')).toBeInTheDocument()
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([])
})
