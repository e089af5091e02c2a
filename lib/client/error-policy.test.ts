/** @jest-environment node */
import { decideErrorAction, isLearningOrCourseDetail, type ErrorAction, type ErrorFacts } from './error-policy'

const base: ErrorFacts = { httpStatus: 400, code: 0, message: '出错了', pathname: '/account' }
const facts = (over: Partial<ErrorFacts>): ErrorFacts => ({ ...base, ...over })

const sessionEnded: ErrorAction = { kind: 'session-ended', clear: 'session-ended', navigateTo: '/' }
const reload = (toast: string): ErrorAction => ({ kind: 'reload', toast, reloadAfterMs: 1500 })
const signedOut = (toast: string): ErrorAction => ({
  kind: 'signed-out',
  toast,
  clear: 'logout',
  navigateTo: '/',
  navigateAfterMs: 1500,
})
const go = (navigateTo: '/403' | '/404' | '/500'): ErrorAction => ({ kind: 'navigate', navigateTo })
const inline = (message: string): ErrorAction => ({ kind: 'inline', message })
const toConsoleLogin = (next: string): ErrorAction => ({
  kind: 'console-signed-out',
  toast: '登录已失效，请重新登录',
  navigateTo: `/admin/login?next=${encodeURIComponent(next)}`,
  navigateAfterMs: 1500,
})

describe('isLearningOrCourseDetail', () => {
  it.each([
    ['/course/learn/12', true],
    ['/course/learn/12/', true],
    ['/course/learn/abc-def', true],
    ['/course/12', true],
    ['/course/12/', true],
    ['/course/3fa85f64-5717-4562-b3fc-2c963f66afa6', true],
    ['/course/my', false],
    ['/course/my/', false],
    ['/course/learn', false],
    ['/course/learn/', false],
    ['/course', false],
    ['/course/', false],
    ['/course/12/comments', false],
    ['/courselist', false],
    ['/', false],
    ['/account', false],
    ['/talkabout/5', false],
  ])('%s → %p', (pathname, expected) => {
    expect(isLearningOrCourseDetail(pathname)).toBe(expected)
  })
})

describe('decideErrorAction', () => {
  it.each<[string, Partial<ErrorFacts>, ErrorAction]>([
    // code -10: session ended elsewhere, wherever the user is and whatever the status
    ['-10 with HTTP 401', { code: -10, httpStatus: 401 }, sessionEnded],
    ['-10 with HTTP 200', { code: -10, httpStatus: 200 }, sessionEnded],
    ['-10 on a learning page', { code: -10, httpStatus: 401, pathname: '/course/learn/3' }, sessionEnded],
    ['-10 even when inline', { code: -10, httpStatus: 401, inline: true }, sessionEnded],

    // HTTP 401 outside learning / detail: clear + go home after the toast
    ['401 on /account', { code: 401, httpStatus: 401, message: '请先登录' }, signedOut('请先登录')],
    ['401 on home', { code: 401, httpStatus: 401, pathname: '/', message: '登录超时' }, signedOut('登录超时')],
    ['401 on /course/my', { code: 401, httpStatus: 401, pathname: '/course/my', message: 'x' }, signedOut('x')],
    ['401 non-envelope', { code: null, httpStatus: 401, message: '' }, signedOut('请先登录')],
    ['401 inline still signs out', { code: 401, httpStatus: 401, inline: true, message: 'y' }, signedOut('y')],

    // code 401 on learning / detail pages: toast + reload after 1.5 s
    [
      '401 on learning',
      { code: 401, httpStatus: 401, pathname: '/course/learn/9', message: '请先登录' },
      reload('请先登录'),
    ],
    ['401 on detail', { code: 401, httpStatus: 401, pathname: '/course/9', message: '请登录' }, reload('请登录')],
    [
      'HTTP 401 non-envelope on detail',
      { code: null, httpStatus: 401, pathname: '/course/9', message: '' },
      reload('请先登录'),
    ],
    ['code 401 with another status', { code: 401, httpStatus: 200, message: '未登录' }, reload('未登录')],
    ['401 message trimmed', { code: 401, httpStatus: 200, message: '  未登录 ' }, reload('未登录')],

    // error pages
    ['403', { code: 403, httpStatus: 403 }, go('/403')],
    ['404', { code: 404, httpStatus: 404 }, go('/404')],
    ['500', { code: 500, httpStatus: 500 }, go('/500')],
    ['403 on a learning page', { code: 403, httpStatus: 403, pathname: '/course/learn/1' }, go('/403')],
    ['403 inline', { code: 403, httpStatus: 403, inline: true, message: '没有权限' }, inline('没有权限')],
    ['404 inline', { code: 404, httpStatus: 404, inline: true, message: '课程不存在' }, inline('课程不存在')],
    ['500 inline', { code: 500, httpStatus: 500, inline: true, message: '' }, inline('服务器开小差了，请稍后再试')],
    [
      '403 while on /403',
      { code: 403, httpStatus: 403, pathname: '/403', message: '机构不可用' },
      inline('机构不可用'),
    ],
    ['404 while on /404', { code: 404, httpStatus: 404, pathname: '/404' }, inline('出错了')],
    ['500 while on /500', { code: 500, httpStatus: 500, pathname: '/500' }, inline('出错了')],
    [
      'HTTP 500 without envelope',
      { code: null, httpStatus: 500, message: '服务器开小差了，请稍后再试' },
      inline('服务器开小差了，请稍后再试'),
    ],
    [
      'HTTP 404 without envelope',
      { code: null, httpStatus: 404, message: '服务器开小差了，请稍后再试' },
      inline('服务器开小差了，请稍后再试'),
    ],

    // everything else is shown where the user acted
    ['business rule 0', { code: 0, httpStatus: 400, message: '手机号格式不正确' }, inline('手机号格式不正确')],
    ['validation 400', { code: 400, httpStatus: 400, message: '验证码不能为空' }, inline('验证码不能为空')],
    ['conflict 409', { code: 409, httpStatus: 409, message: '登录名已存在' }, inline('登录名已存在')],
    ['rate limit 429', { code: 429, httpStatus: 429, message: '请60秒后再试' }, inline('请60秒后再试')],
    ['405', { code: 405, httpStatus: 405, message: '请求方式不正确' }, inline('请求方式不正确')],
    ['413', { code: 413, httpStatus: 413, message: '请求数据过大' }, inline('请求数据过大')],
    ['HTTP 403 with code 0', { code: 0, httpStatus: 403, message: '不可操作' }, inline('不可操作')],
    ['empty message', { code: 0, httpStatus: 400, message: '   ' }, inline('服务器开小差了，请稍后再试')],

    // no response at all
    [
      'network',
      { failure: 'network', httpStatus: null, code: null, message: 'Failed to fetch' },
      inline('网络异常，请检查网络后重试'),
    ],
    [
      'timeout',
      { failure: 'timeout', httpStatus: null, code: null, message: 'Request timed out' },
      inline('请求超时，请稍后再试'),
    ],
    [
      'network on a learning page',
      { failure: 'network', httpStatus: null, code: null, pathname: '/course/learn/1' },
      inline('网络异常，请检查网络后重试'),
    ],
  ])('%s', (_name, over, expected) => {
    expect(decideErrorAction(facts(over))).toEqual(expected)
  })
})

// Issue 28: the operator console has its own session (a cookie on /admin) and its own sign-in page; a learner's storage
// is never cleared from it, and the public error pages never replace a console screen.
describe('decideErrorAction on the console (/admin)', () => {
  it.each<[string, Partial<ErrorFacts>, ErrorAction]>([
    [
      'HTTP 401 on 概览',
      { code: 401, httpStatus: 401, pathname: '/admin', message: '请先登录' },
      toConsoleLogin('/admin'),
    ],
    [
      'HTTP 401 keeps the list’s query in next',
      { code: 401, httpStatus: 401, pathname: '/admin/operators', search: '?page=2&role=admin' },
      toConsoleLogin('/admin/operators?page=2&role=admin'),
    ],
    ['-10 (session voided)', { code: -10, httpStatus: 401, pathname: '/admin/audit' }, toConsoleLogin('/admin/audit')],
    ['-10 with HTTP 200', { code: -10, httpStatus: 200, pathname: '/admin/' }, toConsoleLogin('/admin/')],
    ['code 401, other status', { code: 401, httpStatus: 200, pathname: '/admin' }, toConsoleLogin('/admin')],
    [
      '401 even when inline',
      { code: 401, httpStatus: 401, pathname: '/admin', inline: true },
      toConsoleLogin('/admin'),
    ],
    [
      'HTTP 401 non-envelope',
      { code: null, httpStatus: 401, pathname: '/admin', message: '' },
      toConsoleLogin('/admin'),
    ],

    // on the sign-in page a 401 is the form's answer, not a reason to go to the sign-in page
    [
      '401 on /admin/login',
      { code: 401, httpStatus: 401, pathname: '/admin/login', message: '用户名或密码错误' },
      inline('用户名或密码错误'),
    ],
    [
      '-10 on /admin/login/',
      { code: -10, httpStatus: 401, pathname: '/admin/login/', message: '' },
      inline('登录已失效，请重新登录'),
    ],

    // 403/404/500 stay where the operator acted, inline or not
    [
      '403 role refused',
      { code: 403, httpStatus: 403, pathname: '/admin/operators', message: '当前角色无权进行此操作' },
      inline('当前角色无权进行此操作'),
    ],
    [
      '404',
      { code: 404, httpStatus: 404, pathname: '/admin/operators', message: '操作员不存在' },
      inline('操作员不存在'),
    ],
    [
      '500 without words',
      { code: 500, httpStatus: 500, pathname: '/admin/audit', message: '' },
      inline('服务器开小差了，请稍后再试'),
    ],
    [
      'business rule',
      { code: 0, httpStatus: 400, pathname: '/admin/operators', message: '至少保留一名启用的管理员' },
      inline('至少保留一名启用的管理员'),
    ],
    [
      'network',
      { failure: 'network', httpStatus: null, code: null, pathname: '/admin' },
      inline('网络异常，请检查网络后重试'),
    ],

    // a path that only starts with the letters is a public page
    [
      '/administration is public',
      { code: 401, httpStatus: 401, pathname: '/administration', message: 'x' },
      signedOut('x'),
    ],
    ['/adminx 403 is public', { code: 403, httpStatus: 403, pathname: '/adminx' }, go('/403')],
  ])('%s', (_name, over, expected) => {
    expect(decideErrorAction(facts(over))).toEqual(expected)
  })
})
