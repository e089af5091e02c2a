// 我的学时证明 against a mocked API (issue 31): 按时间段开具 from the first of this month (Beijing time) to today, the
// server's refusal in place, and the new certificate listed with its PDF and verification page — on both devices, also
// for a learner who holds none yet.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { MyCertificates } from './my-certificates'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const CODE = 'ABCDEFGHJKLMNPQRSTUV'
const ISSUED = {
  code: CODE,
  number: 'DEMO-2026-000007',
  learnerName: '王芳',
  maskedPhone: '138****0005',
  companyName: null,
  issuerName: '演示学院',
  courses: [{ title: '安全生产', seconds: 5400, firstDay: '2026-11-03', lastDay: '2026-11-20', completedDay: null }],
  totalSeconds: 5400,
  range: { from: '2026-11-01', to: '2026-11-26' },
  issuedAt: '2026-11-25T17:30:00.000Z',
  revokedAt: null,
  revokedReason: '',
  courseId: null,
}
let mine: unknown[] = []

beforeEach(() => {
  // 01:30 on 26 November in Beijing, still the 25th in UTC: the range's days are Beijing's.
  jest.useFakeTimers({ now: new Date('2026-11-25T17:30:00.000Z'), advanceTimers: true })
  mine = []
  mockApiGet.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('/Certificate/GetMine')) return { items: mine }
    throw new Error(`unexpected ${path}`)
  })
  mockApiPost.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('/Certificate/Issue')) {
      mine = [ISSUED]
      return ISSUED
    }
    throw new Error(`unexpected ${path}`)
  })
})
afterEach(() => jest.useRealTimers())

function renderMine(variant: 'desktop' | 'mobile') {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MyCertificates variant={variant} />
    </QueryClientProvider>,
  )
}

it.each(['desktop', 'mobile'] as const)(
  'issues one for this month so far and lists it with 下载 and 验证页, starting with none (%s)',
  async (variant) => {
    const user = userEvent.setup()
    renderMine(variant)
    const section = await screen.findByRole('region', { name: '我的学时证明' })
    expect(await within(section).findByText('还没有学时证明')).toBeInTheDocument()
    const range = within(section).getByRole('group', { name: '按时间段开具' })
    expect(within(range).getByLabelText('开始日期')).toHaveValue('2026-11-01')
    expect(within(range).getByLabelText('结束日期')).toHaveValue('2026-11-26')

    await user.click(within(range).getByRole('button', { name: '开具' }))
    expect(mockApiPost).toHaveBeenCalledWith(
      expect.stringContaining('/Certificate/Issue'),
      { from: '2026-11-01', to: '2026-11-26' },
      expect.objectContaining({ inline: true }),
    )
    expect(await within(range).findByRole('status')).toHaveTextContent('已开具学时证明 DEMO-2026-000007')
    const row = (await within(section).findByText('DEMO-2026-000007')).closest('li')!
    expect(row).toHaveTextContent('2026-11-01 至 2026-11-26')
    expect(within(row).getByRole('link', { name: /^下载\s*学时证明\s*DEMO-2026-000007$/ })).toHaveAttribute(
      'href',
      `/api/services/app/Certificate/Download?code=${CODE}`,
    )
    expect(within(row).getByRole('link', { name: '验证页' })).toHaveAttribute('href', `/certificate/${CODE}`)
    expect(within(section).queryByText('还没有学时证明')).toBeNull()
  },
)

it('shows the server’s refusal in place and lists nothing new', async () => {
  const user = userEvent.setup()
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'api', code: 0, status: 400, message: '该时间范围内没有已认证的学习时长' } as never),
  )
  renderMine('desktop')
  const range = await screen.findByRole('group', { name: '按时间段开具' })
  const from = within(range).getByLabelText('开始日期')
  await user.clear(from)
  await user.type(from, '2026-11-20')
  await user.click(within(range).getByRole('button', { name: '开具' }))
  expect(await within(range).findByRole('alert')).toHaveTextContent('该时间范围内没有已认证的学习时长')
  expect(mockApiPost).toHaveBeenCalledWith(
    expect.stringContaining('/Certificate/Issue'),
    { from: '2026-11-20', to: '2026-11-26' },
    expect.anything(),
  )
  expect(within(range).queryByRole('status')).toBeNull()
  expect(screen.getByText('还没有学时证明')).toBeInTheDocument()
})

it('says a reversed range is wrong without asking the server', async () => {
  const user = userEvent.setup()
  renderMine('mobile')
  const range = await screen.findByRole('group', { name: '按时间段开具' })
  const to = within(range).getByLabelText('结束日期')
  await user.clear(to)
  await user.type(to, '2026-10-31')
  await user.click(within(range).getByRole('button', { name: '开具' }))
  expect(within(range).getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期')
  await waitFor(() => expect(mockApiGet).toHaveBeenCalled())
  expect(mockApiPost).not.toHaveBeenCalled()
})
