// 平台服务 in the console against a mocked API (issue 32): the services in /join's order with their state, 运营's
// editor sending steps and deliverables as lists (one per line in the form), 上移 and 隐藏, a reading role that only
// looks, and the note when the tenant's 平台服务 switch is off.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import type { AdminPlatformServiceRow } from '@/lib/contract/schemas/admin-platform-service'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from '../operator-context'
import { ServicesView } from './services-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const API = '/admin/api/services/app/AdminPlatformService'
const FIRST: AdminPlatformServiceRow = {
  id: 1,
  slug: 'custom-training',
  name: '企业内训定制',
  summary: '围绕业务目标定制课程。',
  description: '从访谈业务负责人开始。',
  audience: '需要系统提升团队能力的企业。',
  steps: ['需求访谈', '方案设计'],
  deliverables: ['评估报告'],
  sortOrder: 1,
  isPublished: true,
}
const SECOND: AdminPlatformServiceRow = {
  ...FIRST,
  id: 2,
  slug: 'assessment',
  name: '人才测评',
  sortOrder: 2,
  isPublished: false,
}

function renderAs(role: OperatorRole) {
  const self: OperatorSelf = {
    id: 1,
    loginName: 'ops',
    name: '李运营',
    role,
    mustChangePassword: false,
    tenantName: '启航',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <ServicesView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockResolvedValue({ items: [FIRST, SECOND], switchOn: true })
  mockApiPost.mockReset().mockResolvedValue(null)
})

it('lists the services in order with their state; 运营 moves and shows them', async () => {
  const user = renderAs('operations')
  const second = await screen.findByTestId('service-row-2')
  expect(
    within(screen.getByTestId('service-row-1'))
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(0, 5),
  ).toEqual(['1', '企业内训定制', '围绕业务目标定制课程。', '2', '显示中'])
  expect(second).toHaveTextContent('已隐藏')
  expect(within(screen.getByTestId('service-row-1')).getByRole('button', { name: '上移' })).toBeDisabled()
  await user.click(within(second).getByRole('button', { name: '上移' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(`${API}/Move`, { id: 2, direction: 'up' }, expect.anything()),
  )
  await user.click(within(second).getByRole('button', { name: '显示' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(`${API}/SetPublished`, { id: 2, isPublished: true }, expect.anything()),
  )
  expect(screen.queryByRole('note')).not.toBeInTheDocument()
})

it('adds a service with its steps and deliverables one per line', async () => {
  const user = renderAs('operations')
  await screen.findByTestId('service-row-1')
  await user.click(screen.getByRole('button', { name: '新建服务' }))
  const dialog = await screen.findByRole('dialog', { name: '新建平台服务' })
  await user.type(within(dialog).getByLabelText('服务名称'), '领导力训练营')
  await user.type(within(dialog).getByLabelText('链接标识'), 'leadership')
  await user.type(within(dialog).getByLabelText('一句话介绍'), '三个月的管理者成长项目。')
  await user.type(within(dialog).getByLabelText('服务介绍'), '线上线下混合式训练营。')
  await user.type(within(dialog).getByLabelText('适合谁'), '新晋管理者。')
  await user.type(within(dialog).getByLabelText('服务流程'), '需求访谈{enter}训练营实施{enter}{enter}结营评估')
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${API}/Create`,
      expect.objectContaining({
        slug: 'leadership',
        steps: ['需求访谈', '训练营实施', '结营评估'],
        deliverables: [],
        isPublished: true,
      }),
      expect.anything(),
    ),
  )
})

it('lets 客服 only look, and says when the 平台服务 switch is off', async () => {
  mockApiGet.mockResolvedValue({ items: [FIRST], switchOn: false })
  const user = renderAs('support')
  const row = await screen.findByTestId('service-row-1')
  expect(screen.queryByRole('button', { name: '新建服务' })).not.toBeInTheDocument()
  expect(
    within(row)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['查看'])
  expect(screen.getByTestId('catalogue-read-only')).toHaveTextContent('只能查看平台服务')
  expect(screen.getByRole('note')).toHaveTextContent('「平台服务」开关未开启')
  await user.click(within(row).getByRole('button', { name: '查看' }))
  const dialog = await screen.findByRole('dialog', { name: '查看平台服务' })
  expect(within(dialog).getByLabelText('服务流程')).toHaveValue('需求访谈\n方案设计')
  expect(within(dialog).queryByRole('button', { name: '保存' })).not.toBeInTheDocument()
})
