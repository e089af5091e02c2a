/** @jest-environment node */
// The dispatcher's reading of a request's input, on stand-in methods (tests/dispatch-harness.ts): query or body by verb,
// the body's size and encoding limits, and what the zod schema makes of it. The other decisions are
// dispatch-rules.test.ts's.
import { z } from 'zod'
import { MAX_BODY_BYTES } from './dispatch'
import { call, handler, input, resetStandIns, SAME_ORIGIN, spec } from '@/tests/dispatch-harness'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('@/lib/auth/sessions', () => ({ lookupSession: jest.fn() }))
jest.mock('@/lib/auth/session-cookie', () => ({ sessionTokenFromCookie: jest.fn() }))
jest.mock('@/lib/db/client', () => ({ getDb: async () => ({ stand: 'in db' }) }))
jest.mock('./registry', () => jest.requireActual('@/tests/dispatch-stand-in'))

beforeEach(resetStandIns)

describe('the input', () => {
  it('reads GET and DELETE input from the query, without the timestamp parameters', async () => {
    await call(spec({}), { query: '?a=1&_=2&_t=3&t=4&timestamp=5&time=6&b=x' })
    expect(input()).toEqual({ a: '1', b: 'x' })
    await call(spec({ verb: 'DELETE' }), { method: 'DELETE', query: '?id=3&_=9', headers: { origin: SAME_ORIGIN } })
    expect(input()).toEqual({ id: '3' })
  })

  it('reads other verbs from the JSON body; an empty or blank body is no input', async () => {
    const post = (body?: string) => ({ method: 'POST', headers: { origin: SAME_ORIGIN }, body, query: '?q=ignored' })
    await call(spec({ verb: 'POST' }), post('{"a":[1,2]}'))
    expect(input()).toEqual({ a: [1, 2] })
    await call(spec({ verb: 'PUT' }), { ...post('{"b":true}'), method: 'PUT' })
    expect(input()).toEqual({ b: true })
    await call(spec({ verb: 'POST' }), post())
    expect(input()).toEqual({})
    await call(spec({ verb: 'POST' }), post('  \n '))
    expect(input()).toEqual({})
  })

  it('refuses broken JSON with 400, code 400', async () => {
    const res = await call(spec({ verb: 'POST' }), { method: 'POST', headers: { origin: SAME_ORIGIN }, body: '{"a":' })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({ code: 400, message: '请求数据不是有效的 JSON', validationErrors: null })
  })

  it('refuses a body over 1 MiB by its Content-Length, or while streaming one without', async () => {
    const declared = await call(spec({ verb: 'POST' }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN, 'content-length': String(MAX_BODY_BYTES + 1) },
    })
    expect(declared.status).toBe(413)
    expect(declared.body.error).toMatchObject({ code: 413, message: '请求数据过大' })
    const atLimit = await call(spec({ verb: 'POST' }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN, 'content-length': String(MAX_BODY_BYTES) },
      body: '{"a":1}'.padEnd(MAX_BODY_BYTES, ' '),
    })
    expect(atLimit.status).toBe(200)
    expect(input()).toEqual({ a: 1 })

    const chunk = new Uint8Array(256 * 1024).fill(0x20)
    const streamOf = (chunks: number, last: Uint8Array = chunk) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < chunks - 1; i++) controller.enqueue(chunk)
          controller.enqueue(last)
          controller.close()
        },
      })
    const over = await call(spec({ verb: 'POST' }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN },
      body: streamOf(5, new Uint8Array(1).fill(0x20)),
    })
    expect(over.status).toBe(413)
    // Exactly 1 MiB of blanks is taken (and, being blank, is no input).
    const exact = await call(spec({ verb: 'POST' }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN },
      body: streamOf(4),
    })
    expect(exact.status).toBe(200)
    expect(input()).toEqual({})
  })

  it('joins a body that arrives in several chunks', async () => {
    const parts = ['{"name":"启', '航"}'].map((s) => new TextEncoder().encode(s))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part)
        controller.close()
      },
    })
    await call(spec({ verb: 'POST' }), { method: 'POST', headers: { origin: SAME_ORIGIN }, body })
    expect(input()).toEqual({ name: '启航' })
  })

  it('answers a schema failure with 400, code 400, the first message and every validation error', async () => {
    const schema = z.object({
      phone: z.string({ error: '请输入手机号码' }),
      code: z.string({ error: '验证码不能为空' }),
    })
    const res = await call(spec({ input: schema }))
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual({
      code: 400,
      message: '请输入手机号码',
      details: null,
      validationErrors: [
        { message: '请输入手机号码', members: ['phone'] },
        { message: '验证码不能为空', members: ['code'] },
      ],
    })
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands the handler the parsed input, not the raw one', async () => {
    await call(spec({ input: z.object({ n: z.coerce.number() }) }), { query: '?n=7' })
    expect(input()).toEqual({ n: 7 })
  })

  it('refuses control characters a schema let through, naming where they are', async () => {
    const body = JSON.stringify({ profile: { name: 'a\u0000b' } })
    const res = await call(spec({ verb: 'POST' }), { method: 'POST', headers: { origin: SAME_ORIGIN }, body })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 400,
      message: '请求参数包含非法字符',
      validationErrors: [{ message: '请求参数包含非法字符', members: ['profile.name'] }],
    })
    const top = await call(spec({ verb: 'POST', input: z.string() }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN },
      body: '"x\\u0007"',
    })
    expect(top.status).toBe(400)
    expect(top.body.error).toMatchObject({ message: '请求参数包含非法字符', validationErrors: null })
    expect(handler).not.toHaveBeenCalled()
  })
})
