// 学时证明 (issue 31): what a learner or their company asks to issue (one completed course, or a date range of credited
// learning), the code the QR carries, the console's list and revocation — and the answers the pages draw.
import { z } from 'zod'
import { id, optionalText, text } from '../fields'
import { page, pageSize } from './admin'

export const CERTIFICATE_MSG = {
  notCompleted: '该课程尚未学完，学完后才能开具学时证明',
  noCourse: '课程不存在或未学习',
  rangeTooLong: '开具学时证明的时间范围不能超过366天',
  rangeOrder: '结束日期不能早于开始日期',
  nothingCredited: '该时间范围内没有已认证的学习时长',
  oneOf: '请选择课程或时间范围',
  notFound: '学时证明不存在',
  staffGone: '该员工不是本企业员工',
  alreadyRevoked: '该学时证明已撤销',
  tooOften: (wait: string) => `导出过于频繁，请${wait}后再试`,
  issueTooOften: (wait: string) => `开具学时证明过于频繁，请${wait}后再试`,
  busy: '导出的人较多，请稍后再试',
} as const

/** The longest date range one certificate covers (a leap year). */
const MAX_RANGE_DAYS = 366

const day = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式不正确` })
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: `${label}格式不正确`,
      },
    )
    .meta({ title: label })

const requestFields = {
  courseId: id('课程').optional(),
  from: day('开始日期').optional(),
  to: day('结束日期').optional(),
}

/** Either one completed course or a date range (YYYY-MM-DD, the tenant's zone, both days included), never both. */
function checkRequest(v: { courseId?: number; from?: string; to?: string }, ctx: z.RefinementCtx) {
  const byCourse = v.courseId !== undefined
  const byRange = v.from !== undefined && v.to !== undefined
  if (byCourse === byRange) {
    ctx.addIssue({ code: 'custom', message: CERTIFICATE_MSG.oneOf, path: ['courseId'] })
    return
  }
  if (!byRange) return
  const span = (Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`)) / 86_400_000
  if (span < 0) ctx.addIssue({ code: 'custom', message: CERTIFICATE_MSG.rangeOrder, path: ['to'] })
  else if (span + 1 > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', message: CERTIFICATE_MSG.rangeTooLong, path: ['to'] })
}

export const issueCertificateInput = z.object(requestFields).superRefine(checkRequest)
/** A company names the member of its staff it issues for. */
export const companyIssueCertificateInput = z.object({ userId: id('员工'), ...requestFields }).superRefine(checkRequest)

/** The public code: letters and digits only, so a malformed one is refused before any query. */
export const certificateCodeInput = z.object({
  code: z
    .string({ error: '证明编码格式不正确' })
    .trim()
    .regex(/^[A-Za-z0-9]{16,24}$/, { error: '证明编码格式不正确' })
    .meta({ title: '证明编码' }),
})

const CERTIFICATE_STATES = ['all', 'valid', 'revoked'] as const
export const adminCertificateListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('证明编号或手机号', 32),
  state: z.enum(CERTIFICATE_STATES, { error: '状态格式不正确' }).default('all').meta({ title: '状态' }),
})
export const revokeCertificateInput = z.object({
  id: id('学时证明'),
  reason: text('撤销原因', { max: 200 }),
})

/** A certificate as its holder, its company and the verification page see it: exactly what it states, and its state. */
export interface CertificateView {
  code: string
  number: string
  learnerName: string
  maskedPhone: string
  companyName: string | null
  issuerName: string
  /** One row per course: credited seconds, the first and last credited day, the completion day. */
  courses: { title: string; seconds: number; firstDay: string; lastDay: string; completedDay: string | null }[]
  totalSeconds: number
  range: { from: string; to: string } | null
  /** ISO instant. */
  issuedAt: string
  revokedAt: string | null
  revokedReason: string
}

/** The console's row: the certificate and whose it is. */
export interface AdminCertificateRow {
  id: number
  number: string
  code: string
  learnerName: string
  maskedPhone: string
  companyName: string | null
  courseTitles: string[]
  totalSeconds: number
  issuedAt: string
  revokedAt: string | null
  revokedReason: string
}
export interface AdminCertificatePage {
  totalCount: number
  items: AdminCertificateRow[]
}
