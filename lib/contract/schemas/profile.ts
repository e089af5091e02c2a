// Inputs and results of the personal profile calls (FrontUser/ChangeUserBasicInfo, ChangeUserHeadImg).
import { z } from 'zod'
import { checkIntroduction, checkNickname, PROFILE_MSG } from '../profile-rules'
import { normalizePostText } from '../discussion-rules'

/** A text checked by the browser form's own rule, so both say the same thing. */
export function ruled(label: string, rule: (value: string) => string, clean: (value: string) => string) {
  return z
    .string({ error: `${label}格式不正确` })
    .transform((raw, ctx) => {
      const message = rule(raw)
      if (message) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return clean(raw)
    })
    .meta({ title: label })
}

const absent = (v: unknown) => (v === null ? undefined : v)

export const changeUserBasicInfoInput = z
  .object({
    nickname: z.preprocess(absent, ruled('昵称', checkNickname, (v) => v.trim()).optional()),
    // Line breaks pass the dispatcher's control-character check only as separate lines; the handler joins them.
    introduction: z.preprocess(
      absent,
      ruled('个人简介', checkIntroduction, normalizePostText)
        .transform((v) => v.split('\n'))
        .optional(),
    ),
  })
  .refine((v) => v.nickname !== undefined || v.introduction !== undefined, {
    error: PROFILE_MSG.nothingToChange,
    path: ['nickname'],
  })

export const changeUserHeadImgInput = z.object({
  headImgUrl: z
    .string({ error: (iss) => (iss.input === undefined ? '请先上传头像' : '头像地址格式不正确') })
    .trim()
    .min(1, { error: '请先上传头像' })
    .max(512, { error: '头像地址格式不正确' })
    .meta({ title: '头像地址' }),
})

/** docs/spec.md §3 "Basic-info update result: nickname" (and the introduction as stored). */
export interface BasicInfoResult {
  nickname: string
  introduction: string
}

/** The stored avatar path (docs/spec.md §3 Avatar display: shown as qiNiuUrl + path at 100×100). */
export interface HeadImgResult {
  userLogo: string
  isThirdHeadImg: boolean
}
