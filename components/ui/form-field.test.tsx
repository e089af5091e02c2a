// <FormField>: the label names the input, an error is announced and describes it, a note describes it otherwise.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { FormField } from './form-field'

describe('<FormField>', () => {
  it('names the input by its label and passes input attributes through', () => {
    render(
      <FormField id="phone" label="手机号" type="tel" maxLength={11} placeholder="请输入手机号码" defaultValue="" />,
    )
    const input = screen.getByLabelText('手机号')
    expect(input).toBe(screen.getByRole('textbox', { name: '手机号' }))
    expect(input).toHaveAttribute('type', 'tel')
    expect(input).toHaveAttribute('maxLength', '11')
    expect(input).toHaveAttribute('placeholder', '请输入手机号码')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAccessibleDescription()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('uses a 16px font so iOS Safari does not zoom on focus', () => {
    render(<FormField id="name" label="登录名" defaultValue="" />)
    expect(screen.getByLabelText('登录名')).toHaveClass('text-base')
  })

  it('shows an error as an alert that describes the invalid input', () => {
    render(<FormField id="phone" label="手机号" error="请输入手机号码" note="仅支持大陆手机号" defaultValue="" />)
    const input = screen.getByLabelText('手机号')
    expect(screen.getByRole('alert')).toHaveTextContent('请输入手机号码')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('请输入手机号码')
    // The error takes the note's place.
    expect(screen.queryByText('仅支持大陆手机号')).toBeNull()
  })

  it('shows a note that describes the input without being an alert', () => {
    render(<FormField id="pwd" label="密码" type="password" note="6-16位，须包含字母和数字" defaultValue="" />)
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('6-16位，须包含字母和数字')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('renders an addon beside the input and reports typing', async () => {
    function Controlled() {
      const [value, setValue] = useState('')
      return (
        <FormField
          id="code"
          label="验证码"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          addon={<button type="button">获取验证码</button>}
        />
      )
    }
    const user = userEvent.setup()
    render(<Controlled />)
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('验证码'), '1234')
    expect(screen.getByLabelText('验证码')).toHaveValue('1234')
  })
})
