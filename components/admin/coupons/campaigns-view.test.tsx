// 优惠券活动 in the console against a mocked API: the list with its counts and the discount note (words, no button);
// 新建活动 makes a named-course voucher through the course picker, or a price-capped one typed in yuan and sent in fen,
// then opens the campaign; a reading role gets no 新建活动.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CampaignRow } from '@/lib/contract/coupon-campaign-rules'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from '../operator-context'
import { CampaignsView } from './campaigns-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
const mockPush = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/coupons',
  useSearchParams: () => new URLSearchParams(),
}))

const API = '/admin/api/services/app/AdminCoupon'
const CAMPAIGN: CampaignRow = {
  id: 12,
  kind: 'voucher',
  title: '新人Python课程券',
  description: '线下活动发放',
  scopeText: '指定课程：《Python数据分析实战入门》',
  courseId: 3,
  maxPriceCents: null,
  validFrom: '2026-11-25T16:00:00Z',
  validUntil: '2026-12-25T16:00:00Z',
  validDays: 7,
  state: 'active',
  stoppedAt: null,
  codeCount: 5,
  redeemedCount: 1,
  usedCount: 1,
  createdAt: '2026-11-26T02:00:00Z',
}
const COURSES = [
  { id: 3, title: 'Python数据分析实战入门', priceCents: 9900, isPublished: true },
  { id: 4, title: '入职第一课', priceCents: 0, isPublished: true },
]

function renderView(role: OperatorRole = 'operations') {
  const self = {
    id: 1,
    loginName: 'ops',
    name: '刘洋',
    role,
    mustChangePassword: false,
    tenantName: '启航',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <CampaignsView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockPush.mockReset()
  mockApiGet
    .mockReset()
    .mockImplementation(async (path: string) =>
      path.endsWith('/FindCourses') ? { items: COURSES } : { totalCount: 1, items: [CAMPAIGN] },
    )
  mockApiPost.mockReset().mockResolvedValue({ id: 21 })
})

it('lists campaigns with their codes, redemptions and uses, and says discount coupons wait for payments', async () => {
  renderView()
  const row = await screen.findByTestId('campaign-row-12')
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    '新人Python课程券',
    '课程券',
    '指定课程：《Python数据分析实战入门》',
    '2026-11-26 至 2026-12-25',
    '兑换后7天内有效（不超过活动结束）',
    '5',
    '1',
    '1',
    '进行中',
    '查看',
  ])
  expect(within(row).getByRole('link', { name: '查看活动「新人Python课程券」' })).toHaveAttribute(
    'href',
    '/admin/coupons/12',
  )
  expect(screen.getByText(/折扣券（满减券）将在平台开通在线支付后提供/)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /折扣券/ })).not.toBeInTheDocument()
})

it('creates a voucher for a course picked by name, then opens the campaign', async () => {
  const user = renderView()
  await user.click(await screen.findByRole('button', { name: '新建活动' }))
  const dialog = await screen.findByRole('dialog', { name: '新建活动' })
  await user.type(within(dialog).getByLabelText('活动名称'), '新人Python课程券')
  await user.click(within(dialog).getByRole('button', { name: '创建活动' }))
  expect(await within(dialog).findByText('请选择课程')).toBeInTheDocument()
  expect(within(dialog).queryByRole('button', { name: '选择「入职第一课」' })).not.toBeInTheDocument()
  await user.click(await within(dialog).findByRole('button', { name: '选择「Python数据分析实战入门」' }))
  expect(within(dialog).getByTestId('campaign-course')).toHaveTextContent('《Python数据分析实战入门》¥99')
  await user.click(within(dialog).getByLabelText('兑换后N天内有效'))
  await user.type(within(dialog).getByLabelText('有效天数'), '7')
  await user.click(within(dialog).getByRole('button', { name: '创建活动' }))
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/admin/coupons/21'))
  expect(mockApiPost).toHaveBeenCalledWith(
    `${API}/Create`,
    expect.objectContaining({
      title: '新人Python课程券',
      target: 'course',
      courseId: 3,
      validity: 'days',
      validDays: 7,
    }),
    { inline: true },
  )
})

it('takes a price cap in yuan and sends it in fen', async () => {
  const user = renderView('admin')
  await user.click(await screen.findByRole('button', { name: '新建活动' }))
  const dialog = await screen.findByRole('dialog', { name: '新建活动' })
  await user.type(within(dialog).getByLabelText('活动名称'), '通用券')
  await user.click(within(dialog).getByLabelText('价格不超过上限的任一课程'))
  await user.type(within(dialog).getByLabelText('课程价格上限（元）'), '99.5元')
  await user.click(within(dialog).getByRole('button', { name: '创建活动' }))
  expect(await within(dialog).findByText('请输入正确的金额（元，最多两位小数）')).toBeInTheDocument()
  await user.clear(within(dialog).getByLabelText('课程价格上限（元）'))
  await user.type(within(dialog).getByLabelText('课程价格上限（元）'), '99.5')
  await user.click(within(dialog).getByRole('button', { name: '创建活动' }))
  await waitFor(() => expect(mockApiPost).toHaveBeenCalled())
  const [, input] = mockApiPost.mock.calls[0]
  expect(input).toMatchObject({ target: 'price', maxPriceCents: 9950, courseId: undefined, validity: 'untilEnd' })
})

it('offers no 新建活动 to a reading role', async () => {
  renderView('support')
  await screen.findByTestId('campaign-row-12')
  expect(screen.queryByRole('button', { name: '新建活动' })).not.toBeInTheDocument()
})
