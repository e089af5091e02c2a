import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SearchHistoryList } from './search-history-list'

describe('<SearchHistoryList>', () => {
  it('renders nothing without items', () => {
    const { container } = render(<SearchHistoryList items={[]} onSelect={jest.fn()} onClear={jest.fn()} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('offers each item as a button, in order, and a 清空 button', async () => {
    const onSelect = jest.fn()
    const onClear = jest.fn()
    const user = userEvent.setup()
    render(<SearchHistoryList items={['b', 'a']} onSelect={onSelect} onClear={onClear} variant="chips" />)
    expect(screen.getByRole('region', { name: '搜索历史' })).toBeInTheDocument()
    expect(screen.getAllByTestId('search-history-item').map((b) => b.textContent)).toEqual(['b', 'a'])
    await user.click(screen.getByRole('button', { name: 'a' }))
    expect(onSelect).toHaveBeenCalledWith('a')
    await user.click(screen.getByRole('button', { name: '清空' }))
    expect(onClear).toHaveBeenCalledTimes(1)
  })
})
