// AdminSetting: the tenant's name, currency word, theme colour, switches, sensitive words and footer links, as the
// console edits them (issue 28, docs/spec.md §3). A save shows on the tenant's next page view: its cached settings
// and pages are invalidated by its own tag once the save is committed — no other tenant's.
import { revalidatePath, revalidateTag } from 'next/cache'
import { methodFor } from '@/lib/contract/define'
import { noInput } from '@/lib/contract/fields'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  saveSettingsInput,
  SETTING_SWITCHES,
  type EditableSettings,
  type SaveSettingsInput,
  type SettingSwitch,
} from '@/lib/contract/schemas/admin-settings'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getTenantFooter, getTenantSettings, updateTenantSettings } from '@/lib/db/queries/tenants'
import { tenantTag } from './tenant-site'

const method = methodFor<ServiceContext>()
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']
const SWITCHES = Object.keys(SETTING_SWITCHES) as SettingSwitch[]

/** The rows as the form edits them: the `|` list of sensitive words one per line. */
async function editable(ctx: ServiceContext): Promise<EditableSettings> {
  const tenantId = requireSite(ctx).tenantId
  const [s, f] = await Promise.all([getTenantSettings(ctx.db, { tenantId }), getTenantFooter(ctx.db, { tenantId })])
  if (!s) throw new Error(`tenant ${tenantId} has no settings row`)
  return {
    tenantName: s.tenantName,
    paymentUnitName: s.paymentUnitName,
    overallSubjectColor: s.overallSubjectColor,
    courseGroupTitle: s.courseGroupTitle,
    sensitiveWords: s.sensitiveWords.split('|').filter(Boolean).join('\n'),
    ...(Object.fromEntries(SWITCHES.map((k) => [k, s[k]])) as Record<SettingSwitch, boolean>),
    aboutUsUrl: f?.aboutUsUrl ?? '',
    aboutPlatform: f?.aboutPlatform ?? '',
    aboutBjqit: f?.aboutBjqit ?? '',
    recordNumber: f?.recordNumber ?? '',
    copyright: f?.copyright ?? '',
  }
}

/** Only what changed, before and after, for the 操作日志. */
function changes(before: EditableSettings, after: EditableSettings) {
  const keys = (Object.keys(after) as (keyof EditableSettings)[]).filter((k) => before[k] !== after[k])
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  }
}

export const adminSettingService = {
  /** The settings the console's form starts from. */
  GetSettings: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: noInput,
    summary: '机构设置（名称、货币单位、主题色、功能开关、敏感词、页脚链接与备案号）',
    handler: (_input, ctx) => editable(ctx),
  }),

  /** Saves every field at once; the tenant's pages show it on their next view. */
  SaveSettings: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: saveSettingsInput,
    summary: '保存机构设置（保存后机构的页面立即按新设置显示）',
    handler: async (input: SaveSettingsInput, ctx) => {
      const site = requireSite(ctx)
      const before = await editable(ctx)
      const { aboutUsUrl, aboutPlatform, aboutBjqit, recordNumber, copyright, sensitiveWords, ...settings } = input
      await updateTenantSettings(
        ctx.db,
        { tenantId: site.tenantId },
        { ...settings, sensitiveWords: sensitiveWords.join('|') },
        { aboutUsUrl, aboutPlatform, aboutBjqit, recordNumber, copyright },
      )
      const after: EditableSettings = { ...input, sensitiveWords: sensitiveWords.join('\n') }
      ctx.audit({ target: '机构设置', ...changes(before, after) })
      ctx.afterCommit(() => {
        revalidateTag(tenantTag(site.slug), { expire: 0 })
        revalidatePath(`/${site.slug}`, 'layout')
      })
      return after
    },
  }),
}
