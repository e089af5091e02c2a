// 跑马灯 (issue 30): the viewer's masked phone and name, never read out nor in the pointer's way, and never still.
import { act, render, screen } from '@testing-library/react'
import { VideoWatermark } from './video-watermark'

afterEach(() => jest.useRealTimers())

it('shows the text hidden from screen readers, unselectable and out of the pointer’s way', () => {
  const { container } = render(<VideoWatermark text="138****0001 王小明" />)
  const layer = container.firstElementChild!
  expect(layer).toHaveAttribute('aria-hidden', 'true')
  expect(layer).toHaveClass('pointer-events-none', 'select-none', 'absolute', 'inset-0', 'overflow-hidden')
  expect(layer).toHaveTextContent('138****0001 王小明')
})

it('renders nothing without a text (the tenant turned it off)', () => {
  const { container } = render(<VideoWatermark text={null} />)
  expect(container).toBeEmptyDOMElement()
})

it('moves to a new place every few seconds, sliding there unless the viewer asks for less motion', () => {
  jest.useFakeTimers()
  const random = jest.spyOn(Math, 'random').mockReturnValueOnce(0.9).mockReturnValueOnce(0.8)
  render(<VideoWatermark text="138****0001 王小明" />)
  const mark = screen.getByTestId('video-watermark')
  const start = mark.getAttribute('style')
  act(() => jest.advanceTimersByTime(10_000))
  expect(mark.getAttribute('style')).not.toBe(start)
  expect(mark.style.left).not.toBe('')
  expect(mark).toHaveClass('motion-reduce:transition-none')
  random.mockRestore()
})
