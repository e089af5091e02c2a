/** @jest-environment jsdom */
import {
  clearOnLogout,
  clearOnSessionEnded,
  clearStorageExcept,
  KEPT_ON_LOGOUT,
  KEPT_ON_SESSION_ENDED,
  readStorage,
  readStorageJson,
  removeStorage,
  STORAGE_KEYS,
  writeStorage,
  writeStorageJson,
} from './storage-keys'

const ALL = Object.values(STORAGE_KEYS)

function fillEverything() {
  for (const key of ALL) localStorage.setItem(key, `v-${key}`)
  localStorage.setItem('someOtherAppKey', 'x')
}

function remaining(): string[] {
  return Object.keys(localStorage).sort()
}

describe('storage keys', () => {
  beforeEach(() => localStorage.clear())

  it('uses docs/spec.md §3 key names and never stores a token', () => {
    expect(ALL).toEqual(
      expect.arrayContaining([
        'logo',
        'favicon',
        'userName',
        'userLogo',
        'tenantName',
        'userId',
        'phonenumber',
        'frontCompanyId',
        'PERSONAL',
        'Available',
        'logintype',
        'sensitiveWords',
        'qiNiuUrl',
        'SET_TENANTNAME',
        'paymentUnitName',
        'isOpenPlatformService',
        'iswx',
        'seachHistory',
        'commonSetting',
      ]),
    )
    expect(ALL.some((k) => /token/i.test(k))).toBe(false)
    expect(new Set(ALL).size).toBe(ALL.length)
    for (const [name, key] of Object.entries(STORAGE_KEYS)) expect(name).toBe(key)
  })

  it('clearOnLogout keeps only Available and SET_TENANTNAME (docs/spec.md §4)', () => {
    fillEverything()
    clearOnLogout()
    expect(remaining()).toEqual(['Available', 'SET_TENANTNAME'])
    expect(localStorage.getItem('Available')).toBe('v-Available')
    expect(localStorage.getItem('SET_TENANTNAME')).toBe('v-SET_TENANTNAME')
    expect(KEPT_ON_LOGOUT).toHaveLength(2)
  })

  it('clearOnSessionEnded keeps the tenant look and image base (docs/spec.md §8, code -10)', () => {
    fillEverything()
    clearOnSessionEnded()
    expect(remaining()).toEqual(
      ['SET_TENANTNAME', 'isOpenPlatformService', 'iswx', 'logo', 'paymentUnitName', 'qiNiuUrl', 'tenantName'].sort(),
    )
    for (const key of KEPT_ON_SESSION_ENDED) expect(localStorage.getItem(key)).toBe(`v-${key}`)
    for (const key of ['userName', 'userId', 'PERSONAL', 'logintype', 'frontCompanyId', 'commonSetting']) {
      expect(localStorage.getItem(key)).toBeNull()
    }
  })

  it('does not invent kept keys that were never stored', () => {
    localStorage.setItem('userName', '张三')
    clearOnLogout()
    expect(remaining()).toEqual([])
  })

  it('clearStorageExcept keeps arbitrary keys', () => {
    fillEverything()
    clearStorageExcept(['someOtherAppKey'])
    expect(remaining()).toEqual(['someOtherAppKey'])
  })

  it('reads, writes and removes typed keys', () => {
    expect(readStorage(STORAGE_KEYS.userName)).toBeNull()
    expect(writeStorage(STORAGE_KEYS.userName, '李四')).toBe(true)
    expect(readStorage(STORAGE_KEYS.userName)).toBe('李四')
    removeStorage(STORAGE_KEYS.userName)
    expect(readStorage(STORAGE_KEYS.userName)).toBeNull()
  })

  it('round-trips JSON and treats corrupt JSON as absent', () => {
    expect(writeStorageJson(STORAGE_KEYS.seachHistory, ['Java', '管理'])).toBe(true)
    expect(readStorageJson<string[]>(STORAGE_KEYS.seachHistory)).toEqual(['Java', '管理'])
    localStorage.setItem(STORAGE_KEYS.commonSetting, '{broken')
    expect(readStorageJson(STORAGE_KEYS.commonSetting)).toBeNull()
    expect(readStorageJson(STORAGE_KEYS.userLogo)).toBeNull()
  })

  it('survives a storage that throws (quota / disabled)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    expect(writeStorage(STORAGE_KEYS.userName, 'x')).toBe(false)
    expect(() => clearOnLogout()).not.toThrow()
    setItem.mockRestore()
  })
})
