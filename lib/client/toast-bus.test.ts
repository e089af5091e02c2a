/** @jest-environment node */
import { toast, TOAST_DURATION_MS, type ToastMessage } from './toast-bus'

describe('toast bus', () => {
  it('delivers each type to subscribers with increasing ids', () => {
    const seen: ToastMessage[] = []
    const off = toast.subscribe((t) => seen.push(t))
    toast.success('成功')
    toast.warning('注意')
    toast.info('提示')
    toast.error('失败')
    off()
    expect(seen.map((t) => [t.type, t.message])).toEqual([
      ['success', '成功'],
      ['warning', '注意'],
      ['info', '提示'],
      ['error', '失败'],
    ])
    expect(seen[1].id).toBeGreaterThan(seen[0].id)
  })

  it('stops delivering after unsubscribe (both forms)', () => {
    const a = jest.fn()
    const b = jest.fn()
    const offA = toast.subscribe(a)
    toast.subscribe(b)
    offA()
    toast.unsubscribe(b)
    toast.info('x')
    expect(a).not.toHaveBeenCalled()
    expect(b).not.toHaveBeenCalled()
  })

  it('hands a toast raised with no subscriber to the first one, while fresh', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000)
    toast.error('早到的消息')
    now.mockReturnValue(1_000 + TOAST_DURATION_MS - 1)
    const first = jest.fn()
    const off = toast.subscribe(first)
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', message: '早到的消息' }))
    off()
    const second = jest.fn()
    toast.subscribe(second)()
    expect(second).not.toHaveBeenCalled()
    now.mockRestore()
  })

  it('drops a stale undelivered toast', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(5_000)
    toast.error('过期')
    now.mockReturnValue(5_000 + TOAST_DURATION_MS)
    const late = jest.fn()
    toast.subscribe(late)()
    expect(late).not.toHaveBeenCalled()
    now.mockRestore()
  })
})
