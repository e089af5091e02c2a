// The one route table of docs/spec.md §2: every shell decision (header, tab bar, login gate, menu switch) reads it.
import type { SiteFeatures } from '@/lib/contract/site'

/** Tenant features that must be on for a route (and its menu entry) to exist. */
export type RouteSwitch = 'showTeacherMenu' | 'showTopicMenu' | 'platformService'

export interface RouteEntry {
  readonly name: string
  /** Case-sensitive path pattern; `:param` matches one non-empty segment. */
  readonly pattern: string
  readonly hideHeaderFooter?: boolean
  readonly showTabBar?: boolean
  /** Which mobile tab is highlighted (0 首页, 1 课程, 2 平台服务, 3 我的). */
  readonly tabIndex?: number
  /** Mobile only: visitors are sent to /loginEntrance (or the messaging-app authorise flow). */
  readonly mobileLoginRequired?: boolean
  readonly requires?: RouteSwitch
  /** Only logged-in individual users (PERSONAL = 1) may see it. */
  readonly personalOnly?: boolean
}

export const TAB = { home: 0, courses: 1, platformService: 2, mine: 3 } as const

// Order matters only where a static path shares its shape with a parameter one (/course/my before /course/:id).
export const ROUTES = [
  { name: 'Home', pattern: '/', showTabBar: true, tabIndex: TAB.home },
  { name: 'AccountForgot', pattern: '/accountForgot' },
  { name: 'CreateCompany', pattern: '/createcompany' },
  { name: 'UserAgreement', pattern: '/useragreement' },
  { name: 'PrivacyPolicy', pattern: '/privacypolicy' },
  { name: 'Account', pattern: '/account', showTabBar: true, tabIndex: TAB.mine, mobileLoginRequired: true },
  { name: 'Clipic', pattern: '/clipic', mobileLoginRequired: true },
  { name: 'Business', pattern: '/Business', mobileLoginRequired: true },
  { name: 'MetalData', pattern: '/metalData', mobileLoginRequired: true },
  { name: 'EditBusiness', pattern: '/editBusiness', mobileLoginRequired: true },
  { name: 'SecurityOptions', pattern: '/SecurityOptions', mobileLoginRequired: true },
  { name: 'SecurityOptionsPersonal', pattern: '/SecurityOptionsPersonal', mobileLoginRequired: true },
  { name: 'TopicList', pattern: '/topicList' },
  { name: 'TopicDetails', pattern: '/topicDetails/:id' },
  { name: 'Corporate', pattern: '/corporate', showTabBar: true, tabIndex: TAB.mine },
  { name: 'LoginByqq', pattern: '/LoginByqq' },
  { name: 'LoginByThird', pattern: '/LoginByThird', hideHeaderFooter: true },
  { name: 'LoginViaWeChat', pattern: '/home/LoginViaWeChat' },
  { name: 'GetCode', pattern: '/home/GetCode' },
  { name: 'LoginByWeChat', pattern: '/home/LoginByWeChat' },
  { name: 'WxLoginByWeChat', pattern: '/wxlogin/LoginByWeChat' },
  { name: 'WxGetCodeByWeChat', pattern: '/wxlogin/GetCodeByWeChat' },
  { name: 'AccountAssociation', pattern: '/AccountAssociation', mobileLoginRequired: true },
  { name: 'MyCourse', pattern: '/course/my' },
  { name: 'CourseLearn', pattern: '/course/learn/:courseid', hideHeaderFooter: true },
  { name: 'CourseDetails', pattern: '/course/:id' },
  { name: 'TalkAbout', pattern: '/talkabout/:id', hideHeaderFooter: true },
  { name: 'SearchList', pattern: '/searchlist' },
  { name: 'CourseList', pattern: '/courselist', showTabBar: true, tabIndex: TAB.courses },
  { name: 'TeacherList', pattern: '/teacherlist', requires: 'showTeacherMenu' },
  { name: 'ThematicList', pattern: '/thematiclist', requires: 'showTopicMenu' },
  { name: 'Thematic', pattern: '/thematic/:id' },
  { name: 'Teacher', pattern: '/teacher/:id' },
  { name: 'Diagnosis', pattern: '/diagnosis', personalOnly: true, mobileLoginRequired: true },
  { name: 'Questionnaire', pattern: '/questionnaire', mobileLoginRequired: true },
  { name: 'Report', pattern: '/report', mobileLoginRequired: true },
  {
    name: 'Join',
    pattern: '/join',
    showTabBar: true,
    tabIndex: TAB.platformService,
    requires: 'platformService',
  },
  // The two consult pages belong to the platform-service section (and exist only with it): docs/spec.md §2 puts them on
  // tab 3 with /join, tab bar included. A visitor may ask (the phone is verified by a code); only the asker reads answers.
  {
    name: 'ToConsult',
    pattern: '/toconsult',
    showTabBar: true,
    tabIndex: TAB.platformService,
    requires: 'platformService',
  },
  {
    name: 'Consultation',
    pattern: '/consultation',
    showTabBar: true,
    tabIndex: TAB.platformService,
    requires: 'platformService',
    mobileLoginRequired: true,
  },
  // 学时证明's public verification page (issue 31): the QR code's URL; anyone may open it, nothing links to it.
  { name: 'Certificate', pattern: '/certificate/:code' },
  { name: 'Search', pattern: '/search' },
  { name: 'Login', pattern: '/login' },
  { name: 'LoginEntrance', pattern: '/loginEntrance' },
  { name: 'Mine', pattern: '/mine', showTabBar: true, tabIndex: TAB.mine },
  { name: 'Message', pattern: '/message', mobileLoginRequired: true },
  { name: 'MineCourse', pattern: '/minecourse', mobileLoginRequired: true },
  { name: 'EditNickname', pattern: '/editnickname', mobileLoginRequired: true },
  { name: 'EditPersonalProfile', pattern: '/editpersonalProfile', mobileLoginRequired: true },
  { name: 'EnterprisePersonnel', pattern: '/EnterprisePersonnel', mobileLoginRequired: true },
  { name: 'Coupon', pattern: '/coupon', mobileLoginRequired: true },
  // Buying a course (issue 33): the checkout, the pay page (also the channels' returnUrl) and 我的订单.
  { name: 'Checkout', pattern: '/checkout', mobileLoginRequired: true },
  { name: 'Pay', pattern: '/pay', mobileLoginRequired: true },
  { name: 'Orders', pattern: '/orders', mobileLoginRequired: true },
  { name: 'Forbidden', pattern: '/403' },
  { name: 'NotFound', pattern: '/404' },
  { name: 'ServerError', pattern: '/500' },
] as const satisfies readonly RouteEntry[]

export type RouteName = (typeof ROUTES)[number]['name']

export interface RouteMatch {
  entry: RouteEntry & { name: RouteName }
  params: Record<string, string>
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '')
}

const COMPILED = ROUTES.map((entry) => ({ entry: entry as RouteMatch['entry'], parts: segments(entry.pattern) }))

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // A malformed escape is still a usable id string; the page decides whether it exists.
    return segment
  }
}

/** The table entry serving `pathname` (query and hash ignored, trailing slash tolerated), or null for the 404 page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/, 1)[0]
  if (!path.startsWith('/') || path.includes('//')) return null
  const actual = segments(path)
  for (const { entry, parts } of COMPILED) {
    if (parts.length !== actual.length) continue
    const params: Record<string, string> = {}
    const ok = parts.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decode(actual[i])
        return true
      }
      return part === actual[i]
    })
    if (ok) return { entry, params }
  }
  return null
}

/** False when the route's tenant switch is off, so the page is a 404 and no menu links to it. */
export function isRouteEnabled(entry: RouteEntry, features: Partial<Pick<SiteFeatures, RouteSwitch>>): boolean {
  return entry.requires === undefined || features[entry.requires] === true
}

export function routeByName(name: RouteName): RouteEntry {
  return ROUTES.find((r) => r.name === name) as RouteEntry
}

/** Builds a concrete path from a named route, encoding each parameter. */
export function pathFor(name: RouteName, params: Record<string, string | number> = {}): string {
  const { pattern } = routeByName(name)
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined || value === '') throw new Error(`路由 ${name} 缺少参数 ${key}`)
    return encodeURIComponent(String(value))
  })
}

/** The two tabs of the login form (personal: phone; company: login name). */
export type LoginTab = 'personal' | 'company'

const BASE = 'http://same.site'
// The login pages themselves are no destination: after a login they would only ask again.
const LOGIN_PAGES = /^\/(?:login|loginEntrance)(?:[/?#]|$)/

/**
 * `value` as a path on this site (path, query and hash), or `fallback` when it is missing, points elsewhere
 * (`//host`, `/\host`, `https:`…) or is a login page: redirect parameters come from URLs anyone can craft.
 */
export function safeRedirect<F extends string | null>(value: unknown, fallback: F): string | F {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments can collapse into a protocol-relative path (`/..//evil.host` → `//evil.host`): check the result too.
  if (path.startsWith('//') || path.startsWith('/\\') || LOGIN_PAGES.test(path)) return fallback
  return path
}
