/** @jest-environment node */
import { ROUTE_TITLES } from './route-titles'
import { ROUTES, TAB, isRouteEnabled, matchRoute, pathFor, routeByName, safeRedirect, type RouteEntry } from './routes'

const allOff = { showTeacherMenu: false, showTopicMenu: false, platformService: false }

describe('route table', () => {
  it('has unique names and patterns', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length)
  })

  it('covers every path of docs/spec.md §2', () => {
    const spec = [
      '/',
      '/accountForgot',
      '/createcompany',
      '/account',
      '/clipic',
      '/Business',
      '/metalData',
      '/editBusiness',
      '/SecurityOptions',
      '/SecurityOptionsPersonal',
      '/topicList',
      '/topicDetails/:id',
      '/corporate',
      '/LoginByqq',
      '/LoginByThird',
      '/home/LoginViaWeChat',
      '/home/GetCode',
      '/home/LoginByWeChat',
      '/wxlogin/LoginByWeChat',
      '/wxlogin/GetCodeByWeChat',
      '/AccountAssociation',
      '/course/my',
      '/course/:id',
      '/course/learn/:courseid',
      '/talkabout/:id',
      '/searchlist',
      '/courselist',
      '/teacherlist',
      '/thematiclist',
      '/thematic/:id',
      '/teacher/:id',
      '/diagnosis',
      '/questionnaire',
      '/report',
      '/join',
      '/toconsult',
      '/consultation',
      '/search',
      '/login',
      '/loginEntrance',
      '/mine',
      '/message',
      '/minecourse',
      '/editnickname',
      '/editpersonalProfile',
      '/EnterprisePersonnel',
      '/coupon',
      '/403',
      '/404',
      '/500',
    ]
    // Beyond docs/spec.md §2: the consent texts of issue 10, and the 学时证明 verification page of issue 31,
    // and the order pages of issue 33.
    const beyond = ['/useragreement', '/privacypolicy', '/certificate/:code', '/checkout', '/pay', '/orders']
    expect(ROUTES.map((r) => r.pattern).sort()).toEqual([...spec, ...beyond].sort())
    for (const r of ROUTES) expect(ROUTE_TITLES[r.name]).toMatch(/\p{Script=Han}/u)
  })

  it('puts the tab bar on the four tabs’ roots (我的 is /corporate for a company) and the consult pages of tab 3', () => {
    const entries: readonly RouteEntry[] = ROUTES
    const tabs = entries.filter((r) => r.showTabBar).map((r) => [r.pattern, r.tabIndex])
    expect(tabs).toEqual([
      ['/', TAB.home],
      ['/account', TAB.mine],
      ['/corporate', TAB.mine],
      ['/courselist', TAB.courses],
      ['/join', TAB.platformService],
      ['/toconsult', TAB.platformService],
      ['/consultation', TAB.platformService],
      ['/mine', TAB.mine],
    ])
  })

  it('hides header and footer only on the three bare pages', () => {
    expect(
      ROUTES.filter((r) => 'hideHeaderFooter' in r)
        .map((r) => r.pattern)
        .sort(),
    ).toEqual(['/LoginByThird', '/course/learn/:courseid', '/talkabout/:id'].sort())
  })

  it('requires a mobile login on the spec’s /clipic, /minecourse, /message and /account, and on the pages that edit or read an account’s own things', () => {
    expect(
      ROUTES.filter((r) => 'mobileLoginRequired' in r)
        .map((r) => r.pattern)
        .sort(),
    ).toEqual(
      [
        '/account',
        '/clipic',
        '/message',
        '/minecourse',
        '/editnickname',
        '/editpersonalProfile',
        '/SecurityOptionsPersonal',
        '/Business',
        '/editBusiness',
        '/SecurityOptions',
        '/EnterprisePersonnel',
        '/AccountAssociation',
        '/diagnosis',
        '/metalData',
        '/questionnaire',
        '/report',
        '/coupon',
        '/checkout',
        '/pay',
        '/orders',
        '/consultation',
      ].sort(),
    )
  })
})

describe('matchRoute', () => {
  it('matches static and parameter routes', () => {
    expect(matchRoute('/')?.entry.name).toBe('Home')
    expect(matchRoute('/courselist')?.entry).toMatchObject({ name: 'CourseList', tabIndex: 1, showTabBar: true })
    expect(matchRoute('/course/42')).toMatchObject({ entry: { name: 'CourseDetails' }, params: { id: '42' } })
    expect(matchRoute('/course/learn/7')).toMatchObject({
      entry: { name: 'CourseLearn', hideHeaderFooter: true },
      params: { courseid: '7' },
    })
    expect(matchRoute('/home/GetCode')?.entry.name).toBe('GetCode')
  })

  it('prefers /course/my over the course detail', () => {
    expect(matchRoute('/course/my')).toMatchObject({ entry: { name: 'MyCourse' }, params: {} })
  })

  it('tolerates a trailing slash and ignores query and hash', () => {
    expect(matchRoute('/courselist/')?.entry.name).toBe('CourseList')
    expect(matchRoute('/course/9/')?.params).toEqual({ id: '9' })
    expect(matchRoute('/searchlist?name=a&formseach=true')?.entry.name).toBe('SearchList')
    expect(matchRoute('/join#top')?.entry.name).toBe('Join')
  })

  it('is case-sensitive like the spec paths', () => {
    expect(matchRoute('/Business')?.entry.name).toBe('Business')
    expect(matchRoute('/business')).toBeNull()
    expect(matchRoute('/CourseList')).toBeNull()
  })

  it('decodes parameters and survives malformed escapes', () => {
    expect(matchRoute('/thematic/%E4%B8%AD')?.params).toEqual({ id: '中' })
    expect(matchRoute('/thematic/%E4')?.params).toEqual({ id: '%E4' })
  })

  it('returns null for unknown, nested or malformed paths', () => {
    expect(matchRoute('/nope')).toBeNull()
    expect(matchRoute('/course')).toBeNull()
    expect(matchRoute('/course/1/2')).toBeNull()
    expect(matchRoute('//courselist')).toBeNull()
    expect(matchRoute('courselist')).toBeNull()
  })
})

describe('isRouteEnabled', () => {
  it('needs the route switch on', () => {
    const join = matchRoute('/join')!.entry
    expect(isRouteEnabled(join, allOff)).toBe(false)
    expect(isRouteEnabled(join, { ...allOff, platformService: true })).toBe(true)
    expect(isRouteEnabled(routeByName('TeacherList'), { ...allOff, showTeacherMenu: true })).toBe(true)
    expect(isRouteEnabled(routeByName('ThematicList'), allOff)).toBe(false)
    expect(isRouteEnabled(routeByName('ThematicList'), { ...allOff, showTopicMenu: true })).toBe(true)
  })

  it('is always true for routes without a switch', () => {
    expect(isRouteEnabled(routeByName('Home'), allOff)).toBe(true)
  })
})

describe('pathFor', () => {
  it('fills and encodes parameters', () => {
    expect(pathFor('CourseDetails', { id: 5 })).toBe('/course/5')
    expect(pathFor('CourseLearn', { courseid: 'a b' })).toBe('/course/learn/a%20b')
    expect(pathFor('CourseList')).toBe('/courselist')
  })

  it('refuses a missing parameter', () => {
    expect(() => pathFor('Teacher')).toThrow('缺少参数 id')
  })
})

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/course/12?classId=3#outline', '/')).toBe('/course/12?classId=3#outline')
    expect(safeRedirect(['/courselist', '/x'], '/')).toBe('/courselist')
  })

  it('refuses other sites, however they are spelled', () => {
    for (const target of [
      '//evil.host',
      '/\\evil.host',
      'https://evil.host',
      '/..//evil.host',
      '/./\\evil.host',
      '/.//evil.host/x',
      'evil',
      '',
    ]) {
      expect(safeRedirect(target, '/')).toBe('/')
    }
    expect(safeRedirect(undefined, null)).toBeNull()
  })

  it('never leads back to a login page', () => {
    expect(safeRedirect('/login?then=/x', '/')).toBe('/')
    expect(safeRedirect('/loginEntrance', '/')).toBe('/')
    expect(safeRedirect('/loginhelp', '/')).toBe('/loginhelp')
  })
})
