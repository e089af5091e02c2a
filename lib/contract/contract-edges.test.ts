/** @jest-environment node */
// The contract's small rules at their edges: envelopes and error codes, zod issues in Chinese, control characters,
// the field builders' coercions, the inverted feature switches, and the client's error type.
import { z } from 'zod'
import { ApiClientError, isApiClientError } from './api-client-error'
import { errorEnvelope, isEnvelope, okEnvelope } from './envelope'
import {
  ApiError,
  badRequest,
  businessRule,
  conflict,
  ErrorCode,
  forbidden,
  notFound,
  sessionEnded,
  tooManyRequests,
  unauthorized,
} from './errors'
import { flag, id, noInput, optionalText, text } from './fields'
import { controlCharMessage, findControlChars } from './plain-text'
import {
  authenticateInput,
  changeUserPswInput,
  companyResetPasswordInput,
  registerCompanyInput,
  userResetPasswordInput,
} from './schemas/account'
import { courseListInput, pagedInput } from './schemas/catalogue'
import { NO_FEATURES, siteFeatures, type FeatureSwitches } from './site'
import { firstMessage, GENERIC_INVALID, toValidationErrors } from './validation'

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input)
  return r.success ? [] : toValidationErrors(r.error).map((e) => e.message)
}

describe('envelopes', () => {
  it('an error envelope is signed-in unless told otherwise', () => {
    const error = { code: 0, message: '失败', details: null, validationErrors: null }
    expect(errorEnvelope(error)).toEqual({
      success: false,
      result: null,
      targetUrl: null,
      error,
      unAuthorizedRequest: false,
      __abp: true,
    })
    expect(errorEnvelope(error, true).unAuthorizedRequest).toBe(true)
  })

  it('isEnvelope needs an object with both __abp and success', () => {
    expect(isEnvelope(okEnvelope(null))).toBe(true)
    expect(isEnvelope({ __abp: true, success: false })).toBe(true)
    expect(isEnvelope({ __abp: true })).toBe(false)
    expect(isEnvelope({ success: true })).toBe(false)
    expect(isEnvelope(null)).toBe(false)
    expect(isEnvelope('{"__abp":true,"success":true}')).toBe(false)
  })
})

describe('errors', () => {
  it('each helper carries its code, status and default message', () => {
    expect(unauthorized()).toMatchObject({ code: ErrorCode.Unauthorized, status: 401, message: '请先登录' })
    expect(unauthorized('x')).toMatchObject({ status: 401, message: 'x' })
    expect(sessionEnded()).toMatchObject({ code: -10, status: 401, message: '登录已失效，请重新登录' })
    expect(sessionEnded('y').message).toBe('y')
    expect(forbidden()).toMatchObject({ code: 403, status: 403, message: '没有权限进行此操作' })
    expect(forbidden('z').message).toBe('z')
    expect(notFound()).toMatchObject({ code: 404, status: 404, message: '请求的内容不存在' })
    expect(notFound('w').message).toBe('w')
    expect(conflict('已存在')).toMatchObject({ code: 409, status: 409, message: '已存在' })
    expect(businessRule('不行')).toMatchObject({ code: 0, status: 400, message: '不行' })
  })

  it('an ApiError is an Error named ApiError with no validation errors or headers unless given', () => {
    const e = new ApiError(0, '不行', 400)
    expect(e).toBeInstanceOf(Error)
    expect(e.name).toBe('ApiError')
    expect(e.validationErrors).toBeNull()
    expect(e.headers).toEqual({})
  })

  it('only a 401 marks the envelope unAuthorizedRequest; the error keeps code, message and validation errors', () => {
    expect(sessionEnded().toEnvelope().unAuthorizedRequest).toBe(true)
    expect(forbidden().toEnvelope()).toEqual({
      success: false,
      result: null,
      targetUrl: null,
      error: { code: 403, message: '没有权限进行此操作', details: null, validationErrors: null },
      unAuthorizedRequest: false,
      __abp: true,
    })
  })

  it('badRequest names its members only when given; tooManyRequests rounds Retry-After up', () => {
    expect(badRequest('格式不正确')).toMatchObject({ code: 400, status: 400, validationErrors: null })
    expect(badRequest('格式不正确', ['a', 'b']).validationErrors).toEqual([
      { message: '格式不正确', members: ['a', 'b'] },
    ])
    expect(tooManyRequests('稍后', 1).headers).toEqual({ 'Retry-After': '1' })
    expect(tooManyRequests('稍后', 0.1)).toMatchObject({ code: 429, status: 429, headers: { 'Retry-After': '1' } })
  })
})

describe('zod issues in Chinese', () => {
  it('keeps a Chinese message, and names the field in the fallbacks', () => {
    const schema = z.object({
      a: z.string({ error: '请输入甲' }),
      b: z.number(),
      c: z.string().max(2),
      d: z.string().email(),
    })
    const errors = toValidationErrors(schema.safeParse({ b: 'x', c: 'long', d: 'no' }).error!)
    expect(errors).toEqual([
      { message: '请输入甲', members: ['a'] },
      { message: '参数 b 格式不正确', members: ['b'] },
      { message: '参数 c 过长', members: ['c'] },
      { message: '参数 d 格式不正确', members: ['d'] },
    ])
  })

  it('says a field is missing only when it is, and joins nested paths with dots', () => {
    const schema = z.object({ list: z.array(z.object({ n: z.number() })) })
    expect(toValidationErrors(schema.safeParse({ list: [{}] }).error!)).toEqual([
      { message: '缺少参数 list.0.n', members: ['list.0.n'] },
    ])
    expect(toValidationErrors(schema.safeParse({ list: [{ n: null }] }).error!)[0].message).toBe(
      '参数 list.0.n 格式不正确',
    )
  })

  it('an issue of the whole body names no field', () => {
    expect(toValidationErrors(z.object({}).safeParse('text').error!)).toEqual([
      { message: '请求数据格式不正确', members: [] },
    ])
  })

  it('firstMessage falls back to a generic sentence', () => {
    expect(firstMessage([])).toBe(GENERIC_INVALID)
    expect(GENERIC_INVALID).toBe('请求参数不正确')
    expect(
      firstMessage([
        { message: '一', members: [] },
        { message: '二', members: [] },
      ]),
    ).toBe('一')
  })
})

describe('findControlChars', () => {
  it('is null for clean values of any shape', () => {
    expect(findControlChars({ a: ['x', 1, null, true, { b: '启航 😀' }] })).toBeNull()
    expect(findControlChars('plain')).toBeNull()
    expect(findControlChars(null)).toBeNull()
    expect(findControlChars(42)).toBeNull()
  })

  it('names the path of the first offending string, in document order', () => {
    expect(findControlChars('a\u0000')).toEqual([])
    expect(findControlChars({ a: 'ok', b: ['ok', 'x\u0007'], c: 'y\u0001' })).toEqual(['b', 1])
    expect(findControlChars({ first: { deep: [[{ s: '\u009f' }]] }, second: '\u0000' })).toEqual([
      'first',
      'deep',
      0,
      0,
      's',
    ])
    expect(findControlChars(['\u001f', 'ok'])).toEqual([0])
  })

  it('catches control characters in keys too', () => {
    expect(findControlChars({ outer: { 'bad\u0000key': 'v' } })).toEqual(['outer', 'bad\u0000key'])
    expect(findControlChars({ 'k\u007f': 1 })).toEqual(['k\u007f'])
  })

  it('leaves ordinary punctuation and the characters just outside the ranges alone', () => {
    expect(findControlChars(['\u0020', '\u007e', '\u00a0'])).toBeNull()
    expect(controlCharMessage('名称')).toBe('名称包含非法字符')
  })
})

describe('field builders', () => {
  it('text: trims unless told not to, with its own empty message and a minimum in words', () => {
    expect(text('名称', { max: 5 }).parse('  ab ')).toBe('ab')
    expect(text('名称', { max: 5, trim: false }).parse(' ab ')).toBe(' ab ')
    expect(messagesOf(text('名称', { max: 5, trim: false }), '      ')).toEqual(['名称不能超过5个字符'])
    expect(messagesOf(text('名称', { max: 5, empty: '写点什么' }), '')).toEqual(['写点什么'])
    expect(messagesOf(text('名称', { max: 5, min: 3 }), 'ab')).toEqual(['名称至少3个字符'])
    expect(messagesOf(text('名称', { max: 5, min: 1 }), '')).toEqual(['请输入名称'])
    expect(messagesOf(text('名称', { max: 5 }), null)).toEqual(['请输入名称'])
    expect(messagesOf(text('名称', { max: 5 }), 12)).toEqual(['名称格式不正确'])
    expect(messagesOf(text('名称'), 'x'.repeat(201))).toEqual(['名称不能超过200个字符'])
    expect(text('名称').parse('x'.repeat(200))).toHaveLength(200)
  })

  it('optionalText: absent, null and blank are undefined; the rest is trimmed and capped', () => {
    const note = optionalText('备注', 3)
    expect(note.parse(undefined)).toBeUndefined()
    expect(note.parse(null)).toBeUndefined()
    expect(note.parse('   ')).toBeUndefined()
    expect(note.parse(' ab ')).toBe('ab')
    expect(messagesOf(note, 'abcd')).toEqual(['备注不能超过3个字符'])
    expect(messagesOf(note, 5)).toEqual(['备注格式不正确'])
    expect(messagesOf(optionalText('备注'), 'x'.repeat(201))).toEqual(['备注不能超过200个字符'])
  })

  it('id: digits (blank-padded too) become a number from 1 to 2³¹−1', () => {
    const schema = id('编号')
    expect(schema.parse('12')).toBe(12)
    expect(schema.parse(' 12 ')).toBe(12)
    expect(schema.parse(7)).toBe(7)
    expect(schema.parse(2147483647)).toBe(2147483647)
    expect(messagesOf(schema, 2147483648)).toEqual(['编号格式不正确'])
    expect(messagesOf(schema, 0)).toEqual(['编号格式不正确'])
    expect(messagesOf(schema, 1.5)).toEqual(['编号格式不正确'])
    expect(messagesOf(schema, '1a')).toEqual(['编号格式不正确'])
    expect(messagesOf(schema, '')).toEqual(['编号格式不正确'])
    expect(messagesOf(schema, undefined)).toEqual(['请输入编号'])
  })

  it('flag: the strings and numbers older clients send', () => {
    const schema = flag('开关')
    for (const yes of [true, 'true', '1', 1]) expect(schema.parse(yes)).toBe(true)
    for (const no of [false, 'false', '0', 0]) expect(schema.parse(no)).toBe(false)
    for (const bad of ['yes', 2, '', null]) expect(messagesOf(schema, bad)).toEqual(['开关格式不正确'])
  })

  it('noInput ignores whatever keys arrive', () => {
    expect(noInput.parse({ anything: 1 })).toEqual({ anything: 1 })
  })
})

describe('account schemas', () => {
  it('individual login: a code unless ispassword, then a password', () => {
    expect(messagesOf(authenticateInput, { userNameOrEmailAddress: '13800000000' })).toEqual(['验证码不能为空'])
    expect(messagesOf(authenticateInput, { userNameOrEmailAddress: '13800000000', phoneCode: '12a4' })).toEqual([
      '验证码格式不正确',
    ])
    expect(messagesOf(authenticateInput, { userNameOrEmailAddress: '13800000000', phoneCode: '1234' })).toEqual([])
    expect(messagesOf(authenticateInput, { userNameOrEmailAddress: '13800000000', ispassword: 'true' })).toEqual([
      '密码不能为空',
    ])
    expect(
      messagesOf(authenticateInput, {
        userNameOrEmailAddress: '13800000000',
        ispassword: true,
        password: 'x',
        phoneCode: 'bad',
      }),
    ).toEqual([])
    expect(authenticateInput.parse({ userNameOrEmailAddress: '13800000000', phoneCode: '1234' }).ispassword).toBe(false)
    const r = authenticateInput.safeParse({ userNameOrEmailAddress: '13800000000' })
    expect(toValidationErrors(r.error!)[0].members).toEqual(['phoneCode'])
  })

  it('a confirmation must match the new password when it is sent', () => {
    const base = { phoneCode: '1234', password: 'abc123' }
    expect(messagesOf(changeUserPswInput, base)).toEqual([])
    expect(messagesOf(changeUserPswInput, { ...base, confirmPassword: 'abc123' })).toEqual([])
    expect(messagesOf(changeUserPswInput, { ...base, confirmPassword: 'abc124' })).toEqual(['两次输入的密码不一致'])
    const reset = { PhoneNumber: '13800000000', ...base }
    expect(messagesOf(userResetPasswordInput, { ...reset, confirmPassword: 'x' })).toEqual(['两次输入的密码不一致'])
    expect(messagesOf(userResetPasswordInput, reset)).toEqual([])
    expect(messagesOf(companyResetPasswordInput, { ...reset, userName: 'qihang', confirmPassword: 'x' })).toEqual([
      '两次输入的密码不一致',
    ])
    expect(messagesOf(companyResetPasswordInput, { ...reset, userName: 'qihang', confirmPassword: 'abc123' })).toEqual(
      [],
    )
    const company = { companyName: '启航', userName: 'qihang', PhoneNumber: '13800000000', ...base }
    expect(messagesOf(registerCompanyInput, { ...company, confirmPassword: 'nope' })).toEqual(['两次输入的密码不一致'])
    expect(messagesOf(registerCompanyInput, company)).toEqual([])
  })
})

describe('catalogue schemas', () => {
  it('pages and page sizes: digits coerced, blanks defaulted, bounds in Chinese', () => {
    expect(pagedInput.parse({})).toEqual({ page: 1, pageSize: 20 })
    expect(pagedInput.parse({ page: '', pageSize: '' })).toEqual({ page: 1, pageSize: 20 })
    expect(pagedInput.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 })
    expect(pagedInput.parse({ page: 10000, pageSize: 1 })).toEqual({ page: 10000, pageSize: 1 })
    expect(messagesOf(pagedInput, { page: '0' })).toEqual(['页码格式不正确'])
    expect(messagesOf(pagedInput, { page: '10001' })).toEqual(['页码格式不正确'])
    expect(messagesOf(pagedInput, { page: '2x' })).toEqual(['页码格式不正确'])
    expect(messagesOf(pagedInput, { page: 1.5 })).toEqual(['页码格式不正确'])
    expect(messagesOf(pagedInput, { pageSize: '101' })).toEqual(['每页条数不能超过100'])
    expect(messagesOf(pagedInput, { pageSize: '0' })).toEqual(['每页条数格式不正确'])
    expect(messagesOf(pagedInput, { pageSize: 'x' })).toEqual(['每页条数格式不正确'])
  })

  it('course lists: blank or null ids are absent, sort from the list', () => {
    expect(courseListInput.parse({ pcourseTypeId: '', courseTypeId: null })).toEqual({
      sort: 'newest',
      page: 1,
      pageSize: 20,
    })
    expect(courseListInput.parse({ courseTypeId: '5', sort: 'popular' })).toMatchObject({
      courseTypeId: 5,
      sort: 'popular',
    })
    expect(messagesOf(courseListInput, { sort: 'oldest' })).toEqual(['排序方式不正确'])
    expect(messagesOf(courseListInput, { courseTypeId: 'x' })).toEqual(['课程分类格式不正确'])
  })
})

describe('siteFeatures', () => {
  const ALL: (keyof FeatureSwitches)[] = [
    'isHideMenuTeacher',
    'isHideMenuMoreSpecial',
    'isHideGoldTeacher',
    'isHideSelectedSpecial',
    'isHideCompanyRegAndLogin',
    'isHideLoginByQQ',
    'isHideLoginByWechat',
    'isHideBottom',
    'isOpenPlatformService',
  ]
  const FEATURE: Record<keyof FeatureSwitches, string> = {
    isHideMenuTeacher: 'showTeacherMenu',
    isHideMenuMoreSpecial: 'showTopicMenu',
    isHideGoldTeacher: 'showGoldTeachers',
    isHideSelectedSpecial: 'showSelectedTopics',
    isHideCompanyRegAndLogin: 'companyAccounts',
    isHideLoginByQQ: 'qqLogin',
    isHideLoginByWechat: 'weChatLogin',
    isHideBottom: 'showFollowQr',
    isOpenPlatformService: 'platformService',
  }

  it.each(ALL)('%s true turns on its feature and no other', (name) => {
    const features = siteFeatures({ [name]: true } as unknown as FeatureSwitches)
    expect(Object.entries(features).filter(([, on]) => on)).toEqual([[FEATURE[name], true]])
  })

  it('anything but an explicit true is off, as before settings arrive', () => {
    const loose = Object.fromEntries(ALL.map((k) => [k, 1])) as unknown as FeatureSwitches
    expect(Object.values(siteFeatures(loose)).some(Boolean)).toBe(false)
    expect(Object.values(NO_FEATURES).some(Boolean)).toBe(false)
    expect(Object.keys(NO_FEATURES).sort()).toEqual(Object.values(FEATURE).sort())
  })
})

describe('ApiClientError', () => {
  const error = (init: Partial<ConstructorParameters<typeof ApiClientError>[0]> = {}) =>
    new ApiClientError({ kind: 'api', code: 400, message: '手机号格式不正确', status: 400, ...init })

  it('is an Error with the envelope’s code, the status and the message', () => {
    const e = error()
    expect(e).toBeInstanceOf(Error)
    expect(e).toMatchObject({
      name: 'ApiClientError',
      kind: 'api',
      code: 400,
      status: 400,
      message: '手机号格式不正确',
      action: null,
    })
    expect(e.validationErrors).toBeNull()
    expect(isApiClientError(e)).toBe(true)
    expect(isApiClientError(new Error('x'))).toBe(false)
    expect(isApiClientError({ kind: 'api' })).toBe(false)
  })

  it('isClientError: 400 to 499 only', () => {
    expect(error({ status: 399 }).isClientError).toBe(false)
    expect(error({ status: 400 }).isClientError).toBe(true)
    expect(error({ status: 499 }).isClientError).toBe(true)
    expect(error({ status: 500 }).isClientError).toBe(false)
    expect(error({ status: 0, kind: 'network' }).isClientError).toBe(false)
  })

  it('fieldError finds a member case-insensitively, else undefined', () => {
    const e = error({
      validationErrors: [
        { message: '请输入手机号码', members: ['x', 'PhoneNumber'] },
        { message: '验证码不能为空', members: ['phoneCode'] },
      ],
    })
    expect(e.fieldError('phoneNumber')).toBe('请输入手机号码')
    expect(e.fieldError('PHONECODE')).toBe('验证码不能为空')
    expect(e.fieldError('password')).toBeUndefined()
    expect(error().fieldError('phoneNumber')).toBeUndefined()
  })
})
