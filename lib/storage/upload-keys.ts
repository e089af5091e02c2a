// Where a user's uploads live: under the tenant's prefix and the uploader's own folder, so an avatar or logo payload
// can be accepted only when it names the caller's own upload on this tenant.

export interface Uploader {
  kind: 'user' | 'company'
  accountId: number
}

/** `tenants/{slug}/uploads/{u|c}{id}/` — the folder every upload of this account goes to. */
export function uploadPrefix(slug: string, who: Uploader): string {
  return `tenants/${slug}/uploads/${who.kind === 'user' ? 'u' : 'c'}${who.accountId}/`
}

/** True when `key` is inside the caller's own upload folder on this tenant. */
export function isOwnUpload(key: string, slug: string, who: Uploader): boolean {
  return key.startsWith(uploadPrefix(slug, who)) && !key.includes('..')
}

/** `tenants/{slug}/console/` — pictures the tenant's operators upload (logo, covers, lecturers' photos). */
export function consoleUploadPrefix(slug: string): string {
  return `tenants/${slug}/console/`
}

/** True when `key` is a picture this tenant's console uploaded: what its settings and catalogue may point at. */
export function isConsoleUpload(key: string, slug: string): boolean {
  return key.startsWith(consoleUploadPrefix(slug)) && !key.includes('..')
}
