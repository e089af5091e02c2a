// Phone 我的 for a visitor (issue 27): 登录/注册 opens the phone form, or inside WeChat's browser — when the tenant has
// WeChat sign-in on — WeChat's authorise flow, as the login gate does.
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { MineView } from './mine-view'

jest.mock('@/lib/client/http', () => ({ apiGet: jest.fn(), apiPost: jest.fn() }))

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701(0x28003253) NetType/WIFI Language/zh_CN'
const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get')

function renderMine(weChatLogin: boolean, background?: string) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SettingsProvider value={{ qiNiuUrl: '/storage/', isHideLoginByWechat: weChatLogin } as CommonSetting}>
        <SessionProvider>
          <MineView qiNiuUrl="/storage/" background={background} />
        </SessionProvider>
      </SettingsProvider>
    </QueryClientProvider>,
  )
  return screen.findByRole('link', { name: '登录/注册' })
}

beforeEach(() => {
  localStorage.clear()
  userAgent.mockReset()
})

it('opens the phone login form, coming back to 我的', async () => {
  const login = await renderMine(true)
  expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/mine')}`)
})

it('inside WeChat starts the WeChat authorise flow and remembers it for the login gate', async () => {
  userAgent.mockReturnValue(WECHAT_UA)
  const login = await renderMine(true)
  expect(login).toHaveAttribute('href', `/wxlogin/GetCodeByWeChat?locations=${encodeURIComponent('/mine')}`)
  fireEvent.click(login)
  expect(localStorage.getItem('iswx')).toBe('1')
})

it('inside WeChat opens the phone form when the tenant has WeChat sign-in off', async () => {
  userAgent.mockReturnValue(WECHAT_UA)
  const login = await renderMine(false)
  expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/mine')}`)
  fireEvent.click(login)
  expect(localStorage.getItem('iswx')).toBeNull()
})

it('draws the tenant’s 个人中心页头背景 over the head, and the theme colours alone without one', async () => {
  userAgent.mockReturnValue('Mozilla/5.0 (Linux; Android 14) Mobile')
  await renderMine(true, '/storage/tenants/demo/console/background-x.jpg?imageView2/2/w/1080/q/85')
  const head = screen.getByRole('heading', { name: '未登录' }).closest('section')!
  expect(head.style.backgroundImage).toBe(
    'url("/storage/tenants/demo/console/background-x.jpg?imageView2/2/w/1080/q/85")',
  )
  expect(head).toHaveClass('from-primary')
})
