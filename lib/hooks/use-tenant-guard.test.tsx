// docs/spec.md §4 "Route change": with the layout's settings, availability is asked on each navigation; state 2 → /403, never
// from /403 itself. The check waits for an idle moment and loads the HTTP client only then.
import { render, waitFor } from '@testing-library/react'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { useTenantGuard } from './use-tenant-guard'

const replace = jest.fn()
let pathname = '/'
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ replace }),
}))

const apiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiPost: (...args: unknown[]) => apiPost(...args),
}))

const SETTINGS = {
  tenancyName: 'closed',
  tenantName: '停用学院',
  qiNiuUrl: '/storage/',
  paymentUnitName: '元',
} as CommonSetting

function Guard() {
  useTenantGuard()
  return null
}

function renderGuard() {
  return render(
    <SettingsProvider value={SETTINGS}>
      <Guard />
    </SettingsProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
  replace.mockReset()
  apiPost.mockReset()
})

it('stores the layout’s settings, then asks whether the tenant is available', async () => {
  apiPost.mockResolvedValue({ state: 1, tenantId: 1 })
  pathname = '/courselist'
  renderGuard()
  expect(localStorage.getItem('SET_TENANTNAME')).toBe('停用学院')
  expect(JSON.parse(localStorage.getItem('commonSetting') ?? '{}')).toMatchObject({ tenancyName: 'closed' })
  await waitFor(() =>
    expect(apiPost).toHaveBeenCalledWith(
      '/api/services/app/Account/IsTenantAvailable',
      { tenancyName: 'closed' },
      { inline: true },
    ),
  )
  await waitFor(() => expect(localStorage.getItem('Available')).toBe('true'))
  expect(replace).not.toHaveBeenCalled()
})

it('sends an unavailable tenant to /403', async () => {
  apiPost.mockResolvedValue({ state: 2, tenantId: 3 })
  pathname = '/courselist'
  renderGuard()
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/403'))
  expect(localStorage.getItem('Available')).toBe('false')
})

it('never redirects from /403 itself', async () => {
  apiPost.mockResolvedValue({ state: 2, tenantId: 3 })
  pathname = '/403'
  renderGuard()
  await waitFor(() => expect(localStorage.getItem('Available')).toBe('false'))
  expect(replace).not.toHaveBeenCalled()
})

it('treats any state but 2 as available', async () => {
  apiPost.mockResolvedValue({ state: 3, tenantId: null })
  pathname = '/'
  renderGuard()
  await waitFor(() => expect(localStorage.getItem('Available')).toBe('true'))
  expect(replace).not.toHaveBeenCalled()
})

it('asks again after a navigation, and a failed check changes nothing', async () => {
  apiPost.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ state: 1, tenantId: 1 })
  pathname = '/'
  const view = renderGuard()
  await waitFor(() => expect(apiPost).toHaveBeenCalledTimes(1))
  expect(localStorage.getItem('Available')).toBeNull()
  pathname = '/courselist'
  view.rerender(
    <SettingsProvider value={SETTINGS}>
      <Guard />
    </SettingsProvider>,
  )
  await waitFor(() => expect(localStorage.getItem('Available')).toBe('true'))
  expect(apiPost).toHaveBeenCalledTimes(2)
})
