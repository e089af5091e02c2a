import { render, screen } from '@testing-library/react'
import { MobileTabBar } from './mobile-tab-bar'

let mockPathname = '/'
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}))

const on = { platformService: true }
const off = { platformService: false }

function tabs() {
  return screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])
}

describe('<MobileTabBar>', () => {
  it('shows 首页, 课程 and 我的 without the platform service', () => {
    mockPathname = '/'
    render(<MobileTabBar features={off} />)
    expect(tabs()).toEqual([
      ['首页', '/'],
      ['课程', '/courselist'],
      ['我的', '/mine'],
    ])
  })

  it('adds 平台服务 when the platform service is open', () => {
    mockPathname = '/'
    render(<MobileTabBar features={on} />)
    expect(tabs()).toEqual([
      ['首页', '/'],
      ['课程', '/courselist'],
      ['平台服务', '/join'],
      ['我的', '/mine'],
    ])
  })

  it.each([
    ['/', '首页'],
    ['/courselist', '课程'],
    ['/courselist/', '课程'],
    ['/join', '平台服务'],
    // docs/spec.md §2: the consult pages are on tab 3 too (they showed no tab bar).
    ['/toconsult', '平台服务'],
    ['/consultation', '平台服务'],
    ['/account', '我的'],
    ['/mine', '我的'],
    // The router may report the internal rewritten path.
    ['/demo/mobile/courselist', '课程'],
  ])('marks the active tab on %s', (path, label) => {
    mockPathname = path
    render(<MobileTabBar features={on} />)
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')
    expect(current.map((a) => a.textContent)).toEqual([label])
  })

  it.each(['/course/12', '/searchlist', '/course/learn/3', '/message', '/nope'])('is hidden on %s', (path) => {
    mockPathname = path
    const { container } = render(<MobileTabBar features={on} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('is hidden on /join when the platform service is closed', () => {
    mockPathname = '/join'
    const { container } = render(<MobileTabBar features={off} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('is one labelled navigation whose icons stay silent', () => {
    mockPathname = '/'
    render(<MobileTabBar features={on} />)
    const nav = screen.getByRole('navigation', { name: '底部导航' })
    expect(screen.getAllByRole('navigation')).toEqual([nav])
    // Each tab is named by its text alone.
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '课程', '平台服务', '我的'])
    for (const icon of nav.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true')
  })
})
