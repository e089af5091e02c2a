// 开具学时证明 for a staff member from their 学习记录 on 学习看板 (issue 31), against a mocked API: a completed assigned
// course or a range goes to CompanyCertificate/Issue with the person's id, the PDF link and the verification page
// follow, a refusal shows in place — in the computer's dialog and the phone's sheet.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { PersonSessions } from './person-sessions'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const CODE = 'ZXCVBNMASDFGHJKLQWER'

beforeEach(() => {
  // 01:30 on 1 December in Beijing, still 30 November in UTC.
  jest.useFakeTimers({ now: new Date('2026-11-30T17:30:00.000Z'), advanceTimers: true })
  mockApiGet.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('GetPersonSessions')) return { name: '李明', hasMore: false, items: [], completedCourses: [] }
    throw new Error(`unexpected ${path}`)
  })
  mockApiPost.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('/CompanyCertificate/Issue')) return { code: CODE, number: 'DEMO-2026-000012' }
    throw new Error(`unexpected ${path}`)
  })
})
afterEach(() => jest.useRealTimers())

function renderSessions(variant: 'desktop' | 'mobile') {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <PersonSessions person={{ individualId: 2, name: '李明' }} variant={variant} onClose={() => {}} />
    </QueryClientProvider>,
  )
}

it.each(['desktop', 'mobile'] as const)(
  'issues one for a date range and offers its PDF and verification page (%s)',
  async (variant) => {
    const user = userEvent.setup()
    renderSessions(variant)
    const dialog = await screen.findByRole('dialog', { name: '李明 的学习记录' })
    const open = within(dialog).getByRole('button', { name: '开具学时证明' })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    await user.click(open)
    expect(open).toHaveAttribute('aria-expanded', 'true')
    const range = within(dialog).getByRole('group', { name: '按时间段开具' })
    expect(within(range).getByLabelText('开始日期')).toHaveValue('2026-12-01')
    expect(within(range).getByLabelText('结束日期')).toHaveValue('2026-12-01')
    const from = within(range).getByLabelText('开始日期')
    await user.clear(from)
    await user.type(from, '2026-01-01')
    await user.click(within(range).getByRole('button', { name: '开具' }))

    expect(mockApiPost).toHaveBeenCalledWith(
      expect.stringContaining('/CompanyCertificate/Issue'),
      { userId: 2, from: '2026-01-01', to: '2026-12-01' },
      expect.objectContaining({ inline: true }),
    )
    expect(await within(range).findByRole('status')).toHaveTextContent('已开具学时证明 DEMO-2026-000012')
    const download = within(range).getByRole('link', { name: '下载学时证明' })
    expect(download).toHaveAttribute('href', `/api/services/app/Certificate/Download?code=${CODE}`)
    expect(download).toHaveAttribute('download')
    expect(within(range).getByRole('link', { name: '验证页' })).toHaveAttribute('href', `/certificate/${CODE}`)
  },
)

it('shows the server’s refusal in place, with no link', async () => {
  const user = userEvent.setup()
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'api', code: 0, status: 404, message: '该员工不是本企业员工' } as never),
  )
  renderSessions('desktop')
  const dialog = await screen.findByRole('dialog', { name: '李明 的学习记录' })
  await user.click(within(dialog).getByRole('button', { name: '开具学时证明' }))
  await user.click(within(dialog).getByRole('button', { name: /^开具$/ }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('该员工不是本企业员工')
  expect(within(dialog).queryByRole('link', { name: '下载学时证明' })).toBeNull()
})

it.each(['desktop', 'mobile'] as const)(
  'issues one for a completed assigned course, then offers its PDF and verification page in the row (%s)',
  async (variant) => {
    const user = userEvent.setup()
    mockApiGet.mockImplementation(async () => ({
      name: '李明',
      hasMore: false,
      items: [],
      completedCourses: [{ courseId: 7, title: '安全生产', completedDay: '2026-11-28' }],
    }))
    renderSessions(variant)
    const dialog = await screen.findByRole('dialog', { name: '李明 的学习记录' })
    await user.click(within(dialog).getByRole('button', { name: '开具学时证明' }))
    const byCourse = within(dialog).getByRole('region', { name: '按课程开具' })
    const row = within(byCourse).getByTestId('certificate-course')
    expect(row).toHaveTextContent('安全生产2026-11-28 完成')
    await user.click(within(row).getByRole('button', { name: /^开具\s?：安全生产$/ }))

    expect(mockApiPost).toHaveBeenCalledWith(
      expect.stringContaining('/CompanyCertificate/Issue'),
      { userId: 2, courseId: 7 },
      expect.objectContaining({ inline: true }),
    )
    expect(await within(row).findByRole('link', { name: /^下载学时证明\s?：安全生产$/ })).toHaveAttribute(
      'href',
      `/api/services/app/Certificate/Download?code=${CODE}`,
    )
    expect(within(row).getByRole('link', { name: /^验证页\s?：安全生产$/ })).toHaveAttribute(
      'href',
      `/certificate/${CODE}`,
    )
    expect(within(row).queryByRole('button')).toBeNull()
  },
)

it('says so when no assigned course is completed yet', async () => {
  const user = userEvent.setup()
  renderSessions('desktop')
  const dialog = await screen.findByRole('dialog', { name: '李明 的学习记录' })
  await user.click(within(dialog).getByRole('button', { name: '开具学时证明' }))
  expect(within(dialog).getByRole('region', { name: '按课程开具' })).toHaveTextContent('还没有已完成的指派课程')
})
