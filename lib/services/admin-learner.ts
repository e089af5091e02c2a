// AdminLearner (issue 32): the tenant's learners in the console — found by phone, nickname or company, read in detail
// (companies, enrolments with progress, credited hours, live sessions), disabled or enabled, signed out everywhere.
// Phones are whole for 管理员 only; 导出个人信息 and 删除账号 live in admin-learner-pipl.ts.
import { methodFor } from '@/lib/contract/define'
import { notFound, businessRule } from '@/lib/contract/errors'
import { maskPhone } from '@/lib/contract/phone-rules'
import {
  deviceOf,
  FULL_PHONE_ROLES,
  LEARNER_READERS,
  PEOPLE_ADMINS,
  PEOPLE_MSG,
  SESSION_ENDERS,
  type LearnerState,
} from '@/lib/contract/people-rules'
import {
  learnerStateInput,
  learnerIdInput,
  learnerListInput,
  type LearnerDetail,
  type LearnerPage,
} from '@/lib/contract/schemas/admin-people'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  creditedByCourse,
  endLiveSessions,
  keptHours,
  learnerCompanies,
  learnerEnrolments,
  learnerLessonProgress,
  lessonsOfCourses,
  listLearners,
  liveSessions,
  lockLearner,
  setLearnerDisabled,
} from '@/lib/db/queries/admin-learners'
import { getIndividualById } from '@/lib/db/queries/accounts'
import { listIdentities } from '@/lib/db/queries/third-party'
import type { individuals } from '@/lib/db/schema'
import { courseProgress } from './learning-credit'

const method = methodFor<ServiceContext>()
type Individual = typeof individuals.$inferSelect

export const stateOf = (row: Pick<Individual, 'disabled' | 'anonymisedAt'>): LearnerState =>
  row.anonymisedAt ? 'anonymised' : row.disabled ? 'disabled' : 'active'

const seesFullPhone = (ctx: ServiceContext) => FULL_PHONE_ROLES.includes(ctx.operator!.role)
/** How the audit log names a learner: id and masked phone, never the nickname (the log outlives an erasure). */
export const learnerTarget = (row: Pick<Individual, 'id' | 'phone'>) => `学员 #${row.id}（${maskPhone(row.phone)}）`
const shownPhone = (row: Individual, full: boolean) => (row.anonymisedAt ? '' : full ? row.phone : maskPhone(row.phone))

/** The learner of this tenant, locked for the write; another tenant's id is not found. */
export async function learnerToChange(ctx: ServiceContext, id: number) {
  const row = await lockLearner(ctx.db, { tenantId: requireSite(ctx).tenantId, id })
  if (!row) throw notFound(PEOPLE_MSG.learnerMissing)
  if (row.anonymisedAt) throw businessRule(PEOPLE_MSG.anonymised)
  return row
}

/** A read's learner: another tenant's id is not found. */
async function learnerToRead(ctx: ServiceContext, id: number) {
  const row = await getIndividualById(ctx.db, { tenantId: requireSite(ctx).tenantId, id })
  if (!row) throw notFound(PEOPLE_MSG.learnerMissing)
  return row
}

async function enrolmentsOf(ctx: ServiceContext, individualId: number) {
  const scope = { tenantId: requireSite(ctx).tenantId, individualId }
  const [rows, progress, credited] = await Promise.all([
    learnerEnrolments(ctx.db, scope),
    learnerLessonProgress(ctx.db, scope),
    creditedByCourse(ctx.db, scope),
  ])
  const lessons = await lessonsOfCourses(ctx.db, {
    tenantId: scope.tenantId,
    courseIds: rows.map((r) => r.enrolment.courseId),
  })
  const byLesson = new Map(progress.map((p) => [p.lessonId, p]))
  return rows.map(({ enrolment: e, title }) => {
    const watches = lessons
      .filter((l) => l.courseId === e.courseId)
      .map((l) => ({ durationSeconds: l.durationSeconds, ...byLesson.get(l.id) }))
    return {
      courseId: e.courseId,
      title,
      source: e.source,
      enrolledAt: e.enrolledAt.toISOString(),
      lastLearnedAt: e.lastLearnedAt?.toISOString() ?? null,
      completedAt: e.completedAt?.toISOString() ?? null,
      percent: courseProgress(watches, e.completedAt !== null).percent,
      creditedSeconds: Math.floor((credited.get(e.courseId) ?? 0) / 1000),
    }
  })
}

export const adminLearnerService = {
  /** The tenant's learners, newest first, by phone, nickname or company name and by state. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: LEARNER_READERS,
    input: learnerListInput,
    summary: '学员列表（分页；按手机号、昵称或企业名称查找，按状态筛选；管理员以外的角色看到的手机号已打码）',
    handler: async (input, ctx): Promise<LearnerPage> => {
      const full = seesFullPhone(ctx)
      const { rows, totalCount } = await listLearners(ctx.db, {
        tenantId: requireSite(ctx).tenantId,
        ...input,
        fullPhone: full,
      })
      return {
        totalCount,
        phoneMasked: !full,
        items: rows.map((r) => ({
          id: r.learner.id,
          phone: shownPhone(r.learner, full),
          nickname: r.learner.nickname,
          companyName: r.companyName,
          courseCount: Number(r.courseCount),
          creditedSeconds: Math.floor(Number(r.creditedMs) / 1000),
          createdAt: r.learner.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
          activeSessions: Number(r.activeSessions),
          state: stateOf(r.learner),
        })),
      }
    },
  }),

  /** One learner: profile, companies now and before, enrolments with progress and hours, live sessions. */
  Get: method({
    verb: 'GET',
    auth: 'operator',
    roles: LEARNER_READERS,
    input: learnerIdInput,
    summary: '学员详情（资料、所属企业、已学课程与进度、认证学时、登录中的设备）',
    handler: async ({ id }, ctx): Promise<LearnerDetail> => {
      const tenantId = requireSite(ctx).tenantId
      const row = await learnerToRead(ctx, id)
      const full = seesFullPhone(ctx)
      const scope = { tenantId, individualId: id }
      const [companies, enrolments, kept, identities, live] = await Promise.all([
        learnerCompanies(ctx.db, scope),
        enrolmentsOf(ctx, id),
        keptHours(ctx.db, scope),
        listIdentities(ctx.db, scope),
        liveSessions(ctx.db, { tenantId, accountKind: 'user', accountId: id }),
      ])
      const current = companies.current
      return {
        id,
        phone: shownPhone(row, full),
        phoneMasked: !full,
        nickname: row.nickname,
        introduction: row.introduction,
        avatarUrl: row.avatarUrl,
        hasPassword: row.passwordHash !== null,
        state: stateOf(row),
        createdAt: row.createdAt.toISOString(),
        anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
        agreedAt: row.agreedAt?.toISOString() ?? null,
        agreedVersion: row.agreedVersion,
        identities: identities.map((i) => ({
          provider: i.provider,
          nickname: i.nickname,
          boundAt: i.createdAt.toISOString(),
        })),
        companies: [
          ...(current
            ? [
                {
                  companyId: current.company.id,
                  companyName: current.company.companyName,
                  current: true,
                  nameInCompany: current.member.nameInCompany,
                  department: current.member.department,
                  isVip: current.member.isVip,
                  vipActive: current.member.isVip && current.company.certifiedAt !== null && !current.company.disabled,
                  joinedAt: current.member.joinedAt.toISOString(),
                },
              ]
            : []),
          ...companies.past.map((p) => ({
            ...p,
            current: false,
            isVip: false,
            vipActive: false,
            joinedAt: p.joinedAt?.toISOString() ?? null,
          })),
        ],
        enrolments,
        keptHours: kept,
        creditedSeconds:
          enrolments.reduce((sum, e) => sum + e.creditedSeconds, 0) + kept.reduce((s, k) => s + k.creditedSeconds, 0),
        sessions: live.map((s) => ({
          device: deviceOf(s.userAgent),
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
      }
    },
  }),

  /** Disables (every session ends at once; no sign-in until enabled) or enables a learner. */
  SetState: method({
    verb: 'POST',
    auth: 'operator',
    roles: PEOPLE_ADMINS,
    input: learnerStateInput,
    summary: '禁用或启用学员账号（禁用后其所有登录立即失效，且不能再登录）',
    handler: async ({ id, state }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const disabled = state === 'disabled'
      const row = await learnerToChange(ctx, id)
      await setLearnerDisabled(ctx.db, { tenantId, id, disabled })
      const ended = disabled ? await endLiveSessions(ctx.db, { tenantId, accountKind: 'user', accountId: id }) : 0
      ctx.audit({
        target: learnerTarget(row),
        before: { state: row.disabled ? '已禁用' : '正常' },
        after: { state: disabled ? '已禁用' : '正常', ...(disabled ? { endedSessions: ended } : {}) },
      })
      return { endedSessions: ended }
    },
  }),

  /** 强制下线: every live session of the learner ends; the account stays usable. */
  ForceLogout: method({
    verb: 'POST',
    auth: 'operator',
    roles: SESSION_ENDERS,
    input: learnerIdInput,
    summary: '强制下线（结束该学员所有设备上的登录，账号仍可重新登录）',
    handler: async ({ id }, ctx) => {
      const row = await learnerToChange(ctx, id)
      const ended = await endLiveSessions(ctx.db, {
        tenantId: requireSite(ctx).tenantId,
        accountKind: 'user',
        accountId: id,
      })
      ctx.audit({ target: learnerTarget(row), before: null, after: { endedSessions: ended } })
      return { endedSessions: ended }
    },
  }),
}
