// Spec §4 "Route change": settings first, then availability; state 2 → /403, never from /403 itself.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, waitFor } from '@testing-library/react'
import { useTenantGuard } from './use-tenant-guard'

const replace = jest.fn()
let pathname = '/'
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ replace }),
}))

const apiGet = jest.fn()
const apiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => apiGet(...args),
  apiPost: (...args: unknown[]) => apiPost(...args),
}))

function Guard() {
  useTenantGuard()
  return null
}

function renderGuard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <Guard />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
  replace.mockReset()
  apiGet.mockReset().mockResolvedValue({ tenancyName: 'closed', tenantName: '停用学院', qiNiuUrl: '/storage/' })
  apiPost.mockReset()
})

it('loads the settings, then asks whether the tenant is available', async () => {
  apiPost.mockResolvedValue({ state: 1, tenantId: 1 })
  pathname = '/courselist'
  renderGuard()
  await waitFor(() => expect(apiPost).toHaveBeenCalledWith('/api/services/app/Account/IsTenantAvailable', { tenancyName: 'closed' }, { inline: true }))
  expect(apiGet).toHaveBeenCalledWith('/api/Common/GetCommonSetting', undefined, { inline: true })
  await waitFor(() => expect(localStorage.getItem('Available')).toBe('true'))
  expect(localStorage.getItem('SET_TENANTNAME')).toBe('停用学院')
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
