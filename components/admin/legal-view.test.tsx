// 协议与隐私 against a mocked API: both texts with title, version, date and paragraphs; 发布新版本 opens the editor with
// the next version and today, sends the form as typed, shows the new version and says so; a refusal lands at its field;
// 只读 reads without the button.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '@/components/ui/toaster'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { LegalDocumentsResult } from '@/lib/contract/schemas/admin-legal'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { LegalView } from './legal-view'
import { OperatorProvider } from './operator-context'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const LEGAL = '/admin/api/services/app/AdminLegal'
const LOADED: LegalDocumentsResult = {
  today: '2026-11-26',
  items: [
    {
      kind: 'useragreement',
      title: '启航学堂用户协议',
      version: '1.0',
      effectiveDate: '2026-11-22',
      body: '欢迎您使用启航学堂。\n\n一、账号注册\n1. 手机号注册',
      nextVersion: '1.1',
      published: true,
    },
    {
      kind: 'privacypolicy',
      title: '启航学堂隐私政策',
      version: '1.0',
      effectiveDate: '2026-11-22',
      body: '我们重视您的个人信息。',
      nextVersion: '1.1',
      published: false,
    },
  ],
}

function renderView(role: OperatorRole = 'operations') {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider
        value={{
          id: 1,
          loginName: 'ops',
          name: '张运营',
          role,
          mustChangePassword: false,
          tenantName: '启航学堂',
          tenantOpen: true,
        }}
      >
        <LegalView />
      </OperatorProvider>
      <Toaster />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockResolvedValue(LOADED)
  mockApiPost.mockReset().mockImplementation(async (_path: string, input: Record<string, string>) => ({
    kind: input.kind,
    title: input.title,
    version: input.version,
    effectiveDate: input.effectiveDate,
    body: input.body,
    nextVersion: '1.2',
    published: true,
  }))
})

const agreement = () => screen.getByRole('region', { name: '《用户协议》' })

it('shows each text with its title, version, date and paragraphs under one h1', async () => {
  renderView()
  await screen.findByRole('region', { name: '《用户协议》' })
  expect(mockApiGet).toHaveBeenCalledWith(`${LEGAL}/GetDocuments`, undefined, expect.anything())
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['协议与隐私'])
  expect(within(agreement()).getByTestId('legal-useragreement-meta')).toHaveTextContent(
    '启航学堂用户协议 · 版本 1.0 · 2026-11-22 起生效',
  )
  expect(within(agreement()).getByText('一、账号注册 1. 手机号注册', { normalizer: (t) => t.replace(/\s+/g, ' ') }))
  expect(screen.getByRole('region', { name: '《隐私政策》' })).toHaveTextContent('（默认文本）')
  expect(within(agreement()).getByRole('link', { name: '查看页面' })).toHaveAttribute('href', '/useragreement')
})

it('publishes a new version: next version and today filled in, sent as typed, the card shows it', async () => {
  const user = renderView()
  await screen.findByRole('region', { name: '《用户协议》' })
  await user.click(within(agreement()).getByRole('button', { name: '发布新版本' }))
  const form = within(agreement()).getByRole('form', { name: '发布新版本：启航学堂用户协议' })
  expect(within(form).getByLabelText('新版本号')).toHaveValue('1.1')
  expect(within(form).getByLabelText('生效日期')).toHaveValue('2026-11-26')
  const body = within(form).getByLabelText('正文')
  await user.type(body, '\n\n二、新增条款')
  await user.click(within(form).getByRole('button', { name: '发布新版本' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${LEGAL}/SaveDocument`,
      {
        kind: 'useragreement',
        baseVersion: '1.0',
        version: '1.1',
        effectiveDate: '2026-11-26',
        title: '启航学堂用户协议',
        body: `${LOADED.items[0].body}\n\n二、新增条款`,
      },
      { inline: true },
    ),
  )
  expect(await screen.findByText('《用户协议》已发布版本 1.1，页面已更新')).toBeInTheDocument()
  expect(within(agreement()).getByTestId('legal-useragreement-meta')).toHaveTextContent('版本 1.1 · 2026-11-26 起生效')
  expect(within(agreement()).getByText('二、新增条款')).toBeInTheDocument()
  expect(within(agreement()).queryByRole('form')).not.toBeInTheDocument()
})

it('checks with the server’s schema first, and puts the server’s refusal at its field', async () => {
  const message = '新版本号须与当前版本（1.0）不同'
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({
      kind: 'api',
      code: 0,
      status: 400,
      message,
      validationErrors: [{ message, members: ['version'] }],
    }),
  )
  const user = renderView()
  await screen.findByRole('region', { name: '《用户协议》' })
  await user.click(within(agreement()).getByRole('button', { name: '发布新版本' }))
  const form = within(agreement()).getByRole('form')
  const body = within(form).getByLabelText('正文')
  await user.clear(body)
  await user.type(body, '<p>网页</p>')
  await user.click(within(form).getByRole('button', { name: '发布新版本' }))
  expect(await within(form).findByText('正文须为纯文本，不能包含 HTML 标签；段落之间空一行即可')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.clear(body)
  await user.type(body, '新的正文')
  await user.clear(within(form).getByLabelText('新版本号'))
  await user.type(within(form).getByLabelText('新版本号'), '1.0')
  await user.click(within(form).getByRole('button', { name: '发布新版本' }))
  expect(await within(form).findByText(message)).toBeInTheDocument()
  expect(within(form).getByLabelText('新版本号')).toHaveAccessibleDescription(message)
  await user.click(within(form).getByRole('button', { name: '取消' }))
  expect(within(agreement()).getByTestId('legal-useragreement-meta')).toHaveTextContent('版本 1.0')
})

it('lets 只读 read the texts without 发布新版本, and says why', async () => {
  renderView('readonly')
  await screen.findByRole('region', { name: '《用户协议》' })
  expect(screen.getByTestId('legal-read-only')).toHaveTextContent('当前角色（只读）只能查看协议与隐私')
  expect(screen.queryByRole('button', { name: '发布新版本' })).not.toBeInTheDocument()
})
