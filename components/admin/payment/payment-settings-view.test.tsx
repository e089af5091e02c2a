// 支付设置 against a mocked API: both channels with each field's hint, secrets only said to be set, the note on the
// simulated cashier while none is on; 保存 sends the public fields and only the secrets typed; the server's refusal
// stays beside the button.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { PaymentSettings } from '@/lib/contract/payment-settings-rules'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { PaymentSettingsView } from './payment-settings-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const SETTINGS: PaymentSettings = {
  channels: [
    {
      channel: 'wechat',
      enabled: false,
      settings: { mchId: '1900000109', appId: 'wx8888888888888888', serialNo: '', platformPublicKeyId: '' },
      secretsSet: { privateKeyPem: true, apiV3Key: false, platformPublicKeyPem: false },
      unreadable: false,
      updatedAt: '2026-11-26T02:00:00Z',
    },
    {
      channel: 'alipay',
      enabled: false,
      settings: { appId: '' },
      secretsSet: { privateKeyPem: false, alipayPublicKeyPem: false },
      unreadable: false,
      updatedAt: null,
    },
  ],
}

function renderView() {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <PaymentSettingsView />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockResolvedValue(SETTINGS)
  mockApiPost.mockReset()
})

it('shows both channels, where each field is found, which secrets are set, and the simulated-cashier note', async () => {
  renderView()
  const wechat = await screen.findByTestId('payment-wechat')
  expect(screen.getByTestId('payment-status')).toHaveTextContent('当前没有开启的支付渠道')
  expect(screen.getByTestId('payment-status')).toHaveTextContent('开发环境使用模拟收银台')
  expect(screen.getByTestId('payment-status')).toHaveTextContent('正式环境不提供课程购买')
  expect(within(wechat).getByLabelText('商户号')).toHaveValue('1900000109')
  expect(within(wechat).getByLabelText(/商户API私钥/)).toHaveAttribute('placeholder', '已设置，留空则不修改')
  expect(within(wechat).getByLabelText(/APIv3密钥/)).toHaveAttribute('type', 'password')
  expect(within(wechat).getByText(/API安全 → 设置APIv3密钥/)).toBeInTheDocument()
  const alipay = screen.getByTestId('payment-alipay')
  expect(within(alipay).getByText(/开放平台 → 应用 → 开发设置/)).toBeInTheDocument()
})

it('saves the public fields and only the secrets typed, and shows the saved state', async () => {
  mockApiPost.mockImplementation(async (_path: string, body: Record<string, unknown>) => ({
    ...SETTINGS.channels[0],
    enabled: true,
    settings: { ...SETTINGS.channels[0].settings, serialNo: body.serialNo },
    secretsSet: { privateKeyPem: true, apiV3Key: true, platformPublicKeyPem: false },
    updatedAt: '2026-11-27T02:00:00Z',
  }))
  const user = renderView()
  const wechat = await screen.findByTestId('payment-wechat')
  await user.click(within(wechat).getByLabelText('开启微信支付'))
  await user.type(within(wechat).getByLabelText('商户API证书序列号'), 'ABC123')
  await user.type(within(wechat).getByLabelText(/APIv3密钥/), 'k'.repeat(32))
  await user.click(within(wechat).getByRole('button', { name: '保存微信支付设置' }))
  await waitFor(() => expect(mockApiPost).toHaveBeenCalled())
  const [path, body] = mockApiPost.mock.calls[0] as [string, Record<string, unknown>]
  expect(path).toContain('AdminPayment/SaveChannel')
  expect(body).toEqual({
    channel: 'wechat',
    enabled: true,
    mchId: '1900000109',
    appId: 'wx8888888888888888',
    serialNo: 'ABC123',
    platformPublicKeyId: '',
    apiV3Key: 'k'.repeat(32),
  })
  const saved = await screen.findByTestId('payment-wechat')
  await waitFor(() => expect(within(saved).getByText('已开启')).toBeInTheDocument())
  expect(within(saved).getByLabelText(/APIv3密钥/)).toHaveValue('')
})

it("keeps the server's refusal beside the button", async () => {
  mockApiPost.mockRejectedValue(
    new ApiClientError({ kind: 'api', code: 0, status: 400, message: '开启前请填写：应用私钥、支付宝公钥' }),
  )
  const user = renderView()
  const alipay = await screen.findByTestId('payment-alipay')
  await user.click(within(alipay).getByLabelText('开启支付宝'))
  await user.click(within(alipay).getByRole('button', { name: '保存支付宝设置' }))
  expect(await within(alipay).findByTestId('payment-alipay-refusal')).toHaveTextContent(
    '开启前请填写：应用私钥、支付宝公钥',
  )
})

it('asks before switching a live channel off', async () => {
  mockApiGet.mockReset().mockResolvedValue({
    channels: [{ ...SETTINGS.channels[0], enabled: true }, SETTINGS.channels[1]],
  })
  mockApiPost.mockResolvedValue({ ...SETTINGS.channels[0], enabled: false, updatedAt: '2026-11-27T03:00:00Z' })
  const user = renderView()
  const wechat = await screen.findByTestId('payment-wechat')
  expect(screen.getByTestId('payment-status')).toHaveTextContent('已开启 1 个支付渠道')
  await user.click(within(wechat).getByLabelText('开启微信支付'))
  await user.click(within(wechat).getByRole('button', { name: '保存微信支付设置' }))
  const confirm = await screen.findByTestId('payment-wechat-off')
  expect(confirm).toHaveTextContent('正式环境将不提供课程购买')
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.click(within(confirm).getByRole('button', { name: '关闭微信支付' }))
  await waitFor(() => expect(mockApiPost).toHaveBeenCalledTimes(1))
  expect(mockApiPost.mock.calls[0][1]).toMatchObject({ channel: 'wechat', enabled: false })
})

/** No serious or critical axe finding in the document (colour contrast is Playwright's: jsdom draws nothing). */
async function expectNoSeriousAxe() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([])
}

it('has no serious axe finding', async () => {
  renderView()
  await screen.findByTestId('payment-alipay')
  await expectNoSeriousAxe()
})
