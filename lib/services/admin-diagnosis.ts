// AdminDiagnosis: the tenant's 诊断测评 in the console (issue 32). An instrument's content lives in versions: a draft
// is edited freely, 发布 makes it the version new learners take, and a report keeps the version it was scored with.
// 停用 hides an instrument from learners and keeps its reports. Every role reads; 管理员 and 运营 write.
import { methodFor } from '@/lib/contract/define'
import { badRequest, conflict, notFound } from '@/lib/contract/errors'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import { instrumentProblems, type InstrumentDoc } from '@/lib/contract/diagnosis-editor-rules'
import {
  DIAGNOSIS_ADMIN_MSG as MSG,
  createInstrumentInput,
  diagnosisListInput,
  instrumentIdInput,
  instrumentVersionInput,
  saveInstrumentDraftInput,
  type InstrumentEditable,
  type InstrumentPage,
  type InstrumentVersionDoc,
} from '@/lib/contract/schemas/admin-diagnosis'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  deleteDraftVersion,
  deleteInstrument,
  getAdminInstrument,
  insertInstrument,
  insertVersion,
  listAdminInstruments,
  listInstrumentVersions,
  publishDraft,
  replaceDraftContent,
  setInstrumentShown,
} from '@/lib/db/queries/admin-diagnosis'
import { getVersionContent } from '@/lib/db/queries/diagnosis'

const method = methodFor<ServiceContext>()
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']
type Version = Awaited<ReturnType<typeof listInstrumentVersions>>[number]

const tenantOf = (ctx: ServiceContext) => requireSite(ctx).tenantId

/** The instrument and its versions (newest first); another tenant's id is as missing as an unknown one. */
async function found(ctx: ServiceContext, id: number, lock = false) {
  const tenantId = tenantOf(ctx)
  const row = await getAdminInstrument(ctx.db, { tenantId, id, lock })
  if (!row) throw notFound(MSG.missing)
  const versions = await listInstrumentVersions(ctx.db, { tenantId, instrumentId: id })
  return {
    row,
    versions,
    draft: versions.find((v) => !v.publishedAt) ?? null,
    current: versions.find((v) => v.publishedAt) ?? null,
  }
}

/** A version's content as the editor holds it: questions name their dimension by its place. */
async function docOf(ctx: ServiceContext, v: Version): Promise<InstrumentVersionDoc> {
  const { dimensions, questions } = await getVersionContent(ctx.db, { tenantId: tenantOf(ctx), versionId: v.id })
  return {
    versionId: v.id,
    number: v.number,
    publishedAt: v.publishedAt?.toISOString() ?? null,
    title: v.title,
    summary: v.summary,
    minutes: v.minutes,
    dimensions: dimensions.map((d) => ({
      name: d.name,
      description: d.description,
      courseTags: d.courseTags,
      bands: d.bands.map((b) => ({ minPct: b.minPct, label: b.label, interpretation: b.interpretation })),
    })),
    questions: questions.map((q) => ({
      dimension: dimensions.findIndex((d) => d.id === q.dimensionId),
      kind: q.kind,
      text: q.text,
      reverse: q.reverse,
      options: q.options.map((o) => ({ text: o.text, score: o.score })),
    })),
  }
}

/** The content without its version's bookkeeping, as the 操作日志 shows it. */
const contentOf = (v: InstrumentVersionDoc): InstrumentDoc => ({
  title: v.title,
  summary: v.summary,
  minutes: v.minutes,
  dimensions: v.dimensions,
  questions: v.questions,
})
const target = (title: string, number?: number) => `诊断测评「${title}」${number ? `第${number}版` : ''}`

export const adminDiagnosisService = {
  /** The tenant's instruments with their state, versions and how many reports they produced. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: diagnosisListInput,
    summary: '诊断测评列表（分页；按名称、状态筛选；含当前版本、草稿版本与报告数）',
    handler: async (input, ctx): Promise<InstrumentPage> => {
      const { rows, totalCount } = await listAdminInstruments(ctx.db, { tenantId: tenantOf(ctx), ...input })
      return { totalCount, items: rows }
    },
  }),

  /** One instrument for the editor: its versions, the current version's content and the draft's. */
  Get: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: instrumentIdInput,
    summary: '诊断测评详情（各版本、当前版本与草稿的内容）',
    handler: async ({ id }, ctx): Promise<InstrumentEditable> => {
      const { row, versions, draft, current } = await found(ctx, id)
      return {
        id: row.id,
        title: row.title,
        state: row.state,
        versions: versions.map((v) => ({
          id: v.id,
          number: v.number,
          publishedAt: v.publishedAt?.toISOString() ?? null,
          reportCount: v.reportCount,
        })),
        current: current ? await docOf(ctx, current) : null,
        draft: draft ? await docOf(ctx, draft) : null,
      }
    },
  }),

  /** A new instrument: hidden from learners, with an empty draft to fill in. */
  Create: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: createInstrumentInput,
    summary: '新建诊断测评（草稿）',
    handler: async ({ title }, ctx): Promise<{ id: number }> => {
      const id = await insertInstrument(ctx.db, { tenantId: tenantOf(ctx), title })
      ctx.audit({ target: target(title), before: null, after: { title } })
      return { id }
    },
  }),

  /**
   * Saves the editor's content into the draft; on an instrument without one (published), the save starts the next
   * version from it. `baseVersionId` is the version the editor started from: another operator's save in between is a 409.
   */
  SaveDraft: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: saveInstrumentDraftInput,
    summary: '保存草稿（已发布的测评保存为新的草稿版本，发布前学员看不到）',
    handler: async ({ id, baseVersionId, doc }, ctx): Promise<{ versionId: number; number: number }> => {
      const tenantId = tenantOf(ctx)
      const { row, versions, draft, current } = await found(ctx, id, true)
      const base = draft ?? current
      if (!base || base.id !== baseVersionId) throw conflict(MSG.stale)
      const before = contentOf(await docOf(ctx, base))
      const number = draft ? draft.number : Math.max(...versions.map((v) => v.number)) + 1
      const versionId = draft
        ? draft.id
        : await insertVersion(ctx.db, { tenantId, instrumentId: id, number, title: doc.title, summary: '', minutes: 1 })
      await replaceDraftContent(ctx.db, { tenantId, instrumentId: id, versionId, doc })
      ctx.audit({ target: target(row.title, number), before, after: doc })
      return { versionId, number }
    },
  }),

  /** Publishes the draft after the checks scoring needs; learners who start from now on take it. */
  Publish: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: instrumentVersionInput,
    summary: '发布草稿版本：成为学员作答的当前版本；已有报告仍按其原版本计分与解读',
    handler: async ({ id, versionId }, ctx) => {
      const { row, draft, current } = await found(ctx, id, true)
      if (!draft || draft.id !== versionId) throw conflict(draft ? MSG.stale : MSG.notDraft)
      const problems = instrumentProblems(contentOf(await docOf(ctx, draft)))
      if (problems.length) throw badRequest(`无法发布：${problems.join('；')}`, ['doc'])
      await publishDraft(ctx.db, { tenantId: tenantOf(ctx), instrumentId: id, versionId })
      ctx.audit({
        target: target(draft.title, draft.number),
        before: { state: row.state, currentVersion: current?.number ?? null },
        after: { state: 'published', currentVersion: draft.number },
      })
      return null
    },
  }),

  /** Drops the draft; a never-published instrument goes with it (it has no reports). */
  DiscardDraft: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: instrumentVersionInput,
    summary: '放弃草稿版本（从未发布的测评一并删除）',
    handler: async ({ id, versionId }, ctx): Promise<{ deleted: boolean }> => {
      const tenantId = tenantOf(ctx)
      const { row, draft, current } = await found(ctx, id, true)
      if (!draft || draft.id !== versionId) throw conflict(draft ? MSG.stale : MSG.notDraft)
      const before = contentOf(await docOf(ctx, draft))
      if (current) await deleteDraftVersion(ctx.db, { tenantId, instrumentId: id, versionId })
      else await deleteInstrument(ctx.db, { tenantId, id })
      ctx.audit({ target: target(row.title, draft.number), before, after: null })
      return { deleted: !current }
    },
  }),

  /** 停用: learners no longer see or take it; their reports stay readable. */
  Disable: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: instrumentIdInput,
    summary: '停用诊断测评（学员不再看到，已有报告保留）',
    handler: async ({ id }, ctx) => {
      const { row } = await found(ctx, id, true)
      if (row.state === 'draft') throw badRequest(MSG.notPublished)
      await setInstrumentShown(ctx.db, { tenantId: tenantOf(ctx), id, shown: false })
      ctx.audit({ target: target(row.title), before: { state: row.state }, after: { state: 'disabled' } })
      return null
    },
  }),

  /** 启用 again: learners take the current version. */
  Enable: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: instrumentIdInput,
    summary: '启用已停用的诊断测评',
    handler: async ({ id }, ctx) => {
      const { row } = await found(ctx, id, true)
      if (row.state === 'draft') throw badRequest(MSG.notPublished)
      await setInstrumentShown(ctx.db, { tenantId: tenantOf(ctx), id, shown: true })
      ctx.audit({ target: target(row.title), before: { state: row.state }, after: { state: 'published' } })
      return null
    },
  }),
}
