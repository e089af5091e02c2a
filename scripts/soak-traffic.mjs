// Traffic for `npm run soak`: autocannon groups, company-registration writers and a recovery probe, all logged per response.
import autocannon from 'autocannon'

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 soak'
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 soak'
export const PASSWORD = 'Soak2026x'

/** One HTTP client for the scripted parts: JSON in and out, the tenant in Host, never throws on a status. */
export function client(port, host) {
  const call = async (method, path, { body, headers = {} } = {}) => {
    const res = await fetch(`http://localhost:${port}${path}`, {
      method,
      headers: { host, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Generous: on a shared 2-core machine a request can queue for seconds without anything being wrong.
      signal: AbortSignal.timeout(30_000),
    })
    const text = await res.text()
    let json = null
    try {
      json = JSON.parse(text)
    } catch {
      /* not JSON */
    }
    return { status: res.status, json }
  }
  return {
    get: (path, opts) => call('GET', path, opts),
    post: (path, body, opts) => call('POST', path, { ...opts, body }),
  }
}

/** Every response (or transport error) with its time and group, so the report can split them by phase. */
export class Log {
  entries = []
  /** `expected`: a 4xx the server owes this request (a rate limit doing its job), not a failure. */
  add(group, status, expected = false) {
    this.entries.push({ t: Date.now(), group, status, expected })
  }
}

function cannon({ port, host, group, requests, connections, seconds, log }) {
  const instance = autocannon({
    url: `http://localhost:${port}`,
    headers: { host },
    requests,
    connections,
    duration: seconds,
    timeout: 30,
  })
  instance.on('response', (_client, status) => log.add(group, status))
  instance.on('reqError', () => log.add(group, 'error'))
  return new Promise((resolve, reject) => {
    instance.on('done', resolve)
    instance.on('error', reject)
  })
}

/** The page requests of the soak: desktop and phone user agents. */
export function pageRequests(host, courseIds) {
  const page = (path, ua = DESKTOP_UA) => ({ method: 'GET', path, headers: { host, 'user-agent': ua } })
  return [
    page('/'),
    page('/courselist'),
    ...courseIds.map((id) => page(`/course/${id}`)),
    page(`/searchlist?name=${encodeURIComponent('管理')}`),
    page('/', PHONE_UA),
    page(`/course/${courseIds[0]}`, PHONE_UA),
  ]
}

/** The three read groups: anonymous pages (desktop and phone), anonymous API, signed-in API. */
export function readTraffic({ port, host, courseIds, userToken, companyToken, shares, seconds, log }) {
  const pages = pageRequests(host, courseIds)
  const api = [
    { method: 'GET', path: '/api/Common/GetCommonSetting', headers: { host } },
    { method: 'GET', path: '/api/services/app/FrontCourse/GetCourseList?page=1&pageSize=12', headers: { host } },
  ]
  const signedIn = [
    {
      method: 'GET',
      path: '/api/services/app/FrontUser/GetUserBaseInfo',
      headers: { host, authorization: `Bearer ${userToken}` },
    },
    {
      method: 'GET',
      path: '/api/services/app/FrontUser/GetUserBasicInfo',
      headers: { host, authorization: `Bearer ${companyToken}` },
    },
  ]
  return Promise.all([
    cannon({ port, host, group: 'pages', requests: pages, connections: shares.pages, seconds, log }),
    cannon({ port, host, group: 'api (anonymous)', requests: api, connections: shares.api, seconds, log }),
    cannon({ port, host, group: 'api (signed in)', requests: signedIn, connections: shares.signedIn, seconds, log }),
  ])
}

/**
 * Writers, each loop alternating two writes a client must never lose: a company registration (SMS code → outbox
 * → RegisterCompany) and a password sign-in (a new session row). A write counts as acknowledged only when the
 * success envelope arrived. Distinct phones dodge the 1-a-minute phone limit and distinct X-Forwarded-For
 * addresses the 20-an-hour address limit; should the server stop trusting that header, the 429 is the limit doing
 * its job: it is counted as expected and that writer keeps to sign-ins.
 */
export async function writeTraffic({ port, host, workers, until, log }) {
  const http = client(port, host)
  const acked = { companies: [], sessions: [] }
  const unknown = []
  let next = 0
  const step = async (path, body, headers) => {
    try {
      const res = await http.post(path, body, { headers })
      return res
    } catch {
      log.add('writes', 'error')
      return null
    }
  }
  const codeFor = async (phone, headers) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const res = await http.get(`/api/dev/sms-outbox?phone=${phone}`, { headers })
        log.add('writes', res.status)
        const code = res.json?.result?.[0]?.code
        if (code) return code
      } catch {
        log.add('writes', 'error')
      }
      await new Promise((r) => setTimeout(r, 200))
    }
    return null
  }
  const register = async (i) => {
    const phone = `158${String(i).padStart(8, '0')}`
    const userName = `soak${i}`
    const headers = { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }
    const sent = await step('/api/TokenAuth/SendCompanyPhoneCode', { PhoneNumber: phone }, headers)
    if (sent) log.add('writes', sent.status, sent.status === 429)
    if (sent?.status === 429) return 'limited'
    if (!sent?.json?.success) return 'failed'
    const phoneCode = await codeFor(phone, headers)
    if (!phoneCode) return 'failed'
    const body = {
      companyName: `压测企业${i}`,
      userName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      PhoneNumber: phone,
      phoneCode,
      isAgreeProtocol: true,
    }
    const res = await step('/api/services/app/FrontCompany/RegisterCompany', body, headers)
    if (res) log.add('writes', res.status)
    if (res?.json?.success) acked.companies.push(userName)
    else if (!res) unknown.push(userName)
    return 'done'
  }
  const signIn = async () => {
    const body = { userNameOrEmailAddress: '13800000001', password: 'Qihang2026', ispassword: true, logetype: 1 }
    const res = await step('/api/TokenAuth/Authenticate', body)
    if (res) log.add('writes', res.status)
    if (res?.json?.result?.accessToken) acked.sessions.push(res.json.result.accessToken)
  }
  const loop = async () => {
    let limited = false
    for (let turn = 0; Date.now() < until; turn++) {
      if (turn % 2 === 0 && !limited) limited = (await register(next++)) === 'limited'
      else await signIn()
    }
  }
  await Promise.all(Array.from({ length: workers }, loop))
  return { acked, unknown, attempted: next }
}

/** A database-backed request every 200 ms (a session lookup: never served from a cache) until `until`. */
export async function probe({ port, host, token, until, log }) {
  const http = client(port, host)
  while (Date.now() < until) {
    try {
      const res = await http.get('/api/services/app/FrontUser/GetUserBaseInfo', {
        headers: { authorization: `Bearer ${token}` },
      })
      log.add('probe', res.status)
    } catch {
      log.add('probe', 'error')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
