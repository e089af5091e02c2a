// /api/services/app/TenantHome/{Method}: home-page data of the host's tenant.
import { noInput } from '@/lib/contract/fields'
import { method } from './define'
import { requireSite } from '@/lib/auth/context'
import { homeCatalogueMethods } from './front-course'

export const tenantHomeService = {
  GetHomeNewCoursePage: homeCatalogueMethods.GetHomeNewCoursePage,

  /** Whether the platform-service tab (/join) is switched on for this tenant. */
  GetIsOpenPlatformService: method({
    verb: 'GET',
    auth: 'anonymous',
    input: noInput,
    summary: '是否开启平台服务（移动端“平台服务”标签与 /join 页面）',
    handler: (_input, ctx) => requireSite(ctx).features.platformService,
  }),
}
