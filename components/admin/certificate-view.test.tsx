// 学时证明 in the console against a mocked API: rows with their state, 撤销 behind a confirmation that names the learner
// and the number and carries the reason, the server's refusal said in the dialog, and no 撤销 for a reading role.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import type { AdminCertificateRow } from '@/lib/contract/schemas/certificate'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { CertificateView } from './certificate-view'
import { OperatorProvider } from './operator-context'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/certificates',
  useSearchParams: () => new URLSearchParams(),
}))

const API = '/admin/api/services/app/AdminCertificate'
const VALID: AdminCertificateRow = {
  id: 7,
  number: 'DEMO-2026-000007',
  code: 'ABCDEFGHJKLMNPQRSTUV',
  learnerName: '孙晓',
  maskedPhone: '136****0001',
  companyName: '启航科技有限公司',
  courseTitles: ['安全生产'],
  totalSeconds: 5400,
  issuedAt: '2026-03-10T02:00:00Z',
  revokedAt: null,
  revokedReason: '',
}
const REVOKED: AdminCertificateRow = {
  ...VALID,
  id: 8,
  number: 'DEMO-2026-000008',
  companyName: null,
  revokedAt: '2026-03-11T17:00:00Z',
  revokedReason: '重复开具',
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
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <CertificateView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockResolvedValue({ totalCount: 2, items: [VALID, REVOKED] })
  mockApiPost.mockReset().mockResolvedValue({ revokedAt: '2026-03-12T01:00:00Z' })
})

it('lists certificates with hours and state; a revoked one offers no 撤销', async () => {
  renderView()
  const cells = (id: number) =>
    within(screen.getByTestId(`certificate-row-${id}`))
      .getAllByRole('cell')
      .map((c) => c.textContent)
  await screen.findByTestId('certificate-row-7')
  expect(cells(7)).toEqual([
    'DEMO-2026-000007',
    '孙晓',
    '136****0001',
    '启航科技有限公司',
    '安全生产',
    '1.5 小时（90 分钟）',
    '2026-03-10',
    '有效',
    '撤销',
  ])
  // 17:00 UTC is the next day in Beijing.
  expect(cells(8).slice(7)).toEqual(['已撤销（2026-03-12）', '—'])
  expect(mockApiGet).toHaveBeenCalledWith(`${API}/GetList`, { page: 1, pageSize: 20, state: 'all' }, expect.anything())
})

it('revokes after a confirmation naming the learner and number, with the reason typed', async () => {
  const user = renderView()
  await user.click(within(await screen.findByTestId('certificate-row-7')).getByRole('button', { name: '撤销' }))
  const dialog = await screen.findByRole('dialog', { name: '撤销学时证明' })
  expect(dialog).toHaveTextContent('确定撤销孙晓的学时证明 DEMO-2026-000007 吗？')
  await user.type(within(dialog).getByLabelText('撤销原因'), ' 学习记录有误 ')
  await user.click(within(dialog).getByRole('button', { name: '撤销' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Revoke`, { id: 7, reason: '学习记录有误' }, { inline: true })
})

it("says the server's refusal in the dialog and keeps it open", async () => {
  mockApiPost.mockRejectedValue(new ApiClientError({ kind: 'api', code: 0, status: 400, message: '请输入撤销原因' }))
  const user = renderView()
  await user.click(within(await screen.findByTestId('certificate-row-7')).getByRole('button', { name: '撤销' }))
  const dialog = await screen.findByRole('dialog', { name: '撤销学时证明' })
  await user.click(within(dialog).getByRole('button', { name: '撤销' }))
  expect(await within(dialog).findByTestId('dialog-error')).toHaveTextContent('请输入撤销原因')
})

it('shows no 撤销 to a reading role', async () => {
  renderView('readonly')
  const row = await screen.findByTestId('certificate-row-7')
  expect(within(row).queryByRole('button', { name: '撤销' })).not.toBeInTheDocument()
})
