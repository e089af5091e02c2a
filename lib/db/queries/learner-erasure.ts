// 删除账号（匿名化）(issue 32, PIPL): one learner's personal data removed in the caller's transaction — learning kept
// only as credited hours per course, the account row kept with its phone replaced, so the number is free to register
// anew and nothing can sign in to the row again. Discussion posts stay, under 已注销用户 (others replied to them).
import { and, eq, isNull, like, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  assignmentAllocations,
  companyInvites,
  companyMembers,
  consultRequests,
  courses,
  diagnosisDrafts,
  diagnosisProfiles,
  diagnosisReports,
  enrolments,
  individuals,
  learningCertificates,
  learningHourTotals,
  learningIntervals,
  learningPlayers,
  lessonProgress,
  messages,
  sessions,
  smsCodes,
  smsOutbox,
  storedObjects,
  thirdPartyIdentities,
  userCoupons,
} from '../schema'

type Learner = { tenantId: number; individualId: number }

/** Not a phone (PHONE_RE needs a leading 1 and digits), 11 characters, unique per account: `x` and the padded id. */
const anonymisedPhone = (id: number) => `x${String(id).padStart(10, '0')}`

/** The files under a folder of the tenant, by the storage ledger (storage itself cannot list). */
export async function storedKeysUnder(db: Db, { tenantId, prefix }: { tenantId: number; prefix: string }) {
  const rows = await db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(and(eq(storedObjects.tenantId, tenantId), like(storedObjects.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`)))
  return rows.map((r) => r.key)
}

/**
 * Writes the learner's credited hours per course (every enrolled course, and any with credit) and then removes
 * everything else personal; `phone` is the number before anonymisation. Returns what the hours came to.
 */
export async function anonymiseLearner(
  db: Db,
  { tenantId, individualId, phone, nickname }: Learner & { phone: string; nickname: string },
) {
  const credited = await db
    .select({ courseId: learningIntervals.courseId, ms: sql<string>`sum(${learningIntervals.newMs})` })
    .from(learningIntervals)
    .innerJoin(
      courses,
      and(eq(courses.tenantId, learningIntervals.tenantId), eq(courses.id, learningIntervals.courseId)),
    )
    .where(and(eq(learningIntervals.tenantId, tenantId), eq(learningIntervals.individualId, individualId)))
    .groupBy(learningIntervals.courseId)
  const enrolled = await db
    .select({ courseId: enrolments.courseId, completedAt: enrolments.completedAt })
    .from(enrolments)
    .where(and(eq(enrolments.tenantId, tenantId), eq(enrolments.individualId, individualId)))
  const totals = new Map<number, { creditedSeconds: number; completed: boolean }>()
  for (const e of enrolled) totals.set(e.courseId, { creditedSeconds: 0, completed: e.completedAt !== null })
  for (const c of credited)
    totals.set(c.courseId, {
      creditedSeconds: Math.floor(Number(c.ms) / 1000),
      completed: totals.get(c.courseId)?.completed ?? false,
    })
  const kept = [...totals].map(([courseId, t]) => ({ courseId, ...t }))
  if (kept.length) await db.insert(learningHourTotals).values(kept.map((k) => ({ tenantId, individualId, ...k })))
  const learner = <T extends { tenantId: unknown; individualId: unknown }>(t: T) =>
    and(eq(t.tenantId as never, tenantId), eq(t.individualId as never, individualId))
  for (const table of [
    learningIntervals,
    lessonProgress,
    learningPlayers,
    enrolments,
    assignmentAllocations,
    // Its group memberships go with it (company_group_members references the membership).
    companyMembers,
    thirdPartyIdentities,
    userCoupons,
    diagnosisProfiles,
    diagnosisDrafts,
    diagnosisReports,
  ])
    await db.delete(table).where(learner(table))
  await db
    .delete(companyInvites)
    .where(
      and(
        eq(companyInvites.tenantId, tenantId),
        or(eq(companyInvites.individualId, individualId), eq(companyInvites.phone, phone)),
      ),
    )
  // A visitor's request belongs to whoever signs in with its phone: the number's next owner must not see these.
  await db
    .delete(consultRequests)
    .where(
      and(
        eq(consultRequests.tenantId, tenantId),
        or(
          and(eq(consultRequests.requesterKind, 'user'), eq(consultRequests.requesterId, individualId)),
          and(isNull(consultRequests.requesterKind), eq(consultRequests.phone, phone)),
        ),
      ),
    )
  await db
    .delete(messages)
    .where(
      and(eq(messages.tenantId, tenantId), eq(messages.recipientKind, 'user'), eq(messages.recipientId, individualId)),
    )
  await db
    .delete(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.accountKind, 'user'), eq(sessions.accountId, individualId)))
  await db.delete(smsCodes).where(and(eq(smsCodes.tenantId, tenantId), eq(smsCodes.phone, phone)))
  await db.delete(smsOutbox).where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone)))
  // A printed certificate's QR still answers: 已撤销, with no name on it.
  await db
    .update(learningCertificates)
    .set({
      revokedAt: sql`coalesce(${learningCertificates.revokedAt}, now())`,
      revokedReason: sql`case when ${learningCertificates.revokedAt} is null then '持证人已注销账号'
        else ${learningCertificates.revokedReason} end`,
      snapshot: sql`${learningCertificates.snapshot} || jsonb_build_object('learnerName', ${nickname}::text, 'maskedPhone', '')`,
    })
    .where(learner(learningCertificates))
  await db
    .update(individuals)
    .set({
      phone: anonymisedPhone(individualId),
      nickname,
      introduction: '',
      avatarUrl: '',
      isThirdHeadImg: false,
      passwordHash: null,
      disabled: true,
      anonymisedAt: sql`now()`,
      agreedAt: null,
      agreedVersion: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.id, individualId)))
  return kept
}
