// docs/spec.md §5's password rule: 6–16 characters, no whitespace, at least two of letters, digits and !@#$%^&* — and
// no other character forbidden. The forms (checkNewPassword) and the endpoints (newPassword) say the same thing.
import { checkNewPassword, MSG } from './account-rules'
import { newPassword } from './schemas/account'

const endpointSays = (value: string) => newPassword.safeParse(value).error?.issues[0]?.message ?? ''

describe('a new password', () => {
  it.each([
    'abc123_x',
    'abc123.x',
    'abc123',
    'abc!@#',
    '123456!',
    'Pass-word1',
    '(abc)[123]',
    '密码abc123',
    'a1'.repeat(8),
  ])('%j is accepted', (value) => {
    expect(checkNewPassword(value)).toBe('')
    expect(endpointSays(value)).toBe('')
  })

  it.each([
    ['', MSG.passwordEmptyBlur],
    ['abc12', MSG.passwordLength],
    ['a1'.repeat(8) + 'x', MSG.passwordLength],
    ['abc 123', MSG.passwordSpace],
    ['abc123\t', MSG.passwordSpace],
    ['abc\u0000123', '密码包含非法字符'],
    ['abcdefgh', MSG.passwordClasses],
    ['12345678', MSG.passwordClasses],
    ['!@#$%^&*', MSG.passwordClasses],
    // `_` and `.` are allowed, but they are not among the symbols that make a class.
    ['abc___..', MSG.passwordClasses],
  ])('%j is refused: %s', (value, message) => {
    expect(checkNewPassword(value)).toBe(message)
    expect(endpointSays(value)).toBe(message)
  })
})
