// `npm run bench`: build if needed, start `next start` on a fresh seeded database, autocannon each
// route for 10 s, print req/s, p99 and each route's ratio to the static text route.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildIfNeeded } from './build-if-needed.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = process.env.BENCH_PORT || '39400'
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const dir = path.join(ROOT, '.data', 'bench')

const ROUTES = [
  { name: 'static text (/api/health)', path: '/api/health', host: 'demo.localhost', baseline: true },
  { name: 'home / (demo)', path: '/', host: 'demo.localhost' },
  { name: 'GetCommonSetting (demo)', path: '/api/Common/GetCommonSetting', host: 'demo.localhost' },
  { name: '/courselist (demo)', path: '/courselist', host: 'demo.localhost' },
  { name: '/course/{id} (demo)', path: '/course/:id', host: 'demo.localhost' },
]

/** A real published course id, asked of the API like any client would. */
async function firstCourseId() {
  const res = await fetch(`http://localhost:${PORT}/api/services/app/FrontCourse/GetCourseList?pageSize=1`, {
    headers: { host: `demo.localhost:${PORT}` },
  })
  const body = await res.json()
  const id = body.result?.items?.[0]?.id
  if (!id) throw new Error('no published course to bench')
  return id
}

async function waitForServer(url, ms = 120_000) {
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

function cannon(route) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://localhost:${PORT}${route.path}`,
        headers: { host: `${route.host}:${PORT}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' },
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    )
  })
}

buildIfNeeded()
fs.rmSync(dir, { recursive: true, force: true })
const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-H', 'localhost', '-p', PORT], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PGLITE_DIR: path.join(dir, 'pglite'), STORAGE_DIR: path.join(dir, 'storage'), NEXT_TELEMETRY_DISABLED: '1' },
})
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

try {
  await waitForServer(`http://localhost:${PORT}/api/health`)
  const courseId = await firstCourseId()
  for (const route of ROUTES) route.path = route.path.replace(':id', String(courseId))
  const rows = []
  for (const route of ROUTES) {
    // Warm-up: the first request fills the per-tenant caches; the bench measures the steady state.
    for (let i = 0; i < 3; i++) await fetch(`http://localhost:${PORT}${route.path}`, { headers: { host: `${route.host}:${PORT}` } })
    const result = await cannon(route)
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    rows.push({ ...route, rps: result.requests.average, p99: result.latency.p99, total: result.requests.total })
  }
  const base = rows.find((r) => r.baseline).rps
  console.log(`\nautocannon -c ${CONNECTIONS} -d ${DURATION} against next start (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})\n`)
  console.log('| route | req/s | p99 ms | ratio to static |')
  console.log('|---|---:|---:|---:|')
  for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${(r.rps / base).toFixed(2)} |`)
  const home = rows.find((r) => r.path === '/')
  console.log(`\nratio home/static: ${(home.rps / base).toFixed(2)}`)
} finally {
  stop()
}
