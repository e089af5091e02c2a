// Course discussion text rules and their Chinese messages, zod-free so the browser forms say exactly what the API says.
import { controlCharMessage } from './plain-text'
import { normalizePostText, textLength } from './text'

// Shared with the other text rules; re-exported so discussion code keeps one import.
export { normalizePostText, textLength }

export const DISCUSSION_LIMITS = { titleMin: 2, titleMax: 50, topicContentMax: 1000, replyMax: 500 } as const

export const DISCUSSION_MSG = {
  titleEmpty: '请输入话题标题',
  titleShort: `话题标题至少${DISCUSSION_LIMITS.titleMin}个字`,
  titleLong: `话题标题不能超过${DISCUSSION_LIMITS.titleMax}个字`,
  titleBad: controlCharMessage('话题标题'),
  contentLong: `话题内容不能超过${DISCUSSION_LIMITS.topicContentMax}个字`,
  contentBad: controlCharMessage('话题内容'),
  replyEmpty: '请输入回复内容',
  replyLong: `回复内容不能超过${DISCUSSION_LIMITS.replyMax}个字`,
  replyBad: controlCharMessage('回复内容'),
} as const

/** Any control character (line breaks included): titles are one line. */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/** Control characters other than the line feed: contents keep their line breaks and nothing else. */
const CONTROL_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/

type Check = (value: string) => string

function check(opts: {
  min: number
  max: number
  control: RegExp
  empty: string
  short?: string
  long: string
  bad: string
}): Check {
  return (raw) => {
    const value = normalizePostText(raw)
    const length = textLength(value)
    if (length === 0 && opts.min > 0) return opts.empty
    if (length < opts.min) return opts.short ?? opts.empty
    if (length > opts.max) return opts.long
    return opts.control.test(value) ? opts.bad : ''
  }
}

const L = DISCUSSION_LIMITS
const M = DISCUSSION_MSG

/** The first message that applies to a topic title, or '' when it is fine (2–50 characters, one line). */
export const checkTopicTitle = check({
  min: L.titleMin,
  max: L.titleMax,
  control: ANY_CONTROL,
  empty: M.titleEmpty,
  short: M.titleShort,
  long: M.titleLong,
  bad: M.titleBad,
})
/** Topic content is optional: up to 1000 characters, line breaks kept. */
export const checkTopicContent = check({
  min: 0,
  max: L.topicContentMax,
  control: CONTROL_BUT_LF,
  empty: '',
  long: M.contentLong,
  bad: M.contentBad,
})
/** A reply: 1–500 characters, line breaks kept. */
export const checkReplyContent = check({
  min: 1,
  max: L.replyMax,
  control: CONTROL_BUT_LF,
  empty: M.replyEmpty,
  long: M.replyLong,
  bad: M.replyBad,
})

/** The first `max` characters of a text on one line, with '…' when cut (list excerpts). */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(flat)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat
}
