/** @jest-environment node */
// M3: every text field of the contract refuses control characters with a message naming the field.
import type { ZodType } from 'zod'
import { optionalText, text } from './fields'
import { searchText } from './schemas/catalogue'
import { loginName, newLoginName, registerCompanyInput } from './schemas/account'
import { isTenantAvailableInput } from './schemas/tenant'

const firstMessage = (schema: ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? ''

const FIELDS: Array<[string, ZodType, string]> = [
  ['text()', text('名称', { max: 50 }), '名称'],
  ['optionalText()', optionalText('简介'), '简介'],
  ['search text', searchText, '搜索内容'],
  ['login name', loginName, '登录名'],
  ['new login name', newLoginName, '登录名'],
  ['company name', registerCompanyInput.shape.companyName, '企业名称'],
  ['tenancy name', isTenantAvailableInput.shape.tenancyName, '租户名称'],
]

describe.each(FIELDS)('%s', (_name, schema, label) => {
  it.each(['\u0000', 'ab\u0000c', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\nb', 'a\tb'])(
    'refuses %j with the field’s 包含非法字符 message',
    (value) => {
      expect(firstMessage(schema, value)).toBe(`${label}包含非法字符`)
    },
  )

  it('accepts ordinary Chinese, Latin and emoji text', () => {
    expect(firstMessage(schema, 'abc')).not.toMatch(/非法字符/)
    expect(firstMessage(schema, '启航 学堂😀')).not.toMatch(/非法字符/)
  })
})

it('leaves surrounding blanks to the trim, as before (a pasted name with a trailing newline still works)', () => {
  expect(loginName.safeParse('qihang_hr\n').data).toBe('qihang_hr')
  expect(searchText.safeParse('  透视\t').data).toBe('透视')
})
