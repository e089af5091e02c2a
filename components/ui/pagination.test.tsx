import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Pagination } from './pagination'

describe('<Pagination>', () => {
  it('renders nothing for one page or less', () => {
    const { container, rerender } = render(<Pagination page={1} total={0} onChange={() => {}} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<Pagination page={1} total={20} onChange={() => {}} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<Pagination page={1} total={21} onChange={() => {}} />)
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument()
  })

  it('shows first/prev/window/next/last and highlights the current page', () => {
    render(<Pagination page={5} total={200} onChange={() => {}} />)
    const nav = screen.getByRole('navigation')
    expect(nav).toHaveTextContent(/^首页上一页34567下一页尾页$/)
    const current = screen.getByText('5')
    expect(current).toHaveAttribute('aria-current', 'page')
    // The current page is marked, not offered: the other pages are buttons named 第 N 页, it is none.
    expect(screen.queryByRole('button', { name: '第 5 页' })).toBeNull()
    expect(screen.getByRole('button', { name: '第 4 页' })).not.toHaveAttribute('aria-current')
  })

  it('disables 首页 and 上一页 on the first page, 下一页 and 尾页 on the last', () => {
    const onChange = jest.fn()
    const { rerender } = render(<Pagination page={1} total={100} onChange={onChange} />)
    expect(screen.getByText('首页')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('上一页')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled()
    rerender(<Pagination page={5} total={100} onChange={onChange} />)
    expect(screen.getByText('下一页')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('尾页')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByRole('button', { name: '尾页' })).toBeNull()
    expect(screen.getByRole('button', { name: '首页' })).toBeEnabled()
  })

  it('calls onChange with the target page in button mode', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Pagination page={5} total={200} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: '首页' }))
    await user.click(screen.getByRole('button', { name: '上一页' }))
    await user.click(screen.getByRole('button', { name: '第 7 页' }))
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await user.click(screen.getByRole('button', { name: '尾页' }))
    expect(onChange.mock.calls).toEqual([[1], [4], [7], [6], [10]])
  })

  it('does not react to clicks on the current page', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Pagination page={2} total={100} onChange={onChange} />)
    await user.click(screen.getByText('2'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('renders links from hrefFor', () => {
    render(<Pagination page={2} total={100} pageSize={10} hrefFor={(p) => `/courselist?page=${p}`} />)
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/courselist?page=1')
    expect(screen.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/courselist?page=1')
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/courselist?page=3')
    expect(screen.getByRole('link', { name: '尾页' })).toHaveAttribute('href', '/courselist?page=10')
    expect(screen.getByRole('link', { name: '第 5 页' })).toHaveAttribute('href', '/courselist?page=5')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page')
  })

  it('honours pageSize and a custom (even → odd) window', () => {
    render(<Pagination page={10} total={200} pageSize={10} window={2} onChange={() => {}} />)
    expect(screen.getByRole('navigation')).toHaveTextContent(/^首页上一页91011下一页尾页$/)
  })

  it('clamps an out-of-range page', () => {
    render(<Pagination page={99} total={45} onChange={() => {}} />)
    expect(screen.getByText('3')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('尾页')).toHaveAttribute('aria-disabled', 'true')
  })
})
