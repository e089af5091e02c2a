// 诊断测评 for the console (issue 32): the tenant's instruments with their state and versions, and the writes of a
// draft version's content, publishing, 停用/启用 and deleting a draft. Every query takes the tenant.
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm'
import type { InstrumentDoc, InstrumentState } from '@/lib/contract/diagnosis-editor-rules'
import { optionsWithKeys } from '@/lib/contract/diagnosis-editor-rules'
import type { Db } from '../client'
import {
  diagnosisBands,
  diagnosisDimensions,
  diagnosisInstruments,
  diagnosisQuestions,
  diagnosisVersions,
} from '../schema'
import { likePattern } from './catalogue'

type Scope = { tenantId: number }

// Spelled out with the outer table's name: drizzle writes a one-table select list unqualified, which a subquery would
// read as its own table's columns.
const currentNumber = sql<number | null>`(select max(v.number) from diagnosis_versions v
  where v.tenant_id = diagnosis_instruments.tenant_id and v.instrument_id = diagnosis_instruments.id
  and v.published_at is not null)`
const draftNumber = sql<number | null>`(select v.number from diagnosis_versions v
  where v.tenant_id = diagnosis_instruments.tenant_id and v.instrument_id = diagnosis_instruments.id
  and v.published_at is null)`
const reportCount = sql<number>`(select count(*)::int from diagnosis_reports r
  where r.tenant_id = diagnosis_instruments.tenant_id and r.instrument_id = diagnosis_instruments.id)`
/** 草稿 until its first publish, then 已发布 while learners see it, else 已停用. */
const stateOf = sql<InstrumentState>`(case when ${currentNumber} is null then 'draft'
  when diagnosis_instruments.is_published then 'published' else 'disabled' end)`

const rowFields = {
  id: diagnosisInstruments.id,
  title: diagnosisInstruments.title,
  state: stateOf,
  currentVersion: currentNumber,
  draftVersion: draftNumber,
  reportCount,
}

export async function listAdminInstruments(
  db: Db,
  {
    tenantId,
    page,
    pageSize,
    keyword,
    state,
  }: Scope & { page: number; pageSize: number; keyword?: string; state?: InstrumentState },
) {
  const where: SQL = and(
    eq(diagnosisInstruments.tenantId, tenantId),
    keyword ? ilike(diagnosisInstruments.title, likePattern(keyword)) : undefined,
    state ? sql`${stateOf} = ${state}` : undefined,
  )!
  const [rows, [total]] = await Promise.all([
    db
      .select(rowFields)
      .from(diagnosisInstruments)
      .where(where)
      .orderBy(asc(diagnosisInstruments.sortOrder), desc(diagnosisInstruments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(diagnosisInstruments).where(where),
  ])
  return { rows, totalCount: Number(total?.n ?? 0) }
}

/** One instrument's row; `lock` holds it until the transaction ends, so two saves or publishes take turns. */
export async function getAdminInstrument(db: Db, { tenantId, id, lock }: Scope & { id: number; lock?: boolean }) {
  const query = db
    .select(rowFields)
    .from(diagnosisInstruments)
    .where(and(eq(diagnosisInstruments.tenantId, tenantId), eq(diagnosisInstruments.id, id)))
  const [row] = lock ? await query.for('update', { of: diagnosisInstruments }) : await query
  return row ?? null
}

/** The instrument's versions, newest first, with how many reports each scored. */
export async function listInstrumentVersions(db: Db, { tenantId, instrumentId }: Scope & { instrumentId: number }) {
  return db
    .select({
      id: diagnosisVersions.id,
      number: diagnosisVersions.number,
      title: diagnosisVersions.title,
      summary: diagnosisVersions.summary,
      minutes: diagnosisVersions.minutes,
      publishedAt: diagnosisVersions.publishedAt,
      reportCount: sql<number>`(select count(*)::int from diagnosis_reports r
        where r.tenant_id = diagnosis_versions.tenant_id and r.version_id = diagnosis_versions.id)`,
    })
    .from(diagnosisVersions)
    .where(and(eq(diagnosisVersions.tenantId, tenantId), eq(diagnosisVersions.instrumentId, instrumentId)))
    .orderBy(desc(diagnosisVersions.number))
}

/** A new instrument, hidden from learners, with an empty draft as its version 1. */
export async function insertInstrument(db: Db, { tenantId, title }: Scope & { title: string }) {
  const [row] = await db
    .insert(diagnosisInstruments)
    .values({
      tenantId,
      slug: `c-${crypto.randomUUID().slice(0, 30)}`,
      title,
      minutes: 5,
      isPublished: false,
      // Last on the learners' list once published.
      sortOrder: sql`(select coalesce(max(i.sort_order), -1) + 1 from diagnosis_instruments i where i.tenant_id = ${tenantId})`,
    })
    .returning({ id: diagnosisInstruments.id })
  await insertVersion(db, { tenantId, instrumentId: row.id, number: 1, title, summary: '', minutes: 5 })
  return row.id
}

/** A draft version (the one-draft index refuses a second). */
export async function insertVersion(
  db: Db,
  v: Scope & { instrumentId: number; number: number; title: string; summary: string; minutes: number },
) {
  const [row] = await db.insert(diagnosisVersions).values(v).returning({ id: diagnosisVersions.id })
  return row.id
}

/**
 * The draft's content becomes exactly `doc`: its rows are replaced (no report or learner can name a draft's rows) and
 * its title, summary and minutes set. False when `versionId` is not a draft of this instrument.
 */
export async function replaceDraftContent(
  db: Db,
  { tenantId, instrumentId, versionId, doc }: Scope & { instrumentId: number; versionId: number; doc: InstrumentDoc },
) {
  const updated = await db
    .update(diagnosisVersions)
    .set({ title: doc.title, summary: doc.summary, minutes: doc.minutes })
    .where(
      and(
        eq(diagnosisVersions.tenantId, tenantId),
        eq(diagnosisVersions.instrumentId, instrumentId),
        eq(diagnosisVersions.id, versionId),
        isNull(diagnosisVersions.publishedAt),
      ),
    )
    .returning({ id: diagnosisVersions.id })
  if (updated.length === 0) return false
  await db
    .delete(diagnosisDimensions)
    .where(and(eq(diagnosisDimensions.tenantId, tenantId), eq(diagnosisDimensions.versionId, versionId)))
  const base = { tenantId, instrumentId, versionId }
  const dimensionIds: number[] = []
  for (const [sortOrder, d] of doc.dimensions.entries()) {
    const [row] = await db
      .insert(diagnosisDimensions)
      .values({ ...base, name: d.name, description: d.description, courseTags: d.courseTags, sortOrder })
      .returning({ id: diagnosisDimensions.id })
    dimensionIds.push(row.id)
  }
  const bands = doc.dimensions.flatMap((d, i) => d.bands.map((b) => ({ tenantId, dimensionId: dimensionIds[i], ...b })))
  if (bands.length) await db.insert(diagnosisBands).values(bands)
  if (doc.questions.length)
    await db.insert(diagnosisQuestions).values(
      doc.questions.map((q, sortOrder) => ({
        ...base,
        dimensionId: dimensionIds[q.dimension],
        kind: q.kind,
        text: q.text,
        options: optionsWithKeys(q.options),
        reverse: q.reverse,
        sortOrder,
      })),
    )
  return true
}

/** Publishes the draft; the instrument takes its title, summary and minutes and is shown to learners. */
export async function publishDraft(
  db: Db,
  { tenantId, instrumentId, versionId }: Scope & { instrumentId: number; versionId: number },
) {
  const [version] = await db
    .update(diagnosisVersions)
    .set({ publishedAt: sql`now()` })
    .where(
      and(
        eq(diagnosisVersions.tenantId, tenantId),
        eq(diagnosisVersions.instrumentId, instrumentId),
        eq(diagnosisVersions.id, versionId),
        isNull(diagnosisVersions.publishedAt),
      ),
    )
    .returning()
  if (!version) return null
  await db
    .update(diagnosisInstruments)
    .set({ title: version.title, summary: version.summary, minutes: version.minutes, isPublished: true })
    .where(and(eq(diagnosisInstruments.tenantId, tenantId), eq(diagnosisInstruments.id, instrumentId)))
  return version
}

/** 停用 (hidden from learners, reports kept) or 启用 again. */
export async function setInstrumentShown(db: Db, { tenantId, id, shown }: Scope & { id: number; shown: boolean }) {
  await db
    .update(diagnosisInstruments)
    .set({ isPublished: shown })
    .where(and(eq(diagnosisInstruments.tenantId, tenantId), eq(diagnosisInstruments.id, id)))
}

/** Deletes a draft version and its rows. */
export async function deleteDraftVersion(
  db: Db,
  { tenantId, instrumentId, versionId }: Scope & { instrumentId: number; versionId: number },
) {
  const gone = await db
    .delete(diagnosisVersions)
    .where(
      and(
        eq(diagnosisVersions.tenantId, tenantId),
        eq(diagnosisVersions.instrumentId, instrumentId),
        eq(diagnosisVersions.id, versionId),
        isNull(diagnosisVersions.publishedAt),
      ),
    )
    .returning({ id: diagnosisVersions.id })
  return gone.length > 0
}

/** Deletes an instrument that was never published (it has no reports: the caller checks). */
export async function deleteInstrument(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db
    .delete(diagnosisInstruments)
    .where(and(eq(diagnosisInstruments.tenantId, tenantId), eq(diagnosisInstruments.id, id)))
}
