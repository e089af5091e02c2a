// One report as the learner sees it — scores, strengths, areas to improve, the courses for them (weakest area first),
// earlier reports — for Diagnosis/GetReport (with the radar SVG) and Diagnosis/GetReportPdf (the same as an A4 PDF).
import { notFound } from '@/lib/contract/errors'
import { DIAGNOSIS_MSG } from '@/lib/contract/diagnosis-rules'
import { formatDate } from '@/lib/contract/dates'
import type { FileResult } from '@/lib/contract/define'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getIndividualById } from '@/lib/db/queries/accounts'
import { coursesForTags, getReport, getVersionContent, listReports } from '@/lib/db/queries/diagnosis'
import { diagnosisReportPdf } from '@/lib/pdf/diagnosis-report'
import { getStorage } from '@/lib/storage'
import { radarSvg } from '@/lib/ui/radar'
import { tenantOrigin } from '@/lib/site-url'

const RECOMMENDED = 6
/** Dimensions below this percentage count as areas to improve; the weakest two always do. */
const IMPROVE_BELOW = 60
const PROFILE_LABELS: [string, string][] = [
  ['position', '岗位'],
  ['industry', '行业'],
  ['years', '工作年限'],
  ['companySize', '企业规模'],
]

/**
 * The courses for the areas to improve, weakest first: each area gets its share of the slots from the courses that fit
 * it best, spare slots go to the weakest again, and a course recommended for one area is not repeated for another.
 */
function pickRecommendations<C extends { id: number }>(groups: { dimension: string; courses: C[] }[], limit: number) {
  const share = Math.ceil(limit / Math.max(1, groups.length))
  const taken = new Set<number>()
  const picks = groups.map(() => [] as C[])
  for (const most of [share, limit]) {
    groups.forEach((group, i) => {
      for (const course of group.courses) {
        if (taken.size >= limit || picks[i].length >= most) return
        if (taken.has(course.id)) continue
        taken.add(course.id)
        picks[i].push(course)
      }
    })
  }
  return groups.flatMap((group, i) => picks[i].map((course) => ({ ...course, dimension: group.dimension })))
}

/** The caller's report `id` with everything the page shows; another learner's or tenant's id is a 404. */
async function reportOf(ctx: ServiceContext, id: number) {
  const who = { tenantId: requireSite(ctx).tenantId, individualId: ctx.caller!.accountId }
  const report = await getReport(ctx.db, { ...who, id })
  if (!report) throw notFound(DIAGNOSIS_MSG.reportNotFound)
  const ranked = [...report.dimensions].sort((a, b) => a.pct - b.pct)
  const improve = ranked.filter((d, i) => d.pct < IMPROVE_BELOW || i < 2)
  const strengths = [...ranked].reverse().filter((d) => !improve.includes(d))
  // The scores, bands and interpretations were written with the report; the course tags are read from the version it
  // was scored with (issue 32), so a later version — or 停用 — changes neither what it says nor what it recommends.
  const version = await getVersionContent(ctx.db, { tenantId: who.tenantId, versionId: report.versionId })
  const tagsOf = (dimensionId: number) => version.dimensions.find((x) => x.id === dimensionId)?.courseTags ?? []
  const [fitting, history] = await Promise.all([
    // Twice the slots per dimension: a weaker dimension may already have taken some of a course list.
    Promise.all(
      improve.map((d) => coursesForTags(ctx.db, { ...who, tags: tagsOf(d.dimensionId), limit: 2 * RECOMMENDED })),
    ),
    listReports(ctx.db, { ...who, instrumentId: report.instrumentId }),
  ])
  const recommended = pickRecommendations(
    improve.map((d, i) => ({ dimension: d.name, courses: fitting[i] })),
    RECOMMENDED,
  )
  return {
    id: report.id,
    instrumentId: report.instrumentId,
    instrumentTitle: report.instrumentTitle,
    overallPct: report.overallPct,
    createdAt: report.createdAt.toISOString(),
    profile: report.profile,
    dimensions: report.dimensions,
    strengths: strengths.map((d) => d.name),
    improvements: improve.map((d) => d.name),
    recommendedCourses: recommended.map((c) => ({
      /** The area to improve this course is for: the list runs from the weakest up. */
      dimension: c.dimension,
      id: c.id,
      title: c.title,
      coverUrl: c.coverUrl,
      summary: c.summary,
      price: c.priceCents / 100,
      learnerCount: c.learnerCount,
    })),
    consultLink: requireSite(ctx).features.platformService ? '/toconsult' : null,
    history: history
      .filter((h) => h.id !== report.id)
      .map((h) => ({
        id: h.id,
        overallPct: h.overallPct,
        createdAt: h.createdAt.toISOString(),
        dimensions: h.dimensions.map((d) => ({ name: d.name, pct: d.pct })),
      })),
  }
}

/** GetReport's answer: the report and its radar, drawn on the server in the theme colour. */
export async function reportWithRadar(ctx: ServiceContext, id: number) {
  const report = await reportOf(ctx, id)
  const color = requireSite(ctx).settings.overallSubjectColor
  return {
    ...report,
    radarSvg: radarSvg(
      report.dimensions.map((d) => ({ name: d.name, pct: d.pct })),
      color,
      `${report.instrumentTitle}雷达图`,
    ),
  }
}

/** The tenant's logo bytes for the PDF header, or null when it is missing or unreadable. */
export async function tenantLogo(key: string): Promise<Uint8Array | null> {
  if (!key) return null
  try {
    return (await getStorage().readObject(key))?.bytes ?? null
  } catch {
    return null // a broken logo must not cost the learner their report
  }
}

/** GetReportPdf's answer: the report as an A4 PDF named `{instrument}-诊断报告-{date}.pdf`. */
export async function reportPdf(ctx: ServiceContext, id: number): Promise<FileResult> {
  const site = requireSite(ctx)
  const report = await reportOf(ctx, id)
  const learner = await getIndividualById(ctx.db, { tenantId: site.tenantId, id: ctx.caller!.accountId })
  const date = formatDate(report.createdAt)
  const origin = tenantOrigin(site.slug)
  const body = await diagnosisReportPdf({
    tenantName: site.settings.tenantName,
    logo: await tenantLogo(site.settings.tenantLogoUrl),
    color: site.settings.overallSubjectColor,
    instrumentTitle: report.instrumentTitle,
    nickname: learner?.nickname ?? '',
    date,
    profile: PROFILE_LABELS.map(([key, label]) => ({
      label,
      value: (report.profile as Record<string, string>)[key] ?? '',
    })),
    overallPct: report.overallPct,
    dimensions: report.dimensions,
    strengths: report.strengths,
    improvements: report.improvements,
    courses: report.recommendedCourses.map((c) => ({
      title: c.title,
      price: c.price > 0 ? `¥${c.price}` : '免费',
      url: `${origin}/course/${c.id}`,
    })),
    history: report.history.map((h) => ({ date: formatDate(h.createdAt), overallPct: h.overallPct })),
  })
  return { body, filename: `${report.instrumentTitle}-诊断报告-${date}.pdf` }
}
