// `npm run bench`: build if needed, start `next start` on a fresh seeded database (PGlite, or DATABASE_URL's PostgreSQL),
// autocannon each anonymous public route for BENCH_SECONDS at BENCH_CONNECTIONS, and print req/s and p99 against the
// static text route with the README budget: ≥ 0.6 × its req/s (issue 26; 0.5 before), p99 ≤ 2 × its p99. A report, not a CI gate.
// BENCH_INSTANCES=2 (with DATABASE_URL and REDIS_URL): that many instances behind a loopback balancer (docs/deploy.md).
import net from 'node:net'
import autocannon from 'autocannon'
import { buildIfNeeded } from './build-if-needed.mjs'
import { DESKTOP_UA, discussionIds, PHONE_UA, sampleIds, serveOnce, tenantFetch } from './serve-once.mjs'

const PORT = Number(process.env.BENCH_PORT || 39400)
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null
const INSTANCES = Number(process.env.BENCH_INSTANCES || 1)
export const BUDGET = { minRatio: 0.6, maxP99Ratio: 2 }

/** The routes of the README's throughput budget, with real ids and categories of the demo tenant. */
function routesFor(ids) {
  const q = encodeURIComponent('管理')
  return [
    { name: 'static text (/api/health)', path: '/api/health', baseline: true },
    { name: 'home /', path: '/' },
    { name: 'home / (phone)', path: '/', ua: PHONE_UA },
    { name: '/courselist', path: '/courselist' },
    { name: '/courselist?pcourseTypeId', path: `/courselist?pcourseTypeId=${ids.parentType}` },
    {
      name: '/courselist?…&courseTypeId&sort&page=2',
      path: `/courselist?pcourseTypeId=${ids.parentType}&courseTypeId=${ids.childType}&sort=popular&page=2`,
    },
    { name: '/courselist?page=2', path: '/courselist?page=2' },
    { name: '/searchlist?name=管理', path: `/searchlist?name=${q}&formseach=true` },
    { name: '/course/{id}', path: `/course/${ids.course}` },
    { name: '/teacher/{id}', path: `/teacher/${ids.teacher}` },
    { name: '/thematic/{id}', path: `/thematic/${ids.topic}` },
    { name: '/topicList?courseId', path: `/topicList?courseId=${ids.course}` },
    { name: '/topicList?courseId (phone)', path: `/topicList?courseId=${ids.course}`, ua: PHONE_UA },
    { name: '/topicDetails/{id}', path: `/topicDetails/${ids.discussion.topic}` },
    { name: '/talkabout/{id}', path: `/talkabout/${ids.discussion.floor}` },
    { name: 'GetCommonSetting (API)', path: '/api/Common/GetCommonSetting', info: true },
  ]
}

function cannon(route) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://localhost:${PORT}${route.path}`,
        headers: { host: `demo.localhost:${PORT}`, 'user-agent': route.ua ?? DESKTOP_UA },
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    )
  })
}

/**
 * A round-robin TCP balancer on `port` in front of `backends` (each client connection goes to the next one), so the
 * bench's keep-alive connections are spread over the instances as a layer-4 balancer spreads them.
 */
function balancer(port, backends) {
  let next = 0
  const server = net.createServer((client) => {
    const upstream = net.connect(backends[next++ % backends.length], '127.0.0.1')
    client.pipe(upstream).pipe(client)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

/** One instance on PORT, or INSTANCES of them on the ports after it behind a balancer on PORT. */
async function serve() {
  if (INSTANCES <= 1) return serveOnce({ port: PORT, name: 'bench' })
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    throw new Error('BENCH_INSTANCES > 1 needs one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL)')
  const ports = Array.from({ length: INSTANCES }, (_, i) => PORT + 1 + i)
  const servers = await Promise.all(ports.map((port, i) => serveOnce({ port, name: `bench-${i}` })))
  const front = await balancer(PORT, ports)
  return {
    origin: `http://localhost:${PORT}`,
    stop: () => {
      front.close()
      for (const server of servers) server.stop()
    },
  }
}

async function main() {
  if (!process.env.NO_BUILD) buildIfNeeded()
  const server = await serve()
  const rows = []
  try {
    const ids = await sampleIds(server.origin, 'demo')
    ids.discussion = await discussionIds(server.origin, 'demo', ids.course)
    for (const route of routesFor(ids)) {
      if (ONLY && !route.baseline && !ONLY.test(route.name)) continue
      // Warm-up: the first requests render the ISR page and fill the caches; the bench measures the steady state.
      for (let i = 0; i < 3; i++)
        await tenantFetch(server.origin, 'demo', route.path, { headers: { 'user-agent': route.ua ?? DESKTOP_UA } })
      const result = await cannon(route)
      if (result.non2xx > 0) throw new Error(`${route.name}: ${result.non2xx} answers were not 2xx`)
      // Timeouts (no answer within 10 s) are kept and shown: they are the overload the budget is about.
      rows.push({
        ...route,
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
      })
      console.error(
        `[bench] ${route.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${result.errors} errors`,
      )
    }
    // The static route again at the end: on a shared machine the load drifts, and the ratio uses the mean of both.
    const again = await cannon(rows[0])
    rows[0] = {
      ...rows[0],
      rps: (rows[0].rps + again.requests.average) / 2,
      p99: Math.round((rows[0].p99 + again.latency.p99) / 2),
    }
    console.error(`[bench] static again: ${again.requests.average.toFixed(0)} req/s, p99 ${again.latency.p99} ms`)
  } finally {
    server.stop()
  }
  const base = rows.find((r) => r.baseline)
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  const where = INSTANCES > 1 ? `${INSTANCES} × next start behind a loopback balancer` : 'next start'
  const cache = process.env.REDIS_URL ? ', Redis cache' : ''
  console.log(
    `\nautocannon -c ${CONNECTIONS} -d ${DURATION} against ${where} (${db}${cache}); budget ≥ ${BUDGET.minRatio} × static req/s, p99 ≤ ${BUDGET.maxP99Ratio} × static p99`,
  )
  console.log('(static: the mean of a run before and after the pages)\n')
  console.log('| route | req/s | p99 ms | errors | ratio to static | p99 / static p99 | budget |')
  console.log('|---|---:|---:|---:|---:|---:|---|')
  for (const r of rows) {
    const ratio = r.rps / base.rps
    const p99Ratio = r.p99 / Math.max(1, base.p99)
    const ok = ratio >= BUDGET.minRatio && p99Ratio <= BUDGET.maxP99Ratio && r.errors === 0
    const verdict = r.baseline || r.info ? '' : ok ? 'ok' : 'over'
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.errors} | ${ratio.toFixed(2)} | ${p99Ratio.toFixed(2)} | ${verdict} |`,
    )
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
