// The dialog loads on the first question (React.lazy), so its first appearance is awaited with findBy….
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useConfirm, type UseConfirm } from './use-confirm'

function Harness({ expose }: { expose: (c: UseConfirm['confirm']) => void }) {
  const { confirm, dialog } = useConfirm({ confirmText: '删除' })
  expose(confirm)
  return dialog
}

function setup() {
  let confirm!: UseConfirm['confirm']
  const utils = render(<Harness expose={(c) => (confirm = c)} />)
  return { ...utils, confirm: (m?: Parameters<UseConfirm['confirm']>[0]) => confirm(m) }
}

describe('useConfirm', () => {
  it('is closed until confirm() is called', () => {
    setup()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('resolves true on 确定 and closes', async () => {
    const user = userEvent.setup()
    const { confirm } = setup()
    let answer!: Promise<boolean>
    act(() => {
      answer = confirm('确定删除该消息吗？')
    })
    expect(await screen.findByRole('dialog', { name: '提示' })).toHaveTextContent('确定删除该消息吗？')
    await user.click(screen.getByRole('button', { name: '删除' }))
    await expect(answer).resolves.toBe(true)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('resolves false on 取消 and on Escape', async () => {
    const user = userEvent.setup()
    const { confirm } = setup()
    let answer!: Promise<boolean>
    act(() => {
      answer = confirm()
    })
    expect(await screen.findByRole('dialog')).toHaveTextContent('确定要执行此操作吗？')
    await user.click(screen.getByRole('button', { name: '取消' }))
    await expect(answer).resolves.toBe(false)

    act(() => {
      answer = confirm({ title: '注意', message: '移除该员工？' })
    })
    expect(await screen.findByRole('dialog', { name: '注意' })).toHaveTextContent('移除该员工？')
    await user.keyboard('{Escape}')
    await expect(answer).resolves.toBe(false)
  })

  it('answers a superseded call with false', async () => {
    const user = userEvent.setup()
    const { confirm } = setup()
    let first!: Promise<boolean>
    let second!: Promise<boolean>
    act(() => {
      first = confirm('第一次')
    })
    act(() => {
      second = confirm('第二次')
    })
    await expect(first).resolves.toBe(false)
    expect(await screen.findByRole('dialog')).toHaveTextContent('第二次')
    await user.click(screen.getByRole('button', { name: '删除' }))
    await expect(second).resolves.toBe(true)
  })

  it('answers false when the owner unmounts', async () => {
    const { confirm, unmount } = setup()
    let answer!: Promise<boolean>
    act(() => {
      answer = confirm('离开页面')
    })
    unmount()
    await expect(answer).resolves.toBe(false)
  })
})
