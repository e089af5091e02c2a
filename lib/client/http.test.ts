/** @jest-environment node */
// The HTTP client (lib/client/http.ts): successful calls, the refusals of docs/spec.md §8 and broken answers; the 图形验证码
// retry is in http-captcha.test.ts. ky ships ESM only and the shared jest config does not transform node_modules, so the
// real ky is compiled to CommonJS in the test realm (fake timers then drive ky's own timeout): tests/http-harness.ts.
jest.mock('ky', () => jest.requireActual('@/tests/http-harness').loadEsmInTestRealm(require.resolve('ky')))

import { errorEnvelope, okEnvelope } from '@/lib/contract/envelope'
import { apiGet, apiPost, apiPut, ApiClientError, httpEffects, REQUEST_TIMEOUT_MS, resetExitGuard } from './http'
import {
  answer,
  effects,
  fail,
  hang,
  json,
  ORIGIN,
  rejection,
  sent,
  sentBodies,
  setPathname,
  toasts,
  setUpHttpHarness,
  waitUntil,
} from '@/tests/http-harness'

setUpHttpHarness()

describe('successful calls', () => {
  it('GET resolves to result, same-origin, with params and a _t timestamp', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000)
    answer(() => json(okEnvelope({ messageCount: 3, newestMessageType: 1 })))
    await expect(
      apiGet('/api/services/app/MessageCenter/GetMessageCountByLogin', { PhoneNumber: '13800000000', skip: null }),
    ).resolves.toEqual({ messageCount: 3, newestMessageType: 1 })
    jest.restoreAllMocks()

    const [request] = sent
    const url = new URL(request.url)
    expect(request.method).toBe('GET')
    expect(url.origin).toBe(ORIGIN)
    expect(url.pathname).toBe('/api/services/app/MessageCenter/GetMessageCountByLogin')
    expect(url.searchParams.get('PhoneNumber')).toBe('13800000000')
    expect(url.searchParams.has('skip')).toBe(false)
    expect(url.searchParams.get('_t')).toBe('1700000000000')
    expect(request.credentials).toBe('same-origin')
    expect(request.headers.get('accept')).toBe('application/json')
    expect(request.headers.get('authorization')).toBeNull()
  })

  it('keeps a query already in the path and repeats array params', async () => {
    answer(() => json(okEnvelope([])))
    await apiGet('/api/Common/GetHomeCourseTeacherByClassification?a=1', { ids: [1, 2], flag: false })
    const url = new URL(sent[0].url)
    expect(url.searchParams.get('a')).toBe('1')
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2'])
    expect(url.searchParams.get('flag')).toBe('false')
  })

  it('POST sends JSON without a timestamp', async () => {
    answer(() => json(okEnvelope(true)))
    const body = { PhoneNumber: '13800000000' }
    await expect(apiPost<boolean>('/api/TokenAuth/SendPhoneCode', body)).resolves.toBe(true)
    const [request] = sent
    expect(request.method).toBe('POST')
    expect(new URL(request.url).search).toBe('')
    expect(request.headers.get('content-type')).toMatch(/application\/json/)
    expect(JSON.parse(sentBodies[0])).toEqual(body)
  })

  it('PUT sends JSON; a null result resolves to null', async () => {
    answer(() => json(okEnvelope(null)))
    await expect(apiPut('/api/services/app/FrontCompany/UpdateCompanyInfo', { name: '公司' })).resolves.toBeNull()
    expect(sent[0].method).toBe('PUT')
    expect(JSON.parse(sentBodies[0])).toEqual({ name: '公司' })
  })

  it('POST with FormData sends multipart', async () => {
    answer(() => json(okEnvelope({ url: '/storage/a.png' })))
    const form = new FormData()
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png')
    await apiPost('/api/Common/UploadFile', form)
    expect(sent[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('an input holding a file (an upload method’s { file, purpose }) goes as multipart with its fields', async () => {
    answer(() => json(okEnvelope({ key: 'avatars/a.jpg' })))
    const file = new File(['x'], 'avatar.jpg', { type: 'image/jpeg' })
    await apiPost('/api/Common/UploadFile', { file, purpose: 'avatar', note: undefined })
    expect(sent[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(sentBodies[0]).toContain('name="file"; filename="avatar.jpg"')
    expect(sentBodies[0]).toMatch(/name="purpose"\r\n\r\navatar\r\n/)
    expect(sentBodies[0]).not.toContain('name="note"')
  })

  it('passes extra headers without losing the defaults', async () => {
    answer(() => json(okEnvelope(1)))
    await apiGet('/api/x', undefined, { headers: { 'x-extra': 'y' } })
    expect(sent[0].headers.get('x-extra')).toBe('y')
    expect(sent[0].headers.get('accept')).toBe('application/json')
  })
})

describe('refusals (docs/spec.md §8)', () => {
  it('other codes reject with the server message and validation errors, logged, no side effects', async () => {
    const validationErrors = [{ message: '手机号格式不正确', members: ['phoneNumber'] }]
    answer(() => json(errorEnvelope({ code: 400, message: '手机号格式不正确', details: null, validationErrors }), 400))
    const error = await rejection(apiPost('/api/TokenAuth/SendPhoneCode', { PhoneNumber: '1' }))
    expect(error).toMatchObject({ kind: 'api', code: 400, status: 400, message: '手机号格式不正确', action: 'inline' })
    expect(error.validationErrors).toEqual(validationErrors)
    expect(error.fieldError('PhoneNumber')).toBe('手机号格式不正确')
    expect(error.isClientError).toBe(true)
    expect(effects.log).toHaveBeenCalledWith(error, { method: 'POST', path: '/api/TokenAuth/SendPhoneCode' })
    expect(effects.navigate).not.toHaveBeenCalled()
    expect(effects.clearStorage).not.toHaveBeenCalled()
    expect(toasts).toEqual([])
  })

  it('a failure envelope with HTTP 200 still rejects', async () => {
    answer(() => json(errorEnvelope({ code: 0, message: '您已加入企业', details: null, validationErrors: null }), 200))
    const error = await rejection(apiPost('/api/services/app/CompanyInviteUser/InviteUserAccept', { id: 1 }))
    expect(error).toMatchObject({ code: 0, status: 200, message: '您已加入企业' })
  })

  it('-10 right after the owner changed the password leaves the sign-out to the form (no trip home first)', async () => {
    httpEffects.signingOutAfterPasswordChange = () => true
    fail(-10, 401, '登录已失效，请重新登录')
    const error = await rejection(apiGet('/api/services/app/FrontUser/GetUserBaseInfo'))
    expect(error).toMatchObject({ code: -10, action: 'session-ended' })
    expect(effects.clearStorage).not.toHaveBeenCalled()
    expect(effects.navigate).not.toHaveBeenCalled()
  })

  it('-10 clears the session-ended list and goes home', async () => {
    fail(-10, 401, '登录已失效，请重新登录')
    const error = await rejection(apiGet('/api/services/app/FrontUser/GetUserBaseInfo'))
    expect(error).toMatchObject({ code: -10, status: 401, action: 'session-ended' })
    expect(effects.clearStorage).toHaveBeenCalledWith('session-ended')
    expect(effects.navigate).toHaveBeenCalledWith('/')
    expect(toasts).toEqual([])
  })

  it('HTTP 401 outside learning pages: toast, clear as logout, go home after the toast', async () => {
    jest.useFakeTimers()
    fail(401, 401, '请先登录')
    const error = await rejection(apiGet('/api/services/app/FrontUser/GetUserBaseInfo'))
    expect(error.action).toBe('signed-out')
    expect(toasts).toEqual([expect.objectContaining({ type: 'error', message: '请先登录' })])
    expect(effects.clearStorage).toHaveBeenCalledWith('logout')
    expect(effects.navigate).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1500)
    expect(effects.navigate).toHaveBeenCalledWith('/')
    expect(effects.reload).not.toHaveBeenCalled()
  })

  it('on the console a lost session goes to its sign-in page with the way back, leaving the learner’s storage', async () => {
    jest.useFakeTimers()
    httpEffects.location = () => ({ origin: ORIGIN, pathname: '/admin/operators', search: '?page=2' })
    fail(-10, 401, '登录已失效，请重新登录')
    const error = await rejection(apiGet('/admin/api/services/app/AdminOperator/GetList'))
    expect(error.action).toBe('console-signed-out')
    expect(toasts.map((t) => [t.type, t.message])).toEqual([['error', '登录已失效，请重新登录']])
    expect(effects.clearStorage).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1500)
    expect(effects.navigate).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2Foperators%3Fpage%3D2')
  })

  it('401 on the learning page: toast, then reload after 1.5 s', async () => {
    jest.useFakeTimers()
    setPathname('/course/learn/42')
    fail(401, 401, '登录超时')
    const error = await rejection(apiGet('/api/x'))
    expect(error.action).toBe('reload')
    expect(toasts.map((t) => [t.type, t.message])).toEqual([['error', '登录超时']])
    expect(effects.clearStorage).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1499)
    expect(effects.reload).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(effects.reload).toHaveBeenCalledTimes(1)
    expect(effects.navigate).not.toHaveBeenCalled()
  })

  it.each([
    [403, '/403'],
    [404, '/404'],
    [500, '/500'],
  ])('code %i goes to %s, or stays inline when asked', async (code, page) => {
    fail(code, code)
    const error = await rejection(apiGet('/api/x'))
    expect(error.action).toBe('navigate')
    expect(effects.navigate).toHaveBeenCalledWith(page)

    resetExitGuard()
    effects.navigate.mockReset()
    const inlineError = await rejection(apiPost('/api/y', {}, { inline: true }))
    expect(inlineError).toMatchObject({ code, action: 'inline', message: '出错了' })
    expect(effects.navigate).not.toHaveBeenCalled()
    expect(effects.log).toHaveBeenCalledTimes(1)
  })

  it('acts once for parallel failures', async () => {
    fail(403, 403)
    await Promise.allSettled([apiGet('/api/a'), apiGet('/api/b'), apiGet('/api/c')])
    expect(effects.navigate).toHaveBeenCalledTimes(1)
  })
})

describe('broken answers and no answer', () => {
  it.each([
    ['an HTML gateway error', () => new Response('<html>502 Bad Gateway</html>', { status: 502 }), 502],
    ['broken JSON', () => new Response('{"success":', { status: 200 }), 200],
    ['JSON that is not an envelope', () => json({ ok: true }), 200],
    ['an empty body', () => new Response(null, { status: 204 }), 204],
  ])('%s becomes 服务器开小差了', async (_name, make, status) => {
    answer(make)
    const error = await rejection(apiGet('/api/x'))
    expect(error).toMatchObject({
      kind: 'bad-response',
      message: '服务器开小差了，请稍后再试',
      status,
      action: 'inline',
    })
    expect(effects.navigate).not.toHaveBeenCalled()
  })

  it('a network failure rejects with 网络异常', async () => {
    httpEffects.fetch = async () => {
      throw new TypeError('fetch failed')
    }
    const error = await rejection(apiPost('/api/x', {}))
    expect(error).toMatchObject({ kind: 'network', status: 0, message: '网络异常，请检查网络后重试', action: 'inline' })
    expect(error.isClientError).toBe(false)
  })

  it('times out after 30 s with 请求超时', async () => {
    jest.useFakeTimers()
    httpEffects.fetch = hang
    const settled = jest.fn()
    const pending = apiGet('/api/slow').catch((e: unknown) => {
      settled()
      return e
    })
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(ApiClientError)
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后再试', status: 0, action: 'inline' })
  })

  it.each(['before', 'while'])(
    'a request cancelled %s it is sent rejects with the abort, without effects',
    async (when) => {
      const controller = new AbortController()
      const started = jest.fn()
      httpEffects.fetch = (request: Request) => {
        started()
        return hang(request)
      }
      const pending = apiGet('/api/x', undefined, { signal: controller.signal })
      if (when === 'while') await waitUntil(() => started.mock.calls.length > 0)
      controller.abort()
      const error = await pending.catch((e: unknown) => e)
      expect(error).not.toBeInstanceOf(ApiClientError)
      expect((error as Error).name).toBe('AbortError')
      expect(effects.log).not.toHaveBeenCalled()
      expect(effects.navigate).not.toHaveBeenCalled()
    },
  )

  it('refuses to run outside a browser', async () => {
    httpEffects.location = () => null
    await expect(apiGet('/api/x')).rejects.toThrow(/browser-only/)
  })
})
