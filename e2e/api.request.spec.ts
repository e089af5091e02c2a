// The API's route files over HTTP against the built server — what the dispatcher's own tests (lib/api/dispatch.int.test.ts,
// lib/api/registry-openapi.test.ts) cannot see: every /api path reaches the dispatcher or the catch-all through Next's
// routes, with every verb, and the OpenAPI document is served.
import { expect, test } from './test'
import { apiUrl, hostHeader } from './helpers'

test('every /api route file hands its paths and verbs on: unknown ones are 404 envelopes, wrong verbs 405, never Next’s page', async ({
  request,
}) => {
  const headers = hostHeader('demo')
  // app/api/[...rest] (no route file names the path), then each prefix's route file with a method the registry lacks.
  for (const path of [
    '/api/whatever/else',
    '/api/services/app/Nope/Nothing',
    '/api/Common/Nope',
    '/api/TokenAuth/Nope',
  ]) {
    const res = await request.get(apiUrl(path), { headers })
    expect(res.status(), path).toBe(404)
    expect(await res.json(), path).toMatchObject({ success: false, __abp: true, error: { code: 404 } })
  }
  // The route files take every verb, so a known method's wrong one is the dispatcher's 405 with Allow, not Next's.
  for (const [verb, path, allow] of [
    ['POST', '/api/Common/GetCommonSetting', 'GET'],
    ['PUT', '/api/services/app/Account/IsTenantAvailable', 'POST'],
  ] as const) {
    const res = await request.fetch(apiUrl(path), { method: verb, headers, data: {} })
    expect(res.status(), `${verb} ${path}`).toBe(405)
    expect(res.headers()['allow'], `${verb} ${path}`).toBe(allow)
    expect(await res.json(), `${verb} ${path}`).toMatchObject({
      success: false,
      __abp: true,
      error: { code: 405, message: '请求方式不正确' },
    })
  }
})

test('/api/openapi.json is served and lists every method', async ({ request }) => {
  const res = await request.get(apiUrl('/api/openapi.json'))
  expect(res.status()).toBe(200)
  const doc = await res.json()
  expect(doc.openapi).toMatch(/^3\./)
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/Common/GetCommonSetting',
      '/api/Common/GetHomeHeaderAndBottom',
      '/api/Common/ClearCache',
      '/api/services/app/Account/IsTenantAvailable',
      '/api/services/app/TenantHome/GetIsOpenPlatformService',
    ]),
  )
})
