// 修改昵称 against a mocked API: a save that changes nothing says 未作修改 and calls no API; a real change says 修改成功.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '@/components/ui/toaster'
import { QueryProvider } from '@/lib/client/query'
import { SessionProvider } from '@/lib/client/session'
import { ProfileTextForm } from './profile-text-form'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
const mockPush = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/editnickname',
}))

const PROFILE = {
  nickname: '王五',
  phoneNumber: '13800000005',
  introduction: '',
  userLogo: '',
  createdAt: '2026-01-01',
}

beforeEach(() => {
  localStorage.clear()
  for (const [k, v] of Object.entries({ userId: '5', userName: '王五', PERSONAL: '1', logintype: '1' }))
    localStorage.setItem(k, v)
  mockApiGet.mockReset().mockResolvedValue(PROFILE)
  mockApiPost.mockReset().mockImplementation(async (_path: string, input: { nickname: string }) => ({
    ...PROFILE,
    nickname: input.nickname,
  }))
  mockPush.mockReset()
})

function renderForm() {
  const user = userEvent.setup()
  render(
    <SessionProvider>
      <QueryProvider>
        <Toaster />
        <ProfileTextForm field="nickname" variant="desktop" doneHref="/personal" />
      </QueryProvider>
    </SessionProvider>,
  )
  return user
}

it('says 未作修改 and calls no API when the nickname is saved unchanged', async () => {
  const user = renderForm()
  const input = await screen.findByLabelText('昵称')
  await user.type(input, ' ')
  await user.keyboard('{Enter}')
  expect(await screen.findByText('未作修改')).toBeInTheDocument()
  expect(screen.queryByText('修改成功')).not.toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()
})

it('says 修改成功 when the nickname changed', async () => {
  const user = renderForm()
  const input = await screen.findByLabelText('昵称')
  await user.clear(input)
  await user.type(input, '王小五{Enter}')
  expect(await screen.findByText('修改成功')).toBeInTheDocument()
  expect(mockPush).toHaveBeenCalledWith('/personal')
})
