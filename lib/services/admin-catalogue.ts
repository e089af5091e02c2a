// What the console's catalogue services (categories, lecturers, topics) share: a change visitors see drops the tenant's
// cached pages once it is committed, and a picture is taken only from the tenant's own console uploads.
import { revalidatePath, revalidateTag } from 'next/cache'
import { badRequest } from '@/lib/contract/errors'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { pictureMissing, pictureRefused } from '@/lib/contract/schemas/admin-catalogue'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getStorage, publicBaseUrl } from '@/lib/storage'
import { isValidKey } from '@/lib/storage/keys'
import { isConsoleUpload } from '@/lib/storage/upload-keys'
import { storageKeyOf } from './front-user-profile'
import { tenantTag } from './tenant-site'

/** Who may change the catalogue; every role reads it. */
export const CATALOGUE_EDITORS: readonly OperatorRole[] = ['admin', 'operations']

/** After the commit (never before: a render in between would cache the old rows again), the tenant's pages refresh. */
export function siteChanged(ctx: ServiceContext): void {
  const slug = requireSite(ctx).slug
  ctx.afterCommit(() => {
    revalidateTag(tenantTag(slug), { expire: 0 })
    revalidatePath(`/${slug}`, 'layout')
  })
}

/**
 * A picture field's new value, as 机构设置 checks its pictures (lib/services/admin-setting.ts): empty, unchanged (a
 * seeded picture outside the console folder stays while the row is edited), or a picture this tenant's console
 * uploaded and still stored — never another tenant's or a learner's upload. Refused at the field otherwise.
 */
export async function checkPicture(
  ctx: ServiceContext,
  field: string,
  label: string,
  sent: string,
  current = '',
): Promise<string> {
  const key = sent === '' ? '' : storageKeyOf(sent, publicBaseUrl())
  if (key === '' || key === current) return key
  if (!isValidKey(key) || !isConsoleUpload(key, requireSite(ctx).slug)) throw badRequest(pictureRefused(label), [field])
  if (!(await getStorage().readObject(key))) throw badRequest(pictureMissing(label), [field])
  return key
}

/** Only the fields that changed, before and after, for the 操作日志. */
export function changes<T extends object>(before: T, after: T) {
  const keys = (Object.keys(after) as (keyof T)[]).filter((k) => before[k] !== after[k])
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  }
}
