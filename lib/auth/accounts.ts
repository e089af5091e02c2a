// What a signed-in account looks like to clients: the login result (docs/spec.md §3) and the basic info.
import type { LoginResult, UserBasicInfo } from '@/lib/contract/schemas/account'
import type { companies, individuals } from '@/lib/db/schema'
import type { TenantSite } from '@/lib/contract/site'

/** Consent columns matter only when an account is created (lib/services/legal.ts); signing in never reads them. */
type WithoutConsent<T> = Omit<T, 'agreedAt' | 'agreedVersion'>
export type Individual = WithoutConsent<typeof individuals.$inferSelect>
export type Company = WithoutConsent<typeof companies.$inferSelect>
export type Account = { kind: 'user'; row: Individual } | { kind: 'company'; row: Company }

export function defaultNickname(phone: string): string {
  return `学员${phone.slice(-4)}`
}

export function loginResult(site: TenantSite, account: Account, token: string, expireInSeconds: number): LoginResult {
  const common = {
    accessToken: token,
    expireInSeconds,
    logoUrl: site.settings.tenantLogoUrl,
    icoUrl: site.settings.icoUrl,
    isBindThirdAccount: false,
  }
  if (account.kind === 'user') {
    const u = account.row
    return {
      ...common,
      userName: u.nickname,
      userLogo: u.avatarUrl,
      isThirdHeadImg: u.isThirdHeadImg,
      phoneNumber: u.phone,
      userId: u.id,
      frontCompanyId: null,
    }
  }
  const c = account.row
  return {
    ...common,
    userName: c.companyName,
    userLogo: c.logoUrl,
    isThirdHeadImg: false,
    phoneNumber: c.contactPhone,
    userId: c.id,
    frontCompanyId: c.id,
  }
}

export function basicInfo(account: Account): UserBasicInfo {
  if (account.kind === 'user') {
    const u = account.row
    return {
      userId: u.id,
      kind: 'user',
      nickname: u.nickname,
      userName: u.nickname,
      phoneNumber: u.phone,
      userLogo: u.avatarUrl,
      isThirdHeadImg: u.isThirdHeadImg,
      introduction: u.introduction,
      frontCompanyId: null,
      companyName: null,
      createdAt: u.createdAt.toISOString(),
    }
  }
  const c = account.row
  return {
    userId: c.id,
    kind: 'company',
    nickname: c.companyName,
    userName: c.loginName,
    phoneNumber: c.contactPhone,
    userLogo: c.logoUrl,
    isThirdHeadImg: false,
    introduction: c.info,
    frontCompanyId: c.id,
    companyName: c.companyName,
    createdAt: c.createdAt.toISOString(),
  }
}
