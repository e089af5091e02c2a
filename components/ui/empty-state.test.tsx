import { render, screen } from '@testing-library/react'
import { EmptyState } from './empty-state'

describe('<EmptyState>', () => {
  it('shows 暂无数据 by default', () => {
    render(<EmptyState />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
  })

  it('shows custom text and an optional action', () => {
    render(
      <EmptyState text="还没有课程">
        <button type="button">去看看</button>
      </EmptyState>,
    )
    expect(screen.getByText('还没有课程')).toBeInTheDocument()
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(screen.getByRole('button', { name: '去看看' })).toBeInTheDocument()
  })
})
