// Fields the console's catalogue forms share (issue 28): categories, lecturers and topics (courses have their own).
// The browser's forms check with these same builders, so a refusal reads the same on both sides.
import { z } from 'zod'
import { controlCharMessage } from '../plain-text'
import { normalizePostText, textLength } from '../text'

/** 排序: a small whole number, smaller first (the public lists order by it). */
export const SORT_ORDER_MAX = 9999
export const sortOrder = z
  .preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `排序须为 0–${SORT_ORDER_MAX} 的整数` })
      .int({ error: `排序须为 0–${SORT_ORDER_MAX} 的整数` })
      .min(0, { error: `排序须为 0–${SORT_ORDER_MAX} 的整数` })
      .max(SORT_ORDER_MAX, { error: `排序须为 0–${SORT_ORDER_MAX} 的整数` }),
  )
  .meta({ title: '排序' })

/** Lines as the schema below answers them; anything else (a nested array) is left for z.string() to refuse. */
const isLines = (v: unknown): v is string[] => Array.isArray(v) && v.every((line) => typeof line === 'string')

/**
 * A long plain text the site draws as paragraphs (components/catalogue/rich-text.tsx): line breaks kept, at most one
 * blank line in a row, no other control characters; `max` counted as people count characters. Parsed into its lines,
 * like the consultation's texts, because the dispatcher refuses any control character a schema lets through (a form
 * may send the lines back as they are); the service joins them with '\n'.
 */
export function paragraphsText(label: string, max: number) {
  return z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : isLines(v) ? v.join('\n') : v),
      z.string({ error: `${label}格式不正确` }),
    )
    .transform(normalizePostText)
    .refine((v) => textLength(v) <= max, { error: `${label}不能超过${max}个字` })
    .refine((v) => !/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(v), { error: controlCharMessage(label) })
    .transform((v) => v.split('\n'))
    .meta({ title: label })
}

/**
 * A picture's storage key as AdminUpload/UploadImage answered it, or '' for none. Whether it is this tenant's console
 * upload (or the value already saved) only the server can tell; here: its shape.
 */
export function pictureKey(label: string) {
  return z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z
        .string({ error: `${label}格式不正确` })
        .trim()
        .max(500, { error: `${label}格式不正确` }),
    )
    .meta({ title: label })
}

/** The server's refusals of a picture, in 机构设置's words: not one of this tenant's console uploads; gone from storage. */
export const pictureRefused = (label: string) => `${label}须为本机构在管理后台上传的图片，请重新上传`
export const pictureMissing = (label: string) => `${label}图片不存在，请重新上传`
