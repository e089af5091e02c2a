/** @jest-environment node */
import { tenantOrigin } from './site-url'

it('builds the tenant origin from the template or the local default', () => {
  expect(tenantOrigin('acme', { SITE_URL_TEMPLATE: 'https://{tenant}.edu.example.cn/' })).toBe(
    'https://acme.edu.example.cn',
  )
  expect(tenantOrigin('demo', { PORT: '4000' })).toBe('http://demo.localhost:4000')
  expect(tenantOrigin('demo', {})).toBe('http://demo.localhost:3000')
})
