/** @jest-environment node */
// The forms check fields without zod (lib/contract/account-rules); the endpoints parse with zod. Both must answer
// every input with the same first message, or a form would let through what the server then refuses.
import type { ZodType } from 'zod'
import {
  checkCode,
  checkCompanyName,
  checkCompanyPassword,
  checkLoginName,
  checkLoginPassword,
  checkNewLoginName,
  checkNewPassword,
  checkPhone,
  type FieldCheck,
} from '@/lib/contract/account-rules'
import {
  authenticateCompanyInput,
  code,
  loginName,
  loginPassword,
  newLoginName,
  newPassword,
  phone,
  registerCompanyInput,
} from '@/lib/contract/schemas/account'

const INPUTS = [
  '',
  ' ',
  '   ',
  '1',
  '13800000001',
  ' 13800000001 ',
  '138000000012',
  '12800000001',
  '1380000000a',
  '１３８００００００01',
  '1234',
  ' 1234 ',
  '12345',
  'abcd',
  '12a4',
  '123',
  'a',
  'ab',
  'abc',
  'a_b-c',
  '1abc',
  '_abc',
  'abcdefghijklmnop',
  'abcdefghijklmnopq',
  ' abcd ',
  'a b c',
  '张三',
  'abc123',
  'abcdef',
  '123456',
  'abc12',
  'Abc!@#',
  'abc 123',
  'abcdefgh12345678',
  'abcdefgh123456789',
  'abc123中文',
  '!!!!!!',
  'a!a!a!',
  '企业名称',
  'x'.repeat(50),
  'x'.repeat(51),
  ` ${'x'.repeat(50)} `,
  // Control characters (issue 9, M3): refused by the form with the endpoint's words, not only by the endpoint.
  'ab\u0000c',
  'abc\u0007',
  'abc\u007f12',
  'abc1\u00852',
  '企业\u0001名称',
  '13800000001\u0000',
  '12\u00004',
]

const PAIRS: Array<[string, FieldCheck, ZodType]> = [
  ['phone', checkPhone, phone],
  ['code', checkCode, code],
  ['login password', checkLoginPassword, loginPassword],
  ['company login password', checkCompanyPassword, authenticateCompanyInput.shape.password],
  ['new password', checkNewPassword, newPassword],
  ['login name', checkLoginName, loginName],
  ['new login name', checkNewLoginName, newLoginName],
  ['company name', checkCompanyName, registerCompanyInput.shape.companyName],
]

const zodFirst = (schema: ZodType, value: string) => schema.safeParse(value).error?.issues[0]?.message ?? ''

describe.each(PAIRS)('%s', (_name, check, schema) => {
  it.each(INPUTS)('%j gets the same message from the form and the endpoint', (input) => {
    expect(check(input)).toBe(zodFirst(schema, input))
  })
})
