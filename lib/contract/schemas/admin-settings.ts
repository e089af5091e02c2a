// The tenant's settings as the console edits them (issue 28, docs/spec.md §3 "Common settings", "Header and footer
// data"): every text field and switch, and the pictures — each a storage key the console uploaded (AdminUpload).
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
  videoWatermark: '课时视频上显示跑马灯水印（观看学员的手机号与昵称，防录屏外传）',
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

/**
 * The pictures, in the order the console lists them: what each is called where it is drawn, the AdminUpload purpose,
 * the crop's size in pixels (its ratio is the box the site draws it in) and what the site draws when it is removed.
 */
export const SETTING_PICTURES = {
  tenantLogoUrl: {
    label: '机构标志',
    purpose: 'logo',
    width: 606,
    height: 320,
    where: '页头左侧、手机登录页（按 303×160 显示）',
    empty: '页头显示机构名称文字',
  },
  icoUrl: {
    label: '网站图标',
    purpose: 'favicon',
    width: 128,
    height: 128,
    where: '浏览器标签页与收藏夹（/favicon.ico）',
    empty: '浏览器显示其默认图标',
  },
  tenantMQUrl: {
    label: '关注我们二维码',
    purpose: 'qr',
    width: 480,
    height: 480,
    where: '电脑端页脚右侧（「电脑端页脚显示关注二维码」打开时）',
    empty: '页脚不显示二维码',
  },
  loginHeadBackgroundImg: {
    label: '登录页背景',
    purpose: 'background',
    width: 1920,
    height: 600,
    where: '电脑端登录页、找回密码与企业注册页顶部，手机登录页头部（居中裁切）',
    empty: '使用主题色渐变',
  },
  courseDetailHeadBackgroundImg: {
    label: '课程详情页头背景',
    purpose: 'background',
    width: 1920,
    height: 400,
    where: '电脑端课程详情页的标题区',
    empty: '使用主题色渐变',
  },
  myCourseHeadBackgroundImg: {
    label: '我的课程页头背景',
    purpose: 'background',
    width: 1920,
    height: 200,
    where: '电脑端「我的课程」页顶部横幅',
    empty: '使用主题色渐变',
  },
  centerHeadBackgroundImg: {
    label: '个人中心页头背景',
    purpose: 'background',
    width: 1920,
    height: 200,
    where: '电脑端个人中心、企业中心各页顶部横幅；手机端「我的」页头部',
    empty: '电脑端不显示横幅，手机端「我的」使用主题色渐变',
  },
  accountAssociationHeadBackgroundImg: {
    label: '账号关联页头背景',
    purpose: 'background',
    width: 1920,
    height: 200,
    where: '电脑端「账号关联」页顶部横幅',
    empty: '不显示横幅',
  },
} as const satisfies Record<
  string,
  {
    label: string
    purpose: 'logo' | 'favicon' | 'qr' | 'background'
    width: number
    height: number
    where: string
    empty: string
  }
>
export type SettingPicture = keyof typeof SETTING_PICTURES

/**
 * A picture's storage key as the form holds it: '' removes it. Absent keeps the stored one (older clients send no
 * pictures). Whether the key is this tenant's console upload is the server's check (it needs the tenant).
 */
const picture = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(300, { error: `${label}地址过长` })
    .regex(PLAIN_TEXT_RE, { error: controlCharMessage(label) })
    .optional()
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
  ...(Object.fromEntries(Object.entries(SETTING_PICTURES).map(([k, p]) => [k, picture(p.label)])) as Record<
    SettingPicture,
    ReturnType<typeof picture>
  >),
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
  videoWatermark: boolean
  aboutUsUrl: string
  aboutPlatform: string
  aboutBjqit: string
  recordNumber: string
  copyright: string
  /** Storage keys ('' when none): what the site draws is described by SETTING_PICTURES. */
  tenantLogoUrl: string
  icoUrl: string
  tenantMQUrl: string
  loginHeadBackgroundImg: string
  courseDetailHeadBackgroundImg: string
  myCourseHeadBackgroundImg: string
  centerHeadBackgroundImg: string
  accountAssociationHeadBackgroundImg: string
}

/** GetSettings' and SaveSettings' answer: the form's values and the storage base its pictures are shown from. */
export interface SettingsResult extends EditableSettings {
  /** The storage's public base (GetCommonSetting's qiNiuUrl): a picture's address is this + its key. */
  qiNiuUrl: string
}
