// AdminLearner's PIPL half (issue 32): 导出个人信息 — everything the tenant holds about one learner, as JSON — and
// 删除账号（匿名化） on the learner's request. Both 管理员 only and both audited: an export is a POST so that it runs
// through the audited path like a write (who took whose data, and when).
import { methodFor } from '@/lib/contract/define'
import { businessRule, notFound } from '@/lib/contract/errors'
import { ANONYMISED_NICKNAME, PEOPLE_ADMINS, PEOPLE_MSG } from '@/lib/contract/people-rules'
import { learnerDeleteInput, learnerIdInput } from '@/lib/contract/schemas/admin-people'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getIndividualById } from '@/lib/db/queries/accounts'
import { anonymiseLearner, storedKeysUnder } from '@/lib/db/queries/learner-erasure'
import { learnerData } from '@/lib/db/queries/learner-export'
import { getDb } from '@/lib/db/client'
import { logError } from '@/lib/db/error-log'
import { uploadPrefix } from '@/lib/storage/upload-keys'
import { learnerTarget, learnerToChange, stateOf } from './admin-learner'
import { deleteTenantObject } from './stored-objects'

const method = methodFor<ServiceContext>()

/** @public The JSON a learner's data export downloads as. */
export interface LearnerExport {
  format: 'qihang-learner-export@1'
  exportedAt: string
  tenantName: string
  account: Record<string, unknown>
  sections: Record<string, unknown[]>
}

/** After the commit: the learner's uploaded files (avatar and any other upload) leave storage and the ledger. */
async function removeUploadsLater(tenantId: number, keys: string[]) {
  try {
    const db = await getDb()
    for (const key of keys) await deleteTenantObject(db, tenantId, key)
  } catch (e) {
    logError('[storage] removing an anonymised learner’s uploads failed:', e)
  }
}

export const adminLearnerPiplMethods = {
  /** Everything held about one learner (no password, token or code hashes), for a JSON download. */
  Export: method({
    verb: 'POST',
    auth: 'operator',
    roles: PEOPLE_ADMINS,
    input: learnerIdInput,
    summary: '导出个人信息（个人信息保护法：本机构保存的该学员全部信息，JSON）',
    handler: async ({ id }, ctx): Promise<LearnerExport> => {
      const site = requireSite(ctx)
      const row = await getIndividualById(ctx.db, { tenantId: site.tenantId, id })
      if (!row) throw notFound(PEOPLE_MSG.learnerMissing)
      const sections = await learnerData(ctx.db, { tenantId: site.tenantId, individualId: id }, row.phone)
      const account: Record<string, unknown> = { ...row, state: stateOf(row), hasPassword: row.passwordHash !== null }
      delete account.tenantId
      delete account.passwordHash
      ctx.audit({
        target: learnerTarget(row),
        before: null,
        after: { exported: Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, v.length])) },
      })
      return {
        format: 'qihang-learner-export@1',
        exportedAt: new Date().toISOString(),
        tenantName: site.settings.tenantName,
        account,
        sections,
      }
    },
  }),

  /**
   * 删除账号（匿名化）: irreversible, so the administrator types the phone's last four digits. One transaction (the
   * dispatcher's, with the audit row); the uploads go after it commits.
   */
  Delete: method({
    verb: 'POST',
    auth: 'operator',
    roles: PEOPLE_ADMINS,
    input: learnerDeleteInput,
    summary: '删除账号（匿名化；不可恢复：清除资料与登录方式，学习记录只保留各课程的认证学时）',
    handler: async ({ id, confirmDigits }, ctx) => {
      const site = requireSite(ctx)
      const row = await learnerToChange(ctx, id)
      if (row.phone.slice(-4) !== confirmDigits) throw businessRule(PEOPLE_MSG.confirmMismatch)
      const uploads = await storedKeysUnder(ctx.db, {
        tenantId: site.tenantId,
        prefix: uploadPrefix(site.slug, { kind: 'user', accountId: id }),
      })
      const kept = await anonymiseLearner(ctx.db, {
        tenantId: site.tenantId,
        individualId: id,
        phone: row.phone,
        nickname: ANONYMISED_NICKNAME,
      })
      const keptSeconds = kept.reduce((sum, k) => sum + k.creditedSeconds, 0)
      ctx.audit({
        target: learnerTarget(row),
        before: { state: row.disabled ? '已禁用' : '正常' },
        after: { state: '已注销', keptCourses: kept.length, keptSeconds },
      })
      if (uploads.length) ctx.afterCommit(() => void removeUploadsLater(site.tenantId, uploads))
      return { keptCourses: kept.length, keptSeconds }
    },
  }),
}
