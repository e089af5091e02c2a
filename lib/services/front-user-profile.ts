// /api/services/app/FrontUser/{ChangeUserBasicInfo, ChangeUserHeadImg}: an individual's own nickname, introduction and avatar.
import { badRequest } from '@/lib/contract/errors'
import { hasSensitiveWord, PROFILE_MSG } from '@/lib/contract/profile-rules'
import {
  changeUserBasicInfoInput,
  changeUserHeadImgInput,
  type BasicInfoResult,
  type HeadImgResult,
} from '@/lib/contract/schemas/profile'
import { requireSite } from '@/lib/auth/context'
import { callerAccount } from '@/lib/auth/sign-in'
import { setIndividualAvatar, updateIndividualProfile } from '@/lib/db/queries/profile'
import { getStorage, isValidKey } from '@/lib/storage'
import { isOwnUpload } from '@/lib/storage/upload-keys'
import { method } from './define'

const AVATAR_NOT_FOUND = '头像图片不存在，请重新上传'

export const profileMethods = {
  /** Changes the signed-in individual's nickname and/or introduction; the tenant's sensitive words are refused. */
  ChangeUserBasicInfo: method({
    verb: 'POST',
    auth: 'user',
    input: changeUserBasicInfoInput,
    summary: '修改个人基本资料（昵称、个人简介）',
    description:
      '昵称 2–20 个字、个人简介不超过 200 个字（可换行），不得包含机构设置的敏感词。只传要修改的字段；' +
      '结果为修改后的昵称与简介，客户端据此更新本地存储的 userName（规格 §4）。',
    handler: async ({ nickname, introduction }, ctx): Promise<BasicInfoResult> => {
      const site = requireSite(ctx)
      const words = site.settings.sensitiveWords
      const intro = introduction?.join('\n')
      if (nickname !== undefined && hasSensitiveWord(nickname, words))
        throw badRequest(PROFILE_MSG.nicknameSensitive, ['nickname'])
      if (intro !== undefined && hasSensitiveWord(intro, words))
        throw badRequest(PROFILE_MSG.introductionSensitive, ['introduction'])
      const { row } = await callerAccount(ctx)
      const updated = await updateIndividualProfile(ctx.db, {
        tenantId: site.tenantId,
        id: row.id,
        nickname,
        introduction: intro,
      })
      return { nickname: updated!.nickname, introduction: updated!.introduction }
    },
  }),

  /** Sets the avatar to a picture this individual uploaded (Common/UploadFile) on this tenant. */
  ChangeUserHeadImg: method({
    verb: 'POST',
    auth: 'user',
    input: changeUserHeadImgInput,
    summary: '修改头像（headImgUrl 为本人通过 Common/UploadFile 上传得到的 key）',
    description:
      'headImgUrl 必须是当前账号在本机构上传的图片（UploadFile 结果中的 key，也接受带存储地址前缀的 url）。' +
      '显示时为存储地址 + key + ?imageView2/1/w/100/h/100/q/100（规格 §3、§9）。',
    handler: async ({ headImgUrl }, ctx): Promise<HeadImgResult> => {
      const site = requireSite(ctx)
      const caller = ctx.caller!
      const key = storageKeyOf(headImgUrl, site.settings.qiNiuUrl)
      if (!isValidKey(key) || !isOwnUpload(key, site.slug, caller))
        throw badRequest('头像地址无效，请重新上传', ['headImgUrl'])
      if (!(await getStorage().readObject(key))) throw badRequest(AVATAR_NOT_FOUND, ['headImgUrl'])
      const { row } = await callerAccount(ctx)
      const updated = await setIndividualAvatar(ctx.db, { tenantId: site.tenantId, id: row.id, avatarUrl: key })
      return { userLogo: updated!.avatarUrl, isThirdHeadImg: false }
    },
  }),
}

/** Clients may send the key or the full URL they were given (base + key, perhaps with an imageView2 suffix). */
export function storageKeyOf(value: string, base: string): string {
  const bare = value.split('?')[0]
  return base && bare.startsWith(base) ? bare.slice(base.length) : bare.replace(/^\/+/, '')
}
