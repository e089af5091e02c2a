// Demo tenants for development and tests; tests rely on the facts noted beside each tenant.
import { TENANT_STATE, type tenantFooters, type tenantSettings } from '@/lib/db/schema'
import type { SeedAsset } from './assets'

type SeedSettings = Omit<typeof tenantSettings.$inferInsert, 'tenantId' | 'updatedAt'>
type SeedFooter = Omit<typeof tenantFooters.$inferInsert, 'tenantId'>

export interface SeedCourseType {
  name: string
  children: string[]
}

export interface SeedTenant {
  slug: string
  state: number
  settings: SeedSettings
  footer: SeedFooter
  courseTypes: SeedCourseType[]
  /** Written through the storage provider before the rows that name them. */
  assets: SeedAsset[]
}

const key = (slug: string, file: string) => `tenants/${slug}/${file}`

const DEMO_HEADS = {
  loginHeadBackgroundImg: key('demo', 'head-login.png'),
  centerHeadBackgroundImg: key('demo', 'head-center.png'),
  courseDetailHeadBackgroundImg: key('demo', 'head-course-detail.png'),
  myCourseHeadBackgroundImg: key('demo', 'head-my-course.png'),
  accountAssociationHeadBackgroundImg: key('demo', 'head-account-association.png'),
}

const DEMO_GRADIENTS: [string, string][] = [
  ['#333e76', '#5b6bb5'],
  ['#2a3466', '#4f5fa8'],
  ['#333e76', '#7a5cb0'],
  ['#263061', '#3f7cae'],
  ['#333e76', '#4a8f9c'],
]

/** Every switch on: the tenant for testing hidden menus, logins and footer. */
const demo: SeedTenant = {
  slug: 'demo',
  state: TENANT_STATE.active,
  settings: {
    tenantName: '启航学堂',
    tenantLogoUrl: key('demo', 'logo.png'),
    icoUrl: key('demo', 'favicon.png'),
    paymentUnitName: '元',
    isOpenPlatformService: true,
    isHideBottom: true,
    isHideGoldTeacher: true,
    isHideLoginByQQ: true,
    isHideLoginByWechat: true,
    isHideMenuTeacher: true,
    isHideCompanyRegAndLogin: true,
    isHideMenuMoreSpecial: true,
    isHideSelectedSpecial: true,
    videoWatermark: true,
    sensitiveWords: '赌博|代开发票|刷单|传销|博彩',
    courseGroupTitle: '',
    overallSubjectColor: '#333e76',
    ...DEMO_HEADS,
  },
  footer: {
    tenantMQUrl: key('demo', 'qrcode.png'),
    // In-site pages only: a seeded link must lead somewhere real (the tenant has no site of its own to point at).
    aboutUsUrl: '/',
    aboutPlatform: '/courselist',
    aboutBjqit: '',
    recordNumber: '京ICP备2026012345号-1',
    copyright: '© 2026 启航学堂 版权所有',
  },
  courseTypes: [
    { name: '职场技能', children: ['办公软件', '沟通表达', '时间管理', '职业素养', '商务写作'] },
    { name: '管理领导力', children: ['团队管理', '领导力提升', '项目管理', '绩效管理', '决策与执行'] },
    { name: '数字化转型', children: ['数据分析', '人工智能应用', '云计算基础', '数字化营销'] },
    { name: '财务金融', children: ['财务基础', '税务筹划', '预算管理', '投资理财'] },
    { name: '安全生产', children: ['安全法规', '消防安全', '职业健康', '应急管理'] },
  ],
  assets: [
    {
      key: key('demo', 'logo.png'),
      kind: 'logo',
      initials: 'QH',
      wordmark: 'QIHANG',
      tagline: 'ACADEMY',
      color: '#333e76',
      accent: '#5b6bb5',
    },
    { key: key('demo', 'favicon.png'), kind: 'favicon', initials: 'Q', color: '#333e76' },
    { key: key('demo', 'qrcode.png'), kind: 'qr', text: 'http://demo.localhost:3000/' },
    ...Object.values(DEMO_HEADS).map((k, i): SeedAsset => ({
      key: k,
      kind: 'gradient',
      from: DEMO_GRADIENTS[i][0],
      to: DEMO_GRADIENTS[i][1],
      width: 1920,
      height: 200,
    })),
  ],
}

/** Every switch off, its own colour: the tenant for testing the default, fully visible shell. */
const acme: SeedTenant = {
  slug: 'acme',
  state: TENANT_STATE.active,
  settings: {
    tenantName: '艾克美企业大学',
    tenantLogoUrl: key('acme', 'logo.png'),
    icoUrl: key('acme', 'favicon.png'),
    paymentUnitName: '元',
    isOpenPlatformService: false,
    isHideBottom: false,
    isHideGoldTeacher: false,
    isHideLoginByQQ: false,
    isHideLoginByWechat: false,
    isHideMenuTeacher: false,
    isHideCompanyRegAndLogin: false,
    isHideMenuMoreSpecial: false,
    isHideSelectedSpecial: false,
    videoWatermark: false,
    sensitiveWords: '代考|外挂|泄题',
    courseGroupTitle: '精品课程体系',
    overallSubjectColor: '#0f766e',
  },
  footer: {
    tenantMQUrl: key('acme', 'qrcode.png'),
    aboutUsUrl: '/',
    aboutPlatform: '',
    aboutBjqit: '',
    recordNumber: '沪ICP备2026054321号-2',
    copyright: '© 2026 艾克美企业大学 版权所有',
  },
  courseTypes: [
    { name: '新员工入职', children: ['企业文化', '规章制度', '产品知识'] },
    { name: '营销与销售', children: ['销售技巧', '客户关系管理', '大客户营销', '渠道管理'] },
    { name: '研发与技术', children: ['软件工程', '信息安全', '敏捷开发', '质量管理'] },
    { name: '人力资源', children: ['招聘与面试', '薪酬福利', '培训发展'] },
  ],
  assets: [
    {
      key: key('acme', 'logo.png'),
      kind: 'logo',
      initials: 'AC',
      wordmark: 'ACME',
      tagline: 'UNIVERSITY',
      color: '#0f766e',
      accent: '#14b8a6',
    },
    { key: key('acme', 'favicon.png'), kind: 'favicon', initials: 'A', color: '#0f766e' },
    { key: key('acme', 'qrcode.png'), kind: 'qr', text: 'http://acme.localhost:3000/' },
  ],
}

/** Inactive (state 2) with default settings: the "tenant unavailable" path. */
const closed: SeedTenant = {
  slug: 'closed',
  state: TENANT_STATE.inactive,
  settings: { tenantName: '停用学院' },
  footer: {},
  courseTypes: [
    { name: '通识课程', children: ['公文写作', '法律常识'] },
    { name: '专业课程', children: ['机械制图'] },
  ],
  assets: [],
}

export const SEED_TENANTS: readonly SeedTenant[] = [demo, acme, closed]
