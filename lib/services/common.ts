// /api/Common/{Method}: tenant settings, header/footer data, cache control.
import { revalidatePath, revalidateTag } from 'next/cache'
import { noInput } from '@/lib/contract/fields'
import { consume } from '@/lib/auth/limits'
import { method } from './define'
import { requireSite } from '@/lib/auth/context'
import { issueCaptcha } from '@/lib/auth/captcha'
import { captchaInput } from '@/lib/contract/schemas/captcha'
import { homeCatalogueMethods } from './front-course'
import { tenantTag } from './tenant-site'

export const commonService = {
  GetHomeCourseTeacherByClassification: homeCatalogueMethods.GetHomeCourseTeacherByClassification,

  /** The tenant's settings (docs/spec.md §3 "Common settings"); the client caches them in localStorage. */
  GetCommonSetting: method({
    verb: 'GET',
    auth: 'anonymous',
    input: noInput,
    summary: '获取机构的通用设置（名称、Logo、主题色、菜单开关等）',
    handler: (_input, ctx) => requireSite(ctx).settings,
  }),

  /** Header and footer data: logo, name, category tree, QR image, about links, record number. */
  GetHomeHeaderAndBottom: method({
    verb: 'GET',
    auth: 'anonymous',
    input: noInput,
    summary: '获取页头与页脚数据（课程分类树、关注二维码、关于链接、备案号）',
    handler: (_input, ctx) => requireSite(ctx).header,
  }),

  /** A 图形验证码 picture, for the retry of a call that answered error.code 428 (a global ceiling was passed). */
  GetCaptcha: method({
    verb: 'GET',
    auth: 'anonymous',
    input: captchaInput,
    summary: '获取图形验证码 → { captchaId, image, expireInSeconds }',
    description:
      '当接口返回 error.code 428（该账号或手机号在各处的尝试已超过上限）时使用：展示 image（PNG data URL），' +
      '用户输入图中4位数字后，在原请求上加请求头 X-Captcha: {captchaId}.{答案} 重试。每张图仅可作答一次，5分钟内有效；' +
      '每个IP每10分钟最多获取30张。',
    handler: (_input, ctx) => issueCaptcha(ctx),
  }),

  /** Drops the tenant's cached settings and pages so the next request reads fresh data. */
  ClearCache: method({
    verb: 'POST',
    auth: 'anonymous',
    // A tenant reopened in the database is still closed in the cache until this runs on its host.
    closedTenant: 'answer',
    input: noInput,
    summary: '清除本机构的设置与页面缓存',
    description:
      '使本机构（由请求的主机名决定）的已缓存设置与公开页面立即失效；下一次请求重新读取数据库。' +
      '每个客户端每分钟最多 5 次。',
    handler: async (_input, ctx) => {
      const site = requireSite(ctx)
      // Counted in the database like every other limit, so N app instances allow 5 in all, not 5 each.
      await consume(ctx.db, [
        { rule: 'clearCacheIp', key: `${site.tenantId}:${ctx.clientIp}`, message: (w) => `操作过于频繁，请${w}后再试` },
      ])
      revalidateTag(tenantTag(site.slug), { expire: 0 })
      revalidatePath(`/${site.slug}`, 'layout')
      return true
    },
  }),
}
