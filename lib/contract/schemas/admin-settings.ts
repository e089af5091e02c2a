// The tenant's settings as the console edits them (issue 28, docs/spec.md §3 "Common settings", "Header and footer
// data"): every text field and switch; pictures (logo, favicon, QR, head backgrounds) are uploads of their own.
import { z } from 'zod'
import { flag, optionalText, text } from '../fields'
import { controlCharMessage, PLAIN_TEXT_RE } from '../plain-text'

/**
 * The spec's switches, in the order the console lists them, each with what turning it on does. The spec's `isHide*`
 * names read inverted — on means shown (lib/contract/site.ts) — so the console names what the operator sees.
 */
export const SETTING_SWITCHES = {
  isHideMenuTeacher: '显示「更多讲师」菜单与讲师页面',
  isHideMenuMoreSpecial: '显示「更多专题」菜单与专题页面',
  isHideGoldTeacher: '首页显示金牌讲师',
  isHideSelectedSpecial: '首页显示精选专题',
  isOpenPlatformService: '开放「平台服务」：手机底部导航第三项与 /join 页面',
  isHideCompanyRegAndLogin: '提供企业账号注册与登录（登录页的企业标签、企业中心）',
  isHideLoginByQQ: '登录页显示QQ登录',
  isHideLoginByWechat: '登录页显示微信登录',
  isHideBottom: '电脑端页脚显示关注二维码',
} as const
export type SettingSwitch = keyof typeof SETTING_SWITCHES

const SENSITIVE_WORD_MAX = 20
const SENSITIVE_WORDS_MAX = 500

/** One word per line as typed; stored as the spec's `|` list — blank lines and repeats dropped. */
const sensitiveWords = z
  .string({ error: '敏感词格式不正确' })
  .max(20_000, { error: '敏感词过多' })
  .transform((v) => [
    ...new Set(
      v
        .split(/\r?\n/)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ])
  .refine((words) => words.length <= SENSITIVE_WORDS_MAX, { error: `敏感词最多${SENSITIVE_WORDS_MAX}个` })
  .refine((words) => words.every((w) => w.length <= SENSITIVE_WORD_MAX), {
    error: `每个敏感词不能超过${SENSITIVE_WORD_MAX}个字符`,
  })
  .refine((words) => words.every((w) => !w.includes('|')), { error: '敏感词不能包含“|”' })
  .refine((words) => words.every((w) => PLAIN_TEXT_RE.test(w)), { error: controlCharMessage('敏感词') })
  .meta({ title: '敏感词' })

/**
 * A footer link as the footer draws it (components/shell/desktop-footer.tsx): empty, a path of the site (/courselist),
 * or a web address — one typed without a scheme gets http://; any other scheme (javascript:) is refused.
 */
const link = (label: string) =>
  z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v
        const t = v.trim()
        return t === '' || t.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `http://${t}`
      },
      z
        .string({ error: `${label}格式不正确` })
        .max(300, { error: `${label}不能超过300个字符` })
        .refine((v) => v === '' || /^(\/(?!\/)|https?:\/\/)\S*$/i.test(v), {
          error: `${label}须为站内路径（如 /courselist）或 http(s) 网址`,
        }),
    )
    .meta({ title: label })

export const saveSettingsInput = z.object({
  tenantName: text('机构名称', { max: 60 }),
  paymentUnitName: text('货币单位', { max: 10 }),
  overallSubjectColor: z
    .string({ error: '请选择主题色' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: '主题色须为 #RRGGBB 格式，如 #333e76' })
    .transform((v) => v.toLowerCase())
    .meta({ title: '主题色' }),
  courseGroupTitle: z.preprocess((v) => v ?? '', optionalText('课程分组标题', 30)).transform((v) => v ?? ''),
  sensitiveWords,
  ...(Object.fromEntries(Object.keys(SETTING_SWITCHES).map((k) => [k, flag(k)])) as Record<
    SettingSwitch,
    ReturnType<typeof flag>
  >),
  aboutUsUrl: link('关于我们链接'),
  aboutPlatform: link('平台介绍链接'),
  aboutBjqit: link('联系我们链接'),
  recordNumber: z.preprocess((v) => v ?? '', optionalText('备案号', 60)).transform((v) => v ?? ''),
  copyright: z.preprocess((v) => v ?? '', optionalText('版权信息', 120)).transform((v) => v ?? ''),
})
export type SaveSettingsInput = z.output<typeof saveSettingsInput>

/** What the console's settings form starts from: the same fields, sensitive words one per line. */
export interface EditableSettings {
  tenantName: string
  paymentUnitName: string
  overallSubjectColor: string
  courseGroupTitle: string
  /** One word per line. */
  sensitiveWords: string
  isHideMenuTeacher: boolean
  isHideMenuMoreSpecial: boolean
  isHideGoldTeacher: boolean
  isHideSelectedSpecial: boolean
  isOpenPlatformService: boolean
  isHideCompanyRegAndLogin: boolean
  isHideLoginByQQ: boolean
  isHideLoginByWechat: boolean
  isHideBottom: boolean
  aboutUsUrl: string
  aboutPlatform: string
  aboutBjqit: string
  recordNumber: string
  copyright: string
}
