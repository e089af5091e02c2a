// Seeds the diagnosis instruments of lib/seed/diagnosis-data.ts: once per tenant and slug (a re-run adds nothing and
// leaves an instrument an operator edited alone).
import { and, eq } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import {
  diagnosisBands,
  diagnosisDimensions,
  diagnosisInstruments,
  diagnosisQuestions,
  diagnosisVersions,
} from '@/lib/db/schema'
import { SEED_DIAGNOSIS } from './diagnosis-data'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
const BAND_MINS = [0, 60, 80] as const
const BAND_LABELS = ['待提升', '良好', '优秀'] as const
const KEYS = 'ABCDEFGH'

export async function seedDiagnosis(tx: Tx, tenantId: number, slug: string): Promise<number> {
  let changes = 0
  for (const [i, inst] of (SEED_DIAGNOSIS[slug] ?? []).entries()) {
    const [exists] = await tx
      .select({ id: diagnosisInstruments.id })
      .from(diagnosisInstruments)
      .where(and(eq(diagnosisInstruments.tenantId, tenantId), eq(diagnosisInstruments.slug, inst.slug)))
    if (exists) continue
    const [{ id: instrumentId }] = await tx
      .insert(diagnosisInstruments)
      .values({
        tenantId,
        slug: inst.slug,
        title: inst.title,
        summary: inst.summary,
        minutes: inst.minutes,
        sortOrder: i,
      })
      .returning({ id: diagnosisInstruments.id })
    // Version 1, published: what the console's editor starts its next draft from (issue 32).
    const [{ id: versionId }] = await tx
      .insert(diagnosisVersions)
      .values({
        tenantId,
        instrumentId,
        number: 1,
        title: inst.title,
        summary: inst.summary,
        minutes: inst.minutes,
        publishedAt: new Date(),
      })
      .returning({ id: diagnosisVersions.id })
    let order = 0
    for (const [d, dim] of inst.dimensions.entries()) {
      const [{ id: dimensionId }] = await tx
        .insert(diagnosisDimensions)
        .values({
          tenantId,
          instrumentId,
          versionId,
          name: dim.name,
          description: dim.description,
          courseTags: dim.courseTags,
          sortOrder: d,
        })
        .returning({ id: diagnosisDimensions.id })
      await tx.insert(diagnosisBands).values(
        dim.bands.map((interpretation, b) => ({
          tenantId,
          dimensionId,
          minPct: BAND_MINS[b],
          label: BAND_LABELS[b],
          interpretation,
        })),
      )
      await tx.insert(diagnosisQuestions).values(
        dim.questions.map((q) => ({
          tenantId,
          instrumentId,
          versionId,
          dimensionId,
          kind: q.kind,
          text: q.text,
          options: (q.options ?? []).map(([text, score], k) => ({ key: KEYS[k], text, score })),
          reverse: q.reverse ?? false,
          sortOrder: order++,
        })),
      )
    }
    changes += 1
  }
  return changes
}
