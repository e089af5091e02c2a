// 导出个人信息 (issue 32, PIPL): every row the tenant holds about one learner, read in one go for the JSON download.
// Whole rows on purpose — a column added later is exported without anyone remembering to — except what is no data about
// the person: the tenant's id, session token hashes, password hashes, SMS code hashes.
import { and, asc, eq, inArray, isNull, or, type Column, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import {
  assignmentAllocations,
  companies,
  companyGroupMembers,
  companyInvites,
  companyMembers,
  consultMessages,
  consultRequests,
  courseTopics,
  couponTemplates,
  diagnosisDrafts,
  diagnosisProfiles,
  diagnosisReports,
  enrolments,
  learningCertificates,
  learningHourTotals,
  learningIntervals,
  learningPlayers,
  lessonProgress,
  messages,
  sessions,
  thirdPartyIdentities,
  topicReplies,
  userCoupons,
} from '../schema'

type Learner = { tenantId: number; individualId: number }
type Row = Record<string, unknown>

/** The bound on one section: a learner's credited stretches are the one kind that grows with use. */
const SECTION_LIMIT = 50_000

function withoutTenant(row: Row): Row {
  const rest = { ...row }
  delete rest.tenantId
  return rest
}

/** A table's rows that name the learner (`where` holds the tenant), in `order`. */
async function rowsOf(db: Db, table: PgTable, where: SQL | undefined, order: Column) {
  const rows = (await db.select().from(table).where(where).orderBy(asc(order)).limit(SECTION_LIMIT)) as Row[]
  return rows.map(withoutTenant)
}

/** Everything about one learner, by section; the account row itself is read by the caller. */
export async function learnerData(db: Db, { tenantId, individualId }: Learner, phone: string) {
  const by = (tenant: Column, col: Column) => and(eq(tenant, tenantId), eq(col, individualId))
  const section = (table: PgTable, tenant: Column, col: Column, order: Column) =>
    rowsOf(db, table, by(tenant, col), order)
  const requestWhere = and(
    eq(consultRequests.tenantId, tenantId),
    or(
      and(eq(consultRequests.requesterKind, 'user'), eq(consultRequests.requesterId, individualId)),
      and(isNull(consultRequests.requesterKind), eq(consultRequests.phone, phone)),
    ),
  )
  const requests = (await db
    .select()
    .from(consultRequests)
    .where(requestWhere)
    .orderBy(asc(consultRequests.id))) as Row[]
  const requestIds = requests.map((r) => r.id as number)
  const thread = requestIds.length
    ? ((await db
        .select()
        .from(consultMessages)
        .where(and(eq(consultMessages.tenantId, tenantId), inArray(consultMessages.requestId, requestIds)))
        .orderBy(asc(consultMessages.id))) as Row[])
    : []
  const membership = await db
    .select({ member: companyMembers, companyName: companies.companyName })
    .from(companyMembers)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, companyMembers.tenantId), eq(companies.id, companyMembers.companyId)),
    )
    .where(by(companyMembers.tenantId, companyMembers.individualId))
  const invitations = await db
    .select({ invite: companyInvites, companyName: companies.companyName })
    .from(companyInvites)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, companyInvites.tenantId), eq(companies.id, companyInvites.companyId)),
    )
    .where(
      and(
        eq(companyInvites.tenantId, tenantId),
        or(eq(companyInvites.individualId, individualId), eq(companyInvites.phone, phone)),
      ),
    )
    .orderBy(asc(companyInvites.id))
  const coupons = await db
    .select({ coupon: userCoupons, title: couponTemplates.title, kind: couponTemplates.kind })
    .from(userCoupons)
    .innerJoin(
      couponTemplates,
      and(eq(couponTemplates.tenantId, userCoupons.tenantId), eq(couponTemplates.id, userCoupons.templateId)),
    )
    .where(by(userCoupons.tenantId, userCoupons.individualId))
    .orderBy(asc(userCoupons.id))
  const sessionRows = await db
    .select({
      accountKind: sessions.accountKind,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.accountKind, 'user'), eq(sessions.accountId, individualId)))
    .orderBy(asc(sessions.createdAt))
  return {
    companies: membership.map((m) => ({ ...withoutTenant(m.member), companyName: m.companyName })),
    companyGroups: await section(
      companyGroupMembers,
      companyGroupMembers.tenantId,
      companyGroupMembers.individualId,
      companyGroupMembers.groupId,
    ),
    invitations: invitations.map((i) => ({ ...withoutTenant(i.invite), companyName: i.companyName })),
    assignments: await section(
      assignmentAllocations,
      assignmentAllocations.tenantId,
      assignmentAllocations.individualId,
      assignmentAllocations.assignmentId,
    ),
    enrolments: await section(enrolments, enrolments.tenantId, enrolments.individualId, enrolments.enrolledAt),
    lessonProgress: await section(
      lessonProgress,
      lessonProgress.tenantId,
      lessonProgress.individualId,
      lessonProgress.lessonId,
    ),
    learningPlayer: await section(
      learningPlayers,
      learningPlayers.tenantId,
      learningPlayers.individualId,
      learningPlayers.startedAt,
    ),
    learningIntervals: await section(
      learningIntervals,
      learningIntervals.tenantId,
      learningIntervals.individualId,
      learningIntervals.id,
    ),
    keptHours: await section(
      learningHourTotals,
      learningHourTotals.tenantId,
      learningHourTotals.individualId,
      learningHourTotals.courseId,
    ),
    certificates: await section(
      learningCertificates,
      learningCertificates.tenantId,
      learningCertificates.individualId,
      learningCertificates.id,
    ),
    messages: await rowsOf(
      db,
      messages,
      and(eq(messages.tenantId, tenantId), eq(messages.recipientKind, 'user'), eq(messages.recipientId, individualId)),
      messages.id,
    ),
    consultations: requests.map((r) => ({
      ...withoutTenant(r),
      thread: thread.filter((m) => m.requestId === r.id).map(withoutTenant),
    })),
    coupons: coupons.map((c) => ({ ...withoutTenant(c.coupon), title: c.title, kind: c.kind })),
    topics: await section(courseTopics, courseTopics.tenantId, courseTopics.authorId, courseTopics.id),
    replies: await section(topicReplies, topicReplies.tenantId, topicReplies.authorId, topicReplies.id),
    diagnosisProfile: await section(
      diagnosisProfiles,
      diagnosisProfiles.tenantId,
      diagnosisProfiles.individualId,
      diagnosisProfiles.updatedAt,
    ),
    diagnosisDrafts: await section(
      diagnosisDrafts,
      diagnosisDrafts.tenantId,
      diagnosisDrafts.individualId,
      diagnosisDrafts.instrumentId,
    ),
    diagnosisReports: await section(
      diagnosisReports,
      diagnosisReports.tenantId,
      diagnosisReports.individualId,
      diagnosisReports.id,
    ),
    thirdPartyIdentities: await section(
      thirdPartyIdentities,
      thirdPartyIdentities.tenantId,
      thirdPartyIdentities.individualId,
      thirdPartyIdentities.createdAt,
    ),
    sessions: sessionRows,
  }
}
