// /api/services/app/Diagnosis/{Method}: instruments, the respondent profile, drafts saved as the learner goes, submit
// (scored on the server), and the learner's own reports with the courses for their weakest dimensions. Individuals only.
import { badRequest, notFound, tooManyRequests } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import {
  DIAGNOSIS_MSG,
  LIKERT,
  missingQuestions,
  questionScore,
  scoreDiagnosis,
  type AnswerValue,
  type ScoringQuestion,
} from '@/lib/contract/diagnosis-rules'
import {
  draftInput,
  instrumentIdInput,
  profileInput,
  reportIdInput,
  submitInput,
  type InstrumentSummary,
} from '@/lib/contract/schemas/diagnosis'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { consume } from '@/lib/auth/limits'
import type { Answers } from '@/lib/db/schema'
import {
  deleteDraft,
  getDraft,
  getInstrument,
  getProfile,
  insertReport,
  listDrafts,
  listInstruments,
  listReports,
  saveDraft,
  saveProfile,
} from '@/lib/db/queries/diagnosis'
import { method } from './define'
import { RenderQueueFull, renderOneAtATime } from '@/lib/pdf/render-queue'
import { reportPdf, reportWithRadar } from './diagnosis-report'

const exportTooOften = (wait: string) => `导出过于频繁，请${wait}后再试`

/**
 * An export: a point of the account's and the address's limits first (every try costs one, whatever its outcome), then
 * the drawing in the process's one-at-a-time line (lib/pdf/render-queue.ts); a full line is a 429 to try again shortly.
 */
async function limitedReportPdf(ctx: ServiceContext, id: number) {
  const { tenantId, individualId } = learner(ctx)
  const account = `${tenantId}:u${individualId}`
  const ip = `${tenantId}:${ctx.clientIp}`
  await consume(ctx.db, [
    { rule: 'pdfExportMinute', key: account, message: exportTooOften },
    { rule: 'pdfExportIpMinute', key: ip, message: exportTooOften },
    { rule: 'pdfExportHour', key: account, message: exportTooOften },
    { rule: 'pdfExportIpHour', key: ip, message: exportTooOften },
  ])
  try {
    return await renderOneAtATime(() => reportPdf(ctx, id))
  } catch (error) {
    if (error instanceof RenderQueueFull) throw tooManyRequests('导出的人较多，请稍后再试', 5)
    throw error
  }
}

function learner(ctx: ServiceContext) {
  return { tenantId: requireSite(ctx).tenantId, individualId: ctx.caller!.accountId }
}

async function instrumentOr404(ctx: ServiceContext, id: number) {
  const found = await getInstrument(ctx.db, { tenantId: requireSite(ctx).tenantId, id })
  if (!found) throw notFound(DIAGNOSIS_MSG.notFound)
  return found
}

/** The learner's saved answers to this version; a draft of an earlier version is stale and counts as none (issue 32). */
async function answersSoFar(ctx: ServiceContext, instrumentId: number, versionId: number): Promise<Answers> {
  const draft = await getDraft(ctx.db, { ...learner(ctx), instrumentId })
  return draft && draft.versionId === versionId ? draft.answers : {}
}

const scoringOf = (q: {
  id: number
  dimensionId: number
  kind: ScoringQuestion['kind']
  options: ScoringQuestion['options']
  reverse: boolean
}): ScoringQuestion => q

/** Keeps the answers that name a question of this instrument and fit it; anything else is refused with its number. */
function checkAnswers(questions: ScoringQuestion[], answers: Record<string, AnswerValue>): Answers {
  const byId = new Map(questions.map((q, i) => [String(q.id), { q, n: i + 1 }]))
  const clean: Answers = {}
  for (const [key, value] of Object.entries(answers)) {
    const found = byId.get(key)
    if (!found || questionScore(found.q, value) === null)
      throw badRequest(`${DIAGNOSIS_MSG.badAnswer}${found ? `（第${found.n}题）` : ''}`, ['answers'])
    clean[key] = value
  }
  return clean
}

export const diagnosisService = {
  /** The tenant's instruments, with how far the learner got in an unfinished one. */
  GetInstruments: method({
    verb: 'GET',
    auth: 'user',
    input: noInput,
    summary:
      '诊断问卷列表：[{ id, title, summary, minutes, questionCount, answeredCount }]（answeredCount 为未提交的作答进度）',
    handler: async (_input, ctx): Promise<InstrumentSummary[]> => {
      const who = learner(ctx)
      const [list, drafts] = await Promise.all([listInstruments(ctx.db, who), listDrafts(ctx.db, who)])
      return list.map(({ versionId, ...i }) => ({
        ...i,
        answeredCount: Object.keys(
          drafts.find((d) => d.instrumentId === i.id && d.versionId === versionId)?.answers ?? {},
        ).length,
      }))
    },
  }),

  /** One instrument to answer: dimensions, questions (options without their scores) and the saved draft. */
  GetInstrument: method({
    verb: 'GET',
    auth: 'user',
    input: instrumentIdInput,
    summary: '一份诊断问卷：维度、题目（单选 single / 李克特 likert 1–5 / 多选 multi；不含分值）与已保存的作答',
    handler: async ({ id }, ctx) => {
      const { instrument, versionId, dimensions, questions } = await instrumentOr404(ctx, id)
      const answers = await answersSoFar(ctx, id, versionId)
      return {
        id: instrument.id,
        title: instrument.title,
        summary: instrument.summary,
        minutes: instrument.minutes,
        likert: LIKERT,
        dimensions: dimensions.map((d) => ({ id: d.id, name: d.name, description: d.description })),
        questions: questions.map((q) => ({
          id: q.id,
          dimensionId: q.dimensionId,
          kind: q.kind,
          text: q.text,
          options: q.options.map((o) => ({ key: o.key, text: o.text })),
        })),
        answers,
      }
    },
  }),

  /** The respondent profile, or null before the first diagnosis. */
  GetProfile: method({
    verb: 'GET',
    auth: 'user',
    input: noInput,
    summary: '诊断基本信息（岗位、行业、工作年限、企业规模）；未填写时为 null',
    handler: async (_input, ctx) => {
      const row = await getProfile(ctx.db, learner(ctx))
      return row
        ? { position: row.position, industry: row.industry, years: row.years, companySize: row.companySize }
        : null
    },
  }),

  /** Saves the respondent profile (asked before the first diagnosis, editable later). */
  SaveProfile: method({
    verb: 'POST',
    auth: 'user',
    input: profileInput,
    summary: '保存诊断基本信息',
    handler: async (input, ctx) => {
      await saveProfile(ctx.db, { ...learner(ctx), ...input })
      return input
    },
  }),

  /** Saves answers as the learner goes (merged into the draft), so another device can continue. */
  SaveDraft: method({
    verb: 'POST',
    auth: 'user',
    input: draftInput,
    summary:
      '保存作答进度（与已保存的合并）：{ id, answers: { 题目id: 选项 | 1–5 | [选项] } } → { answeredCount, questionCount }',
    handler: async ({ id, answers }, ctx) => {
      const { versionId, questions } = await instrumentOr404(ctx, id)
      const clean = checkAnswers(questions.map(scoringOf), answers)
      const merged = { ...(await answersSoFar(ctx, id, versionId)), ...clean }
      await saveDraft(ctx.db, { ...learner(ctx), instrumentId: id, versionId, answers: merged })
      return { answeredCount: Object.keys(merged).length, questionCount: questions.length }
    },
  }),

  /** Scores the complete answers into a report; an incomplete one names the missing questions. */
  Submit: method({
    verb: 'POST',
    auth: 'user',
    input: submitInput,
    summary: '提交诊断（可附最后的作答）：全部题目作答后计分生成报告 → { reportId }；未答完返回 400 并列出题号',
    handler: async ({ id, answers }, ctx) => {
      const { instrument, versionId, dimensions, questions } = await instrumentOr404(ctx, id)
      const scoring = questions.map(scoringOf)
      const who = { ...learner(ctx), instrumentId: id }
      const profile = await getProfile(ctx.db, who)
      if (!profile) throw badRequest(DIAGNOSIS_MSG.profileFirst, ['profile'])
      const merged = { ...(await answersSoFar(ctx, id, versionId)), ...checkAnswers(scoring, answers ?? {}) }
      const missing = missingQuestions(scoring, merged)
      if (missing.length) {
        const numbers = missing.map((qid) => `第${questions.findIndex((q) => q.id === qid) + 1}题`)
        throw badRequest(
          `${DIAGNOSIS_MSG.incomplete(missing.length)}：${numbers.join('、')}`,
          missing.map((qid) => `answers.${qid}`),
        )
      }
      const result = scoreDiagnosis(
        dimensions.map((d) => ({ id: d.id, name: d.name, bands: d.bands })),
        scoring,
        merged,
      )
      const reportId = await ctx.db.transaction(async (db) => {
        const rid = await insertReport(db, {
          ...who,
          versionId,
          instrumentTitle: instrument.title,
          answers: merged,
          dimensions: result.dimensions,
          overallPct: result.overallPct,
          profile: {
            position: profile.position,
            industry: profile.industry,
            years: profile.years,
            companySize: profile.companySize,
          },
        })
        await deleteDraft(db, who)
        return rid
      })
      return { reportId }
    },
  }),

  /** The learner's reports, newest first. */
  GetReports: method({
    verb: 'GET',
    auth: 'user',
    input: noInput,
    summary: '我的诊断报告：[{ id, instrumentId, instrumentTitle, overallPct, createdAt }]',
    handler: async (_input, ctx) =>
      (await listReports(ctx.db, learner(ctx))).map((r) => ({
        id: r.id,
        instrumentId: r.instrumentId,
        instrumentTitle: r.instrumentTitle,
        overallPct: r.overallPct,
        createdAt: r.createdAt.toISOString(),
      })),
  }),

  /** One of the learner's reports: scores, bands, strengths and areas to improve, courses for them, earlier reports. */
  GetReport: method({
    verb: 'GET',
    auth: 'user',
    input: reportIdInput,
    summary:
      '诊断报告详情：总分、各维度得分与解读、雷达图（服务器生成的 SVG，主题色）、优势与待提升、推荐课程（本机构已发布、未学完）、同一问卷的历史报告；他人的报告返回 404',
    handler: ({ id }, ctx) => reportWithRadar(ctx, id),
  }),

  /** The same report as an A4 PDF download, drawn on the server (selectable Chinese text, vector radar, page numbers). */
  GetReportPdf: method({
    verb: 'GET',
    auth: 'user',
    input: reportIdInput,
    output: { kind: 'file', contentType: 'application/pdf' },
    summary: '导出诊断报告 PDF（A4，文件名 {问卷}-诊断报告-{日期}.pdf）；他人的报告返回 404（JSON 信封）',
    description:
      '每账号每分钟10次、每小时60次，每IP每分钟20次、每小时120次（每次请求都计数），超出返回 429 导出过于频繁，请…后再试。',
    handler: ({ id }, ctx) => limitedReportPdf(ctx, id),
  }),
}
