import { render, screen } from '@testing-library/react'
import { MobileHeader } from './mobile-header'

describe('<MobileHeader>', () => {
  it('links the logo and name home and the search icon to /search', () => {
    render(
      <MobileHeader
        settings={{ qiNiuUrl: 'https://img.example.com', tenantLogoUrl: 'logo.png', tenantName: '启航学院' }}
      />,
    )
    const home = screen.getByRole('link', { name: '启航学院首页' })
    expect(home).toHaveAttribute('href', '/')
    expect(home.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.com/logo.png?imageView2/1/w/303/h/160/q/100',
    )
    expect(screen.getByRole('link', { name: '搜索' })).toHaveAttribute('href', '/search')
  })

  it('shows only the name when the tenant has no logo', () => {
    render(<MobileHeader settings={{ qiNiuUrl: '', tenantLogoUrl: '', tenantName: '启航学院' }} />)
    expect(screen.getByText('启航学院')).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })
})
