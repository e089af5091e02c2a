// docs/spec.md §2: only /clipic, /minecourse, /message and /account send signed-out mobile visitors to /loginEntrance.
import { render } from '@testing-library/react'
import { SessionProvider } from '@/lib/client/session'
import { MobileLoginGuard } from './mobile-login-guard'

jest.mock('@/lib/client/http', () => ({ apiPost: jest.fn() }))

const mockReplace = jest.fn()
let mockPathname = '/'
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ replace: mockReplace, push: jest.fn() }),
}))

function renderGuard(pathname: string) {
  mockPathname = pathname
  return render(
    <SessionProvider>
      <MobileLoginGuard />
    </SessionProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
  mockReplace.mockReset()
  window.history.replaceState(null, '', '/')
})

it.each(['/clipic', '/minecourse', '/message', '/account'])('sends a visitor on %s to /loginEntrance', (path) => {
  renderGuard(path)
  expect(mockReplace).toHaveBeenCalledWith(`/loginEntrance?locations=${encodeURIComponent(path)}`)
})

it('keeps the query in the return path', () => {
  window.history.replaceState(null, '', '/account?nav=4')
  renderGuard('/account')
  expect(mockReplace).toHaveBeenCalledWith(`/loginEntrance?locations=${encodeURIComponent('/account?nav=4')}`)
})

it('understands the internal /{tenant}/mobile prefix', () => {
  renderGuard('/demo/mobile/message')
  expect(mockReplace).toHaveBeenCalledWith(`/loginEntrance?locations=${encodeURIComponent('/message')}`)
})

it.each(['/', '/courselist', '/mine', '/course/my', '/login', '/loginEntrance', '/nowhere'])(
  'lets a visitor stay on %s',
  (path) => {
    renderGuard(path)
    expect(mockReplace).not.toHaveBeenCalled()
  },
)

it('lets a signed-in user through', () => {
  localStorage.setItem('userId', '5')
  localStorage.setItem('PERSONAL', '1')
  renderGuard('/account')
  expect(mockReplace).not.toHaveBeenCalled()
})
