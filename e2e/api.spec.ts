// The API over HTTP against the running server: envelope, tenant from Host, 400/404/405, OpenAPI.
import { expect, test } from './test'
import { apiUrl, hostHeader } from './helpers'

test('GetCommonSetting answers the host tenant', async ({ request }) => {
  const res = await request.get(apiUrl(`/api/Common/GetCommonSetting?_t=${Date.now()}`), { headers: hostHeader('acme') })
  expect(res.status()).toBe(200)
  expect(await res.json()).toMatchObject({ success: true, result: { tenantName: '艾克美企业大学', overallSubjectColor: '#0f766e' } })
})

test('IsTenantAvailable: closed → 2, nope → 3, bad payload → 400', async ({ request }) => {
  const post = (data: unknown) =>
    request.post(apiUrl('/api/services/app/Account/IsTenantAvailable'), { headers: hostHeader('demo'), data })
  expect((await (await post({ tenancyName: 'closed' })).json()).result.state).toBe(2)
  expect((await (await post({ tenancyName: 'nope' })).json()).result.state).toBe(3)
  const bad = await post({ tenancyName: 12 })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ success: false, error: { message: '租户名称格式不正确' } })
})

test('unknown methods and paths answer 404 envelopes, wrong verbs 405', async ({ request }) => {
  const unknown = await request.get(apiUrl('/api/services/app/Nope/Nothing'), { headers: hostHeader('demo') })
  expect(unknown.status()).toBe(404)
  expect((await unknown.json()).error.code).toBe(404)
  const stray = await request.get(apiUrl('/api/whatever/else'), { headers: hostHeader('demo') })
  expect(stray.status()).toBe(404)
  expect((await stray.json()).__abp).toBe(true)
  const verb = await request.post(apiUrl('/api/Common/GetCommonSetting'), { headers: hostHeader('demo'), data: {} })
  expect(verb.status()).toBe(405)
})

test('/api/openapi.json lists every method', async ({ request }) => {
  const doc = await (await request.get(apiUrl('/api/openapi.json'))).json()
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
