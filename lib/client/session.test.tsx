// docs/spec.md §3/§4 session: read from storage after mount, stored by signIn (never the token), logout keeps two keys.
import { act, renderHook } from '@testing-library/react'
import type { LoginResult } from '@/lib/contract/schemas/account'
import { sessionEffects, SessionProvider, useSession, type SessionValue } from './session'

const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiPost: (...args: unknown[]) => mockApiPost(...args) }))

const RESULT: LoginResult = {
  accessToken: 'never-stored',
  expireInSeconds: 86400,
  logoUrl: 'logo.png',
  icoUrl: 'favicon.ico',
  userName: '李四',
  userLogo: 'https://thirdqq.qlogo.cn/a/100',
  isThirdHeadImg: true,
  phoneNumber: '13900139000',
  userId: 42,
  frontCompanyId: null,
  isBindThirdAccount: true,
}

function renderSession() {
  const { result } = renderHook(() => useSession(), { wrapper: SessionProvider })
  return result
}

const who = (value: SessionValue) => (value.ready ? (value.session?.userName ?? 'visitor') : 'loading')

const navigate = jest.fn()
const originalNavigate = sessionEffects.navigate
beforeEach(() => {
  localStorage.clear()
  mockApiPost.mockReset()
  navigate.mockReset()
  sessionEffects.navigate = navigate
})
afterAll(() => {
  sessionEffects.navigate = originalNavigate
})

it('reads a stored individual session after mount', () => {
  Object.entries({
    userId: '5',
    userName: '王五',
    userLogo: 'avatars/5.png',
    phonenumber: '13700137000',
    PERSONAL: '1',
    logintype: '1',
    frontCompanyId: '',
  }).forEach(([k, v]) => localStorage.setItem(k, v))
  const current = renderSession()
  expect(who(current.current)).toBe('王五')
  expect(current.current.session).toEqual({
    userId: 5,
    userName: '王五',
    userLogo: 'avatars/5.png',
    isThirdHeadImg: false,
    phoneNumber: '13700137000',
    frontCompanyId: null,
    personal: true,
    loginType: 1,
  })
})

it('reads a company session', () => {
  Object.entries({ userId: '9', userName: '示例科技', PERSONAL: '0', logintype: '2', frontCompanyId: '3' }).forEach(
    ([k, v]) => localStorage.setItem(k, v),
  )
  expect(renderSession().current.session).toMatchObject({ personal: false, loginType: 2, frontCompanyId: 3 })
})

it('is a visitor without a stored user id', () => {
  localStorage.setItem('userName', '残留')
  expect(who(renderSession().current)).toBe('visitor')
})

it('signIn updates state and storage, clears the registering flag and never stores the token', () => {
  localStorage.setItem('registeringLogin', '1')
  const current = renderSession()
  act(() => current.current.signIn(RESULT, 'user'))
  expect(who(current.current)).toBe('李四')
  expect(current.current.session).toMatchObject({ userId: 42, isThirdHeadImg: true, personal: true, loginType: 1 })
  expect(localStorage.getItem('registeringLogin')).toBeNull()
  expect(localStorage.getItem('logo')).toBe('logo.png')
  expect(localStorage.getItem('favicon')).toBe('favicon.ico')
  expect(Object.keys(localStorage)).not.toContain('token')
  expect(Object.values(localStorage).join('|')).not.toContain('never-stored')
})

it('signOut calls Logout, keeps only Available and SET_TENANTNAME, then goes home', async () => {
  mockApiPost.mockResolvedValue(true)
  Object.entries({
    userId: '5',
    userName: '王五',
    Available: 'true',
    SET_TENANTNAME: '启航学院',
    seachHistory: '["a"]',
    qiNiuUrl: '/storage/',
    other: 'x',
  }).forEach(([k, v]) => localStorage.setItem(k, v))
  const current = renderSession()
  await act(() => current.current.signOut())
  expect(mockApiPost).toHaveBeenCalledWith('/api/TokenAuth/Logout', {}, { inline: true })
  expect(Object.fromEntries(Object.entries(localStorage))).toEqual({ Available: 'true', SET_TENANTNAME: '启航学院' })
  expect(navigate).toHaveBeenCalledWith('/')
  expect(who(current.current)).toBe('visitor')
})

it('signOut still clears and leaves when Logout fails', async () => {
  mockApiPost.mockRejectedValue(new Error('offline'))
  localStorage.setItem('userId', '5')
  const current = renderSession()
  await act(() => current.current.signOut())
  expect(localStorage.getItem('userId')).toBeNull()
  expect(navigate).toHaveBeenCalledWith('/')
})

it('follows another tab signing out', () => {
  localStorage.setItem('userId', '5')
  localStorage.setItem('userName', '王五')
  const current = renderSession()
  expect(who(current.current)).toBe('王五')
  localStorage.clear()
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }))
  })
  expect(who(current.current)).toBe('visitor')
})

it('must be used inside the provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => renderHook(() => useSession())).toThrow('SessionProvider')
  jest.mocked(console.error).mockRestore()
})
