import { render, screen } from '@testing-library/react'
import { Loading } from './loading'

describe('<Loading>', () => {
  it('is a status region with the default text and a spinner', () => {
    render(<Loading />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('拼命加载中...')
    // Announced without interrupting; the spinner is decoration, so screen readers hear only the text.
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByTestId('loading-spinner')).toHaveAttribute('aria-hidden', 'true')
  })

  it('accepts custom text', () => {
    render(<Loading text="正在提交" />)
    expect(screen.getByRole('status')).toHaveTextContent('正在提交')
  })
})
