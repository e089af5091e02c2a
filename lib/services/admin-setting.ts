// AdminSetting: the tenant's name, currency word, theme colour, switches, sensitive words, footer links and pictures,
// as the console edits them (issue 28, docs/spec.md §3). A save shows on the tenant's next page view: its cached
// settings and pages are invalidated by its own tag once the save is committed — no other tenant's.
import { revalidatePath, revalidateTag } from 'next/cache'
import { methodFor } from '@/lib/contract/define'
import { badRequest } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  saveSettingsInput,
  SETTING_PICTURES,
  SETTING_SWITCHES,
  type EditableSettings,
  type SaveSettingsInput,
  type SettingPicture,
  type SettingsResult,
  type SettingSwitch,
} from '@/lib/contract/schemas/admin-settings'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getTenantFooter, getTenantSettings, updateTenantSettings } from '@/lib/db/queries/tenants'
import { getStorage, publicBaseUrl } from '@/lib/storage'
import { isValidKey } from '@/lib/storage/keys'
import { isConsoleUpload } from '@/lib/storage/upload-keys'
import type { StorageUsageView } from '@/lib/contract/storage-quota'
import { storageKeyOf } from './front-user-profile'
import { tenantStorageUsage } from './stored-objects'
import { tenantTag } from './tenant-site'

const method = methodFor<ServiceContext>()
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']
const SWITCHES = Object.keys(SETTING_SWITCHES) as SettingSwitch[]
const PICTURES = Object.keys(SETTING_PICTURES) as SettingPicture[]

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
    tenantLogoUrl: s.tenantLogoUrl,
    icoUrl: s.icoUrl,
    tenantMQUrl: f?.tenantMQUrl ?? '',
    loginHeadBackgroundImg: s.loginHeadBackgroundImg,
    courseDetailHeadBackgroundImg: s.courseDetailHeadBackgroundImg,
    myCourseHeadBackgroundImg: s.myCourseHeadBackgroundImg,
    centerHeadBackgroundImg: s.centerHeadBackgroundImg,
    accountAssociationHeadBackgroundImg: s.accountAssociationHeadBackgroundImg,
  }
}

/**
 * Each picture as it will be stored: absent keeps the stored key; '' removes it; the stored key again is kept as it is
 * (the seed's keys sit outside the console folder and stay valid); anything else must be a picture this tenant's console
 * uploaded (AdminUpload/UploadImage) and still in storage — never another tenant's or a learner's upload.
 */
async function checkedPictures(
  input: SaveSettingsInput,
  before: EditableSettings,
  slug: string,
): Promise<Record<SettingPicture, string>> {
  const out = {} as Record<SettingPicture, string>
  for (const field of PICTURES) {
    const sent = input[field]
    const value = sent === undefined ? before[field] : sent === '' ? '' : storageKeyOf(sent, publicBaseUrl())
    out[field] = value
    if (value === '' || value === before[field]) continue
    const { label } = SETTING_PICTURES[field]
    if (!isValidKey(value) || !isConsoleUpload(value, slug))
      throw badRequest(`${label}须为本机构在管理后台上传的图片，请重新上传`, [field])
    if (!(await getStorage().readObject(value))) throw badRequest(`${label}图片不存在，请重新上传`, [field])
  }
  return out
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
    summary: '机构设置（名称、货币单位、主题色、功能开关、敏感词、页脚链接与备案号、图片）',
    handler: async (_input, ctx): Promise<SettingsResult> => ({ ...(await editable(ctx)), qiNiuUrl: publicBaseUrl() }),
  }),

  /** What the tenant keeps in storage (videos, ladders, pictures) against its quota, shown in 机构设置. */
  GetStorageUsage: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: noInput,
    summary: '存储空间：已用字节（按课时视频、转码后的视频、图片分列）与机构的存储配额',
    handler: (_input, ctx): Promise<StorageUsageView> => tenantStorageUsage(ctx.db, requireSite(ctx).tenantId),
  }),

  /** Saves every field at once; the tenant's pages show it on their next view. */
  SaveSettings: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: saveSettingsInput,
    summary: '保存机构设置（保存后机构的页面立即按新设置显示）',
    description:
      '图片字段为 AdminUpload/UploadImage 返回的存储键（本机构管理后台目录下），空字符串表示移除，省略表示不修改；' +
      '其他目录的键（其他机构、学员上传）按字段拒绝。',
    handler: async (input: SaveSettingsInput, ctx): Promise<SettingsResult> => {
      const site = requireSite(ctx)
      const before = await editable(ctx)
      const pictures = await checkedPictures(input, before, site.slug)
      const { tenantMQUrl, ...settingPictures } = pictures
      const { aboutUsUrl, aboutPlatform, aboutBjqit, recordNumber, copyright, sensitiveWords, ...rest } = input
      const settings = Object.fromEntries(Object.entries(rest).filter(([k]) => !(k in SETTING_PICTURES))) as Omit<
        typeof rest,
        SettingPicture
      >
      await updateTenantSettings(
        ctx.db,
        { tenantId: site.tenantId },
        { ...settings, ...settingPictures, sensitiveWords: sensitiveWords.join('|') },
        { aboutUsUrl, aboutPlatform, aboutBjqit, recordNumber, copyright, tenantMQUrl },
      )
      const after: EditableSettings = { ...input, ...pictures, sensitiveWords: sensitiveWords.join('\n') }
      ctx.audit({ target: '机构设置', ...changes(before, after) })
      ctx.afterCommit(() => {
        revalidateTag(tenantTag(site.slug), { expire: 0 })
        revalidatePath(`/${site.slug}`, 'layout')
      })
      return { ...after, qiNiuUrl: publicBaseUrl() }
    },
  }),
}
