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
import { companyLearningReportMethods } from '@/lib/services/company-learning-report'
import { companyReminderMethods } from '@/lib/services/company-reminder'
import { companyStaffMethods } from '@/lib/services/company-staff'
import { companyOperatorService } from '@/lib/services/company-operator'
import { companyGroupService } from '@/lib/services/company-group'
import { companyAssignmentService } from '@/lib/services/company-assignment'
import { frontCompanyService } from '@/lib/services/front-company'
import { exitCompanyMethods, invitationMethods } from '@/lib/services/invitations'
import { frontCourseService, frontTeacherService, frontTopicService } from '@/lib/services/front-course'
import { frontUserService } from '@/lib/services/front-user'
import { profileMethods } from '@/lib/services/front-user-profile'
import { messageCenterService } from '@/lib/services/message-center'
import { consultationServicesMethods } from '@/lib/services/consultation-services'
import { myCourseMethods } from '@/lib/services/my-courses'
import { orderService } from '@/lib/services/order'
import { orderPayMethods } from '@/lib/services/order-pay'
import { uploadMethods } from '@/lib/services/uploads'
import type { ServiceContext } from '@/lib/auth/context'
import { tenantHomeService } from '@/lib/services/tenant-home'
import { tokenAuthService } from '@/lib/services/token-auth'
import { accountAssociationMethods } from '@/lib/services/account-association'
import { thirdPartyLoginMethods } from '@/lib/services/third-party-login'
import { adminAuthService } from '@/lib/services/admin-auth'
import { adminAuditService } from '@/lib/services/admin-audit'
import { adminLegalService } from '@/lib/services/admin-legal'
import { adminCourseService } from '@/lib/services/admin-course'
import { adminCategoryService } from '@/lib/services/admin-category'
import { adminLecturerService } from '@/lib/services/admin-lecturer'
import { adminOperatorService } from '@/lib/services/admin-operator'
import { adminSettingService } from '@/lib/services/admin-setting'
import { adminTenantService } from '@/lib/services/admin-tenant'
import { adminTopicService } from '@/lib/services/admin-topic'
import { adminDiagnosisService } from '@/lib/services/admin-diagnosis'
import { adminCertificateService } from '@/lib/services/admin-certificate'
import { adminConsultationService } from '@/lib/services/admin-consultation'
import { adminPlatformService } from '@/lib/services/admin-platform-service'
import { adminCompanyService } from '@/lib/services/admin-company'
import { adminLearnerService } from '@/lib/services/admin-learner'
import { adminLearnerPiplMethods } from '@/lib/services/admin-learner-pipl'
import { adminCouponService } from '@/lib/services/admin-coupon'
import { adminPaymentService } from '@/lib/services/admin-payment'
import { adminOrderReconciliationMethods } from '@/lib/services/admin-order-reconciliation'
import { adminOrderService } from '@/lib/services/admin-order'
import { adminAnnouncementService } from '@/lib/services/admin-announcement'
import { adminLearningDataService } from '@/lib/services/admin-learning-data'
import { certificateService, companyCertificateService } from '@/lib/services/certificate'
import { adminUploadService } from '@/lib/services/admin-upload'
import { adminCourseOutlineService } from '@/lib/services/admin-course-outline'
import { adminLessonVideoService } from '@/lib/services/admin-lesson-video'
import { lessonVideoService } from '@/lib/services/lesson-video'
import { lessonTranscodeMethods } from '@/lib/services/lesson-transcodes'

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
  Certificate: certificateService,
  CompanyCertificate: companyCertificateService,
  FrontCompany: { ...frontCompanyService, ...companyCentreMethods },
  CompanyInviteUser: { ...companyStaffMethods, ...invitationMethods },
  CompanyOperator: companyOperatorService,
  CompanyGroup: companyGroupService,
  CompanyAssignment: companyAssignmentService,
  CompanyReminder: companyReminderMethods,
  CompanyLearningReport: companyLearningReportMethods,
  FrontUser: { ...frontUserService, ...profileMethods, ...exitCompanyMethods, ...accountAssociationMethods },
  MessageCenter: messageCenterService,
  FrontCourse: { ...frontCourseService, ...myCourseMethods },
  // Buying a course (issue 33).
  Order: { ...orderService, ...orderPayMethods },
  CourseLearn: { ...courseLearnService, ...courseCompletionMethods },
  LessonVideo: lessonVideoService,
  FrontTeacher: frontTeacherService,
  FrontTopic: frontTopicService,
  TenantHome: tenantHomeService,
  // The console (issue 28): found only under /admin/api/services/app/, with the console's cookie.
  AdminAuth: adminAuthService,
  AdminOperator: adminOperatorService,
  AdminAudit: adminAuditService,
  AdminSetting: adminSettingService,
  AdminLegal: adminLegalService,
  AdminUpload: adminUploadService,
  AdminCourseOutline: adminCourseOutlineService,
  AdminLessonVideo: { ...adminLessonVideoService, ...lessonTranscodeMethods },
  AdminCourse: adminCourseService,
  AdminCategory: adminCategoryService,
  AdminLecturer: adminLecturerService,
  AdminTopic: adminTopicService,
  AdminDiagnosis: adminDiagnosisService,
  AdminCertificate: adminCertificateService,
  AdminConsultation: adminConsultationService,
  AdminPlatformService: adminPlatformService,
  // 学员与企业 (issue 32).
  AdminLearner: { ...adminLearnerService, ...adminLearnerPiplMethods },
  AdminCompany: adminCompanyService,
  AdminCoupon: adminCouponService,
  // Orders and refunds (issue 33).
  AdminOrder: { ...adminOrderService, ...adminOrderReconciliationMethods },
  AdminPayment: adminPaymentService,
  AdminAnnouncement: adminAnnouncementService,
  AdminLearningData: adminLearningDataService,
  // The platform console's (its own host, PLATFORM_SLUG): the tenants themselves.
  AdminTenant: adminTenantService,
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

/** The console's services: named Admin…, reachable only under `/admin/api/services/app/` (issue 28). */
const isConsoleService = (name: string) => /^admin/i.test(name)

function publicPath(service: string, method: string): string {
  return isConsoleService(service)
    ? `/admin/api/services/app/${service}/${method}`
    : `/api/services/app/${service}/${method}`
}

export function resolveMethod(
  prefix: 'TokenAuth' | 'Common' | 'app' | 'admin',
  service: string | null,
  name: string,
): ResolvedMethod | null {
  if (prefix === 'TokenAuth' || prefix === 'Common') {
    const key = findKey(rootServices[prefix], name)
    return key ? { path: `/api/${prefix}/${key}`, spec: rootServices[prefix][key] } : null
  }
  const serviceKey = findKey(appServices, service ?? '')
  // A console service is not found under /api, nor an application service under /admin/api.
  if (!serviceKey || isConsoleService(serviceKey) !== (prefix === 'admin')) return null
  const key = findKey(appServices[serviceKey], name)
  return key ? { path: publicPath(serviceKey, key), spec: appServices[serviceKey][key] } : null
}

/** Every registered method with its public path (OpenAPI, tests). */
export function listMethods(): ResolvedMethod[] {
  const out: ResolvedMethod[] = []
  for (const [prefix, methods] of Object.entries(rootServices)) {
    for (const [name, spec] of Object.entries(methods)) out.push({ path: `/api/${prefix}/${name}`, spec })
  }
  for (const [service, methods] of Object.entries(appServices)) {
    for (const [name, spec] of Object.entries(methods)) out.push({ path: publicPath(service, name), spec })
  }
  return out
}
