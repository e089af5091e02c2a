// Zod field builders that carry their Chinese messages, so a form and its endpoint say the same thing.
import { z } from 'zod'
import { controlCharMessage, PLAIN_TEXT_RE } from './plain-text'

/** A required string, trimmed, with `请输入{label}` when missing, a length cap and no control characters. */
export function text(
  label: string,
  opts: { max: number; min?: number; trim?: boolean; empty?: string } = { max: 200 },
) {
  const empty = opts.empty ?? `请输入${label}`
  let s = z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? empty : `${label}格式不正确`) })
  if (opts.trim !== false) s = s.trim()
  return s
    .min(opts.min ?? 1, { error: opts.min && opts.min > 1 ? `${label}至少${opts.min}个字符` : empty })
    .max(opts.max, { error: `${label}不能超过${opts.max}个字符` })
    .regex(PLAIN_TEXT_RE, { error: controlCharMessage(label) })
    .meta({ title: label })
}

/** An optional string: absent, null or blank becomes undefined; no control characters. */
export function optionalText(label: string, max = 200) {
  return z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
      z
        .string({ error: `${label}格式不正确` })
        .trim()
        .max(max, { error: `${label}不能超过${max}个字符` })
        .regex(PLAIN_TEXT_RE, { error: controlCharMessage(label) })
        .optional(),
    )
    .meta({ title: label })
}

/** A positive integer id; query strings arrive as text, so digits are coerced. */
export function id(label: string) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
      z
        .number({ error: (iss) => (iss.input === undefined ? `请输入${label}` : `${label}格式不正确`) })
        .int({ error: `${label}格式不正确` })
        .positive({ error: `${label}格式不正确` })
        .max(2147483647, { error: `${label}格式不正确` }),
    )
    .meta({ title: label })
}

/** A boolean that also accepts the strings and numbers older clients send. */
export function flag(label: string) {
  return z
    .preprocess(
      (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
      z.boolean({ error: `${label}格式不正确` }),
    )
    .meta({ title: label })
}

/** The empty input of methods that take none; extra keys are ignored, as ABP does. */
export const noInput = z.object({}).loose()
