// The invitation popup (docs/spec.md §4, §9): its date in Beijing time, and the 15-second countdown — which refusing
// every invitation does not cut short (it once dropped to 3 s).
import { act, fireEvent, render, screen } from '@testing-library/react'
import { SessionProvider } from '@/lib/client/session'
import type { CompanyInvitation } from '@/lib/contract/schemas/company'
import { InvitePopup } from './invite-popup'

const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  ...jest.requireActual('@/lib/contract/api-client-error'),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const invite = (id: number, companyName: string): CompanyInvitation => ({
  id,
  companyName,
  companyLogo: '',
  // 07:59 in Beijing on 25 November: still the 24th in UTC.
  inviteDate: '2026-11-24T23:59:00.000Z',
  userInCompanyName: '周敏',
  status: 'pending',
  statusText: '待接受',
})

/** One second of the page's clock, with React's updates and the pending calls settled. */
async function seconds(n: number) {
  for (let i = 0; i < n; i++) await act(() => jest.advanceTimersByTimeAsync(1000))
}

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
  mockApiPost.mockReset().mockResolvedValue({})
})
afterEach(() => jest.useRealTimers())

function renderPopup(invites: CompanyInvitation[]) {
  const onClose = jest.fn()
  render(
    <SessionProvider>
      <InvitePopup invites={invites} onClose={onClose} />
    </SessionProvider>,
  )
  return onClose
}

it('shows the invitation time in Beijing time', () => {
  renderPopup([invite(1, '启航科技有限公司')])
  expect(screen.getByText('邀请时间：2026-11-25 07:59')).toBeInTheDocument()
})

it('keeps counting from 15 once every invitation is refused, and closes at the end', async () => {
  const onClose = renderPopup([invite(1, '启航科技有限公司'), invite(2, '远航咨询')])
  for (const button of screen.getAllByRole('button', { name: '拒绝' })) {
    fireEvent.click(button)
    await act(() => jest.advanceTimersByTimeAsync(0))
  }
  expect(screen.getAllByRole('button', { name: '已拒绝' })).toHaveLength(2)
  expect(mockApiPost).toHaveBeenCalledWith(
    '/api/services/app/CompanyInviteUser/InviteUserRefuse',
    { id: 2 },
    {
      inline: true,
    },
  )

  await seconds(5)
  expect(onClose).not.toHaveBeenCalled()
  expect(screen.getByTestId('invite-countdown')).toHaveTextContent('10')
  await seconds(10)
  expect(onClose).toHaveBeenCalled()
})
