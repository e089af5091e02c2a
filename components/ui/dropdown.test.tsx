// The header's dropdowns without a UI library: what a mouse and a keyboard user get from the menu button.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Menu } from './dropdown'

const chosen = jest.fn()

function renderMenu() {
  const user = userEvent.setup()
  render(
    <>
      <Menu label="用户菜单" buttonClassName="" panelClassName="" buttonContent="我">
        {['个人中心', '我的课程', '退出登录'].map((label) => (
          <button key={label} type="button" role="menuitem" tabIndex={-1} onClick={() => chosen(label)}>
            {label}
          </button>
        ))}
      </Menu>
      <button type="button">页面其他按钮</button>
    </>,
  )
  return user
}

const button = () => screen.getByRole('button', { name: '用户菜单' })

beforeEach(() => chosen.mockReset())

it('opens and closes on clicks, telling assistive technology its state', async () => {
  const user = renderMenu()
  expect(button()).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('menu')).toBeNull()
  await user.click(button())
  expect(button()).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByRole('menu', { name: '用户菜单' })).toBeInTheDocument()
  await user.click(button())
  expect(screen.queryByRole('menu')).toBeNull()
})

it('closes on a click outside and on Escape, which returns focus to the button', async () => {
  const user = renderMenu()
  await user.click(button())
  await user.click(screen.getByRole('button', { name: '页面其他按钮' }))
  expect(screen.queryByRole('menu')).toBeNull()
  await user.click(button())
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).toBeNull()
  expect(button()).toHaveFocus()
})

it('is usable from the keyboard: Enter opens on the first item, arrows move, a choice closes', async () => {
  const user = renderMenu()
  button().focus()
  await user.keyboard('{Enter}')
  expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus()
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: '我的课程' })).toHaveFocus()
  await user.keyboard('{ArrowUp}{ArrowUp}')
  expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus()
  await user.keyboard('{Home}')
  expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus()
  await user.keyboard('{End}{Enter}')
  expect(chosen).toHaveBeenCalledWith('退出登录')
  expect(screen.queryByRole('menu')).toBeNull()
  expect(button()).toHaveFocus()
})

it('closes when focus tabs away', async () => {
  const user = renderMenu()
  button().focus()
  await user.keyboard('{ArrowDown}')
  await user.tab()
  expect(screen.queryByRole('menu')).toBeNull()
})
