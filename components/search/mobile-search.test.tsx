import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MobileSearch } from './mobile-search'

const mockPush = jest.fn()
const mockBack = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: mockBack, refresh: jest.fn() }),
  usePathname: () => '/search',
}))

const stored = () => JSON.parse(localStorage.getItem('seachHistory') ?? 'null')
const box = () => screen.getByRole('searchbox', { name: '搜索课程' })

beforeEach(() => {
  localStorage.clear()
  mockPush.mockClear()
  mockBack.mockClear()
})

describe('<MobileSearch>', () => {
  it('focuses a 20-character search box on arrival', () => {
    render(<MobileSearch hotTerms={[]} />)
    expect(box()).toHaveFocus()
    expect(box()).toHaveAttribute('maxLength', '20')
  })

  it('saves the trimmed term and goes to the results', async () => {
    const user = userEvent.setup()
    render(<MobileSearch hotTerms={[]} />)
    await user.type(box(), '  数据分析 ')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(mockPush).toHaveBeenCalledWith(`/searchlist?name=${encodeURIComponent('数据分析')}&formseach=true`)
    expect(stored()).toEqual(['数据分析'])
  })

  it('does nothing for blank text', async () => {
    const user = userEvent.setup()
    render(<MobileSearch hotTerms={[]} />)
    await user.type(box(), '   {Enter}')
    expect(mockPush).not.toHaveBeenCalled()
    expect(localStorage.getItem('seachHistory')).toBeNull()
  })

  it('lists the history newest first, searches from it and clears it', async () => {
    localStorage.setItem('seachHistory', JSON.stringify(['Python', 'Excel']))
    const user = userEvent.setup()
    render(<MobileSearch hotTerms={[]} />)
    const region = screen.getByRole('region', { name: '搜索历史' })
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Python', 'Excel'])

    await user.click(within(region).getByRole('button', { name: 'Excel' }))
    expect(mockPush).toHaveBeenLastCalledWith('/searchlist?name=Excel&formseach=true')
    expect(stored()).toEqual(['Excel', 'Python'])
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Excel', 'Python'])

    await user.click(screen.getByRole('button', { name: '清空' }))
    expect(stored()).toEqual([])
    expect(screen.queryByRole('region', { name: '搜索历史' })).not.toBeInTheDocument()
  })

  it('offers the hot terms and searches with them', async () => {
    const user = userEvent.setup()
    render(<MobileSearch hotTerms={['职场技能', '编程开发']} />)
    const hot = screen.getByRole('region', { name: '热门搜索' })
    expect(
      within(hot)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['职场技能', '编程开发'])
    await user.click(within(hot).getByRole('button', { name: '编程开发' }))
    expect(mockPush).toHaveBeenCalledWith(`/searchlist?name=${encodeURIComponent('编程开发')}&formseach=true`)
    expect(stored()).toEqual(['编程开发'])
  })

  it('hides the hot-search section without terms', () => {
    render(<MobileSearch hotTerms={[]} />)
    expect(screen.queryByRole('region', { name: '热门搜索' })).not.toBeInTheDocument()
  })

  it('取消 goes back, or home when the page was opened directly', async () => {
    const user = userEvent.setup()
    const length = jest.spyOn(window.history, 'length', 'get')
    render(<MobileSearch hotTerms={[]} />)

    length.mockReturnValue(3)
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(mockBack).toHaveBeenCalledTimes(1)

    length.mockReturnValue(1)
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(mockPush).toHaveBeenCalledWith('/')
    length.mockRestore()
  })
})
