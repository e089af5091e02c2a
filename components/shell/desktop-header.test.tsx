import { act, render as rtlRender, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LoginDialogHost } from '@/components/auth/login-dialog'
import { closeLogin } from '@/lib/client/login-dialog'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting, HomeHeaderAndBottom } from '@/lib/contract/schemas/tenant'
import { DesktopHeader } from './desktop-header'
import { siteFeatures } from '@/lib/contract/site'

jest.mock('@/lib/client/http', () => ({ apiPost: jest.fn(), apiGet: jest.fn(), isApiClientError: () => false }))

// The header's signed-in parts and the login popup live under the root providers.
function render(ui: React.ReactElement<{ settings: CommonSetting }>) {
  return rtlRender(
    <SettingsProvider value={ui.props.settings}>
      <SessionProvider>
        {ui}
        <LoginDialogHost />
      </SessionProvider>
    </SettingsProvider>,
  )
}

const mockPush = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/',
}))

function makeSettings(overrides: Partial<CommonSetting> = {}): CommonSetting {
  return {
    tenancyName: 'demo',
    qiNiuUrl: 'https://img.example.com',
    tenantLogoUrl: '/logo/settings.png',
    icoUrl: '',
    tenantName: '启航学院',
    paymentUnitName: '元',
    isOpenPlatformService: false,
    isHideBottom: false,
    isHideGoldTeacher: false,
    isHideLoginByQQ: false,
    isHideLoginByWechat: false,
    isHideMenuTeacher: false,
    isHideCompanyRegAndLogin: false,
    isHideMenuMoreSpecial: false,
    isHideSelectedSpecial: false,
    sensitiveWords: '',
    courseGroupTitle: '',
    overallSubjectColor: '#333e76',
    loginHeadBackgroundImg: '',
    centerHeadBackgroundImg: '',
    courseDetailHeadBackgroundImg: '',
    myCourseHeadBackgroundImg: '',
    accountAssociationHeadBackgroundImg: '',
    ...overrides,
  }
}

const header: HomeHeaderAndBottom = {
  tenantLogoUrl: '/logo/header.png',
  tenantName: '启航在线',
  homeCourseTypeDtos: [
    {
      courseTypeId: 1,
      typeName: '管理技能',
      children: [
        { courseTypeId: 11, typeName: '领导力', children: [] },
        { courseTypeId: 12, typeName: '沟通', children: [] },
      ],
    },
    { courseTypeId: 2, typeName: '职业素养', children: [] },
  ],
  tenantMQUrl: '',
  tenantUrlSetting: { aboutUsUrl: '', aboutPlatform: '', aboutBjqit: '' },
  recordNumber: '',
  copyright: '',
}

beforeEach(() => {
  mockPush.mockClear()
  localStorage.clear()
})
afterEach(() => act(() => closeLogin()))

const withFeatures = (settings: CommonSetting) => ({ settings, features: siteFeatures(settings) })

describe('<DesktopHeader>', () => {
  it('shows the resized logo linking home, and the fixed links', () => {
    render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
    const logo = screen.getByRole('img', { name: '启航在线' })
    expect(logo).toHaveAttribute('src', 'https://img.example.com/logo/header.png?imageView2/1/w/303/h/160/q/100')
    expect(logo.closest('a')).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: '我的课程' })).toHaveAttribute('href', '/course/my')
    expect(screen.getByRole('link', { name: '消息' })).toHaveAttribute('href', '/account')
    expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('type', 'button')
  })

  it('opens the login popup from the 登录 button', async () => {
    const user = userEvent.setup()
    render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument()
    expect(screen.getByLabelText('手机号')).toBeInTheDocument()
  })

  it('shows the signed-in user instead of the 登录 button', () => {
    localStorage.setItem('userId', '5')
    localStorage.setItem('userName', '王五')
    localStorage.setItem('PERSONAL', '1')
    render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull()
    expect(screen.getByTestId('user-name')).toHaveTextContent('王五')
  })

  it('shows only the always-on nav links when every switch is off', () => {
    render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
    const nav = screen.getByRole('navigation', { name: '主导航' })
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['首页', '/'],
      ['课程', '/courselist'],
    ])
  })

  it('adds 讲师, 专题 and 平台服务 when their switches are on', () => {
    render(
      <DesktopHeader
        {...withFeatures(
          makeSettings({ isHideMenuTeacher: true, isHideMenuMoreSpecial: true, isOpenPlatformService: true }),
        )}
        header={header}
      />,
    )
    const nav = screen.getByRole('navigation', { name: '主导航' })
    expect(within(nav).getByRole('link', { name: '讲师' })).toHaveAttribute('href', '/teacherlist')
    expect(within(nav).getByRole('link', { name: '专题' })).toHaveAttribute('href', '/thematiclist')
    expect(within(nav).getByRole('link', { name: '平台服务' })).toHaveAttribute('href', '/join')
  })

  it('toggles each switched link independently', () => {
    render(<DesktopHeader {...withFeatures(makeSettings({ isHideMenuMoreSpecial: true }))} header={header} />)
    const nav = screen.getByRole('navigation', { name: '主导航' })
    expect(within(nav).queryByRole('link', { name: '讲师' })).toBeNull()
    expect(within(nav).getByRole('link', { name: '专题' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: '平台服务' })).toBeNull()
  })

  it('offers the same links in the 导航菜单 menu the narrow widths show instead', async () => {
    const user = userEvent.setup()
    render(
      <DesktopHeader
        {...withFeatures(makeSettings({ isHideMenuTeacher: true, isOpenPlatformService: true }))}
        header={header}
      />,
    )
    await user.click(screen.getByRole('button', { name: '导航菜单' }))
    const items = within(screen.getByRole('menu', { name: '导航菜单' })).getAllByRole('menuitem')
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['首页', '/'],
      ['课程', '/courselist'],
      ['讲师', '/teacherlist'],
      ['平台服务', '/join'],
    ])
  })

  it('lists each parent category with a 全部 entry and its children', async () => {
    const user = userEvent.setup()
    render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
    expect(screen.queryByRole('link', { name: '领导力' })).toBeNull()
    await user.click(screen.getByRole('button', { name: '课程分类' }))

    const all = screen.getAllByRole('link', { name: '全部' })
    expect(all.map((a) => a.getAttribute('href'))).toEqual([
      '/courselist?pcourseTypeId=1',
      '/courselist?pcourseTypeId=2',
    ])
    expect(screen.getByRole('link', { name: '领导力' })).toHaveAttribute(
      'href',
      '/courselist?pcourseTypeId=1&courseTypeId=11',
    )
    expect(screen.getByRole('link', { name: '沟通' })).toHaveAttribute(
      'href',
      '/courselist?pcourseTypeId=1&courseTypeId=12',
    )
    expect(screen.getByText('职业素养')).toBeInTheDocument()
  })

  it('offers 企业中心 in the user menu only when company login is enabled', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
    await user.click(screen.getByRole('button', { name: '用户菜单' }))
    expect(screen.getAllByRole('menuitem').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['个人中心', '/account'],
      ['我的课程', '/course/my'],
    ])
    unmount()

    render(<DesktopHeader {...withFeatures(makeSettings({ isHideCompanyRegAndLogin: true }))} header={header} />)
    await user.click(screen.getByRole('button', { name: '用户菜单' }))
    expect(screen.getAllByRole('menuitem').map((a) => a.textContent)).toEqual(['个人中心', '企业中心', '我的课程'])
    expect(screen.getByRole('menuitem', { name: '企业中心' })).toHaveAttribute('href', '/corporate')
  })

  describe('search', () => {
    it('navigates with the trimmed, encoded text on Enter', async () => {
      const user = userEvent.setup()
      render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
      const box = screen.getByRole('searchbox', { name: '搜索课程' })
      expect(box).toHaveAttribute('maxLength', '20')
      await user.type(box, '  项目 管理&A  {Enter}')
      expect(mockPush).toHaveBeenCalledWith(`/searchlist?name=${encodeURIComponent('项目 管理&A')}&formseach=true`)
    })

    it('navigates from the search button too', async () => {
      const user = userEvent.setup()
      render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
      await user.type(screen.getByRole('searchbox'), 'excel')
      await user.click(screen.getByRole('button', { name: '搜索' }))
      expect(mockPush).toHaveBeenCalledTimes(1)
      expect(mockPush).toHaveBeenCalledWith('/searchlist?name=excel&formseach=true')
    })

    it('does not search for empty or blank text', async () => {
      const user = userEvent.setup()
      render(<DesktopHeader {...withFeatures(makeSettings())} header={header} />)
      await user.click(screen.getByRole('button', { name: '搜索' }))
      await user.type(screen.getByRole('searchbox'), '    {Enter}')
      expect(mockPush).not.toHaveBeenCalled()
    })
  })
})
