// AdminCategory: the tenant's 课程分类 in the console (issue 28) — two levels, an order within each level kept dense,
// 首页显示, rename, delete while nothing uses it. Every change shows on the site's header menu and home page at once.
import { methodFor } from '@/lib/contract/define'
import { badRequest, businessRule, notFound } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { ANY_ROLE } from '@/lib/contract/operator-roles'
import {
  CATEGORY_MSG as MSG,
  categoryIdInput,
  categoryVisibleInput,
  createCategoryInput,
  moveCategoryInput,
  updateCategoryInput,
  type AdminCategoryNode,
  type AdminCategoryTree,
} from '@/lib/contract/schemas/admin-category'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  categoryUsage,
  deleteCategory,
  insertCategory,
  listCategoryRows,
  lockCategories,
  lockCategoryRow,
  renumberCategories,
  updateCategory,
  type CategoryRow,
} from '@/lib/db/queries/admin-catalogue-categories'
import { CATALOGUE_EDITORS, siteChanged } from './admin-catalogue'

const method = methodFor<ServiceContext>()

/** One level's rows in their order. */
const siblingsOf = (rows: CategoryRow[], parentId: number | null) => rows.filter((r) => r.parentId === parentId)

/** The tree as the console shows it; `sortOrder` is the place within the level (seeded rows count in tens). */
function tree(rows: CategoryRow[]): AdminCategoryTree {
  const node = (r: CategoryRow, place: number, children: AdminCategoryNode[]): AdminCategoryNode => ({
    id: r.id,
    name: r.typeName,
    parentId: r.parentId,
    visible: r.isVisible,
    sortOrder: place,
    courseCount: r.courseCount,
    totalCourseCount: r.courseCount + children.reduce((n, c) => n + c.courseCount, 0),
    children,
  })
  const items = siblingsOf(rows, null).map((top, i) =>
    node(
      top,
      i + 1,
      siblingsOf(rows, top.id).map((r, j) => node(r, j + 1, [])),
    ),
  )
  return { items }
}

/** The tenant's rows after taking the category lock: what every write checks against. */
async function lockedRows(ctx: ServiceContext) {
  const tenantId = requireSite(ctx).tenantId
  await lockCategories(ctx.db, { tenantId })
  return { tenantId, rows: await listCategoryRows(ctx.db, { tenantId }) }
}

function find(rows: CategoryRow[], id: number): CategoryRow {
  const row = rows.find((r) => r.id === id)
  if (!row) throw notFound(MSG.missing)
  return row
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** 课程分类「职场技能」, 课程分类「职场技能 / 办公软件」: how the 操作日志 names one. */
function target(rows: CategoryRow[], row: Pick<CategoryRow, 'parentId' | 'typeName'>): string {
  const parent = row.parentId === null ? null : rows.find((r) => r.id === row.parentId)
  return `课程分类「${parent ? `${parent.typeName} / ` : ''}${row.typeName}」`
}

function refuseTakenName(rows: CategoryRow[], parentId: number | null, name: string, self?: number) {
  if (siblingsOf(rows, parentId).some((r) => r.id !== self && sameName(r.typeName, name)))
    throw badRequest(MSG.nameTaken, ['name'])
}

export const adminCategoryService = {
  /** The whole tree: 一级 categories in order, each with its 二级 in order and their course counts. */
  GetTree: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: noInput,
    summary: '课程分类树（一级与二级分类、排序、首页显示、课程数）',
    handler: async (_input, ctx): Promise<AdminCategoryTree> =>
      tree(await listCategoryRows(ctx.db, { tenantId: requireSite(ctx).tenantId })),
  }),

  /** A new category at the end of its level, shown on the site. */
  Create: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: createCategoryInput,
    summary: '新建课程分类（一级，或某一级分类下的二级分类）',
    handler: async ({ parentId = null, name }, ctx): Promise<{ id: number }> => {
      const { tenantId, rows } = await lockedRows(ctx)
      if (parentId !== null) {
        const parent = rows.find((r) => r.id === parentId)
        if (!parent) throw notFound(MSG.parentMissing)
        if (parent.parentId !== null) throw badRequest(MSG.parentNotTop, ['parentId'])
      }
      refuseTakenName(rows, parentId, name)
      const siblings = siblingsOf(rows, parentId)
      await renumberCategories(ctx.db, { tenantId }, siblings)
      const id = await insertCategory(ctx.db, { tenantId, parentId, typeName: name, sortOrder: siblings.length + 1 })
      ctx.audit({ target: target(rows, { parentId, typeName: name }), before: null, after: { name, visible: true } })
      siteChanged(ctx)
      return { id }
    },
  }),

  /** Renames a category (unique within its level). */
  Update: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: updateCategoryInput,
    summary: '修改课程分类名称',
    handler: async ({ id, name }, ctx) => {
      const { tenantId, rows } = await lockedRows(ctx)
      const row = find(rows, id)
      refuseTakenName(rows, row.parentId, name, id)
      if (row.typeName !== name) {
        await updateCategory(ctx.db, { tenantId, id }, { typeName: name })
        siteChanged(ctx)
      }
      ctx.audit({ target: target(rows, row), before: { name: row.typeName }, after: { name } })
      return null
    },
  }),

  /** One place up or down within its level; the level is renumbered 1, 2, 3… */
  Move: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: moveCategoryInput,
    summary: '上移或下移课程分类（在同一级内）',
    handler: async ({ id, direction }, ctx) => {
      const { tenantId, rows } = await lockedRows(ctx)
      const row = find(rows, id)
      const level = siblingsOf(rows, row.parentId)
      const from = level.indexOf(row)
      const to = direction === 'up' ? from - 1 : from + 1
      if (to < 0 || to >= level.length) throw businessRule(MSG.edge[direction])
      ;[level[from], level[to]] = [level[to], level[from]]
      await renumberCategories(ctx.db, { tenantId }, level)
      ctx.audit({ target: target(rows, row), before: { position: from + 1 }, after: { position: to + 1 } })
      siteChanged(ctx)
      return null
    },
  }),

  /** 首页显示: whether the header's menu and the home page's 课程栏 show the category. */
  SetVisible: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: categoryVisibleInput,
    summary: '设置课程分类是否在网站显示（页头分类菜单与首页课程栏）',
    handler: async ({ id, visible }, ctx) => {
      const { tenantId, rows } = await lockedRows(ctx)
      const row = find(rows, id)
      if (row.isVisible !== visible) {
        await updateCategory(ctx.db, { tenantId, id }, { isVisible: visible })
        siteChanged(ctx)
      }
      ctx.audit({ target: target(rows, row), before: { visible: row.isVisible }, after: { visible } })
      return null
    },
  }),

  /** Deletes a category no course and no 二级 category uses; its level closes the gap. */
  Delete: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: categoryIdInput,
    summary: '删除课程分类（仍有课程或子分类时不能删除）',
    handler: async ({ id }, ctx) => {
      const { tenantId, rows } = await lockedRows(ctx)
      const row = find(rows, id)
      await lockCategoryRow(ctx.db, { tenantId, id })
      const usage = await categoryUsage(ctx.db, { tenantId, id })
      if (usage.children > 0) throw businessRule(MSG.hasChildren(usage.children))
      if (usage.courses > 0) throw businessRule(MSG.hasCourses(usage.courses))
      await deleteCategory(ctx.db, { tenantId, id })
      await renumberCategories(
        ctx.db,
        { tenantId },
        siblingsOf(rows, row.parentId).filter((r) => r.id !== id),
      )
      ctx.audit({ target: target(rows, row), before: { name: row.typeName, visible: row.isVisible }, after: null })
      siteChanged(ctx)
      return null
    },
  }),
}
