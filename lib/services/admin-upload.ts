// AdminUpload: pictures a tenant's console puts on its site (issue 28) — logo, favicon, follow-us QR, head backgrounds,
// course covers, lecturers' photos, topic banners, pictures inside course descriptions. The same checks as learners'
// uploads (type by bytes, re-encoded, size and pixel caps, limits); stored under the tenant's console folder, which is
// the only place the console's settings and catalogue accept a picture from.
import { z } from 'zod'
import { methodFor } from '@/lib/contract/define'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { UPLOAD_LIMITS, UPLOAD_MSG, type ImagePurpose } from '@/lib/storage/image-upload'
import { consoleUploadPrefix } from '@/lib/storage/upload-keys'
import { assertStorageRoom } from './stored-objects'
import { spendUpload, storeUploadedImage, type UploadResult } from './uploads'

const method = methodFor<ServiceContext>()
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

/** What the picture is for: the first part of its stored name, and its pixel cap (small marks vs. large pictures). */
const CONSOLE_PICTURES = {
  logo: 'logo',
  favicon: 'logo',
  qr: 'logo',
  avatar: 'avatar',
  background: 'image',
  cover: 'image',
  banner: 'image',
  content: 'image',
} as const satisfies Record<string, ImagePurpose>
type ConsolePicture = keyof typeof CONSOLE_PICTURES

const input = z.object({
  file: z.instanceof(File, { error: UPLOAD_MSG.missing }).optional(),
  purpose: z.enum(Object.keys(CONSOLE_PICTURES) as [ConsolePicture, ...ConsolePicture[]], {
    error: '上传用途不正确',
  }),
})

export const adminUploadService = {
  /** One picture (multipart field `file`, `purpose`): checked, re-encoded, stored in the tenant's console folder. */
  UploadImage: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    body: { kind: 'multipart', maxBytes: UPLOAD_LIMITS.maxBytes + 64 * 1024, tooLarge: UPLOAD_MSG.tooLarge },
    input,
    summary: '上传图片（标志、图标、二维码、背景图、封面、讲师照片、专题横幅、正文图片；≤5MB），返回存储键与地址',
    description:
      'multipart/form-data：file 为图片，purpose 为 logo | favicon | qr | avatar | background | cover | banner | content。' +
      '按文件内容识别类型并重新编码；存储键位于机构的管理后台目录，机构设置与课程内容只接受该目录下的图片。',
    handler: async ({ file, purpose }, ctx): Promise<UploadResult> => {
      const site = requireSite(ctx)
      ctx.audit({ target: purpose, before: null })
      const stored = await storeUploadedImage(file, {
        db: ctx.db,
        tenantId: site.tenantId,
        purpose: CONSOLE_PICTURES[purpose],
        folder: consoleUploadPrefix(site.slug),
        name: purpose,
        spend: () => spendUpload(ctx, site.tenantId, `op${ctx.operator!.accountId}`),
        room: (bytes) => assertStorageRoom(ctx.db, site.tenantId, bytes),
      })
      ctx.audit({ after: { purpose, key: stored.key } })
      return stored
    },
  }),
}
