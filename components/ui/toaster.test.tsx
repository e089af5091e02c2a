import { act, cleanup, render, screen } from '@testing-library/react'
import { toast } from '@/lib/client/toast-bus'
import { Toaster } from './toaster'

function toastBox(text: string): HTMLElement {
  return screen.getByText(text).parentElement as HTMLElement
}

describe('<Toaster>', () => {
  // The card's look loads with the first toast (or when the page is idle): the first toast appears once it has.
  beforeAll(async () => {
    render(<Toaster />)
    await act(async () => {
      toast.info('预热')
    })
    expect(await screen.findByText('预热')).toBeInTheDocument()
    cleanup()
  })
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows a toast for 3 s, fades it over 0.5 s, then removes it', () => {
    render(<Toaster />)
    act(() => {
      toast.success('保存成功')
    })
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('status')).toHaveTextContent('保存成功')
    expect(toastBox('保存成功')).toHaveAttribute('data-state', 'visible')

    act(() => jest.advanceTimersByTime(2900))
    expect(toastBox('保存成功')).toHaveAttribute('data-state', 'visible')

    act(() => jest.advanceTimersByTime(100))
    expect(toastBox('保存成功')).toHaveAttribute('data-state', 'fading')
    // Still readable while it fades.
    expect(screen.getByRole('status')).toHaveTextContent('保存成功')

    act(() => jest.advanceTimersByTime(499))
    expect(screen.getByText('保存成功')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByText('保存成功')).toBeNull()
  })

  // Issue 27: at the top a phone's toast covered the title of the topic just posted.
  it('sits above the tab bar on a phone and below the header on a computer', () => {
    render(<Toaster />)
    const region = screen.getByRole('status')
    expect(region).toHaveClass('bottom-[calc(4.5rem+env(safe-area-inset-bottom))]')
    expect(region).toHaveClass('md:top-20', 'md:bottom-auto')
    expect(region).not.toHaveClass('top-20')
  })

  it('shows only one toast; a new one replaces it and restarts the timer', () => {
    render(<Toaster />)
    act(() => {
      toast.info('第一条')
    })
    act(() => jest.advanceTimersByTime(2000))
    act(() => {
      toast.error('第二条')
    })
    expect(screen.queryByText('第一条')).toBeNull()
    expect(screen.getByText('第二条')).toBeInTheDocument()

    act(() => jest.advanceTimersByTime(2900)) // 4.9 s after the first
    expect(toastBox('第二条')).toHaveAttribute('data-state', 'visible')
    act(() => jest.advanceTimersByTime(600))
    expect(screen.queryByText('第二条')).toBeNull()
  })

  it('restarts the timer when the same text is raised again', () => {
    render(<Toaster />)
    act(() => {
      toast.warning('请稍后')
    })
    act(() => jest.advanceTimersByTime(3200))
    expect(toastBox('请稍后')).toHaveAttribute('data-state', 'fading')
    act(() => {
      toast.warning('请稍后')
    })
    expect(toastBox('请稍后')).toHaveAttribute('data-state', 'visible')
    act(() => jest.advanceTimersByTime(2999))
    expect(toastBox('请稍后')).toHaveAttribute('data-state', 'visible')
  })

  it.each([
    ['success', '成功'],
    ['warning', '警告'],
    ['info', '提示'],
    ['error', '错误'],
  ] as const)('tells screen readers a %s toast is %s, beside a decorative icon', (type, kind) => {
    render(<Toaster />)
    act(() => {
      toast[type](`消息-${type}`)
    })
    expect(screen.getByRole('status')).toHaveTextContent(`${kind}：消息-${type}`)
    expect(toastBox(`消息-${type}`).querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Toaster />)
    unmount()
    // With no listener left, the bus keeps the toast for the next subscriber instead of delivering it.
    toast.info('之后')
    const late = jest.fn()
    toast.subscribe(late)()
    expect(late).toHaveBeenCalledWith(expect.objectContaining({ message: '之后' }))
  })
})
