/** @jest-environment node */
// The HTTP client's 图形验证码 retry (error.code 428, issue 23 M3): the person is asked for the picture and the same call
// goes again with the answer. Harness: tests/http-harness.ts (the real ky, compiled in the test realm).
jest.mock('ky', () => jest.requireActual('@/tests/http-harness').loadEsmInTestRealm(require.resolve('ky')))
jest.mock('./captcha-prompt', () => ({ askCaptcha: jest.fn() }))

import { errorEnvelope, okEnvelope } from '@/lib/contract/envelope'
import { apiPost } from './http'
import { askCaptcha } from './captcha-prompt'
import { answer, effects, json, rejection, sent, sentBodies, setUpHttpHarness } from '@/tests/http-harness'

setUpHttpHarness()

describe('图形验证码 (error.code 428, issue 23 M3)', () => {
  const asked = (message: string) => errorEnvelope({ code: 428, message, details: null, validationErrors: null }, false)
  const prompt = askCaptcha as jest.MockedFunction<typeof askCaptcha>
  beforeEach(() => prompt.mockReset())

  it('asks the person for the picture, then sends the same call again with the answer in X-Captcha', async () => {
    prompt.mockResolvedValueOnce('abcdefghijklmnopqrstuvwx.2345')
    let n = 0
    answer(() =>
      n++ === 0
        ? json(asked('操作较为频繁，请输入图形验证码后继续'), 428)
        : json(okEnvelope({ resendAfterSeconds: 60 })),
    )
    await expect(apiPost('/api/TokenAuth/SendPhoneCode', { PhoneNumber: '13800000000' })).resolves.toEqual({
      resendAfterSeconds: 60,
    })
    expect(prompt).toHaveBeenCalledWith('操作较为频繁，请输入图形验证码后继续')
    expect(sent).toHaveLength(2)
    expect(sent[0].headers.get('x-captcha')).toBeNull()
    expect(sent[1].headers.get('x-captcha')).toBe('abcdefghijklmnopqrstuvwx.2345')
    expect(sentBodies[1]).toBe(sentBodies[0])
  })

  it('a wrong answer is asked again with the server’s words; a closed prompt leaves them where the user acted', async () => {
    prompt.mockResolvedValueOnce('abcdefghijklmnopqrstuvwx.9999').mockResolvedValueOnce(null)
    let n = 0
    answer(() =>
      json(asked(n++ === 0 ? '操作较为频繁，请输入图形验证码后继续' : '图形验证码错误或已失效，请重新输入'), 428),
    )
    const error = await rejection(apiPost('/api/TokenAuth/SendPhoneCode', { PhoneNumber: '13800000000' }))
    expect(prompt.mock.calls.map((c) => c[0])).toEqual([
      '操作较为频繁，请输入图形验证码后继续',
      '图形验证码错误或已失效，请重新输入',
    ])
    expect(error).toMatchObject({
      code: 428,
      status: 428,
      message: '图形验证码错误或已失效，请重新输入',
      action: 'inline',
    })
    expect(sent).toHaveLength(2)
    expect(effects.navigate).not.toHaveBeenCalled()
  })
})
