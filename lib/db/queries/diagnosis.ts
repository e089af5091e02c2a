// Diagnosis data of one tenant: instruments with their current version's dimensions, bands and questions, a learner's
// profile, draft and reports (always by tenant AND learner), and the courses that match a report's weakest dimensions.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courses,
  diagnosisBands,
  diagnosisDimensions,
  diagnosisDrafts,
  diagnosisInstruments,
  diagnosisProfiles,
  diagnosisQuestions,
  diagnosisReports,
  diagnosisVersions,
  enrolments,
  type Answers,
  type DimensionScore,
} from '../schema'
import { learnerEnrolment } from './learning-progress'

type Scope = { tenantId: number }
type Learner = Scope & { individualId: number }

export async function listInstruments(db: Db, { tenantId }: Scope) {
  return db
    .select({
      id: diagnosisInstruments.id,
      title: diagnosisInstruments.title,
      summary: diagnosisInstruments.summary,
      minutes: diagnosisInstruments.minutes,
      versionId: diagnosisVersions.id,
      // Spelled out: drizzle may write the outer columns unqualified, and inside the subquery they would name the
      // question's own tenant_id and id.
      questionCount:
        sql<number>`(select count(*) from diagnosis_questions q where q.tenant_id = diagnosis_versions.tenant_id and q.version_id = diagnosis_versions.id)`.mapWith(
          Number,
        ),
    })
    .from(diagnosisInstruments)
    .innerJoin(diagnosisVersions, currentVersionOf)
    .where(and(eq(diagnosisInstruments.tenantId, tenantId), eq(diagnosisInstruments.isPublished, true)))
    .orderBy(asc(diagnosisInstruments.sortOrder), asc(diagnosisInstruments.id))
}

/** The instrument's current version: its newest published one (issue 32). */
const currentVersionOf = and(
  eq(diagnosisVersions.tenantId, diagnosisInstruments.tenantId),
  eq(diagnosisVersions.instrumentId, diagnosisInstruments.id),
  sql`${diagnosisVersions.number} = (select max(v.number) from diagnosis_versions v where v.tenant_id = ${diagnosisInstruments.tenantId} and v.instrument_id = ${diagnosisInstruments.id} and v.published_at is not null)`,
)

/** A published instrument's current version with everything scoring needs, or null (停用 and drafts are not found). */
export async function getInstrument(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [found] = await db
    .select({ instrument: diagnosisInstruments, versionId: diagnosisVersions.id })
    .from(diagnosisInstruments)
    .innerJoin(diagnosisVersions, currentVersionOf)
    .where(
      and(
        eq(diagnosisInstruments.tenantId, tenantId),
        eq(diagnosisInstruments.id, id),
        eq(diagnosisInstruments.isPublished, true),
      ),
    )
    .limit(1)
  if (!found) return null
  return {
    instrument: found.instrument,
    versionId: found.versionId,
    ...(await getVersionContent(db, { tenantId, versionId: found.versionId })),
  }
}

/** One version's dimensions (with their bands) and questions in order, whatever its state; empty for another tenant's. */
export async function getVersionContent(db: Db, { tenantId, versionId }: Scope & { versionId: number }) {
  const [dimensions, questions, bands] = await Promise.all([
    db
      .select()
      .from(diagnosisDimensions)
      .where(and(eq(diagnosisDimensions.tenantId, tenantId), eq(diagnosisDimensions.versionId, versionId)))
      .orderBy(asc(diagnosisDimensions.sortOrder), asc(diagnosisDimensions.id)),
    db
      .select()
      .from(diagnosisQuestions)
      .where(and(eq(diagnosisQuestions.tenantId, tenantId), eq(diagnosisQuestions.versionId, versionId)))
      .orderBy(asc(diagnosisQuestions.sortOrder), asc(diagnosisQuestions.id)),
    db
      .select({ band: diagnosisBands })
      .from(diagnosisBands)
      .innerJoin(
        diagnosisDimensions,
        and(
          eq(diagnosisDimensions.tenantId, diagnosisBands.tenantId),
          eq(diagnosisDimensions.id, diagnosisBands.dimensionId),
        ),
      )
      .where(and(eq(diagnosisBands.tenantId, tenantId), eq(diagnosisDimensions.versionId, versionId)))
      .orderBy(asc(diagnosisBands.minPct)),
  ])
  return {
    dimensions: dimensions.map((d) => ({
      ...d,
      bands: bands.map((b) => b.band).filter((b) => b.dimensionId === d.id),
    })),
    questions,
  }
}

export async function getProfile(db: Db, { tenantId, individualId }: Learner) {
  const [row] = await db
    .select()
    .from(diagnosisProfiles)
    .where(and(eq(diagnosisProfiles.tenantId, tenantId), eq(diagnosisProfiles.individualId, individualId)))
    .limit(1)
  return row ?? null
}

export async function saveProfile(
  db: Db,
  v: Learner & { position: string; industry: string; years: string; companySize: string },
) {
  await db
    .insert(diagnosisProfiles)
    .values(v)
    .onConflictDoUpdate({
      target: [diagnosisProfiles.tenantId, diagnosisProfiles.individualId],
      set: {
        position: v.position,
        industry: v.industry,
        years: v.years,
        companySize: v.companySize,
        updatedAt: sql`now()`,
      },
    })
}

export async function getDraft(db: Db, { tenantId, individualId, instrumentId }: Learner & { instrumentId: number }) {
  const [row] = await db
    .select()
    .from(diagnosisDrafts)
    .where(
      and(
        eq(diagnosisDrafts.tenantId, tenantId),
        eq(diagnosisDrafts.individualId, individualId),
        eq(diagnosisDrafts.instrumentId, instrumentId),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function listDrafts(db: Db, { tenantId, individualId }: Learner) {
  return db
    .select()
    .from(diagnosisDrafts)
    .where(and(eq(diagnosisDrafts.tenantId, tenantId), eq(diagnosisDrafts.individualId, individualId)))
}

export async function saveDraft(
  db: Db,
  {
    tenantId,
    individualId,
    instrumentId,
    versionId,
    answers,
  }: Learner & { instrumentId: number; versionId: number; answers: Answers },
) {
  await db
    .insert(diagnosisDrafts)
    .values({ tenantId, individualId, instrumentId, versionId, answers })
    .onConflictDoUpdate({
      target: [diagnosisDrafts.tenantId, diagnosisDrafts.individualId, diagnosisDrafts.instrumentId],
      set: { answers, versionId, updatedAt: sql`now()` },
    })
}

export async function deleteDraft(
  db: Db,
  { tenantId, individualId, instrumentId }: Learner & { instrumentId: number },
) {
  await db
    .delete(diagnosisDrafts)
    .where(
      and(
        eq(diagnosisDrafts.tenantId, tenantId),
        eq(diagnosisDrafts.individualId, individualId),
        eq(diagnosisDrafts.instrumentId, instrumentId),
      ),
    )
}

export async function insertReport(
  db: Db,
  v: Learner & {
    instrumentId: number
    versionId: number
    instrumentTitle: string
    answers: Answers
    dimensions: DimensionScore[]
    overallPct: number
    profile: Record<string, string>
  },
) {
  const [row] = await db.insert(diagnosisReports).values(v).returning({ id: diagnosisReports.id })
  return row.id
}

/** The learner's reports, newest first (of one instrument, when given). */
export async function listReports(
  db: Db,
  { tenantId, individualId, instrumentId }: Learner & { instrumentId?: number },
) {
  return db
    .select({
      id: diagnosisReports.id,
      instrumentId: diagnosisReports.instrumentId,
      instrumentTitle: diagnosisReports.instrumentTitle,
      overallPct: diagnosisReports.overallPct,
      dimensions: diagnosisReports.dimensions,
      createdAt: diagnosisReports.createdAt,
    })
    .from(diagnosisReports)
    .where(
      and(
        eq(diagnosisReports.tenantId, tenantId),
        eq(diagnosisReports.individualId, individualId),
        instrumentId ? eq(diagnosisReports.instrumentId, instrumentId) : undefined,
      ),
    )
    .orderBy(desc(diagnosisReports.createdAt), desc(diagnosisReports.id))
    .limit(50)
}

/** One of the learner's own reports, or null (another learner's id is as good as a missing one). */
export async function getReport(db: Db, { tenantId, individualId, id }: Learner & { id: number }) {
  const [row] = await db
    .select()
    .from(diagnosisReports)
    .where(
      and(
        eq(diagnosisReports.tenantId, tenantId),
        eq(diagnosisReports.individualId, individualId),
        eq(diagnosisReports.id, id),
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * Published courses that fit one dimension's `tags` and the learner has not completed: a course fits a tag it carries
 * or whose title holds it (an operator's tag need not be spelled as a course tag). The course fitting the most tags
 * comes first, then the most learned.
 */
export async function coursesForTags(
  db: Db,
  { tenantId, individualId, tags, limit }: Learner & { tags: string[]; limit: number },
) {
  if (tags.length === 0) return []
  const fits = tags.map(
    (tag) => sql`(${tag}::text = any(${courses.tags}) or strpos(lower(${courses.title}), lower(${tag}::text)) > 0)`,
  )
  const fitCount = sql.join(
    fits.map((f) => sql`${f}::int`),
    sql` + `,
  )
  return db
    .select({
      id: courses.id,
      title: courses.title,
      coverUrl: courses.coverUrl,
      summary: courses.summary,
      tags: courses.tags,
      priceCents: courses.priceCents,
      learnerCount: courses.learnerCount,
    })
    .from(courses)
    .leftJoin(enrolments, learnerEnrolment(individualId))
    .where(
      and(
        eq(courses.tenantId, tenantId),
        eq(courses.isPublished, true),
        or(...fits),
        or(isNull(enrolments.completedAt), isNull(enrolments.courseId)),
      ),
    )
    .orderBy(desc(fitCount), desc(courses.learnerCount), asc(courses.id))
    .limit(limit)
}
