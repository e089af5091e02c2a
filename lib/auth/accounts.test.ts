/** @jest-environment node */
// What a client receives about an account: the login result of docs/spec.md §3 and the basic info, for both kinds of account.
import type { TenantSite } from '@/lib/contract/site'
import { basicInfo, defaultNickname, loginResult, type Company, type Individual } from './accounts'

// Only the two settings a login result carries.
const site = { settings: { tenantLogoUrl: 'tenants/demo/logo.png', icoUrl: 'tenants/demo/favicon.png' } } as TenantSite
const individual: Individual = {
  tenantId: 1,
  id: 7,
  phone: '13800000001',
  passwordHash: 'x',
  nickname: '学员小王',
  introduction: '产品经理',
  avatarUrl: 'avatars/7.png',
  isThirdHeadImg: true,
  disabled: false,
  anonymisedAt: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-03T00:00:00Z'),
}
const company: Company = {
  tenantId: 1,
  id: 3,
  loginName: 'qihang_hr',
  passwordHash: 'x',
  companyName: '启航科技有限公司',
  logoUrl: 'companies/3.png',
  contactPhone: '13900000001',
  contactName: '',
  industry: '',
  companySize: '',
  info: '企业简介',
  disabled: false,
  certifiedAt: null,
  vipSeats: 0,
  remindBySms: false,
  createdAt: new Date('2025-12-31T16:00:00Z'),
}

describe('defaultNickname', () => {
  it('is 学员 and the last four digits of the phone', () => {
    expect(defaultNickname('13712345678')).toBe('学员5678')
  })
})

describe('loginResult', () => {
  it('for an individual: her nickname, avatar and phone, no company', () => {
    expect(loginResult(site, { kind: 'user', row: individual }, 'TOKEN', 2592000)).toEqual({
      accessToken: 'TOKEN',
      expireInSeconds: 2592000,
      logoUrl: 'tenants/demo/logo.png',
      icoUrl: 'tenants/demo/favicon.png',
      isBindThirdAccount: false,
      userName: '学员小王',
      userLogo: 'avatars/7.png',
      isThirdHeadImg: true,
      phoneNumber: '13800000001',
      userId: 7,
      frontCompanyId: null,
    })
  })

  it('for a company: its name, logo and contact phone, and its id as frontCompanyId', () => {
    expect(loginResult(site, { kind: 'company', row: company }, 'TOKEN', 60)).toEqual({
      accessToken: 'TOKEN',
      expireInSeconds: 60,
      logoUrl: 'tenants/demo/logo.png',
      icoUrl: 'tenants/demo/favicon.png',
      isBindThirdAccount: false,
      userName: '启航科技有限公司',
      userLogo: 'companies/3.png',
      isThirdHeadImg: false,
      phoneNumber: '13900000001',
      userId: 3,
      frontCompanyId: 3,
    })
  })
})

describe('basicInfo', () => {
  it('for an individual', () => {
    expect(basicInfo({ kind: 'user', row: individual })).toEqual({
      userId: 7,
      kind: 'user',
      nickname: '学员小王',
      userName: '学员小王',
      phoneNumber: '13800000001',
      userLogo: 'avatars/7.png',
      isThirdHeadImg: true,
      introduction: '产品经理',
      frontCompanyId: null,
      companyName: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    })
  })

  it('for a company: the login name as userName, the company name as nickname', () => {
    expect(basicInfo({ kind: 'company', row: company })).toEqual({
      userId: 3,
      kind: 'company',
      nickname: '启航科技有限公司',
      userName: 'qihang_hr',
      phoneNumber: '13900000001',
      userLogo: 'companies/3.png',
      isThirdHeadImg: false,
      introduction: '企业简介',
      frontCompanyId: 3,
      companyName: '启航科技有限公司',
      createdAt: '2025-12-31T16:00:00.000Z',
    })
  })
})
