// CompanyGroup: a company sorts its staff into groups (部门/小组; a person may be in several). Adding people to a group
// gives them the group's open assignments in the same transaction, so "whoever joins 销售部 learns what 销售部 must".
import { badRequest, conflict, notFound } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { hasSensitiveWord } from '@/lib/contract/profile-rules'
import {
  LEARNING_MSG,
  groupIdInput,
  groupMembersInput,
  groupNameInput,
  groupRenameInput,
  type CompanyGroupRow,
  type GroupMember,
  type SetMembersResult,
} from '@/lib/contract/schemas/company-learning'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  addGroupMembers,
  countGroupMembers,
  deleteGroup,
  groupNameTaken,
  insertGroup,
  listGroupMembers,
  listGroups,
  lockGroup,
  removeGroupMembers,
  renameGroup,
  staffAmong,
} from '@/lib/db/queries/company-groups'
import { insertAllocations, openAssignmentsOfGroup } from '@/lib/db/queries/course-assignments'
import { myCompany } from './company-centre'
import { todayInZone } from '@/lib/contract/assignment-rules'
import { method } from './define'

/** Group names are shown to the company's managers and on its dashboard: the tenant's sensitive words are refused. */
function checkName(ctx: ServiceContext, name: string) {
  if (hasSensitiveWord(name, requireSite(ctx).settings.sensitiveWords)) throw badRequest('部门名称包含敏感词', ['name'])
}

export const companyGroupService = {
  /** The company's groups, oldest first, each with its members (the names the company knows them by). */
  GetList: method({
    verb: 'GET',
    auth: 'company',
    input: noInput,
    summary: '本企业的部门/小组列表（按创建先后），含人数与成员（userId、企业内姓名）',
    handler: async (_input, ctx): Promise<CompanyGroupRow[]> => {
      const { tenantId, company } = await myCompany(ctx)
      const groups = await listGroups(ctx.db, { tenantId, companyId: company.id })
      const members = new Map<number, GroupMember[]>(groups.map((g) => [g.id, []]))
      for (const m of await listGroupMembers(ctx.db, { tenantId, groupIds: groups.map((g) => g.id) }))
        members.get(m.groupId)?.push({ userId: m.userId, userInCompanyName: m.nameInCompany })
      return groups.map((g) => ({
        id: g.id,
        name: g.name,
        memberCount: g.memberCount,
        members: members.get(g.id) ?? [],
        createdAt: g.createdAt.toISOString(),
      }))
    },
  }),

  /** Creates a group under a name no other group of the company has. */
  Create: method({
    verb: 'POST',
    auth: 'company',
    input: groupNameInput,
    summary: '新建部门：name 1–20字，同一企业内不可重名（409「已有同名部门」）',
    handler: async ({ name }, ctx): Promise<CompanyGroupRow> => {
      const { tenantId, company } = await myCompany(ctx)
      checkName(ctx, name)
      const row = await insertGroup(ctx.db, { tenantId, companyId: company.id, name })
      if (!row) throw conflict(LEARNING_MSG.groupNameTaken)
      return { id: row.id, name: row.name, memberCount: 0, members: [], createdAt: row.createdAt.toISOString() }
    },
  }),

  /** Renames one of the company's groups. */
  Rename: method({
    verb: 'POST',
    auth: 'company',
    input: groupRenameInput,
    summary: '重命名部门：其他企业的部门返回 404，与本企业其他部门重名返回 409',
    handler: async ({ groupId, name }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      checkName(ctx, name)
      const who = { tenantId, companyId: company.id, groupId }
      return ctx.db.transaction(async (db) => {
        if (!(await lockGroup(db, who))) throw notFound(LEARNING_MSG.groupGone)
        if (await groupNameTaken(db, { ...who, name, exceptId: groupId })) throw conflict(LEARNING_MSG.groupNameTaken)
        await renameGroup(db, { ...who, name })
        return { groupId, name }
      })
    },
  }),

  /** Deletes a group; its members stay staff and keep the courses it gave them. */
  Delete: method({
    verb: 'POST',
    auth: 'company',
    input: groupIdInput,
    summary: '删除部门：成员仍是本企业员工，已分配的学习任务保留；其他企业的部门返回 404',
    handler: async ({ groupId }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      if (!(await deleteGroup(ctx.db, { tenantId, companyId: company.id, groupId })))
        throw notFound(LEARNING_MSG.groupGone)
      return true
    },
  }),

  /** Adds and removes members; people added get the group's open assignments in the same transaction. */
  SetMembers: method({
    verb: 'POST',
    auth: 'company',
    input: groupMembersInput,
    summary: '调整部门成员：add / remove 为员工编号列表；新加入者自动获得该部门未截止的学习任务',
    description:
      '只能添加本企业员工：任一编号不是本企业员工（其他企业或机构的用户）时返回 400「只能添加本企业的员工」，不做任何修改。' +
      '未取消且截止日期不早于今天（北京时间）的学习任务视为进行中。',
    handler: async ({ groupId, add, remove }, ctx): Promise<SetMembersResult> => {
      const { tenantId, company } = await myCompany(ctx)
      const who = { tenantId, companyId: company.id, groupId }
      const today = todayInZone()
      return ctx.db.transaction(async (db) => {
        if (!(await lockGroup(db, who))) throw notFound(LEARNING_MSG.groupGone)
        const staff = await staffAmong(db, { ...who, individualIds: add })
        if (add.some((id) => !staff.has(id))) throw badRequest(LEARNING_MSG.notStaff, ['add'])
        const removing = new Set(remove)
        const adding = add.filter((id) => !removing.has(id))
        await removeGroupMembers(db, { tenantId, groupId, individualIds: remove })
        const added = await addGroupMembers(db, { tenantId, groupId, individualIds: adding })
        let allocated = 0
        if (added.length > 0) {
          for (const a of await openAssignmentsOfGroup(db, { ...who, today })) {
            const people = added.map((individualId) => ({ individualId, viaGroupId: groupId }))
            allocated += await insertAllocations(db, { tenantId, assignmentId: a.id, people })
          }
        }
        return { groupId, memberCount: await countGroupMembers(db, { tenantId, groupId }), allocated }
      })
    },
  }),
}
