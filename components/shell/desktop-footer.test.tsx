import { render, screen } from '@testing-library/react'
import type { CommonSetting, HomeHeaderAndBottom } from '@/lib/contract/schemas/tenant'
import { BEIAN_URL, DesktopFooter, safeExternalHref } from './desktop-footer'
import { siteFeatures } from '@/lib/contract/site'

const settings = {
  qiNiuUrl: 'https://img.example.com',
  tenantName: '启航学院',
  tenantLogoUrl: '',
  isHideBottom: false,
} as CommonSetting

function makeHeader(overrides: Partial<HomeHeaderAndBottom> = {}): HomeHeaderAndBottom {
  return {
    tenantLogoUrl: '',
    tenantName: '启航在线',
    homeCourseTypeDtos: [],
    tenantMQUrl: '/qr/follow.png',
    tenantUrlSetting: { aboutUsUrl: '', aboutPlatform: '', aboutBjqit: '' },
    recordNumber: '京ICP备12345678号',
    copyright: 'Copyright © 2024 启航在线',
    ...overrides,
  }
}

const withFeatures = (settings: CommonSetting) => ({ settings, features: siteFeatures(settings) })

describe('<DesktopFooter>', () => {
  it('shows the non-empty about links in new tabs', () => {
    render(
      <DesktopFooter
        {...withFeatures(settings)}
        header={makeHeader({
          tenantUrlSetting: {
            aboutUsUrl: 'https://a.example.com/about',
            aboutPlatform: '  ',
            aboutBjqit: 'www.example.com/contact',
          },
        })}
      />,
    )
    const about = screen.getByRole('link', { name: '关于我们' })
    expect(about).toHaveAttribute('href', 'https://a.example.com/about')
    expect(about).toHaveAttribute('target', '_blank')
    expect(about).toHaveAttribute('rel', 'noopener')
    expect(screen.queryByRole('link', { name: '平台介绍' })).toBeNull()
    expect(screen.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', 'http://www.example.com/contact')
    expect(screen.queryByText('启航在线')).toBeNull()
  })

  it("opens the site's own pages in place", () => {
    render(
      <DesktopFooter
        {...withFeatures(settings)}
        header={makeHeader({ tenantUrlSetting: { aboutUsUrl: '/', aboutPlatform: '/courselist', aboutBjqit: '' } })}
      />,
    )
    const about = screen.getByRole('link', { name: '关于我们' })
    expect(about).toHaveAttribute('href', '/')
    expect(about).not.toHaveAttribute('target')
    expect(screen.getByRole('link', { name: '平台介绍' })).toHaveAttribute('href', '/courselist')
    expect(screen.queryByRole('link', { name: '联系我们' })).toBeNull()
  })

  it('falls back to the platform name when no about link is set', () => {
    render(<DesktopFooter {...withFeatures(settings)} header={makeHeader()} />)
    expect(screen.queryByRole('navigation', { name: '关于' })).toBeNull()
    expect(screen.getByText('启航在线')).toBeInTheDocument()
  })

  it('links the record number to the MIIT filing site and shows the copyright', () => {
    render(<DesktopFooter {...withFeatures(settings)} header={makeHeader()} />)
    const record = screen.getByRole('link', { name: '京ICP备12345678号' })
    expect(record).toHaveAttribute('href', BEIAN_URL)
    expect(record).toHaveAttribute('target', '_blank')
    expect(record).toHaveAttribute('rel', 'noopener')
    expect(screen.getByText('Copyright © 2024 启航在线')).toBeInTheDocument()
  })

  it('builds a copyright line from the name when none is configured', () => {
    render(<DesktopFooter {...withFeatures(settings)} header={makeHeader({ copyright: '', recordNumber: '' })} />)
    expect(screen.getByText('Copyright © 启航在线 版权所有')).toBeInTheDocument()
    // No about, record or copyright link: only the tenant's own legal texts.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/useragreement', '/privacypolicy'])
  })

  it('links the tenant’s 《用户协议》 and 《隐私政策》 pages in place', () => {
    render(<DesktopFooter {...withFeatures(settings)} header={makeHeader()} />)
    const nav = screen.getByRole('navigation', { name: '协议与政策' })
    expect(nav).toContainElement(screen.getByRole('link', { name: '用户协议' }))
    expect(screen.getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '/useragreement')
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacypolicy')
    expect(screen.getByRole('link', { name: '隐私政策' })).not.toHaveAttribute('target')
  })

  it('shows the follow-us QR from storage only when isHideBottom is on', () => {
    const { rerender } = render(<DesktopFooter {...withFeatures(settings)} header={makeHeader()} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByText('关注我们')).toBeNull()

    rerender(<DesktopFooter {...withFeatures({ ...settings, isHideBottom: true })} header={makeHeader()} />)
    const qr = screen.getByRole('img', { name: '关注我们二维码' })
    expect(qr.getAttribute('src')).toMatch(/^https:\/\/img\.example\.com\/qr\/follow\.png\?imageView2\//)
    expect(screen.getByText('关注我们')).toBeInTheDocument()

    rerender(
      <DesktopFooter {...withFeatures({ ...settings, isHideBottom: true })} header={makeHeader({ tenantMQUrl: '' })} />,
    )
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('safeExternalHref', () => {
  it.each([
    ['https://x.cn/a', 'https://x.cn/a'],
    ['HTTP://x.cn', 'HTTP://x.cn'],
    ['/about', '/about'],
    ['x.cn', 'http://x.cn'],
    ['localhost:8080/a', 'http://localhost:8080/a'],
    ['javascript:alert(1)', ''],
    [' data:text/html,x', ''],
    ['', ''],
  ])('%j → %j', (input, out) => {
    expect(safeExternalHref(input)).toBe(out)
  })
})
