// `npm run bench:learning`: N simulated learners heartbeat a free seeded course through `next start` on PostgreSQL, and
// the script prints beats/s, p50/p99 and errors, then checks every learner was credited exactly what the credit rule
// gives in-order play at RATE (≤ 2×): all of it, never more than twice the server's wall time. A report, not a CI gate.
//
// DATABASE_URL names a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:55432/postgres): the script makes a
// throwaway database beside it, lets the server migrate and seed it, and drops it at the end. Learners and their
// sessions are written straight into that database, as the tests do (createSession): signing 500 people up through the
// API would meet its rate limits, and a bench-only way in through the API would be a way in for anyone.
//
// Time is compressed as far as the credit rule allows: a real player beats every 10 s; here each beats every BEAT_MS,
// having played RATE × the time since its last answer arrived. The server's wall time between two beats is never less
// than that (it stamps a beat after it was sent and answers it after stamping it), so under any load every beat is a
// real one the rule credits in full, and what each learner must end with is known exactly: all it played. Two phases:
// paced (PLAYERS × 1000 / BEAT_MS beats/s offered: the p99 budget) and saturated (each player beats again as soon as
// it is answered: the beats/s the machine sustains). INSTANCES (default 1) starts that many `next start` on the same
// database, on consecutive ports, and spreads the players over them, as a balancer would: one Node process is one core.
import autocannon from 'autocannon'
import crypto from 'node:crypto'
import http from 'node:http'
import os from 'node:os'
import pg from 'pg'
import { buildIfNeeded } from './build-if-needed.mjs'
import { cpuSeconds } from './proc-cpu.mjs'
import { serveOnce } from './serve-once.mjs'

const env = process.env
const PLAYERS = Number(env.PLAYERS || 500)
const SECONDS = Number(env.SECONDS || 20)
const BEAT_MS = Number(env.BEAT_MS || 500)
const RATE = Number(env.RATE || 2)
const PORT = Number(env.BENCH_PORT || 39410)
const INSTANCES = Math.max(1, Number(env.INSTANCES || 1))
const TENANT = 'demo'
const PHASES = [
  { name: `paced (a beat every ${BEAT_MS} ms per player)`, pace: BEAT_MS },
  { name: 'saturated (the next beat as soon as the answer arrives)', pace: 0 },
]
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

if (!env.DATABASE_URL) {
  console.error('bench:learning needs DATABASE_URL: a PostgreSQL server it may create a throwaway database on')
  process.exit(2)
}

const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS + 16 })

/** POST a method as a signed-in app client would (Bearer token, no Origin); resolves to { status, body, ms }. */
function call(method, token, input, port = PORT) {
  const data = JSON.stringify(input)
  const headers = {
    host: `${TENANT}.localhost:${port}`,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(data),
    authorization: `Bearer ${token}`,
  }
  const started = process.hrtime.bigint()
  return new Promise((resolve, reject) => {
    const path = `/api/services/app/${method}`
    const req = http.request({ host: 'localhost', port, path, method: 'POST', headers, agent }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6
        let body = null
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          /* counted as an error below */
        }
        resolve({ status: res.statusCode, body, ms })
      })
    })
    req.on('error', reject)
    req.end(data)
  })
}

async function throwawayDatabase() {
  const name = `bench_learning_${process.pid}`
  const admin = new pg.Client({ connectionString: env.DATABASE_URL })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(env.DATABASE_URL)
  url.pathname = `/${name}`
  const drop = async () => {
    const c = new pg.Client({ connectionString: env.DATABASE_URL })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  }
  return { url: url.toString(), drop }
}

/** PLAYERS learners of the demo tenant with a live session each, and a free course's lesson long enough for the run. */
async function seedLearners(client, totalSeconds) {
  const { rows: tenants } = await client.query(`select id from tenants where slug = $1`, [TENANT])
  const tenantId = tenants[0].id
  const { rows: picked } = await client.query(
    `select c.id as course_id, l.id as lesson_id from courses c
       join lessons l on l.tenant_id = c.tenant_id and l.course_id = c.id
       join chapters ch on ch.tenant_id = l.tenant_id and ch.id = l.chapter_id
     where c.tenant_id = $1 and c.is_published and c.price_cents = 0
     order by c.id, ch.sort_order, l.sort_order, l.id limit 1`,
    [tenantId],
  )
  const { course_id: courseId, lesson_id: lessonId } = picked[0]
  // Seeded lessons last at most 100 s; this one lasts the whole run, so every learner plays without reaching its end.
  const durationSeconds = Math.ceil(RATE * totalSeconds) + 600
  await client.query(`update lessons set duration_seconds = $3 where tenant_id = $1 and id = $2`, [
    tenantId,
    lessonId,
    durationSeconds,
  ])
  const phones = Array.from({ length: PLAYERS }, (_, i) => `199${String(i).padStart(8, '0')}`)
  const { rows: people } = await client.query(
    `insert into individuals (tenant_id, phone, nickname)
       select $1, phone, '压测学员' || right(phone, 4) from unnest($2::text[]) as phone
     returning id`,
    [tenantId, phones],
  )
  const tokens = people.map(() => crypto.randomBytes(32).toString('base64url'))
  await client.query(
    `insert into sessions (tenant_id, token_hash, account_kind, account_id, expires_at, user_agent)
       select $1, hash, 'user', id, now() + interval '1 day', 'bench:learning'
       from unnest($2::text[], $3::int[]) as s(hash, id)`,
    [tenantId, tokens.map((t) => crypto.createHash('sha256').update(t).digest('hex')), people.map((p) => p.id)],
  )
  // Fresh statistics, as autovacuum keeps them on a live server: planned against the seed's tiny tables, the look-ups
  // of the new rows would be sequential scans.
  await client.query('analyze')
  return {
    tenantId,
    courseId,
    lessonId,
    durationSeconds,
    // The players take the instances in turn, as a round-robin balancer with sticky connections would give them.
    learners: people.map((p, i) => ({ id: p.id, token: tokens[i], port: PORT + (i % INSTANCES) })),
  }
}

/** Joins and opens a player for each learner, a few at a time (setting up is not what is measured). */
async function startPlayers(course, learners) {
  const players = []
  for (let i = 0; i < learners.length; i += 25) {
    const batch = learners.slice(i, i + 25)
    players.push(
      ...(await Promise.all(
        batch.map(async (l) => {
          const join = await call('FrontCourse/JoinCourse', l.token, { courseId: course.courseId }, l.port)
          if (join.status !== 200) throw new Error(`JoinCourse: ${join.status} ${join.body?.error?.message}`)
          const start = await call('CourseLearn/StartPlay', l.token, course, l.port)
          if (start.status !== 200) throw new Error(`StartPlay: ${start.status} ${start.body?.error?.message}`)
          return { ...l, playToken: start.body.result.playToken, answeredAt: Date.now(), seq: 0, positionMs: 0 }
        }),
      )),
    )
  }
  return players
}

/** One beat: the player has played RATE × the time since its last answer (whole milliseconds). */
async function sendBeat(course, p, playing, stats) {
  p.seq += 1
  p.positionMs += Math.floor(RATE * (Date.now() - p.answeredAt))
  const input = { ...course, playToken: p.playToken, seq: p.seq, position: p.positionMs / 1000, playing }
  const res = await call('CourseLearn/Heartbeat', p.token, input, p.port).catch((e) => ({ status: 0, error: e, ms: 0 }))
  p.answeredAt = Date.now()
  if (res.status !== 200 || !res.body?.success || !res.body.result.accepted) {
    stats.errors += 1
    if (stats.errors <= 3) console.error(`[bench] beat refused: ${res.status} ${res.body?.error?.message ?? res.error}`)
  } else stats.credited.set(p.id, (stats.credited.get(p.id) ?? 0) + res.body.result.creditedSeconds)
  stats.latencies.push(res.ms)
}

/** The PostgreSQL backends serving the bench database (the app's pool), for their CPU time. */
async function backendPids(client) {
  const { rows } = await client.query(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )
  return rows.map((r) => r.pid)
}

/** The floor: /api/health (a static answer through the same server and proxy) at 32 connections, for 5 s. */
function healthRate() {
  return new Promise((resolve, reject) =>
    autocannon({ url: `http://localhost:${PORT}/api/health`, connections: 32, duration: 5 }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  )
}

/** Every player beats until the phase ends: every `pace` ms (each with its own phase offset), or back to back. */
async function runPhase(course, players, pace, stats, processes) {
  const backends = await backendPids(processes.client)
  const cpuBefore = { server: cpuSeconds(processes.servers), db: cpuSeconds(backends) }
  const started = Date.now()
  const until = started + SECONDS * 1000
  const latencies = []
  const phaseStats = { ...stats, latencies }
  await Promise.all(
    players.map(async (p, i) => {
      let next = started + (pace ? (pace * i) / players.length : 0)
      for (;;) {
        if (pace) await sleep(Math.max(0, next - Date.now()))
        if (Date.now() >= until) return
        await sendBeat(course, p, true, phaseStats)
        next += pace
      }
    }),
  )
  stats.errors = phaseStats.errors
  const seconds = (Date.now() - started) / 1000
  const serverCpu = cpuSeconds(processes.servers) - cpuBefore.server
  // Backends the pool opened during the phase count from zero.
  const dbCpu = cpuSeconds(await backendPids(processes.client)) - cpuBefore.db
  latencies.sort((a, b) => a - b)
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  const perBeat = (cpu) => (cpu * 1000) / Math.max(1, latencies.length)
  return {
    beats: latencies.length,
    perSecond: latencies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    serverMs: perBeat(serverCpu),
    dbMs: perBeat(dbCpu),
  }
}

/** The database's view against the rule: covered = what was played (≤ the lesson), intervals add up, ≤ 2× wall time. */
async function verify(client, course, players) {
  const { rows } = await client.query(
    `select lp.individual_id, lp.covered_ms,
        (select coalesce(sum(i.new_ms), 0)::int from learning_intervals i where i.tenant_id = lp.tenant_id
           and i.individual_id = lp.individual_id and i.lesson_id = lp.lesson_id) as interval_ms,
        (select count(*)::int from learning_intervals i where i.tenant_id = lp.tenant_id
           and i.individual_id = lp.individual_id and i.lesson_id = lp.lesson_id
           and i.to_ms - i.from_ms > 2 * extract(epoch from i.ended_at - i.started_at) * 1000 + 1) as too_fast
     from lesson_progress lp where lp.tenant_id = $1 and lp.lesson_id = $2`,
    [course.tenantId, course.lessonId],
  )
  const byId = new Map(rows.map((r) => [r.individual_id, r]))
  let wrong = 0
  for (const p of players) {
    const row = byId.get(p.id)
    const expected = Math.min(p.positionMs, course.durationSeconds * 1000)
    const ok = row && row.covered_ms === expected && row.interval_ms === expected && row.too_fast === 0
    if (!ok && ++wrong <= 3)
      console.error(`[bench] learner ${p.id}: expected ${expected} ms, database ${JSON.stringify(row ?? null)}`)
  }
  return wrong
}

async function main() {
  if (!env.NO_BUILD) buildIfNeeded()
  const database = await throwawayDatabase()
  const servers = []
  const client = new pg.Client({ connectionString: database.url })
  try {
    // One after the other: the first migrates and seeds the empty database, the others find it ready.
    for (let i = 0; i < INSTANCES; i++)
      servers.push(await serveOnce({ port: PORT + i, name: 'bench-learning', env: { DATABASE_URL: database.url } }))
    await client.connect()
    const seeded = await seedLearners(client, SECONDS * PHASES.length + 10)
    const course = { courseId: seeded.courseId, lessonId: seeded.lessonId }
    const players = await startPlayers(course, seeded.learners)
    const loadBefore = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
    const stats = { errors: 0, credited: new Map(), latencies: [] }
    const health = await healthRate()
    const results = []
    for (const phase of PHASES) {
      const r = await runPhase(course, players, phase.pace, stats, { servers: servers.map((s) => s.pid), client })
      results.push({ ...phase, ...r })
      console.error(
        `[bench] ${phase.name}: ${r.perSecond.toFixed(0)} beats/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
      )
    }
    // The pause: each player's last beat.
    await Promise.all(players.map((p) => sendBeat(course, p, false, stats)))
    const wrong = await verify(client, { ...seeded }, players)
    const creditedSum = [...stats.credited.values()].reduce((a, b) => a + b, 0)
    const playedSum = players.reduce((a, p) => a + Math.min(p.positionMs, seeded.durationSeconds * 1000), 0) / 1000
    console.log(
      `\n${PLAYERS} players on PostgreSQL, ${SECONDS} s per phase, playing at ${RATE}× (${INSTANCES} × next start, ` +
        `DATABASE_POOL_MAX ${env.DATABASE_POOL_MAX || 10})\n`,
    )
    console.log('| phase | beats | beats/s | p50 ms | p99 ms | server CPU ms/beat | PostgreSQL CPU ms/beat |')
    console.log('|---|---:|---:|---:|---:|---:|---:|')
    for (const r of results)
      console.log(
        `| ${r.name} | ${r.beats} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ` +
          `${r.serverMs.toFixed(2)} | ${r.dbMs.toFixed(2)} |`,
      )
    console.log(
      `\nload average before/after: ${loadBefore} / ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} cores)`,
    )
    console.log(
      `\nthe floor in the same run: /api/health ${health.requests.average.toFixed(0)} req/s, p99 ${health.latency.p99} ms ` +
        `at 32 connections (saturated beats/s ÷ that: ${(results[1].perSecond / health.requests.average).toFixed(2)})`,
    )
    console.log(`errors: ${stats.errors}`)
    console.log(
      `credit: ${players.length - wrong}/${players.length} learners credited exactly what they played ` +
        `(${playedSum.toFixed(1)} s in all; the answers' creditedSeconds add up to ${creditedSum.toFixed(1)} s)`,
    )
    if (wrong > 0 || stats.errors > 0) process.exitCode = 1
  } finally {
    await client.end().catch(() => undefined)
    for (const server of servers) server.stop()
    agent.destroy()
    await sleep(500)
    await database.drop().catch((e) => console.error(`[bench] could not drop the database: ${e.message}`))
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
