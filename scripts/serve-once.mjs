// A short-lived `next start` on its own seeded database, for the size, perf and bench scripts.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
// Pixel 7 Chrome, as Playwright's phone project and Lighthouse's mobile preset send it.
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

export async function waitForServer(url, ms = 180_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server did not answer ${url}`)
}

/**
 * Starts `next start -H localhost` (an IP host breaks the proxy's rewrite) on `port`. Without DATABASE_URL it gets a
 * throwaway PGlite and storage folder under the OS temp dir, seeded at start-up; `stop()` ends it and removes them.
 */
export async function serveOnce({ port, name, env = {}, quiet = true }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `qh-${name}-`))
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'next'),
    ['start', '-H', 'localhost', '-p', String(port)],
    {
      cwd: ROOT,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      env: {
        ...process.env,
        PGLITE_DIR: path.join(dir, 'pglite'),
        STORAGE_DIR: path.join(dir, 'storage'),
        NEXT_TELEMETRY_DISABLED: '1',
        // The flags scripts/start.mjs gives `npm start` (long request heads, a larger young generation), so the numbers
        // here are the numbers of the server people run.
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-http-header-size=131072 --max-semi-space-size=64`.trim(),
        ...env,
      },
    },
  )
  let exited = false
  let stopping = false
  child.on('exit', (code, signal) => {
    exited = true
    // Something else ended it (another process killing servers by name, or a crash): say so, or fetches just fail.
    if (!stopping) console.error(`[serve-once] next start on port ${port} exited (${signal ?? code})`)
  })
  const stop = () => {
    stopping = true
    if (!exited) child.kill('SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
  process.on('exit', stop)
  try {
    await waitForServer(`http://localhost:${port}/api/health`)
  } catch (e) {
    stop()
    throw e
  }
  return { origin: `http://localhost:${port}`, stop, pid: child.pid }
}

/**
 * GET through the server with a tenant's Host, like a browser on {tenant}.localhost. node:http rather than fetch: fetch
 * drops a Host header (a forbidden header), and Node's resolver may not know *.localhost. Answers like a small Response.
 */
export function tenantFetch(origin, tenant, pathname, init = {}) {
  const { hostname, port } = new URL(origin)
  const headers = { host: `${tenant}.localhost:${port}`, ...(init.headers ?? {}) }
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path: pathname, headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        resolve({
          status: res.statusCode,
          headers: res.headers,
          text: async () => body,
          json: async () => JSON.parse(body),
        })
      })
    })
    req.on('error', reject)
  })
}

/** POST JSON through the server as the tenant's own page would (its Origin, a session cookie if given). */
function tenantPost(origin, tenant, pathname, body, cookie) {
  const { hostname, port } = new URL(origin)
  const host = `${tenant}.localhost:${port}`
  const data = JSON.stringify(body)
  const headers = { host, origin: `http://${host}`, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: pathname, method: 'POST', headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        if (!json.success) reject(new Error(`${pathname}: ${res.statusCode} ${json.error?.message}`))
        else resolve({ result: json.result, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] })
      })
    })
    req.on('error', reject)
    req.end(data)
  })
}

/**
 * A topic of `course` with a floor and a reply inside it, for the discussion pages: the first ones found, else
 * written by a seeded learner (README accounts) through the API, as the pages' own forms would.
 */
export async function discussionIds(origin, tenant, course) {
  const api = '/api/services/app/CourseTopic'
  const get = async (p) => (await (await tenantFetch(origin, tenant, p)).json()).result
  const topics = await get(`${api}/GetTopicList?courseId=${course}&pageSize=1`)
  let topic = topics?.topics?.items?.[0]?.id
  let floor = topic ? (await get(`${api}/GetReplyList?topicId=${topic}&pageSize=1`))?.items?.[0]?.id : undefined
  if (!topic || !floor) {
    const login = await tenantPost(origin, tenant, '/api/TokenAuth/Authenticate', {
      userNameOrEmailAddress: '13800000004',
      password: 'Qihang2026',
      ispassword: true,
    })
    const post = async (method, body) =>
      (await tenantPost(origin, tenant, `${api}/${method}`, body, login.cookie)).result
    topic ??= (await post('CreateTopic', { courseId: course, title: '这门课的练习怎么做', content: '求一个思路' })).id
    floor = (await post('CreateReply', { topicId: topic, content: '先看第二章的例题' })).id
    await post('CreateReply', { topicId: topic, parentId: floor, content: '同意，例题讲得很清楚' })
  }
  return { topic, floor }
}

/** Real public ids per tenant, asked of the API like any client would: a course, a lecturer and a topic. */
export async function sampleIds(origin, tenant) {
  const get = async (p) => (await (await tenantFetch(origin, tenant, p)).json()).result
  const courses = await get('/api/services/app/FrontCourse/GetCourseList?pageSize=1')
  const course = courses?.items?.[0]?.id
  const detail = course ? await get(`/api/services/app/FrontCourse/GetCourseDetail?id=${course}`) : null
  // A tenant with the lecturer or topic menu off answers these lists with 404; its pages then answer 404 too.
  const teachers = await get('/api/services/app/FrontTeacher/GetTeacherList?pageSize=1')
  const topics = await get('/api/services/app/FrontTopic/GetTopicList?pageSize=1')
  const tree = await get('/api/Common/GetHomeHeaderAndBottom')
  const parent = tree?.homeCourseTypeDtos?.[0]
  return {
    course,
    teacher: teachers?.items?.[0]?.id ?? detail?.lecturerDetails?.[0]?.id,
    topic: topics?.items?.[0]?.id,
    parentType: parent?.courseTypeId,
    childType: parent?.children?.[0]?.courseTypeId,
  }
}
