// Dates the personal and company centres show are Beijing dates (lib/contract/dates.ts): an account registered or a
// member who joined at 07:59 Beijing time — 23:59 UTC the day before — showed yesterday's date (issue 27).
import { render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { StaffPanel } from '@/components/company/staff-panel'
import { MineView } from './mine-view'
import { ProfilePanel } from './profile-panel'

/** 07:59 on 25 November in Beijing. */
const BEFORE_EIGHT = '2026-11-24T23:59:00.000Z'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args) }))

const INDIVIDUAL = { userId: '5', userName: '王五', userLogo: '', PERSONAL: '1', logintype: '1', frontCompanyId: '' }
const COMPANY = { userId: '9', userName: 'qihang_hr', userLogo: '', PERSONAL: '0', logintype: '2', frontCompanyId: '9' }

const ANSWERS: Record<string, unknown> = {
  GetUserBasicInfo: {
    userId: 5,
    kind: 'user',
    nickname: '王五',
    userName: '王五',
    phoneNumber: '13800138000',
    userLogo: '',
    isThirdHeadImg: false,
    introduction: '',
    frontCompanyId: null,
    companyName: null,
    createdAt: BEFORE_EIGHT,
  },
  GetCompanyFrontUser: {
    items: [
      {
        userId: 7,
        userInCompanyName: '周敏',
        nickname: '敏',
        phoneNumber: '13800138007',
        userLogo: '',
        isThirdHeadImg: false,
        isVip: false,
        joinedAt: BEFORE_EIGHT,
      },
    ],
    totalCount: 1,
    page: 1,
    pageSize: 10,
  },
  GetCompanyInfoByLogin: null,
}

beforeEach(() => {
  localStorage.clear()
  mockApiGet.mockReset().mockImplementation((path: string) => {
    const method = path.split('/').pop()!
    return method in ANSWERS ? Promise.resolve(ANSWERS[method]) : Promise.reject(new Error(`unexpected ${path}`))
  })
})

function renderAs(stored: Record<string, string>, ui: ReactElement) {
  for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v)
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SettingsProvider value={{ qiNiuUrl: '/storage/' } as CommonSetting}>
        <SessionProvider>{ui}</SessionProvider>
      </SettingsProvider>
    </QueryClientProvider>,
  )
}

it('注册时间 on the desktop profile is the Beijing date', async () => {
  renderAs(INDIVIDUAL, <ProfilePanel qiNiuUrl="/storage/" />)
  expect(await screen.findByText('2026-11-25')).toBeInTheDocument()
  expect(screen.queryByText('2026-11-24')).toBeNull()
})

it('注册时间 on the phone’s 我的 is the Beijing date', async () => {
  renderAs(INDIVIDUAL, <MineView qiNiuUrl="/storage/" />)
  expect(await screen.findByText('2026-11-25')).toBeInTheDocument()
})

it('a member’s join date in 员工管理 is the Beijing date', async () => {
  renderAs(COMPANY, <StaffPanel qiNiuUrl="/storage/" variant="desktop" />)
  expect(await screen.findByText('2026-11-25')).toBeInTheDocument()
  expect(screen.queryByText(/2026-11-24/)).toBeNull()
})
