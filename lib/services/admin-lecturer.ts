// AdminLecturer: the tenant's 讲师 in the console (issue 28) — photo, name, title, introduction, 金牌讲师, order. What the
// site's lecturer pages, course pages and the home page's 金牌讲师 show; a change shows there at once.
import { methodFor } from '@/lib/contract/define'
import { businessRule, notFound } from '@/lib/contract/errors'
import { ANY_ROLE } from '@/lib/contract/operator-roles'
import {
  LECTURER_MSG as MSG,
  lecturerIdInput,
  lecturerInput,
  lecturerListInput,
  updateLecturerInput,
  type LecturerEditable,
  type LecturerPage,
} from '@/lib/contract/schemas/admin-lecturer'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  countLecturerCourses,
  deleteLecturer,
  getAdminLecturer,
  insertLecturer,
  listAdminLecturers,
  updateLecturer,
  type LecturerValues,
} from '@/lib/db/queries/admin-catalogue-lecturers'
import { CATALOGUE_EDITORS, changes, checkPicture, siteChanged } from './admin-catalogue'

const method = methodFor<ServiceContext>()

/** A row's fields; the introduction arrives as its lines (lib/contract/schemas/admin-catalogue.ts). */
const values = (l: Omit<LecturerValues, 'introduction'> & { introduction: string | string[] }): LecturerValues => ({
  name: l.name,
  title: l.title,
  avatarUrl: l.avatarUrl,
  introduction: typeof l.introduction === 'string' ? l.introduction : l.introduction.join('\n'),
  isGold: l.isGold,
  sortOrder: l.sortOrder,
})

async function found(ctx: ServiceContext, id: number, lock = false) {
  const row = await getAdminLecturer(ctx.db, { tenantId: requireSite(ctx).tenantId, id, lock })
  if (!row) throw notFound(MSG.missing)
  return row
}

export const adminLecturerService = {
  /** The lecturers in the site's order (gold first, then 排序), by name and 金牌, with their course counts. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: lecturerListInput,
    summary: '讲师列表（分页；按姓名、金牌讲师筛选；含课程数）',
    handler: async (input, ctx): Promise<LecturerPage> => {
      const { rows, totalCount } = await listAdminLecturers(ctx.db, { tenantId: requireSite(ctx).tenantId, ...input })
      return { totalCount, items: rows }
    },
  }),

  /** One lecturer with the introduction, for the editor. */
  Get: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: lecturerIdInput,
    summary: '讲师详情（编辑用）',
    handler: async ({ id }, ctx): Promise<LecturerEditable> => found(ctx, id),
  }),

  /** A new lecturer; the photo must be one this console uploaded. */
  Create: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: lecturerInput,
    summary: '新建讲师',
    handler: async (input, ctx): Promise<{ id: number }> => {
      const tenantId = requireSite(ctx).tenantId
      const row = { ...values(input), avatarUrl: await checkPicture(ctx, 'avatarUrl', '头像', input.avatarUrl) }
      const id = await insertLecturer(ctx.db, { tenantId, ...row })
      ctx.audit({ target: `讲师「${row.name}」`, before: null, after: row })
      siteChanged(ctx)
      return { id }
    },
  }),

  /** Saves every field; an unchanged photo may be the seeded one, a new one must come from this console. */
  Update: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: updateLecturerInput,
    summary: '修改讲师',
    handler: async ({ id, ...input }, ctx) => {
      const current = await found(ctx, id, true)
      const before = values(current)
      const after = {
        ...values(input),
        avatarUrl: await checkPicture(ctx, 'avatarUrl', '头像', input.avatarUrl, before.avatarUrl),
      }
      await updateLecturer(ctx.db, { tenantId: requireSite(ctx).tenantId, id }, after)
      ctx.audit({ target: `讲师「${before.name}」`, ...changes(before, after) })
      siteChanged(ctx)
      return null
    },
  }),

  /** Deletes a lecturer no course names. */
  Delete: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: lecturerIdInput,
    summary: '删除讲师（仍有课程的讲师是他时不能删除）',
    handler: async ({ id }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const current = await found(ctx, id, true)
      const used = await countLecturerCourses(ctx.db, { tenantId, id })
      if (used > 0) throw businessRule(MSG.inUse(used))
      await deleteLecturer(ctx.db, { tenantId, id })
      ctx.audit({ target: `讲师「${current.name}」`, before: values(current), after: null })
      siteChanged(ctx)
      return null
    },
  }),
}
