/** @jest-environment node */
// How a URL finds its method (ABP's case-insensitive names, two URL shapes) and what the OpenAPI document says about
// each method, on stand-in services so the rules are checked apart from the real catalogue of methods.
import { z } from 'zod'
import type { AnyMethod } from '@/lib/contract/define'
import type { ServiceContext } from '@/lib/auth/context'
import { buildOpenApiDocument } from './openapi'
import { appServices, listMethods, resolveMethod, rootServices } from './registry'

const stub = (overrides: Partial<AnyMethod<ServiceContext>>): AnyMethod<ServiceContext> => ({
  verb: 'GET',
  auth: 'anonymous',
  input: z.object({}),
  summary: 'stub',
  handler: () => null,
  ...overrides,
})

jest.mock('@/lib/services/token-auth', () => ({
  tokenAuthService: { Authenticate: mockStub({ verb: 'POST', summary: '登录' }) },
}))
jest.mock('@/lib/services/common', () => ({ commonService: { GetCommonSetting: mockStub({ summary: '设置' }) } }))
jest.mock('@/lib/services/account', () => ({ accountService: { IsTenantAvailable: mockStub({ verb: 'POST' }) } }))
jest.mock('@/lib/services/course-topic', () => ({ courseTopicService: {} }))
jest.mock('@/lib/services/front-company', () => ({ frontCompanyService: {} }))
jest.mock('@/lib/services/front-user', () => ({ frontUserService: { GetUserInfo: mockStub({ auth: 'user' }) } }))
jest.mock('@/lib/services/front-course', () => ({
  frontCourseService: { GetCourseList: mockStub({}) },
  frontTeacherService: {},
  frontTopicService: {},
}))
jest.mock('@/lib/services/tenant-home', () => ({ tenantHomeService: {} }))
jest.mock('@/lib/services/my-courses', () => ({ myCourseMethods: {} }))
jest.mock('@/lib/services/order', () => ({ orderService: {} }))
jest.mock('@/lib/services/order-pay', () => ({ orderPayMethods: {} }))
jest.mock('@/lib/services/course-learn', () => ({ courseLearnService: {} }))
jest.mock('@/lib/services/course-completion', () => ({ courseCompletionMethods: {} }))
jest.mock('@/lib/services/front-user-profile', () => ({ profileMethods: {} }))
jest.mock('@/lib/services/message-center', () => ({ messageCenterService: {} }))
jest.mock('@/lib/services/uploads', () => ({ uploadMethods: {} }))
jest.mock('@/lib/services/company-centre', () => ({ companyCentreMethods: {} }))
jest.mock('@/lib/services/company-staff', () => ({ companyStaffMethods: {} }))
jest.mock('@/lib/services/company-operator', () => ({ companyOperatorService: {} }))
jest.mock('@/lib/services/invitations', () => ({ invitationMethods: {}, exitCompanyMethods: {} }))
jest.mock('@/lib/services/diagnosis', () => ({ diagnosisService: {} }))
jest.mock('@/lib/services/consultation', () => ({ consultationService: {} }))
jest.mock('@/lib/services/consultation-operator', () => ({ consultationOperatorService: {} }))
jest.mock('@/lib/services/consultation-services', () => ({ consultationServicesMethods: {} }))
jest.mock('@/lib/services/coupon', () => ({ couponService: {} }))
jest.mock('@/lib/services/third-party-login', () => ({ thirdPartyLoginMethods: {} }))
jest.mock('@/lib/services/account-association', () => ({ accountAssociationMethods: {} }))
jest.mock('@/lib/services/admin-auth', () => ({
  adminAuthService: { GetMe: mockStub({ auth: 'operator', roles: ['admin', 'readonly'], summary: '当前操作员' }) },
}))
jest.mock('@/lib/services/admin-operator', () => ({ adminOperatorService: {} }))
jest.mock('@/lib/services/admin-audit', () => ({ adminAuditService: {} }))
jest.mock('@/lib/services/admin-setting', () => ({ adminSettingService: {} }))
jest.mock('@/lib/services/admin-legal', () => ({ adminLegalService: {} }))
jest.mock('@/lib/services/admin-tenant', () => ({ adminTenantService: {} }))
jest.mock('@/lib/services/admin-upload', () => ({ adminUploadService: {} }))
jest.mock('@/lib/services/admin-course-outline', () => ({ adminCourseOutlineService: {} }))
jest.mock('@/lib/services/admin-lesson-video', () => ({ adminLessonVideoService: {} }))
jest.mock('@/lib/services/lesson-transcodes', () => ({ lessonTranscodeMethods: {} }))
jest.mock('@/lib/services/lesson-video', () => ({ lessonVideoService: {} }))
jest.mock('@/lib/services/admin-course', () => ({ adminCourseService: {} }))
jest.mock('@/lib/services/admin-category', () => ({ adminCategoryService: {} }))
jest.mock('@/lib/services/admin-lecturer', () => ({ adminLecturerService: {} }))
jest.mock('@/lib/services/admin-topic', () => ({ adminTopicService: {} }))
jest.mock('@/lib/services/admin-diagnosis', () => ({ adminDiagnosisService: {} }))
jest.mock('@/lib/services/company-learning-report', () => ({ companyLearningReportMethods: {} }))
jest.mock('@/lib/services/company-reminder', () => ({ companyReminderMethods: {} }))
jest.mock('@/lib/services/company-group', () => ({ companyGroupService: {} }))
jest.mock('@/lib/services/company-assignment', () => ({ companyAssignmentService: {} }))
jest.mock('@/lib/services/admin-certificate', () => ({ adminCertificateService: {} }))
jest.mock('@/lib/services/admin-consultation', () => ({ adminConsultationService: {} }))
jest.mock('@/lib/services/admin-platform-service', () => ({ adminPlatformService: {} }))
jest.mock('@/lib/services/admin-learner', () => ({ adminLearnerService: {} }))
jest.mock('@/lib/services/admin-learner-pipl', () => ({ adminLearnerPiplMethods: {} }))
jest.mock('@/lib/services/admin-company', () => ({ adminCompanyService: {} }))
jest.mock('@/lib/services/admin-coupon', () => ({ adminCouponService: {} }))
jest.mock('@/lib/services/admin-order', () => ({ adminOrderService: {} }))
jest.mock('@/lib/services/admin-order-reconciliation', () => ({ adminOrderReconciliationMethods: {} }))
jest.mock('@/lib/services/admin-payment', () => ({ adminPaymentService: {} }))
jest.mock('@/lib/services/admin-announcement', () => ({ adminAnnouncementService: {} }))
jest.mock('@/lib/services/admin-learning-data', () => ({ adminLearningDataService: {} }))
jest.mock('@/lib/services/certificate', () => ({ certificateService: {}, companyCertificateService: {} }))

// jest.mock factories run before the module body: a hoisted function, not the const above.
function mockStub(overrides: Partial<AnyMethod<ServiceContext>>): AnyMethod<ServiceContext> {
  return {
    verb: 'GET',
    auth: 'anonymous',
    input: { safeParse: () => ({ success: true }) } as never,
    summary: 'stub',
    handler: () => null,
    ...overrides,
  }
}

describe('resolveMethod', () => {
  it('finds root methods by prefix, names case-insensitively, with the canonical path', () => {
    expect(resolveMethod('TokenAuth', null, 'authenticate')).toEqual({
      path: '/api/TokenAuth/Authenticate',
      spec: rootServices.TokenAuth.Authenticate,
    })
    expect(resolveMethod('Common', null, 'GETCOMMONSETTING')?.path).toBe('/api/Common/GetCommonSetting')
    expect(resolveMethod('Common', 'ignored', 'GetCommonSetting')?.path).toBe('/api/Common/GetCommonSetting')
  })

  it('finds app methods by service and method, both case-insensitively, with the canonical path', () => {
    expect(resolveMethod('app', 'frontuser', 'getuserinfo')).toEqual({
      path: '/api/services/app/FrontUser/GetUserInfo',
      spec: appServices.FrontUser.GetUserInfo,
    })
    expect(resolveMethod('app', 'ACCOUNT', 'IsTenantAvailable')?.path).toBe(
      '/api/services/app/Account/IsTenantAvailable',
    )
  })

  it('finds the console’s services only under /admin/api, and nothing else there (issue 28)', () => {
    expect(resolveMethod('admin', 'adminauth', 'getme')).toEqual({
      path: '/admin/api/services/app/AdminAuth/GetMe',
      spec: appServices.AdminAuth.GetMe,
    })
    expect(resolveMethod('app', 'AdminAuth', 'GetMe')).toBeNull()
    expect(resolveMethod('admin', 'FrontUser', 'GetUserInfo')).toBeNull()
    expect(resolveMethod('admin', 'Nobody', 'GetMe')).toBeNull()
  })

  it('answers null for an unknown service, a missing one, an unknown method or a method of another prefix', () => {
    expect(resolveMethod('app', 'Nobody', 'GetUserInfo')).toBeNull()
    expect(resolveMethod('app', null, 'GetUserInfo')).toBeNull()
    expect(resolveMethod('app', 'FrontUser', 'Nothing')).toBeNull()
    expect(resolveMethod('app', 'FrontUser', '')).toBeNull()
    expect(resolveMethod('Common', null, 'Authenticate')).toBeNull()
    expect(resolveMethod('TokenAuth', null, 'GetCommonSetting')).toBeNull()
  })
})

describe('listMethods', () => {
  it('lists every method of both URL shapes once, by its public path', () => {
    expect(listMethods().map((m) => m.path)).toEqual([
      '/api/TokenAuth/Authenticate',
      '/api/Common/GetCommonSetting',
      '/api/services/app/Account/IsTenantAvailable',
      '/api/services/app/FrontUser/GetUserInfo',
      '/api/services/app/FrontCourse/GetCourseList',
      '/admin/api/services/app/AdminAuth/GetMe',
    ])
    expect(listMethods()[3].spec).toBe(appServices.FrontUser.GetUserInfo)
  })
})

describe('buildOpenApiDocument', () => {
  beforeAll(() => {
    appServices.FrontCourse.GetCourseList = stub({
      summary: '课程列表',
      description: '按分类分页',
      input: z.object({ page: z.number(), name: z.string().optional() }),
    })
    appServices.FrontUser.GetUserInfo = stub({ auth: 'user', summary: '个人信息' })
    appServices.Account.IsTenantAvailable = stub({
      verb: 'POST',
      auth: 'anonymous',
      input: z.object({ tenancyName: z.string() }),
      summary: '租户',
    })
    rootServices.TokenAuth.Authenticate = stub({
      verb: 'DELETE',
      auth: 'company',
      input: z.object({ id: z.number() }),
      summary: '删除',
    })
    // An input zod cannot convert (here: no zod schema at all) falls back to a plain object.
    rootServices.Common.GetCommonSetting = stub({
      verb: 'PUT',
      auth: 'signedIn',
      input: { safeParse: () => ({ success: true }) } as never,
      summary: '设置',
    })
  })

  const doc = () => buildOpenApiDocument()

  it('is an OpenAPI 3.1 document with bearer and cookie security and the ABP error schema', () => {
    const d = doc()
    expect(d.openapi).toBe('3.1.0')
    expect(d.info).toMatchObject({ title: '多租户在线学习平台 API', version: '1.0.0' })
    expect(d.info.description).toMatch(/ABP 信封/)
    expect(d.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'qh_session' },
      console: { type: 'apiKey', in: 'cookie', name: 'qh_admin' },
    })
    expect(d.components.schemas.AbpError.type).toEqual(['object', 'null'])
    expect(d.components.schemas.AbpError.properties).toMatchObject({
      code: { type: 'integer' },
      message: { type: 'string' },
      details: { type: ['string', 'null'] },
      validationErrors: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          properties: { message: { type: 'string' }, members: { type: 'array', items: { type: 'string' } } },
        },
      },
    })
    expect(Object.keys(d.paths)).toHaveLength(6)
  })

  it('documents a GET by its query parameters, each marked required or not', () => {
    const op = doc().paths['/api/services/app/FrontCourse/GetCourseList'].get as Record<string, unknown>
    expect(op.operationId).toBe('services_app_FrontCourse_GetCourseList')
    expect(op.summary).toBe('课程列表')
    expect(op.description).toBe('按分类分页\n\n权限：无需登录')
    expect(op.tags).toEqual(['FrontCourse'])
    expect(op.security).toEqual([])
    expect(op.parameters).toEqual([
      { name: 'page', in: 'query', required: true, schema: { type: 'number' } },
      { name: 'name', in: 'query', required: false, schema: { type: 'string' } },
    ])
    expect(op.requestBody).toBeUndefined()
  })

  it('documents a DELETE by its query too, and a POST or PUT by its JSON body', () => {
    const del = doc().paths['/api/TokenAuth/Authenticate'].delete as Record<string, unknown>
    expect(del.parameters).toEqual([{ name: 'id', in: 'query', required: true, schema: { type: 'number' } }])
    expect(del.tags).toEqual(['TokenAuth'])
    expect(del.operationId).toBe('TokenAuth_Authenticate')
    const post = doc().paths['/api/services/app/Account/IsTenantAvailable'].post as Record<string, unknown>
    expect(post.parameters).toBeUndefined()
    expect(post.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: expect.objectContaining({
            type: 'object',
            properties: { tenancyName: { type: 'string' } },
            required: ['tenancyName'],
          }),
        },
      },
    })
    const put = doc().paths['/api/Common/GetCommonSetting'].put as Record<string, unknown>
    expect(put.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { type: 'object' } } } })
  })

  it('a method without a description states only who may call it; signed-in methods need bearer or cookie', () => {
    const d = doc()
    const user = d.paths['/api/services/app/FrontUser/GetUserInfo'].get as Record<string, unknown>
    expect(user.description).toBe('权限：需个人用户登录')
    expect(user.security).toEqual([{ bearer: [] }, { cookie: [] }])
    expect(user.parameters).toEqual([])
    expect((d.paths['/api/TokenAuth/Authenticate'].delete as Record<string, unknown>).description).toBe(
      '权限：需企业账号登录',
    )
    expect((d.paths['/api/Common/GetCommonSetting'].put as Record<string, unknown>).description).toBe('权限：需登录')
  })

  it('types the envelope’s result from the generated result schemas and adds their named types to components', () => {
    const d = buildOpenApiDocument({
      results: { 'FrontUser/GetUserInfo': { $ref: '#/components/schemas/Me' } },
      schemas: { Me: { type: 'object', properties: { nickname: { type: 'string' } }, required: ['nickname'] } },
    })
    const ok = (p: string, verb: string) =>
      (d.paths[p][verb] as { responses: { '200': { content: Record<string, { schema: { properties: object } }> } } })
        .responses['200'].content['application/json'].schema.properties
    expect(ok('/api/services/app/FrontUser/GetUserInfo', 'get')).toMatchObject({
      result: { $ref: '#/components/schemas/Me' },
    })
    expect(d.components.schemas).toMatchObject({
      Me: { required: ['nickname'] },
      AbpError: { type: ['object', 'null'] },
    })
    // A method the file does not know yet (a stale file, which `npm run typecheck` refuses) is documented untyped.
    expect(ok('/api/services/app/Account/IsTenantAvailable', 'post')).toMatchObject({ result: {} })
  })

  it('describes success, 400 and every other answer as ABP envelopes', () => {
    const op = doc().paths['/api/services/app/FrontUser/GetUserInfo'].get as {
      responses: Record<string, { description: string; content: Record<string, { schema: Record<string, unknown> }> }>
    }
    const envelope = (result: object) => ({
      type: 'object',
      required: ['success', 'result', 'error', 'unAuthorizedRequest', '__abp'],
      properties: {
        success: { type: 'boolean' },
        result,
        targetUrl: { type: ['string', 'null'] },
        error: { $ref: '#/components/schemas/AbpError' },
        unAuthorizedRequest: { type: 'boolean' },
        __abp: { const: true },
      },
    })
    expect(op.responses['200']).toEqual({
      description: '成功',
      content: { 'application/json': { schema: envelope({}) } },
    })
    expect(op.responses['400']).toEqual({
      description: '参数错误',
      content: { 'application/json': { schema: envelope({ type: 'null' }) } },
    })
    expect(op.responses.default).toEqual({
      description: '错误（见 error.code）',
      content: { 'application/json': { schema: envelope({ type: 'null' }) } },
    })
  })
})
