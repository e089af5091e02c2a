// `npm run test:instances`: two `next start` instances, A and B, on one PostgreSQL (a throwaway database on the server
// of DATABASE_URL), one bucket (tests/fake-s3.mjs) and one Valkey/Redis (a throwaway redis-server, or REDIS_URL), started at the same moment the way a
// deployment starts them. What one instance writes, the other must serve (issue 29; docs/deploy.md): the checks below
// send each write to A and read on B. `--no-shared-cache` runs the same checks without REDIS_URL — the cache checks
// must then fail, which shows they test the shared cache and not something else.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'
import { startFakeS3 } from '../tests/fake-s3.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const shared = !process.argv.includes('--no-shared-cache')
const SERVER_URL = process.env.DATABASE_URL
if (!SERVER_URL) {
  console.error('✖ two instances need one PostgreSQL server: set DATABASE_URL (a throwaway database is made on it)')
  process.exit(2)
}

const children = []
const cleanups = []
async function finish(code) {
  for (const child of children) child.kill('SIGTERM')
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => finish(1))

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** One HTTP exchange with an instance, the tenant in Host and the client in X-Forwarded-For (a balancer's header). */
function request(port, method, target, { host = 'demo.localhost', ip = '10.29.0.1', body, raw, headers = {} } = {}) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: {
          host,
          'x-forwarded-for': ip,
          origin: `http://${host}`,
          ...(payload && !raw ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const text = bytes.toString('utf8')
          let json = null
          try {
            json = JSON.parse(text)
          } catch {
            /* a page */
          }
          const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')
          resolve({ status: res.statusCode, text, json, cookie, bytes })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

async function waitUntilServing(port, name) {
  const until = Date.now() + 180_000
  while (Date.now() < until) {
    const up = await request(port, 'GET', '/api/health').catch(() => null)
    if (up?.status === 200) return
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`instance ${name} did not answer /api/health within 3 minutes`)
}

async function throwawayDatabase() {
  const { default: pg } = await import('pg')
  const name = `qh_two_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: SERVER_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: SERVER_URL })
    await dropper.connect()
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await dropper.end()
  })
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return url.toString()
}

async function throwawayRedis() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL
  const port = await freePort()
  // No persistence; only entries (which carry a TTL) are evicted at the bound, never the tag times (docs/deploy.md).
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const server = spawn('redis-server', [...args, '--maxmemory', '64mb', '--maxmemory-policy', 'volatile-lru'], {
    stdio: 'ignore',
  })
  server.on('error', () => {
    console.error('✖ redis-server not found: apt-get install redis-server (or set REDIS_URL)')
    finish(2)
  })
  children.push(server)
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (ok) return `redis://127.0.0.1:${port}`
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('redis-server did not start')
}

function startInstance(name, port, env, { expectExit = false } = {}) {
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'next'),
    ['start', '-H', 'localhost', '-p', String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const log = []
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => log.push(String(d)))
  child.on('exit', (code) => {
    if (code && code !== 143 && !expectExit) console.error(`[${name}] exited ${code}:\n${log.join('')}`)
  })
  children.push(child)
  return { name, port, log, child }
}

const results = []
async function check(title, body) {
  try {
    await body()
    results.push({ title, ok: true })
    console.log(`  ✔ ${title}`)
  } catch (error) {
    results.push({ title, ok: false })
    console.log(`  ✖ ${title}\n      ${error.message}`)
  }
}
function expectEqual(actual, expected, what) {
  if (actual !== expected)
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
}

const { runChecks } = await import('./two-instances-checks.mjs')
const { checkJobs, checkShutdown } = await import('./two-instances-lifecycle.mjs')

buildIfNeeded()
// One bucket for both (a local folder is one machine's): the fake in this process stands in for S3 or MinIO.
const bucket = await startFakeS3({ accessKeyId: 'AKTWO' })
cleanups.push(() => bucket.close())
const [databaseUrl, redisUrl, portA, portB] = await Promise.all([
  throwawayDatabase(),
  shared ? throwawayRedis() : null,
  freePort(),
  freePort(),
])
const env = {
  // Declared, so each instance checks at start that what must be shared is (lib/env.ts); the control run declares one.
  APP_INSTANCES: shared ? '2' : '1',
  DATABASE_URL: databaseUrl,
  ...(redisUrl ? { REDIS_URL: redisUrl } : { REDIS_URL: '' }),
  // Every instance seals and reads the same cookies (docs/deploy.md: identical secrets on every instance).
  SESSION_SECRET: `two-instances-${randomBytes(24).toString('hex')}`,
  STORAGE_PROVIDER: 's3',
  S3_ENDPOINT: bucket.endpoint,
  S3_BUCKET: 'qihang',
  S3_ACCESS_KEY_ID: 'AKTWO',
  S3_SECRET_ACCESS_KEY: 'two-instances-secret',
  TRUSTED_PROXIES: '127.0.0.1,::1',
  DEV_TOOLS: '1',
  // The seeded clips' transcodes would take both cores while the checks run; the jobs check queues its own jobs.
  TRANSCODE_SEEDED: '0',
}
console.log(
  `▶ two instances (A :${portA}, B :${portB}) on one PostgreSQL and one bucket${redisUrl ? ' and one Redis' : ', no shared cache'}`,
)
const started = Date.now()
const a = startInstance('A', portA, env)
const b = startInstance('B', portB, env)
try {
  await Promise.all([waitUntilServing(portA, 'A'), waitUntilServing(portB, 'B')])
} catch (error) {
  console.error(`✖ ${error.message}\n[A]\n${a.log.join('')}\n[B]\n${b.log.join('')}`)
  await finish(1)
}
console.log(
  `  both serving after ${((Date.now() - started) / 1000).toFixed(1)} s; their start-up, one after the other:`,
)
for (const instance of [a, b])
  console.log(`    ${instance.name}: ${/\[startup\][^\n]*/.exec(instance.log.join(''))?.[0] ?? '(no start-up line)'}`)

await runChecks({ a: portA, b: portB, request, check, expectEqual })
await checkJobs({ databaseUrl, instances: [a, b], check, expectEqual })
if (shared)
  await check('a third instance with another SESSION_SECRET is refused at start', async () => {
    const other = { ...env, SESSION_SECRET: `another-secret-${randomBytes(24).toString('hex')}` }
    const c = startInstance('C', await freePort(), other, { expectExit: true })
    const code = await new Promise((resolve) => c.child.on('exit', resolve))
    expectEqual(code, 1, 'C exits')
    expectEqual(/different SESSION_SECRET/.test(c.log.join('')), true, 'C says why')
  })
// Last: it stops B.
await checkShutdown({ a, b, shared, request, check, expectEqual })
const failed = results.filter((r) => !r.ok)
console.log(
  failed.length
    ? `✖ ${failed.length} of ${results.length} checks failed${shared ? '' : ' (expected without a shared cache)'}`
    : `✔ ${results.length} checks passed`,
)
await finish(failed.length ? 1 : 0)
