// The personal profile's text rules and Chinese messages, zod-free so /editnickname and /editpersonalProfile check
// exactly what FrontUser/ChangeUserBasicInfo checks.
import { controlCharMessage } from './plain-text'
import { maskSensitive } from './sensitive-words'
import { normalizePostText, textLength } from './discussion-rules'

export const PROFILE_LIMITS = { nicknameMin: 2, nicknameMax: 20, introductionMax: 200 } as const

export const PROFILE_MSG = {
  nicknameEmpty: '请输入昵称',
  nicknameShort: `昵称至少${PROFILE_LIMITS.nicknameMin}个字`,
  nicknameLong: `昵称不能超过${PROFILE_LIMITS.nicknameMax}个字`,
  nicknameBad: controlCharMessage('昵称'),
  nicknameSensitive: '昵称包含敏感词，请修改',
  introductionLong: `个人简介不能超过${PROFILE_LIMITS.introductionMax}个字`,
  introductionBad: controlCharMessage('个人简介'),
  introductionSensitive: '个人简介包含敏感词，请修改',
  nothingToChange: '请填写要修改的昵称或个人简介',
} as const

const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const CONTROL_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/

/** A nickname is one line: trimmed, 2–20 characters (as people count them), no control characters. */
export function checkNickname(raw: string): string {
  const value = raw.trim()
  const length = textLength(value)
  if (length === 0) return PROFILE_MSG.nicknameEmpty
  if (length < PROFILE_LIMITS.nicknameMin) return PROFILE_MSG.nicknameShort
  if (length > PROFILE_LIMITS.nicknameMax) return PROFILE_MSG.nicknameLong
  return ANY_CONTROL.test(value) ? PROFILE_MSG.nicknameBad : ''
}

/** An introduction may be empty and keeps its line breaks (normalised like a post); at most 200 characters. */
export function checkIntroduction(raw: string): string {
  const value = normalizePostText(raw)
  if (textLength(value) > PROFILE_LIMITS.introductionMax) return PROFILE_MSG.introductionLong
  return CONTROL_BUT_LF.test(value) ? PROFILE_MSG.introductionBad : ''
}

/** True when the tenant's sensitive-word list (docs/spec.md §3 `sensitiveWords`) finds a word in the text. */
export function hasSensitiveWord(text: string, words: string | null | undefined): boolean {
  return !!text && !!words && maskSensitive(text, words) !== text
}
