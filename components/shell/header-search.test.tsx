import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HeaderSearch, HISTORY_HIDE_DELAY_MS, searchHref } from './header-search'

const mockPush = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/',
}))

const stored = () => JSON.parse(localStorage.getItem('seachHistory') ?? 'null')
const box = () => screen.getByRole('searchbox', { name: '搜索课程' })
const historyRegion = () => screen.queryByRole('region', { name: '搜索历史' })
const historyItems = () =>
  within(screen.getByRole('region', { name: '搜索历史' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

beforeEach(() => {
  localStorage.clear()
  mockPush.mockClear()
})

afterEach(() => {
  jest.useRealTimers()
})

describe('searchHref', () => {
  it('trims, encodes and refuses blank text', () => {
    expect(searchHref('  项目 管理&A ')).toBe(`/searchlist?name=${encodeURIComponent('项目 管理&A')}&formseach=true`)
    expect(searchHref('   ')).toBeNull()
    expect(searchHref('x'.repeat(30))).toBe(`/searchlist?name=${'x'.repeat(20)}&formseach=true`)
  })
})

describe('<HeaderSearch>', () => {
  it('limits the input to 20 characters', () => {
    render(<HeaderSearch />)
    expect(box()).toHaveAttribute('maxLength', '20')
  })

  it('searches with the trimmed text and saves it, newest first', async () => {
    localStorage.setItem('seachHistory', JSON.stringify(['Excel']))
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.type(box(), '  项目管理  {Enter}')
    expect(mockPush).toHaveBeenCalledWith(`/searchlist?name=${encodeURIComponent('项目管理')}&formseach=true`)
    expect(stored()).toEqual(['项目管理', 'Excel'])
    expect(box()).toHaveValue('项目管理')
  })

  it('does not search or save empty text', async () => {
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.type(box(), '   {Enter}')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(mockPush).not.toHaveBeenCalled()
    expect(localStorage.getItem('seachHistory')).toBeNull()
  })

  it('shows the history while focused and hides it 200 ms after blur', () => {
    jest.useFakeTimers()
    localStorage.setItem('seachHistory', JSON.stringify(['Python', 'Excel']))
    render(
      <>
        <HeaderSearch />
        <button type="button">elsewhere</button>
      </>,
    )
    expect(historyRegion()).not.toBeInTheDocument()
    act(() => box().focus())
    expect(historyItems()).toEqual(['Python', 'Excel'])

    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus())
    act(() => jest.advanceTimersByTime(HISTORY_HIDE_DELAY_MS - 1))
    expect(historyRegion()).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(historyRegion()).not.toBeInTheDocument()
  })

  it('keeps the list when focus comes back before the delay ends', () => {
    jest.useFakeTimers()
    localStorage.setItem('seachHistory', JSON.stringify(['Excel']))
    render(<HeaderSearch />)
    act(() => box().focus())
    act(() => box().blur())
    act(() => jest.advanceTimersByTime(150))
    act(() => box().focus())
    act(() => jest.advanceTimersByTime(500))
    expect(historyRegion()).toBeInTheDocument()
  })

  it('searches again from a history item clicked right after the blur', async () => {
    jest.useFakeTimers()
    localStorage.setItem('seachHistory', JSON.stringify(['Python', 'Excel']))
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<HeaderSearch />)
    await user.click(box())
    // A mouse press moves focus first; the click must still land within the 200 ms.
    await user.click(screen.getByRole('button', { name: 'Excel' }))
    expect(mockPush).toHaveBeenCalledWith('/searchlist?name=Excel&formseach=true')
    expect(stored()).toEqual(['Excel', 'Python'])
    expect(box()).toHaveValue('Excel')
    expect(historyRegion()).not.toBeInTheDocument()
  })

  it('still takes a click that arrives within the delay when the item did not take focus', () => {
    jest.useFakeTimers()
    localStorage.setItem('seachHistory', JSON.stringify(['Python', 'Excel']))
    render(<HeaderSearch />)
    act(() => box().focus())
    // Safari does not focus a pressed button: focus goes to the body and the delay is what keeps the item there.
    act(() => box().blur())
    act(() => jest.advanceTimersByTime(150))
    fireEvent.click(screen.getByRole('button', { name: 'Python' }))
    expect(mockPush).toHaveBeenCalledWith('/searchlist?name=Python&formseach=true')
    expect(stored()).toEqual(['Python', 'Excel'])
  })

  it('clears the history with 清空 and then draws nothing', async () => {
    localStorage.setItem('seachHistory', JSON.stringify(['Python', 'Excel']))
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.click(box())
    await user.click(screen.getByRole('button', { name: '清空' }))
    expect(stored()).toEqual([])
    expect(historyRegion()).not.toBeInTheDocument()
    expect(box()).toHaveFocus()
  })

  it('shows nothing under the box when there is no history', async () => {
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.click(box())
    expect(historyRegion()).not.toBeInTheDocument()
  })

  it('closes the list on Escape', async () => {
    localStorage.setItem('seachHistory', JSON.stringify(['Excel']))
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.click(box())
    expect(historyRegion()).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(historyRegion()).not.toBeInTheDocument()
  })
})
