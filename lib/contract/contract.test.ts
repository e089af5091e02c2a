/** @jest-environment node */
import { z } from 'zod'
import { errorEnvelope, isEnvelope, okEnvelope } from './envelope'
import { ApiError, badRequest, sessionEnded, tooManyRequests, unauthorized } from './errors'
import { flag, id, optionalText, text } from './fields'
import { firstMessage, toValidationErrors } from './validation'

describe('envelope', () => {
  it('has the ABP shape on success and failure', () => {
    expect(okEnvelope({ a: 1 })).toEqual({
      success: true,
      result: { a: 1 },
      targetUrl: null,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    })
    const failed = errorEnvelope({ code: 0, message: '失败', details: null, validationErrors: null })
    expect(failed).toMatchObject({ success: false, result: null, error: { message: '失败' } })
    expect(isEnvelope(failed)).toBe(true)
    expect(isEnvelope({ success: true })).toBe(false)
  })
})

describe('errors', () => {
  it('map to HTTP status and code', () => {
    expect(unauthorized().toEnvelope()).toMatchObject({
      unAuthorizedRequest: true,
      error: { code: 401, message: '请先登录' },
    })
    expect(sessionEnded()).toMatchObject({ code: -10, status: 401 })
    expect(badRequest('手机号格式不正确', ['phoneNumber']).toEnvelope().error?.validationErrors).toEqual([
      { message: '手机号格式不正确', members: ['phoneNumber'] },
    ])
    const limited = tooManyRequests('请60秒后再试', 59.2)
    expect(limited).toBeInstanceOf(ApiError)
    expect(limited.headers['Retry-After']).toBe('60')
  })
})

describe('field builders speak Chinese', () => {
  const schema = z.object({
    name: text('姓名', { max: 4 }),
    age: id('年龄'),
    vip: flag('会员'),
    note: optionalText('备注', 3),
  })
  const messages = (input: unknown) => {
    const r = schema.safeParse(input)
    return r.success ? [] : toValidationErrors(r.error).map((e) => e.message)
  }

  it('missing, empty, too long and wrong types', () => {
    expect(messages({})).toEqual(['请输入姓名', '请输入年龄', '会员格式不正确'])
    expect(messages({ name: '   ', age: 1, vip: true })).toEqual(['请输入姓名'])
    expect(messages({ name: '张三丰大侠', age: 'x', vip: 'yes', note: '太长了吧' })).toEqual([
      '姓名不能超过4个字符',
      '年龄格式不正确',
      '会员格式不正确',
      '备注不能超过3个字符',
    ])
  })

  it('coerces what query strings carry and trims', () => {
    expect(schema.parse({ name: ' 李四 ', age: '12', vip: 'true', note: '' })).toEqual({
      name: '李四',
      age: 12,
      vip: true,
      note: undefined,
    })
  })

  it('never lets zod English through', () => {
    const r = z.object({ x: z.number() }).safeParse({ x: 'a' })
    const errors = r.success ? [] : toValidationErrors(r.error)
    expect(firstMessage(errors)).toBe('参数 x 格式不正确')
    expect(errors[0].members).toEqual(['x'])
    const missing = z.object({ x: z.number() }).safeParse({})
    expect(missing.success ? '' : firstMessage(toValidationErrors(missing.error))).toBe('缺少参数 x')
  })
})
