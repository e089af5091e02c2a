// Literal tenants, courses, lecturers and topics for the page models' unit tests (not a test file itself).
import type { CourseDetail, LecturerDetail, TopicDetail } from '@/lib/contract/schemas/catalogue'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { siteFeatures, type TenantSite } from '@/lib/contract/site'

/** A tenant on the local storage (`/storage/`), every switch on unless overridden. */
export function fixtureSite(overrides: Partial<CommonSetting> = {}): TenantSite {
  const settings = {
    tenancyName: 'demo',
    qiNiuUrl: '/storage/',
    tenantLogoUrl: 'tenants/demo/logo.png',
    tenantName: '启航学堂',
    paymentUnitName: '元',
    isHideMenuTeacher: true,
    isHideMenuMoreSpecial: true,
    isHideCompanyRegAndLogin: true,
    ...overrides,
  } as CommonSetting
  return {
    tenantId: 1,
    slug: 'demo',
    state: 1,
    available: true,
    settings,
    features: siteFeatures(settings),
    header: {} as TenantSite['header'],
  }
}

export function fixtureCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 12,
    title: 'Excel数据透视表',
    coverUrl: 'catalogue/demo/cover-12.png',
    summary: '十二个案例学会透视表',
    description: '第一段。\n\n第二段。',
    price: 0,
    lessonCount: 3,
    totalDurationSeconds: 3600,
    learnerCount: 42,
    publishedAt: '2024-05-01T00:00:00.000Z',
    courseTypeId: 5,
    courseTypeName: '办公软件',
    lecturers: [{ id: 7, name: '王磊' }],
    tags: ['Excel'],
    parentCourseTypeId: 1,
    parentCourseTypeName: '职业技能',
    chapters: [],
    lecturerDetails: [{ id: 7, name: '王磊', title: '高级讲师', avatarUrl: '', isGold: true, introduction: '' }],
    related: [],
    ...overrides,
  }
}

export function fixtureLecturer(overrides: Partial<LecturerDetail> = {}): LecturerDetail {
  return {
    id: 7,
    name: '王磊',
    title: '高级讲师',
    avatarUrl: 'catalogue/demo/avatar-7.png',
    isGold: true,
    introduction: '十年财务分析经验。',
    courses: [],
    ...overrides,
  }
}

export function fixtureTopic(overrides: Partial<TopicDetail> = {}): TopicDetail {
  return {
    id: 3,
    title: '数字化办公',
    bannerUrl: 'catalogue/demo/banner-3.png',
    introduction: '',
    courseCount: 2,
    isSelected: true,
    courses: [fixtureCourse(), fixtureCourse({ id: 13 })],
    ...overrides,
  }
}
