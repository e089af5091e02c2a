/** @jest-environment jsdom */
// The 图形验证码 prompt as a person meets it: the server's words, a picture, four digits; 确定 answers, 取消 and Escape
// do not; a new question closes an older one.
import { fireEvent, screen, waitFor } from '@testing-library/dom'
import { askCaptcha } from './captcha-prompt'

const picture = (captchaId: string) => ({
  success: true,
  result: { captchaId, image: 'data:image/png;base64,iVBORw0KGgo=', expireInSeconds: 300 },
})
let served: string[] = []

beforeEach(() => {
  served = ['a'.repeat(24), 'b'.repeat(24), 'c'.repeat(24)]
  global.fetch = jest.fn(async () => ({ json: async () => picture(served.shift()!) })) as never
})
afterEach(() => document.body.replaceChildren())

const field = () => screen.getByLabelText('请输入图中的4位数字') as HTMLInputElement
const confirm = () => screen.getByRole('button', { name: '确定', hidden: true })

it('shows the server’s words and the picture, takes four digits only, and answers with id.digits', async () => {
  const answer = askCaptcha('操作较为频繁，请输入图形验证码后继续')
  expect(screen.getByRole('heading', { name: '安全验证', hidden: true })).toBeTruthy()
  expect(screen.getByText('操作较为频繁，请输入图形验证码后继续')).toBeTruthy()
  await waitFor(() => expect(screen.getByRole('img', { name: '图形验证码，点击换一张', hidden: true })).toBeTruthy())
  expect(document.activeElement).toBe(field())
  fireEvent.click(confirm())
  expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('请输入图中的4位数字')
  fireEvent.input(field(), { target: { value: '7a48z29' } })
  expect(field().value).toBe('7482')
  fireEvent.click(confirm())
  await expect(answer).resolves.toBe(`${'a'.repeat(24)}.7482`)
  expect(document.querySelector('dialog')).toBeNull()
})

it('换一张 loads another picture and answers for that one', async () => {
  const answer = askCaptcha('x')
  await waitFor(() => expect((confirm() as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(screen.getByRole('button', { name: '换一张', hidden: true }))
  await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2))
  await waitFor(() => expect((confirm() as HTMLButtonElement).disabled).toBe(false))
  fireEvent.input(field(), { target: { value: '2345' } })
  fireEvent.click(confirm())
  await expect(answer).resolves.toBe(`${'b'.repeat(24)}.2345`)
})

it('取消, Escape and a newer question each answer null', async () => {
  const first = askCaptcha('one')
  const second = askCaptcha('two')
  await expect(first).resolves.toBeNull()
  expect(document.querySelectorAll('dialog')).toHaveLength(1)
  fireEvent.click(screen.getByRole('button', { name: '取消', hidden: true }))
  await expect(second).resolves.toBeNull()
  const third = askCaptcha('three')
  fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }))
  await expect(third).resolves.toBeNull()
})

it('says why when the picture cannot be had, and keeps 确定 off', async () => {
  global.fetch = jest.fn(async () => ({
    json: async () => ({ success: false, error: { message: '获取图形验证码过于频繁，请9分钟后再试' } }),
  })) as never
  void askCaptcha('x')
  await waitFor(() =>
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('获取图形验证码过于频繁，请9分钟后再试'),
  )
  expect((confirm() as HTMLButtonElement).disabled).toBe(true)
})
