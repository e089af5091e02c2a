import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from './confirm-dialog'

describe('<ConfirmDialog>', () => {
  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} onConfirm={() => {}} onCancel={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('has the default title, text and buttons, with 确定 focused', async () => {
    render(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: '提示' })
    expect(dialog).toHaveTextContent('确定要执行此操作吗？')
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument()
    // Enter confirms at once; Escape cancels (below).
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus()
  })

  it('uses custom texts', async () => {
    render(
      <ConfirmDialog
        open
        title="退出"
        message="确定要退出企业吗？"
        confirmText="退出"
        cancelText="再想想"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    )
    expect(await screen.findByRole('dialog', { name: '退出' })).toHaveTextContent('确定要退出企业吗？')
    expect(screen.getByRole('button', { name: '再想想' })).toBeInTheDocument()
  })

  it('calls onConfirm and onCancel from the buttons', async () => {
    const user = userEvent.setup()
    const onConfirm = jest.fn()
    const onCancel = jest.fn()
    render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />)
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: '取消' }))
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(onCancel).toHaveBeenCalledTimes(2)
  })

  it('cancels on Escape', async () => {
    const user = userEvent.setup()
    const onCancel = jest.fn()
    const onConfirm = jest.fn()
    render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />)
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
