// lib/services/tenant-site with getTenantSite remembered per slug, as 'use cache' does in the server (Jest runs the
// function body every time: four queries before every dispatched request). For the suites that send thousands of
// requests and never change a tenant (fuzz, race, isolation):
//   jest.mock('@/lib/services/tenant-site', () => jest.requireActual('@/tests/tenant-site-memo'))
import type * as TenantSiteModule from '@/lib/services/tenant-site'

const actual = jest.requireActual<typeof TenantSiteModule>('@/lib/services/tenant-site')
const memo = new Map<string, ReturnType<typeof actual.readTenantSite>>()

module.exports = {
  ...actual,
  getTenantSite(slug: string) {
    let found = memo.get(slug)
    if (!found) memo.set(slug, (found = actual.readTenantSite(slug)))
    return found
  },
}
