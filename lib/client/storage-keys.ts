// docs/spec.md §3 session-data keys and the §4/§8 clearing rules in one place; no token, as the session is an httpOnly cookie.

/** Property names equal the stored key names, so code reads like the spec. */
export const STORAGE_KEYS = {
  /** Tenant logo URL (login result logoUrl / common settings). */
  logo: 'logo',
  favicon: 'favicon',
  userName: 'userName',
  userLogo: 'userLogo',
  tenantName: 'tenantName',
  userId: 'userId',
  phonenumber: 'phonenumber',
  frontCompanyId: 'frontCompanyId',
  /** '1' personal (individual), '0' company. */
  PERSONAL: 'PERSONAL',
  /** Tenant availability: 'false' sends every route to /403 (docs/spec.md §4 "Route change"). */
  Available: 'Available',
  /** '1' individual, '2' company. */
  logintype: 'logintype',
  /** The tenant's sensitive words, joined by '|'. */
  sensitiveWords: 'sensitiveWords',
  qiNiuUrl: 'qiNiuUrl',
  /** The tenancy name taken from the host, kept across logouts. */
  SET_TENANTNAME: 'SET_TENANTNAME',
  paymentUnitName: 'paymentUnitName',
  isOpenPlatformService: 'isOpenPlatformService',
  /** Remembers that the messaging-app authorise redirect already happened once. */
  iswx: 'iswx',
  /** JSON string[]; spelling kept from the original clients (docs/spec.md §9). */
  seachHistory: 'seachHistory',
  /** The cached GetCommonSetting result as JSON (docs/spec.md §7). */
  commonSetting: 'commonSetting',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export const PERSONAL_FLAG = { personal: '1', company: '0' } as const
export const LOGIN_TYPE = { individual: '1', company: '2' } as const

/** docs/spec.md §4: logout clears everything except these. */
export const KEPT_ON_LOGOUT: readonly StorageKey[] = [STORAGE_KEYS.Available, STORAGE_KEYS.SET_TENANTNAME]

/** docs/spec.md §8 code -10: image base URL, tenant logo, tenant name(s), wx flag, payment unit name, platform-service flag. */
export const KEPT_ON_SESSION_ENDED: readonly StorageKey[] = [
  STORAGE_KEYS.qiNiuUrl,
  STORAGE_KEYS.logo,
  STORAGE_KEYS.tenantName,
  STORAGE_KEYS.SET_TENANTNAME,
  STORAGE_KEYS.iswx,
  STORAGE_KEYS.paymentUnitName,
  STORAGE_KEYS.isOpenPlatformService,
]

/** localStorage, or null during SSR and where the browser refuses access (e.g. storage disabled). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Returns false when the value could not be stored (quota, private mode). */
export function writeStorage(key: StorageKey, value: string): boolean {
  const s = storage()
  if (!s) return false
  try {
    s.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** Parsed JSON (search history, cached settings), or null when absent or corrupt. */
export function readStorageJson<T>(key: StorageKey): T | null {
  const raw = readStorage(key)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function writeStorageJson(key: StorageKey, value: unknown): boolean {
  return writeStorage(key, JSON.stringify(value))
}

export function removeStorage(key: StorageKey): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Clears all of localStorage (not only our keys, as the original clients did) except `keep`. */
export function clearStorageExcept(keep: readonly string[]): void {
  const s = storage()
  if (!s) return
  try {
    const saved = keep.flatMap((key) => {
      const value = s.getItem(key)
      return value === null ? [] : [[key, value] as const]
    })
    s.clear()
    for (const [key, value] of saved) s.setItem(key, value)
  } catch {
    // Storage became unavailable mid-way; there is nothing more we can do from script.
  }
}

export function clearOnLogout(): void {
  clearStorageExcept(KEPT_ON_LOGOUT)
}

export function clearOnSessionEnded(): void {
  clearStorageExcept(KEPT_ON_SESSION_ENDED)
}
