// Inputs of the tenant, settings and header calls (docs/spec.md §7 "Tenant, settings and header").
import { z } from 'zod'
import { text } from '../fields'

export const isTenantAvailableInput = z.object({
  tenancyName: text('租户名称', { max: 63 }),
})

export const TENANT_AVAILABILITY = { available: 1, unavailable: 2, notFound: 3 } as const
export interface IsTenantAvailableOutput {
  state: 1 | 2 | 3
  tenantId: number | null
}

/** Result of GET /api/Common/GetCommonSetting: every "Common settings" field of docs/spec.md §3. */
export interface CommonSetting {
  tenancyName: string
  qiNiuUrl: string
  tenantLogoUrl: string
  icoUrl: string
  tenantName: string
  paymentUnitName: string
  isOpenPlatformService: boolean
  isHideBottom: boolean
  isHideGoldTeacher: boolean
  isHideLoginByQQ: boolean
  isHideLoginByWechat: boolean
  isHideMenuTeacher: boolean
  isHideCompanyRegAndLogin: boolean
  isHideMenuMoreSpecial: boolean
  isHideSelectedSpecial: boolean
  /** Joined by "|" as the spec says. */
  sensitiveWords: string
  courseGroupTitle: string
  overallSubjectColor: string
  loginHeadBackgroundImg: string
  centerHeadBackgroundImg: string
  courseDetailHeadBackgroundImg: string
  myCourseHeadBackgroundImg: string
  accountAssociationHeadBackgroundImg: string
}

export interface CourseTypeDto {
  courseTypeId: number
  typeName: string
  children: CourseTypeDto[]
}

/** Result of GET /api/Common/GetHomeHeaderAndBottom (docs/spec.md §3 "Header and footer data"). */
export interface HomeHeaderAndBottom {
  tenantLogoUrl: string
  tenantName: string
  homeCourseTypeDtos: CourseTypeDto[]
  tenantMQUrl: string
  tenantUrlSetting: { aboutUsUrl: string; aboutPlatform: string; aboutBjqit: string }
  /** ICP record-filing number shown in the footer. */
  recordNumber: string
  copyright: string
}
