// The checks of `npm run test:instances` about the instances' life rather than their pages: background jobs shared by
// both (each job runs once, on one of them) and a graceful stop (B finishes what it has, then closes and exits).
import http from 'node:http'

const PURGE = 'maintenance-purge'

async function until(condition, what, ms = 30_000) {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Jobs queued in the shared database — as an operator's action or a cron tick queues them — run once each. */
export async function checkJobs({ databaseUrl, instances, check, expectEqual }) {
  await check('four jobs queued once run once each, on A or B, and the hourly schedule is stored once', async () => {
    const logs = () => instances.map((i) => i.log.join(''))
    await until(() => logs().every((l) => l.includes('[jobs] worker ready')), 'both workers ready')
    const { default: PgBoss } = await import('pg-boss')
    const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, max: 2 })
    boss.on('error', () => {})
    await boss.start()
    try {
      const ids = []
      for (let i = 0; i < 4; i++) ids.push(await boss.send(PURGE, {}))
      const state = async (id) => (await boss.getJobById(PURGE, id, { includeArchive: true }))?.state
      await until(async () => (await Promise.all(ids.map(state))).every((s) => s === 'completed'), 'four jobs done')
      // A second run would show as a second start line for the same id, in either log.
      const runs = ids.map((id) => logs().map((l) => l.split(`[jobs] start ${PURGE} ${id} `).length - 1))
      const total = runs.map(([onA, onB]) => onA + onB)
      expectEqual(total.join(','), '1,1,1,1', 'runs per job')
      const onA = runs.filter(([x]) => x === 1).length
      console.log(`      (A ran ${onA}, B ran ${4 - onA})`)
      const schedules = (await boss.getSchedules()).filter((s) => s.name === PURGE)
      expectEqual(schedules.length, 1, 'schedules of the purge (both instances declare it)')
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true })
    }
  })
}

/** A sign-in whose body arrives in two parts, `gapMs` apart: a request in flight for that long. */
function slowSignIn(port, gapMs) {
  const body = JSON.stringify({ userNameOrEmailAddress: '13800000001', password: 'Qihang2026', ispassword: true })
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/TokenAuth/Authenticate',
        headers: {
          host: 'demo.localhost',
          origin: 'http://demo.localhost',
          'x-forwarded-for': '10.29.9.1',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode, text, at: Date.now() }))
      },
    )
    req.on('error', reject)
    req.write(body.slice(0, 20))
    setTimeout(() => req.end(body.slice(20)), gapMs)
  })
}

/** SIGTERM to B mid-request: the request is answered, new connections are refused, then jobs, pool and Redis close. */
export async function checkShutdown({ a, b, shared, request, check, expectEqual }) {
  await check(
    'SIGTERM to B: its request in flight is answered, then B closes its pool and exits; A serves on',
    async () => {
      const inFlight = slowSignIn(b.port, 2_000)
      await new Promise((r) => setTimeout(r, 300))
      const exited = new Promise((resolve) => b.child.once('exit', (code, signal) => resolve({ code, signal })))
      b.child.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 300))
      const refused = await request(b.port, 'GET', '/api/health').then(
        () => false,
        (error) => error.code === 'ECONNREFUSED',
      )
      expectEqual(refused, true, 'a new connection to B after SIGTERM is refused')
      const answer = await inFlight
      expectEqual(answer.status, 200, `the sign-in B had in hand (${answer.text.slice(0, 120)})`)
      expectEqual(JSON.parse(answer.text).result?.accessToken?.length > 0, true, 'it carries a session')
      const { code } = await exited
      const log = b.log.join('')
      expectEqual(code, 143, 'B exits as terminated')
      for (const what of ['job workers', 'database', ...(shared ? ['Redis'] : [])])
        expectEqual(log.includes(`[shutdown] ${what} closed`), true, `B logs "${what} closed"`)
      expectEqual((await request(a.port, 'GET', '/courselist')).status, 200, 'A still serves')
    },
  )
}
