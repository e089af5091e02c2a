// 学时证明 (issue 31): Certificate/{Issue, GetMine, Download, Verify} for learners and anyone holding a code, and
// CompanyCertificate/Issue for a company's own staff. What a certificate states is frozen when it is issued (the
// snapshot), from the server-credited intervals only; the verification page shows exactly that and its state.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { businessRule, notFound, tooManyRequests } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { DEFAULT_TIME_ZONE, formatDate } from '@/lib/contract/dates'
import { maskPhone } from '@/lib/contract/phone-rules'
import { certificatePath } from '@/lib/contract/certificate-rules'
import {
  CERTIFICATE_MSG as MSG,
  certificateCodeInput,
  companyIssueCertificateInput,
  issueCertificateInput,
  type CertificateView,
} from '@/lib/contract/schemas/certificate'
import type { FileResult } from '@/lib/contract/define'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { consume } from '@/lib/auth/limits'
import type { Db } from '@/lib/db/client'
import type { CertificateSnapshot } from '@/lib/db/schema'
import { getIndividualById } from '@/lib/db/queries/accounts'
import { getStaff } from '@/lib/db/queries/company'
import {
  certificateByCode,
  creditedLearning,
  enrolledCourse,
  insertCertificate,
  listLearnerCertificates,
  lockCertificateIssue,
  membershipOf,
  nextCertificateNumber,
  validCourseCertificate,
} from '@/lib/db/queries/certificates'
import { certificatePdf } from '@/lib/pdf/certificate'
import { RenderQueueFull, renderOneAtATime } from '@/lib/pdf/render-queue'
import { tenantOrigin } from '@/lib/site-url'
import { method } from './define'
import { myCompany } from './company-centre'
import { tenantLogo } from './diagnosis-report'
import { certificateView } from './certificate-view'

/** Unambiguous letters and digits (no 0/O, 1/I): 32 symbols, 5 bits each — 20 of them are 100 random bits. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 20

function newCode() {
  return Array.from(randomBytes(CODE_LENGTH), (b) => CODE_ALPHABET[b & 31]).join('')
}

/** DEMO-2026-: the tenant's slug (letters and digits, at most 8) and the issue year in the tenant's zone. */
function numberPrefix(slug: string, now: Date) {
  const tag =
    slug
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 8)
      .toUpperCase() || 'CERT'
  return `${tag}-${formatDate(now, DEFAULT_TIME_ZONE).slice(0, 4)}-`
}

type Request = z.output<typeof issueCertificateInput>

/** What the certificate states, read now: the person, their company, and the credited learning asked for. */
async function snapshotFor(db: Db, ctx: ServiceContext, individualId: number, request: Request) {
  const site = requireSite(ctx)
  const tenantId = site.tenantId
  const person = await getIndividualById(db, { tenantId, id: individualId })
  if (!person) throw notFound(MSG.staffGone)
  const membership = await membershipOf(db, { tenantId, individualId })
  let courseId: number | null = null
  if (request.courseId !== undefined) {
    const course = await enrolledCourse(db, { tenantId, individualId, courseId: request.courseId })
    if (!course) throw notFound(MSG.noCourse)
    if (!course.completedAt) throw businessRule(MSG.notCompleted)
    courseId = course.id
  }
  const credited = await creditedLearning(db, {
    tenantId,
    individualId,
    courseId: courseId ?? undefined,
    from: request.from,
    to: request.to,
    zone: DEFAULT_TIME_ZONE,
  })
  if (!credited.length) throw businessRule(MSG.nothingCredited)
  const courses = credited.map((c) => ({
    title: c.title,
    seconds: c.seconds,
    firstDay: c.firstDay,
    lastDay: c.lastDay,
    completedDay: c.completedAt ? formatDate(c.completedAt, DEFAULT_TIME_ZONE) : null,
  }))
  const snapshot: CertificateSnapshot = {
    // The name the company files the person under is the one an auditor checks; without a company, their nickname.
    learnerName: membership?.nameInCompany || person.nickname || maskPhone(person.phone),
    maskedPhone: maskPhone(person.phone),
    companyName: membership?.companyName ?? null,
    issuerName: site.settings.tenantName,
    courses,
    totalSeconds: courses.reduce((sum, c) => sum + c.seconds, 0),
    range: request.from && request.to ? { from: request.from, to: request.to } : null,
  }
  return { snapshot, courseId, companyId: membership?.companyId ?? null }
}

/**
 * Issues one for `individualId`: a completed course gives back its valid certificate if one exists (a second click
 * issues nothing new); the tenant's issues take turns under a lock, so numbers are dense and a double click issues once.
 */
async function issue(ctx: ServiceContext, individualId: number, request: Request) {
  const tenantId = requireSite(ctx).tenantId
  // Each date range makes a new certificate and number: twenty an hour per account is more than anyone needs.
  const caller = ctx.caller!
  await consume(ctx.db, [
    {
      rule: 'certificateIssueHour',
      key: `${tenantId}:${caller.kind[0]}${caller.accountId}`,
      message: MSG.issueTooOften,
    },
  ])
  const row = await ctx.db.transaction(async (db) => {
    await lockCertificateIssue(db, { tenantId })
    if (request.courseId !== undefined) {
      const existing = await validCourseCertificate(db, { tenantId, individualId, courseId: request.courseId })
      if (existing) return existing
    }
    const { snapshot, courseId, companyId } = await snapshotFor(db, ctx, individualId, request)
    const number = await nextCertificateNumber(db, {
      tenantId,
      prefix: numberPrefix(requireSite(ctx).slug, new Date()),
    })
    return insertCertificate(db, { tenantId, individualId, companyId, courseId, snapshot, number, code: newCode() })
  })
  return { ...certificateView(row), courseId: row.courseId }
}

/** The certificate `code` for a caller allowed to download it: its holder, or the company they are staff of. */
async function downloadable(ctx: ServiceContext, code: string) {
  const tenantId = requireSite(ctx).tenantId
  const row = await certificateByCode(ctx.db, { tenantId, code })
  if (!row) throw notFound(MSG.notFound)
  const caller = ctx.caller!
  if (caller.kind === 'user' && caller.accountId === row.individualId) return row
  if (caller.kind === 'company') {
    const staff = await getStaff(ctx.db, { tenantId, companyId: caller.accountId, individualId: row.individualId })
    if (staff) return row
  }
  throw notFound(MSG.notFound) // another account's certificate: as if it did not exist
}

/** The PDF, after a point of the account's and the address's export limits (shared with the diagnosis report). */
async function download(ctx: ServiceContext, code: string): Promise<FileResult> {
  const site = requireSite(ctx)
  const caller = ctx.caller!
  await consume(ctx.db, [
    { rule: 'pdfExportMinute', key: `${site.tenantId}:${caller.kind[0]}${caller.accountId}`, message: MSG.tooOften },
    { rule: 'pdfExportIpMinute', key: `${site.tenantId}:${ctx.clientIp}`, message: MSG.tooOften },
    { rule: 'pdfExportHour', key: `${site.tenantId}:${caller.kind[0]}${caller.accountId}`, message: MSG.tooOften },
    { rule: 'pdfExportIpHour', key: `${site.tenantId}:${ctx.clientIp}`, message: MSG.tooOften },
  ])
  const row = await downloadable(ctx, code)
  const s = row.snapshot
  try {
    const body = await renderOneAtATime(async () =>
      certificatePdf({
        issuerName: s.issuerName,
        logo: await tenantLogo(site.settings.tenantLogoUrl),
        color: site.settings.overallSubjectColor,
        number: row.number,
        learnerName: s.learnerName,
        maskedPhone: s.maskedPhone,
        companyName: s.companyName,
        courses: s.courses,
        totalSeconds: s.totalSeconds,
        range: s.range,
        issuedDay: formatDate(row.issuedAt, DEFAULT_TIME_ZONE),
        verifyUrl: `${tenantOrigin(site.slug)}${certificatePath(row.code)}`,
      }),
    )
    return { body, filename: `学时证明-${row.number}.pdf` }
  } catch (error) {
    if (error instanceof RenderQueueFull) throw tooManyRequests(MSG.busy, 5)
    throw error
  }
}

export const certificateService = {
  /** Issues a 学时证明 for a completed course (the same one again if it exists) or for a date range. */
  Issue: method({
    verb: 'POST',
    auth: 'user',
    input: issueCertificateInput,
    summary: '开具学时证明：courseId（已学完的课程；重复开具返回同一份有效证明）或 from/to（日期范围，至多366天）',
    description:
      '学时为服务器认证的学习时长（learning_intervals.new_ms 之和）。课程未学完返回 400；范围内无认证学时返回 400。',
    handler: (input, ctx) => issue(ctx, ctx.caller!.accountId, input),
  }),

  /** The learner's certificates, newest first, with their state. */
  GetMine: method({
    verb: 'GET',
    auth: 'user',
    input: noInput,
    summary: '我的学时证明（最新在前，含是否已撤销）',
    handler: async (_input, ctx) => {
      const rows = await listLearnerCertificates(ctx.db, {
        tenantId: requireSite(ctx).tenantId,
        individualId: ctx.caller!.accountId,
      })
      return { items: rows.map((row) => ({ ...certificateView(row), courseId: row.courseId })) }
    },
  }),

  /** The A4 PDF: for its holder, or for the company the holder is staff of. */
  Download: method({
    verb: 'GET',
    auth: 'signedIn',
    input: certificateCodeInput,
    output: { kind: 'file', contentType: 'application/pdf' },
    summary: '下载学时证明 PDF（A4，含二维码）：本人或其所在企业；他人的证明返回 404',
    description: '与诊断报告共用导出频率限制：每账号每分钟10次、每小时60次，每IP每分钟20次、每小时120次。',
    handler: ({ code }, ctx) => download(ctx, code),
  }),

  /** What the verification page shows: exactly what the certificate states, and whether it still holds. */
  Verify: method({
    verb: 'GET',
    auth: 'anonymous',
    input: certificateCodeInput,
    summary: '验证学时证明（公开）：证明所载内容与状态（有效/已撤销）；编码不存在返回 404',
    handler: async ({ code }, ctx): Promise<CertificateView> => {
      const row = await certificateByCode(ctx.db, { tenantId: requireSite(ctx).tenantId, code })
      if (!row) throw notFound(MSG.notFound)
      return certificateView(row)
    },
  }),
}

export const companyCertificateService = {
  /** A company issues one for a member of its staff, by the same rules as the learner's own. */
  Issue: method({
    verb: 'POST',
    auth: 'company',
    input: companyIssueCertificateInput,
    summary: '企业为本企业员工开具学时证明（规则同个人开具）；非本企业员工返回 404',
    handler: async ({ userId, ...request }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      if (!(await getStaff(ctx.db, { tenantId, companyId: company.id, individualId: userId })))
        throw notFound(MSG.staffGone)
      return issue(ctx, userId, request)
    },
  }),
}
