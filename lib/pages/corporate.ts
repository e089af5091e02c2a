// The company centre: desktop /corporate?nav= (left navigation + one panel), phone /corporate (the company's 我的) and
// /EnterprisePersonnel?tab=. The server decides the tenant (404), the panel, keeps them out of search, and prefetches
// the panel's first screen for a signed-in company (the phone's 我的 shows the profile alone).
import 'server-only'
import type { Metadata } from 'next'
import { corporateNavEntry, type CorporateNavEntry } from '@/lib/contract/company-nav'
import type { TenantSite } from '@/lib/contract/site'
import { assignmentsInput, invitesInput, learningBoardInput, staffInput } from '@/lib/query/page-inputs'
import { companyInfoPrefetch } from './centre-pages'
import { messageCenterPrefetch } from './message'
import { privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'
import { prefetch, prefetchedPage, type PagePrefetch } from './prefetch'

export type CorporateProps = TenantQueryProps

const CORPORATE_TITLE = '企业中心'
export const PERSONNEL_TITLE = '员工管理'

async function load(props: CorporateProps) {
  const [site, query] = await Promise.all([siteOr404((await props.params).tenant), props.searchParams])
  return { site, query }
}

/** 员工 and 邀请记录 open on every staff member or invitation, first page. */
const staffPrefetch = (): PagePrefetch[] => [prefetch('CompanyInviteUser', 'GetCompanyFrontUser', staffInput())]
const invitesPrefetch = (): PagePrefetch[] => [prefetch('CompanyInviteUser', 'GetCompanyInviteUser', invitesInput())]
/** 部门管理 opens on the groups, 学习任务 on the first page of assignments. */
const groupsPrefetch = (): PagePrefetch[] => [prefetch('CompanyGroup', 'GetList')]
const assignmentsPrefetch = (): PagePrefetch[] => [prefetch('CompanyAssignment', 'GetList', assignmentsInput())]

/** 学习看板 opens on every group, with the SMS switch's setting. */
const boardPrefetch = (): PagePrefetch[] => [
  prefetch('CompanyLearningReport', 'GetDashboard', learningBoardInput()),
  prefetch('CompanyReminder', 'GetReminderSettings'),
]

/** The phone's /EnterprisePersonnel tabs: 员工, 邀请记录, 看板 (board), 任务 (tasks), 部门 (groups). */
type PersonnelTab = 'staff' | 'invites' | 'board' | 'tasks' | 'groups'
const PERSONNEL_TABS: readonly PersonnelTab[] = ['staff', 'invites', 'board', 'tasks', 'groups']
const TAB_PREFETCH: Record<PersonnelTab, () => PagePrefetch[]> = {
  staff: () => staffPrefetch(),
  invites: () => invitesPrefetch(),
  board: () => boardPrefetch(),
  tasks: () => assignmentsPrefetch(),
  groups: () => groupsPrefetch(),
}

/** What a panel's first screen shows: 企业资料 and 安全设置 the company's record, the others their list. */
function panelPrefetch(entry: CorporateNavEntry): PagePrefetch[] {
  switch (entry.section) {
    case 'staff':
      return staffPrefetch()
    case 'invites':
      return invitesPrefetch()
    case 'messages':
      return messageCenterPrefetch(entry.messageType ?? 0)
    case 'groups':
      return groupsPrefetch()
    case 'assignments':
      return assignmentsPrefetch()
    case 'dashboard':
      return boardPrefetch()
    default:
      return companyInfoPrefetch()
  }
}

async function loadDesktopCorporate(
  props: CorporateProps,
): Promise<{ site: TenantSite; entry: CorporateNavEntry; prefetch: PagePrefetch[] }> {
  const { site, query } = await load(props)
  const entry = corporateNavEntry(query.nav)
  return { site, entry, prefetch: panelPrefetch(entry) }
}

async function corporateMetadata(props: CorporateProps): Promise<Metadata> {
  const { entry } = await loadDesktopCorporate(props)
  return privatePageMetadata(`${entry.label} - ${CORPORATE_TITLE}`)
}

/** A phone opening a shared /corporate?nav= link lands on the phone page of that panel; no nav is the company's 我的. */
function mobileCorporateTarget(entry: CorporateNavEntry, hasNav: boolean): string | null {
  if (!hasNav) return null
  switch (entry.section) {
    case 'info':
      return '/editBusiness'
    case 'staff':
      return '/EnterprisePersonnel'
    case 'invites':
      return '/EnterprisePersonnel?tab=invites'
    case 'messages':
      return `/message?type=${entry.messageType}`
    case 'security':
      return '/SecurityOptions'
    case 'groups':
      return '/EnterprisePersonnel?tab=groups'
    case 'assignments':
      return '/EnterprisePersonnel?tab=tasks'
    case 'dashboard':
      return '/EnterprisePersonnel?tab=board'
  }
}

async function loadMobileCorporate(
  props: CorporateProps,
): Promise<{ site: TenantSite; redirectTo: string | null; prefetch: PagePrefetch[] }> {
  const { site, query } = await load(props)
  const redirectTo = mobileCorporateTarget(corporateNavEntry(query.nav), query.nav !== undefined)
  return { site, redirectTo, prefetch: [] }
}

/**
 * /EnterprisePersonnel: 员工 (default), 邀请记录 (`?tab=invites`), 学习看板 (`?tab=board`), 学习任务 (`?tab=tasks`) or 部门
 * (`?tab=groups`).
 */
async function loadPersonnel(
  props: CorporateProps,
): Promise<{ site: TenantSite; tab: PersonnelTab; prefetch: PagePrefetch[] }> {
  const { site, query } = await load(props)
  const tab = PERSONNEL_TABS.find((t) => t === query.tab) ?? 'staff'
  return { site, tab, prefetch: TAB_PREFETCH[tab]() }
}

async function personnelMetadata(props: CorporateProps): Promise<Metadata> {
  await load(props)
  return privatePageMetadata(PERSONNEL_TITLE)
}

export const desktopCorporatePage = prefetchedPage(pageModel(loadDesktopCorporate, corporateMetadata))
export const mobileCorporatePage = prefetchedPage(pageModel(loadMobileCorporate, corporateMetadata))
export const personnelPage = prefetchedPage(pageModel(loadPersonnel, personnelMetadata))
