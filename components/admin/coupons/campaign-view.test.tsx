// A campaign's page against a mocked API: its facts, counts and redemptions; 生成兑换码 with a 数量 shows the codes once
// and 下载兑换码 (xlsx) builds the file from them; closing before a download asks first; 停止活动 after a confirmation;
// a reading role gets neither button.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CampaignRedemption, CampaignRow } from '@/lib/contract/coupon-campaign-rules'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from '../operator-context'
import { CampaignView } from './campaign-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
const mockDownload = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('./codes-workbook', () => ({ downloadCodes: (...args: unknown[]) => mockDownload(...args) }))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/coupons/12',
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
  validDays: null,
  state: 'active',
  stoppedAt: null,
  codeCount: 5,
  redeemedCount: 1,
  usedCount: 1,
  createdAt: '2026-11-26T02:00:00Z',
}
const REDEMPTION: CampaignRedemption = {
  codeId: 40,
  hint: 'PQRS',
  learnerName: '孙晓',
  phone: '136****0001',
  redeemedAt: '2026-11-26T03:00:00Z',
  usedAt: '2026-11-26T03:05:00Z',
  usedCourse: { id: 3, title: 'Python数据分析实战入门' },
  couponState: 'used',
}
const CODES = ['ABCDEFGHJKMNPQRS', '23456789ABCDEFGH']

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
        <CampaignView campaignId={12} />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockDownload.mockReset().mockResolvedValue(undefined)
  mockApiGet
    .mockReset()
    .mockImplementation(async (path: string) =>
      path.endsWith('/GetRedemptions') ? { totalCount: 1, items: [REDEMPTION] } : CAMPAIGN,
    )
  mockApiPost
    .mockReset()
    .mockImplementation(async (path: string) =>
      path.endsWith('/Generate') ? { codes: CODES, codeCount: 7 } : { stoppedAt: '2026-11-26T05:00:00Z' },
    )
})

it('shows what the campaign gives, its counts and who redeemed', async () => {
  renderView()
  expect(await screen.findByRole('heading', { level: 1, name: '新人Python课程券' })).toBeInTheDocument()
  expect(screen.getByText('2026-11-26 至 2026-12-25（北京时间）')).toBeInTheDocument()
  expect(screen.getByText('至活动结束')).toBeInTheDocument()
  expect(screen.getByTestId('campaign-code-count')).toHaveTextContent('5')
  expect(screen.getByTestId('campaign-redeemed-count')).toHaveTextContent('1')
  expect(screen.getByTestId('campaign-used-count')).toHaveTextContent('1')
  const row = await screen.findByTestId('redemption-row-40')
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    '尾号…PQRS',
    '孙晓',
    '136****0001',
    '2026-11-26 11:00',
    '已使用',
    '《Python数据分析实战入门》',
    '2026-11-26 11:05',
  ])
})

it('generates codes, shows them once and downloads them as xlsx; closing early asks first', async () => {
  const user = renderView()
  await user.click(await screen.findByRole('button', { name: '生成兑换码' }))
  const dialog = await screen.findByRole('dialog', { name: '生成兑换码' })
  await user.type(within(dialog).getByLabelText('数量'), '10001')
  await user.click(within(dialog).getByRole('button', { name: '生成' }))
  expect(await within(dialog).findByText('请输入 1～10000 之间的整数')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.clear(within(dialog).getByLabelText('数量'))
  await user.type(within(dialog).getByLabelText('数量'), '2')
  await user.click(within(dialog).getByRole('button', { name: '生成' }))

  const list = await within(dialog).findByRole('list', { name: '生成的兑换码' })
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['ABCD-EFGH-JKMN-PQRS', '2345-6789-ABCD-EFGH'])
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Generate`, { id: 12, count: 2 }, { inline: true })
  expect(dialog).toHaveTextContent('兑换码只显示这一次')

  await user.click(within(dialog).getByRole('button', { name: '完成' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('尚未下载兑换码，关闭后将无法再次查看或下载')
  await user.click(within(dialog).getByRole('button', { name: '返回' }))
  await user.click(within(dialog).getByRole('button', { name: '下载兑换码 (xlsx)' }))
  expect(mockDownload).toHaveBeenCalledWith(CODES, expect.objectContaining({ title: '新人Python课程券' }))
  await user.click(await within(dialog).findByRole('button', { name: '完成' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('stops the campaign after a confirmation that says what happens to redeemed coupons', async () => {
  const user = renderView('admin')
  await user.click(await screen.findByRole('button', { name: '停止活动' }))
  const dialog = await screen.findByRole('dialog', { name: '停止活动' })
  expect(dialog).toHaveTextContent('确定停止「新人Python课程券」吗？')
  expect(dialog).toHaveTextContent('已兑换到学员账户的课程券不受影响')
  await user.click(within(dialog).getByRole('button', { name: '停止活动' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Stop`, { id: 12 }, { inline: true })
})

it('offers a reading role neither 生成兑换码 nor 停止活动', async () => {
  renderView('readonly')
  await screen.findByTestId('redemption-row-40')
  expect(screen.queryByRole('button', { name: '生成兑换码' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '停止活动' })).not.toBeInTheDocument()
})
