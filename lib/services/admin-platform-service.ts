// AdminPlatformService: the tenant's 平台服务 (/join, issue 32) in the console — list, add, edit, 上移/下移 and 显示/隐藏.
// Every role reads them (they are public); 管理员 and 运营 change them, like the catalogue. A change shows on /join and
// /toconsult at once: the tenant's cache tag drops after the commit. Services are hidden, never deleted: requests
// name them.
import { methodFor } from '@/lib/contract/define'
import { badRequest, businessRule, notFound } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { ANY_ROLE } from '@/lib/contract/operator-roles'
import {
  SERVICE_LIMITS,
  SERVICE_MSG as MSG,
  movePlatformServiceInput,
  platformServiceInput,
  publishPlatformServiceInput,
  updatePlatformServiceInput,
  type AdminPlatformServiceList,
  type AdminPlatformServiceRow,
} from '@/lib/contract/schemas/admin-platform-service'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  insertService,
  listAllServices,
  slugTaken,
  updateService,
  type PlatformServiceValues,
} from '@/lib/db/queries/platform-services'
import { CATALOGUE_EDITORS, changes, siteChanged } from './admin-catalogue'

const method = methodFor<ServiceContext>()

type Stored = Awaited<ReturnType<typeof listAllServices>>[number]

const rowOf = (s: Stored): AdminPlatformServiceRow => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  summary: s.summary,
  description: s.description,
  audience: s.audience,
  steps: s.steps,
  deliverables: s.deliverables,
  sortOrder: s.sortOrder,
  isPublished: s.isPublished,
})

/** How the 操作日志 shows a service: its fields, lists as one line each. */
const logged = (v: PlatformServiceValues) => ({
  ...v,
  steps: (v.steps ?? []).join(' → '),
  deliverables: (v.deliverables ?? []).join('、'),
})

/** The tenant's services, locked for the change, and the one named `id` (404 when it is not the tenant's). */
async function lockedWith(ctx: ServiceContext, id: number) {
  const tenantId = requireSite(ctx).tenantId
  const all = await listAllServices(ctx.db, { tenantId, lock: true })
  const found = all.find((s) => s.id === id)
  if (!found) throw notFound(MSG.missing)
  return { tenantId, all, found }
}

async function refuseTakenSlug(ctx: ServiceContext, tenantId: number, slug: string, except?: number) {
  if (await slugTaken(ctx.db, { tenantId, slug, except })) throw badRequest(MSG.slugTaken, ['slug'])
}

export const adminPlatformService = {
  /** Every service in the /join order, hidden ones too, and whether the tenant's switch shows the page at all. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: noInput,
    summary: '平台服务列表（含隐藏的服务，按显示顺序；并说明平台服务开关是否开启）',
    handler: async (_input, ctx): Promise<AdminPlatformServiceList> => {
      const site = requireSite(ctx)
      const rows = await listAllServices(ctx.db, { tenantId: site.tenantId })
      return { items: rows.map(rowOf), switchOn: site.features.platformService }
    },
  }),

  /** A new service, last on /join. */
  Create: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: platformServiceInput,
    summary: '新建平台服务（排在最后）',
    handler: async (input, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const all = await listAllServices(ctx.db, { tenantId, lock: true })
      if (all.length >= SERVICE_LIMITS.services) throw businessRule(MSG.tooMany)
      await refuseTakenSlug(ctx, tenantId, input.slug)
      const id = await insertService(ctx.db, { tenantId, ...input })
      ctx.audit({ target: `平台服务「${input.name}」`, before: null, after: logged(input) })
      siteChanged(ctx)
      return { id }
    },
  }),

  /** Saves every field of a service. */
  Update: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: updatePlatformServiceInput,
    summary: '修改平台服务',
    handler: async ({ id, ...input }, ctx) => {
      const { tenantId, found } = await lockedWith(ctx, id)
      await refuseTakenSlug(ctx, tenantId, input.slug, id)
      await updateService(ctx.db, { tenantId, id }, input)
      ctx.audit({ target: `平台服务「${found.name}」`, ...changes(logged(found), logged(input)) })
      siteChanged(ctx)
      return null
    },
  }),

  /** One place up or down; the list is renumbered 1, 2, 3… */
  Move: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: movePlatformServiceInput,
    summary: '上移或下移平台服务',
    handler: async ({ id, direction }, ctx) => {
      const { tenantId, all, found } = await lockedWith(ctx, id)
      const from = all.indexOf(found)
      const to = direction === 'up' ? from - 1 : from + 1
      if (to < 0 || to >= all.length) throw businessRule(MSG.edge[direction])
      ;[all[from], all[to]] = [all[to], all[from]]
      for (const [i, s] of all.entries())
        if (s.sortOrder !== i + 1) await updateService(ctx.db, { tenantId, id: s.id }, { sortOrder: i + 1 })
      ctx.audit({ target: `平台服务「${found.name}」`, before: { position: from + 1 }, after: { position: to + 1 } })
      siteChanged(ctx)
      return null
    },
  }),

  /** 显示 / 隐藏 on /join and in /toconsult's choices; its requests keep its name. */
  SetPublished: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: publishPlatformServiceInput,
    summary: '显示或隐藏平台服务（隐藏后平台服务页与咨询表单不再列出，已有咨询不受影响）',
    handler: async ({ id, isPublished }, ctx) => {
      const { tenantId, found } = await lockedWith(ctx, id)
      if (found.isPublished !== isPublished) {
        await updateService(ctx.db, { tenantId, id }, { isPublished })
        siteChanged(ctx)
      }
      const shown = (v: boolean) => (v ? '显示' : '隐藏')
      ctx.audit({
        target: `平台服务「${found.name}」`,
        before: { state: shown(found.isPublished) },
        after: { state: shown(isPublished) },
      })
      return null
    },
  }),
}
