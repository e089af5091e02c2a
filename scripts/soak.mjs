// `npm run soak` (not in CI): a fresh server under 60 s of mixed traffic at 50 connections; with DATABASE_URL and
// SOAK_PG_DATA, PostgreSQL is restarted mid-run and the server must recover alone and keep every acknowledged write.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildIfNeeded } from './build-if-needed.mjs'
import { waitForServer } from './serve-once.mjs'
import { client, Log, pageRequests, PASSWORD, probe, readTraffic, writeTraffic } from './soak-traffic.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = process.env.SOAK_PORT || '39510'
const SECONDS = Number(process.env.SOAK_SECONDS || 60)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 50)
const RECOVERY_LIMIT_S = Number(process.env.SOAK_RECOVERY_SECONDS || 10)
const SERVER_URL = process.env.DATABASE_URL
const PG_DATA = process.env.SOAK_PG_DATA
const HOST = `demo.localhost:${PORT}`
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const checks = []
const check = (ok, what) => {
  checks.push({ ok, what })
  console.log(`${ok ? '✔' : '✖'} ${what}`)
}

function pgBin() {
  if (process.env.SOAK_PG_BIN) return process.env.SOAK_PG_BIN
  const dirs = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : []
  return dirs.length ? `/usr/lib/postgresql/${dirs.at(-1)}/bin` : ''
}

/** `pg_ctl restart -m fast`, as the cluster's owner (postgres when we are root): options come from postmaster.opts. */
function restartPostgres() {
  const log = path.join(PG_DATA, 'soak-restart.log')
  const args = ['-D', PG_DATA, '-m', 'fast', '-w', '-l', log, 'restart']
  const ctl = path.join(pgBin(), 'pg_ctl')
  const run =
    process.getuid?.() === 0 ? spawnSync('su', ['postgres', '-c', [ctl, ...args].join(' ')]) : spawnSync(ctl, args)
  if (run.status !== 0) throw new Error(`pg_ctl restart failed: ${run.stderr}`)
}

/** A database of its own on the given server (dropped afterwards), so every run starts from a fresh seed. */
async function freshPostgresDatabase() {
  const name = `qh_soak_${process.pid}_${Date.now() % 100000}`
  const admin = new pg.Client({ connectionString: SERVER_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  const drop = async () => {
    const c = new pg.Client({ connectionString: SERVER_URL })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  }
  return { url: url.toString(), name, drop }
}

/** Counts per group for one phase: 2xx, 4xx, 5xx and transport errors. */
function tally(entries) {
  const rows = new Map()
  for (const e of entries) {
    const row = rows.get(e.group) ?? { group: e.group, total: 0, ok: 0, expected: 0, c4: 0, c5: 0, errors: 0 }
    row.total += 1
    if (e.status === 'error') row.errors += 1
    else if (e.status < 300) row.ok += 1
    else if (e.expected) row.expected += 1
    else if (e.status < 500) row.c4 += 1
    else row.c5 += 1
    rows.set(e.group, row)
  }
  return [...rows.values()]
}

function printTable(title, rows, seconds) {
  console.log(`\n${title}`)
  console.log('| group | requests | req/s | 2xx | expected 4xx | other 4xx | 5xx | errors |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of rows) {
    console.log(
      `| ${r.group} | ${r.total} | ${(r.total / seconds).toFixed(0)} | ${r.ok} | ${r.expected} | ${r.c4} | ${r.c5} | ${r.errors} |`,
    )
  }
}

const failed = (rows) => rows.reduce((n, r) => n + r.c4 + r.c5 + r.errors, 0)

buildIfNeeded()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-soak-'))
const database = SERVER_URL ? await freshPostgresDatabase() : null
const serverLog = path.join(work, 'server.log')
const out = fs.openSync(serverLog, 'a')
const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-H', 'localhost', '-p', PORT], {
  cwd: ROOT,
  stdio: ['ignore', out, out],
  env: {
    ...process.env,
    PORT,
    PGLITE_DIR: path.join(work, 'pglite'),
    STORAGE_DIR: path.join(work, 'storage'),
    NEXT_TELEMETRY_DISABLED: '1',
    // The writers stand in for a proxy that forwards each client's address in X-Forwarded-For.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1,::1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
})
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

try {
  await waitForServer(`http://localhost:${PORT}/api/health`)
  const http = client(PORT, HOST)
  const list = await http.get('/api/services/app/FrontCourse/GetCourseList?page=1&pageSize=5')
  const courseIds = (list.json?.result?.items ?? []).map((c) => c.id)
  const user = await http.post('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: '13800000001',
    password: 'Qihang2026',
    ispassword: true,
    logetype: 1,
  })
  const company = await http.post('/api/TokenAuth/AuthenticateCompany', {
    userNameOrEmailAddress: 'qihang_hr',
    password: 'Qihang2026',
    ispassword: true,
    logetype: 2,
  })
  const userToken = user.json?.result?.accessToken
  const companyToken = company.json?.result?.accessToken
  if (!courseIds.length || !userToken || !companyToken) throw new Error('setup failed: no courses or no seeded logins')

  // Warm-up: each page's first request renders it into the ISR cache; the soak is about the steady state.
  for (const { path: route, headers } of pageRequests(HOST, courseIds)) {
    await fetch(`http://localhost:${PORT}${route}`, { headers, signal: AbortSignal.timeout(60_000) }).then((r) =>
      r.arrayBuffer(),
    )
  }

  const writers = Math.max(1, Math.round(CONNECTIONS * 0.1))
  const probes = database && PG_DATA ? 1 : 0
  const signedIn = Math.max(1, Math.round(CONNECTIONS * 0.2) - probes)
  const apiShare = Math.max(1, Math.round(CONNECTIONS * 0.2))
  const shares = { pages: CONNECTIONS - writers - signedIn - apiShare - probes, api: apiShare, signedIn }
  const driver = database ? `PostgreSQL (database ${database.name})` : 'PGlite'
  console.log(
    `\nsoak: ${SECONDS} s, ${CONNECTIONS} connections on ${driver}: pages ${shares.pages}, anonymous API ${shares.api}, ` +
      `signed-in API ${shares.signedIn}, registration writers ${writers}${probes ? ', recovery probe 1' : ''}; ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
  )

  const log = new Log()
  const started = Date.now()
  const until = started + SECONDS * 1000
  let restart = null
  const restarter =
    database && PG_DATA
      ? (async () => {
          await sleep((SECONDS * 1000) / 2)
          const begin = Date.now()
          console.log(
            `… restarting PostgreSQL (pg_ctl -D ${PG_DATA} restart -m fast) at ${((begin - started) / 1000).toFixed(1)} s`,
          )
          restartPostgres()
          restart = { begin, end: Date.now() }
          console.log(`… PostgreSQL is back after ${((restart.end - begin) / 1000).toFixed(1)} s`)
        })()
      : null
  const [, writes] = await Promise.all([
    readTraffic({ port: PORT, host: HOST, courseIds, userToken, companyToken, shares, seconds: SECONDS, log }),
    writeTraffic({ port: PORT, host: HOST, workers: writers, until, log }),
    probes ? probe({ port: PORT, host: HOST, token: userToken, until, log }) : null,
    restarter,
  ])
  const elapsed = (Date.now() - started) / 1000

  if (!restart) {
    const rows = tally(log.entries)
    printTable(`all traffic (${elapsed.toFixed(0)} s)`, rows, elapsed)
    check(failed(rows) === 0, `0 unexpected non-2xx and 0 transport errors in ${log.entries.length} requests`)
  } else {
    const failures = log.entries.filter((e) => e.status === 'error' || (e.status >= 400 && !e.expected))
    const lastFailure = failures.length ? Math.max(...failures.map((e) => e.t)) : restart.begin
    const before = log.entries.filter((e) => e.t < restart.begin)
    const after = log.entries.filter((e) => e.t > lastFailure)
    const outage = log.entries.filter((e) => e.t >= restart.begin && e.t <= lastFailure)
    printTable(
      `before the restart (${((restart.begin - started) / 1000).toFixed(0)} s)`,
      tally(before),
      (restart.begin - started) / 1000,
    )
    printTable(
      'during the restart, up to the last failed request',
      tally(outage),
      Math.max(0.1, (lastFailure - restart.begin) / 1000),
    )
    printTable(
      `after the last failure (${((until - lastFailure) / 1000).toFixed(0)} s)`,
      tally(after),
      Math.max(0.1, (until - lastFailure) / 1000),
    )
    const recovered = (lastFailure - restart.end) / 1000
    check(failed(tally(before)) === 0, `0 failures before the restart (${before.length} requests)`)
    check(
      recovered <= RECOVERY_LIMIT_S,
      `recovered by itself: last failure ${Math.max(0, recovered).toFixed(1)} s after PostgreSQL was back (limit ${RECOVERY_LIMIT_S} s)`,
    )
    check(
      after.length > 100 && failed(tally(after)) === 0,
      `0 failures afterwards (${after.length} requests in ${((until - lastFailure) / 1000).toFixed(0)} s)`,
    )
  }

  const { companies, sessions } = writes.acked
  console.log(
    `\nwrites: ${writes.attempted} registrations started, ${companies.length} acknowledged, ${writes.unknown.length} with the answer lost; ` +
      `${sessions.length} sign-ins acknowledged`,
  )
  check(companies.length > 0 && sessions.length > 0, 'registrations and sign-ins were acknowledged')
  const taken = []
  for (const userName of companies) {
    const res = await http.post('/api/services/app/FrontCompany/CheckCompanUserName', { userName })
    if (res.json?.result === false) taken.push(userName)
  }
  check(
    taken.length === companies.length,
    `every acknowledged company exists (API: ${taken.length}/${companies.length} login names taken)`,
  )
  let signedInCount = 0
  const sample = companies.filter((_, i) => i % Math.max(1, Math.floor(companies.length / 5)) === 0).slice(0, 5)
  for (const userName of sample) {
    const res = await http.post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: userName,
      password: PASSWORD,
      ispassword: true,
      logetype: 2,
    })
    if (res.json?.result?.accessToken) signedInCount += 1
  }
  check(
    signedInCount === sample.length,
    `a sample of ${sample.length} acknowledged companies can sign in with their password`,
  )
  let live = 0
  for (const token of sessions) {
    const res = await http.get('/api/services/app/FrontUser/GetUserBaseInfo', {
      headers: { authorization: `Bearer ${token}` },
    })
    if (res.status === 200) live += 1
  }
  check(live === sessions.length, `every acknowledged sign-in's session works (API: ${live}/${sessions.length})`)
  if (database) {
    const c = new pg.Client({ connectionString: database.url })
    await c.connect()
    const stored = new Set(
      (await c.query("SELECT login_name FROM companies WHERE login_name LIKE 'soak%'")).rows.map((r) => r.login_name),
    )
    const hashes = sessions.map((t) => createHash('sha256').update(t).digest('hex'))
    const { rows } = await c.query('SELECT count(*)::int AS n FROM sessions WHERE token_hash = ANY($1)', [hashes])
    await c.end()
    const missing = companies.filter((n) => !stored.has(n))
    check(
      missing.length === 0,
      `SQL: ${stored.size} soak companies stored, ${missing.length} acknowledged ones missing`,
    )
    check(rows[0].n === sessions.length, `SQL: ${rows[0].n}/${sessions.length} acknowledged sessions stored`)
  }
  const lines = fs.readFileSync(serverLog, 'utf8').split('\n')
  const crashes = lines.filter((l) => /uncaughtException|unhandledRejection/.test(l)).length
  check(crashes === 0, `no uncaught exception or unhandled rejection in the server log (${crashes} found)`)
  console.log(`server log: ${serverLog} (${lines.filter((l) => l.includes('[db]')).length} "[db]" lines)`)
} catch (error) {
  check(false, `soak aborted: ${error.message}`)
  console.log(fs.readFileSync(serverLog, 'utf8').split('\n').slice(-40).join('\n'))
} finally {
  stop()
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()))
  if (database) await database.drop().catch((e) => console.log(`could not drop ${database.name}: ${e.message}`))
  // The data folders go; the server log stays for a look afterwards.
  for (const dir of ['pglite', 'storage']) fs.rmSync(path.join(work, dir), { recursive: true, force: true })
}

const bad = checks.filter((c) => !c.ok)
console.log(`\nsoak ${bad.length ? 'FAILED' : 'passed'}: ${checks.length - bad.length}/${checks.length} checks`)
process.exit(bad.length ? 1 : 0)
