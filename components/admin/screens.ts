// The console's screens, whose console has them and who may use them: the sidebar shows a role only what it may open,
// and each page checks the same list (the server refuses the calls behind it all the same: every console method declares
// its roles and its console). The platform's console runs the tenants, not a tenant: no 机构设置 there, and a tenant's
// console has no 机构管理.
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { OPERATOR_ROLES } from '@/lib/contract/operator-roles'
import { COMPANY_READERS, LEARNER_READERS } from '@/lib/contract/people-rules'

export type ScreenKey =
  | 'overview'
  | 'tenants'
  | 'settings'
  | 'legal'
  | 'courses'
  | 'categories'
  | 'lecturers'
  | 'topics'
  | 'data'
  | 'certificates'
  | 'diagnosis'
  | 'consultations'
  | 'platformServices'
  | 'learners'
  | 'companies'
  | 'coupons'
  | 'announcements'
  | 'orders'
  | 'reconciliation'
  | 'payment'
  | 'operators'
  | 'audit'

export interface Screen {
  href: string
  /** The sidebar's word. */
  label: string
  /** The page's heading and title. */
  title: string
  /** What the screen is for, on 概览's card. */
  summary: string
  roles: readonly OperatorRole[]
  /** Whose console has it: a tenant's, the platform's, or both. */
  scope: 'tenant' | 'platform' | 'both'
}

export const SCREENS: Record<ScreenKey, Screen> = {
  overview: { href: '/admin', label: '概览', title: '概览', summary: '', roles: OPERATOR_ROLES, scope: 'both' },
  tenants: {
    href: '/admin/tenants',
    label: '机构管理',
    title: '机构管理',
    summary: '查看各机构的课程、学员与活跃情况，创建机构，开启或关闭机构',
    roles: ['admin', 'readonly'],
    scope: 'platform',
  },
  // Every role reads the settings; only 管理员 and 运营 save them (the screen disables the form for the others).
  settings: {
    href: '/admin/settings',
    label: '机构设置',
    title: '机构设置',
    summary: '机构名称、图片、主题色、功能开关、敏感词与页脚',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // Every role reads the texts; only 管理员 and 运营 publish a new version.
  legal: {
    href: '/admin/legal',
    label: '协议与隐私',
    title: '协议与隐私',
    summary: '《用户协议》《隐私政策》的版本与正文，发布新版本',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // Every role reads the courses; only 管理员 and 运营 edit, publish and delete them (the screens say so).
  courses: {
    href: '/admin/courses',
    label: '课程管理',
    title: '课程管理',
    summary: '课程的基本信息、大纲与课时视频，发布与下架',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // The catalogue around the courses: every role reads it; 管理员 and 运营 change it.
  categories: {
    href: '/admin/categories',
    label: '课程分类',
    title: '课程分类',
    summary: '一级与二级分类、顺序，以及是否显示在页头菜单和首页',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  lecturers: {
    href: '/admin/lecturers',
    label: '讲师',
    title: '讲师管理',
    summary: '讲师的照片、头衔、介绍、金牌讲师与排序',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  topics: {
    href: '/admin/topics',
    label: '专题',
    title: '专题管理',
    summary: '专题的横幅、介绍、课程及顺序，精选与发布',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // 客服 answers one learner's question, not the tenant's figures or lists of personal data (issue 32).
  data: {
    href: '/admin/data',
    label: '学习数据',
    title: '学习数据',
    summary: '每天的活跃学员、选课、完成与学时，热门课程，课程的完成与流失，导出Excel',
    roles: ['admin', 'operations', 'readonly'],
    scope: 'tenant',
  },
  // Every role finds a certificate; 管理员 and 运营 revoke one (the screen offers 撤销 to them only).
  certificates: {
    href: '/admin/certificates',
    label: '学时证明',
    title: '学时证明',
    summary: '学员与企业开具的学时证明，按编号或手机号查找，撤销',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // Every role reads the instruments; 管理员 and 运营 edit, publish and 停用 them (issue 32).
  diagnosis: {
    href: '/admin/diagnosis',
    label: '诊断测评',
    title: '诊断测评',
    summary: '测评的维度、题目、分数段与解读，发布新版本，停用',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // The desk holds requesters' contact data: 管理员 and 客服 answer, 只读 reads, 运营 does not see it (issue 32).
  consultations: {
    href: '/admin/consultations',
    label: '咨询工作台',
    title: '咨询工作台',
    summary: '处理学员与企业提交的咨询：分配、回复、受理与关闭',
    roles: ['admin', 'support', 'readonly'],
    scope: 'tenant',
  },
  // The services /join lists are public: every role reads them; 管理员 and 运营 edit them (the screen says so).
  platformServices: {
    href: '/admin/consultation-services',
    label: '平台服务',
    title: '平台服务',
    summary: '平台服务页（/join）的服务介绍、流程与交付成果，排序与显示',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // 学员 and 企业 (issue 32): the people behind the accounts. 运营 reads companies, not individuals (people-rules.ts).
  learners: {
    href: '/admin/learners',
    label: '学员',
    title: '学员管理',
    summary: '按手机号、昵称或企业查找学员，查看学习情况，禁用、强制下线，导出或删除个人信息',
    roles: LEARNER_READERS,
    scope: 'tenant',
  },
  companies: {
    href: '/admin/companies',
    label: '企业',
    title: '企业管理',
    summary: '企业账号的员工数、VIP席位、待接受邀请与认证状态，禁用或启用',
    roles: COMPANY_READERS,
    scope: 'tenant',
  },
  // Every role reads campaigns and their redemptions; 管理员 and 运营 create them, generate codes and stop them.
  coupons: {
    href: '/admin/coupons',
    label: '优惠券活动',
    title: '优惠券活动',
    summary: '课程券活动、生成与下载兑换码、兑换记录，停止活动',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // Every role reads what was sent; 管理员 and 运营 send.
  announcements: {
    href: '/admin/announcements',
    label: '系统通知',
    title: '系统通知',
    summary: '向全部学员或指定企业的员工发送系统通知，查看已发送的通知',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // 交易 (issue 33): every role reads the orders (phones masked below 管理员); only 管理员 refunds.
  orders: {
    href: '/admin/orders',
    label: '订单管理',
    title: '订单管理',
    summary: '学员购买课程的订单，按状态、渠道、日期、订单号或手机号查找，退款',
    roles: OPERATOR_ROLES,
    scope: 'tenant',
  },
  // The tenant's takings by day and channel: 客服 answers one learner, not the figures (as 学习数据).
  reconciliation: {
    href: '/admin/orders/reconciliation',
    label: '对账',
    title: '对账',
    summary: '每天每个支付渠道的收款、退款与关闭订单，导出Excel与渠道账单核对',
    roles: ['admin', 'operations', 'readonly'],
    scope: 'tenant',
  },
  // Merchant keys move the tenant's money: 管理员 only.
  payment: {
    href: '/admin/payment',
    label: '支付设置',
    title: '支付设置',
    summary: '微信支付与支付宝的商户号、应用与密钥，开启或关闭在线支付',
    roles: ['admin'],
    scope: 'tenant',
  },
  operators: {
    href: '/admin/operators',
    label: '操作员',
    title: '操作员管理',
    summary: '邀请操作员，修改角色，停用、启用账号，重置密码',
    roles: ['admin'],
    scope: 'both',
  },
  audit: {
    href: '/admin/audit',
    label: '操作日志',
    title: '操作日志',
    summary: '查看每一次修改：谁、何时、从哪里、改了什么',
    roles: ['admin', 'readonly'],
    scope: 'both',
  },
}

/** The sidebar's sections, in order; a section the operator can open nothing of is not drawn. */
export const SCREEN_GROUPS: readonly { label: string; keys: readonly ScreenKey[] }[] = [
  { label: '', keys: ['overview', 'tenants'] },
  { label: '教学内容', keys: ['courses', 'categories', 'lecturers', 'topics', 'diagnosis'] },
  { label: '学员与服务', keys: ['learners', 'companies', 'consultations', 'certificates'] },
  { label: '运营推广', keys: ['data', 'coupons', 'announcements', 'platformServices'] },
  // Money has its own section: its roles differ from 运营推广's (支付设置 is 管理员's alone) and operators look for it by name.
  { label: '交易', keys: ['orders', 'reconciliation', 'payment'] },
  { label: '机构与系统', keys: ['settings', 'legal', 'operators', 'audit'] },
]

export const SCREEN_ORDER: readonly ScreenKey[] = SCREEN_GROUPS.flatMap((g) => g.keys)

/** `platform`: this is the platform's console (its tenant is PLATFORM_SLUG), not a tenant's. */
export function canSee(role: OperatorRole, screen: ScreenKey, platform: boolean): boolean {
  const { roles, scope } = SCREENS[screen]
  if (scope !== 'both' && scope !== (platform ? 'platform' : 'tenant')) return false
  return roles.includes(role)
}
