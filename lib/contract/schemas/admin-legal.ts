// 协议与隐私 in the console (issue 28): a tenant's 《用户协议》 and 《隐私政策》 published as new versions. Plain text only
// (the pages split it at blank lines and never read it as HTML); a version is never overwritten in place — each save is
// the next version, and an account keeps the versions it agreed to when it was created (lib/services/legal.ts).
import { z } from 'zod'
import { text } from '../fields'
import { LEGAL_DOCS, LEGAL_KINDS, type LegalKind } from '../legal'

/** Characters a version may hold: an account stores `useragreement@1.1;privacypolicy@1.0`, so never `@` or `;`. */
const LEGAL_VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z._-]{0,19}$/

/** The version a save takes when none is typed: the last number counted up (1.0 → 1.1, 2 → 3), else `.1` added. */
export function nextLegalVersion(version: string): string {
  const m = /^(.*?)(\d+)$/.exec(version)
  const next = m ? `${m[1]}${Number(m[2]) + 1}` : `${version}.1`
  return next.length <= 20 && LEGAL_VERSION_RE.test(next) ? next : '1.0'
}

const BODY_MAX = 50_000
/** Control characters other than tab and line breaks (the body is several paragraphs). */
const BODY_TEXT_RE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/
/** An HTML tag: the pages show text only, so a pasted web page would show its tags. */
const HTML_TAG_RE = /<\/?[a-zA-Z][^<>]*>/

/** Blank or absent → the server's default (the next version, today in Asia/Shanghai). */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

export const saveLegalInput = z.object({
  kind: z.enum(LEGAL_KINDS, { error: '文本类型不正确' }).meta({ title: '文本类型' }),
  /** The version the editor started from: a save over a version someone else has replaced is refused. */
  baseVersion: z.string({ error: '请刷新后再编辑' }).max(20, { error: '请刷新后再编辑' }).meta({ title: '原版本号' }),
  version: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: '版本号格式不正确' })
        .trim()
        .max(20, { error: '版本号不能超过20个字符' })
        .regex(LEGAL_VERSION_RE, { error: '版本号只能包含字母、数字、点、短横线与下划线，如 1.1' })
        .optional(),
    )
    .meta({ title: '版本号' }),
  effectiveDate: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: '生效日期格式不正确' })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '生效日期须为 YYYY-MM-DD 格式' })
        .refine(
          (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
          {
            error: '生效日期不是有效的日期',
          },
        )
        .optional(),
    )
    .meta({ title: '生效日期' }),
  title: text('标题', { max: 60 }),
  // Checked as typed, then handed on as its lines (tabs as spaces): the dispatcher refuses control characters in any
  // parsed string, line breaks included, so the handler joins the lines itself (as sensitive words are).
  body: z
    .string({ error: '请输入正文' })
    .transform((v) => v.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').trim())
    .refine((v) => v.length > 0, { error: '请输入正文' })
    .refine((v) => v.length <= BODY_MAX, { error: `正文不能超过${BODY_MAX}个字符` })
    .refine((v) => BODY_TEXT_RE.test(v), { error: '正文包含非法字符' })
    .refine((v) => !HTML_TAG_RE.test(v), { error: '正文须为纯文本，不能包含 HTML 标签；段落之间空一行即可' })
    .transform((v) => v.split('\n').map((line) => line.trimEnd()))
    .meta({ title: '正文' }),
})
export type SaveLegalInput = z.output<typeof saveLegalInput>

/** One text as the console shows it. */
export interface LegalDocumentView {
  kind: LegalKind
  title: string
  version: string
  /** YYYY-MM-DD. */
  effectiveDate: string
  /** Plain text, paragraphs separated by blank lines. */
  body: string
  /** What a save without a typed version becomes. */
  nextVersion: string
  /** False while the tenant shows the default text (nothing published yet). */
  published: boolean
}

export interface LegalDocumentsResult {
  items: LegalDocumentView[]
  /** Today in Asia/Shanghai: a save's effective date unless one is chosen. */
  today: string
}

/** 《用户协议》 / 《隐私政策》, as the console and the 操作日志 name them. */
export const legalTarget = (kind: LegalKind) => `《${LEGAL_DOCS[kind].title}》`
