// /api/services/app/Account/{Method}: tenant availability.
import {
  isTenantAvailableInput,
  TENANT_AVAILABILITY,
  type IsTenantAvailableOutput,
} from '@/lib/contract/schemas/tenant'
import { getTenantBySlug } from '@/lib/db/queries/tenants'
import { TENANT_STATE } from '@/lib/db/schema'
import { isTenantSlug } from '@/lib/proxy/tenant'
import { method } from './define'

export const accountService = {
  /** Whether a tenant exists and is active: state 1 active, 2 inactive, 3 not found (docs/spec.md §4). */
  IsTenantAvailable: method({
    verb: 'POST',
    auth: 'anonymous',
    tenant: 'optional',
    input: isTenantAvailableInput,
    summary: '查询机构是否可用：1 可用，2 已停用，3 不存在',
    handler: async ({ tenancyName }, ctx): Promise<IsTenantAvailableOutput> => {
      const slug = tenancyName.toLowerCase()
      const tenant = isTenantSlug(slug) ? await getTenantBySlug(ctx.db, { slug }) : null
      if (!tenant) return { state: TENANT_AVAILABILITY.notFound, tenantId: null }
      const state =
        tenant.state === TENANT_STATE.inactive ? TENANT_AVAILABILITY.unavailable : TENANT_AVAILABILITY.available
      return { state, tenantId: tenant.id }
    },
  }),
}
