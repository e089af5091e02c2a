// Every API method, by the spec's URL prefixes. A new endpoint is one entry in a service file.
import type { AnyMethod } from '@/lib/contract/define'
import { accountService } from '@/lib/services/account'
import { courseLearnService } from '@/lib/services/course-learn'
import { courseCompletionMethods } from '@/lib/services/course-completion'
import { commonService } from '@/lib/services/common'
import { consultationOperatorService } from '@/lib/services/consultation-operator'
import { consultationService } from '@/lib/services/consultation'
import { courseTopicService } from '@/lib/services/course-topic'
import { couponService } from '@/lib/services/coupon'
import { diagnosisService } from '@/lib/services/diagnosis'
import { companyCentreMethods } from '@/lib/services/company-centre'
import { companyStaffMethods } from '@/lib/services/company-staff'
import { companyOperatorService } from '@/lib/services/company-operator'
import { frontCompanyService } from '@/lib/services/front-company'
import { exitCompanyMethods, invitationMethods } from '@/lib/services/invitations'
import { frontCourseService, frontTeacherService, frontTopicService } from '@/lib/services/front-course'
import { frontUserService } from '@/lib/services/front-user'
import { profileMethods } from '@/lib/services/front-user-profile'
import { messageCenterService } from '@/lib/services/message-center'
import { consultationServicesMethods } from '@/lib/services/consultation-services'
import { myCourseMethods } from '@/lib/services/my-courses'
import { uploadMethods } from '@/lib/services/uploads'
import type { ServiceContext } from '@/lib/auth/context'
import { tenantHomeService } from '@/lib/services/tenant-home'
import { tokenAuthService } from '@/lib/services/token-auth'
import { accountAssociationMethods } from '@/lib/services/account-association'
import { thirdPartyLoginMethods } from '@/lib/services/third-party-login'

type Methods = Record<string, AnyMethod<ServiceContext>>

/** `/api/{prefix}/{Method}` services, and the `/api/services/app/{Service}/{Method}` ones. */
const root = {
  TokenAuth: { ...tokenAuthService, ...thirdPartyLoginMethods },
  Common: { ...commonService, ...uploadMethods },
} satisfies Record<string, Methods>

const app = {
  Account: accountService,
  Consultation: { ...consultationService, ...consultationServicesMethods },
  ConsultationOperator: consultationOperatorService,
  CourseTopic: courseTopicService,
  Coupon: couponService,
  Diagnosis: diagnosisService,
  FrontCompany: { ...frontCompanyService, ...companyCentreMethods },
  CompanyInviteUser: { ...companyStaffMethods, ...invitationMethods },
  CompanyOperator: companyOperatorService,
  FrontUser: { ...frontUserService, ...profileMethods, ...exitCompanyMethods, ...accountAssociationMethods },
  MessageCenter: messageCenterService,
  FrontCourse: { ...frontCourseService, ...myCourseMethods },
  CourseLearn: { ...courseLearnService, ...courseCompletionMethods },
  FrontTeacher: frontTeacherService,
  FrontTopic: frontTopicService,
  TenantHome: tenantHomeService,
} satisfies Record<string, Methods>

/** The registry's precise types: each method's verb, zod input and handler result (lib/api/method-types.ts). */
export type RootServices = typeof root
export type AppServices = typeof app

/** The same maps for lookup by name (the dispatcher, OpenAPI, tests that swap a method). */
export const rootServices: Record<'TokenAuth' | 'Common', Methods> = root
export const appServices: Record<string, Methods> = app

export interface ResolvedMethod {
  path: string
  spec: AnyMethod<ServiceContext>
}

function findKey<T>(record: Record<string, T>, name: string): string | undefined {
  // ABP routes are case-insensitive; so are ours.
  const lower = name.toLowerCase()
  return Object.keys(record).find((k) => k.toLowerCase() === lower)
}

export function resolveMethod(
  prefix: 'TokenAuth' | 'Common' | 'app',
  service: string | null,
  name: string,
): ResolvedMethod | null {
  const methods = prefix === 'app' ? appServices[findKey(appServices, service ?? '') ?? ''] : rootServices[prefix]
  if (!methods) return null
  const key = findKey(methods, name)
  if (!key) return null
  const serviceKey = prefix === 'app' ? findKey(appServices, service ?? '') : undefined
  const path = prefix === 'app' ? `/api/services/app/${serviceKey}/${key}` : `/api/${prefix}/${key}`
  return { path, spec: methods[key] }
}

/** Every registered method with its public path (OpenAPI, tests). */
export function listMethods(): ResolvedMethod[] {
  const out: ResolvedMethod[] = []
  for (const [prefix, methods] of Object.entries(rootServices)) {
    for (const [name, spec] of Object.entries(methods)) out.push({ path: `/api/${prefix}/${name}`, spec })
  }
  for (const [service, methods] of Object.entries(appServices)) {
    for (const [name, spec] of Object.entries(methods)) out.push({ path: `/api/services/app/${service}/${name}`, spec })
  }
  return out
}
