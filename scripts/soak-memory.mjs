// `npm run soak:memory` (not in CI: ~10 minutes of one core): a fresh server answers 18,000 distinct search pages, and
// the memory it keeps must level off (issue 23, L5). Retained memory is the heap plus external memory (buffers, PGlite's
// WebAssembly) after a full collection, read through the inspector on loopback of this throwaway server, so the server
// exposes nothing new; RSS (/proc/<pid>/status) is printed at each 1,000 requests for the record. Exit code 1 when the
// last third of the run still grows, or the growth after the warm-up passes the caches' bounds.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'
import { waitForServer } from './serve-once.mjs'

// Node 20 has WebSocket (for the inspector) behind a flag; Node 22 has it on.
if (typeof WebSocket === 'undefined') {
  const run = spawnSync(process.execPath, ['--experimental-websocket', '--no-warnings', ...process.argv.slice(1)], {
    stdio: 'inherit',
  })
  process.exit(run.status ?? 1)
}

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.SOAK_PORT || 39520)
const INSPECT_PORT = PORT + 1
const SEARCHES = Number(process.env.SOAK_SEARCHES || 18_000)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 3)
// The route cache (cacheMaxMemorySize, 128 MiB) is full after ~2,100 search pages: growth before that is the cache filling.
const WARMUP = Number(process.env.SOAK_WARMUP || 3_000)
const GC_EVERY = 3_000
const MiB = 1024 * 1024
// After the warm-up only bounded memos may still fill: the 'use cache' store (16 MiB), Next's per-path lifetimes (10,000
// paths, ~4 MB; both use-cache-handler.mjs) and Next's router memo (8 MiB as it counts, full after ~46,000 paths); the
// rest is slack for compiled code and the route cache's pages differing in size.
const GROWTH_LIMIT = Number(process.env.SOAK_GROWTH_LIMIT_MIB || 40) * MiB
// Once they are full, the last third of the run may move by noise only.
const PLATEAU_LIMIT = Number(process.env.SOAK_PLATEAU_LIMIT_MIB || 8) * MiB
const HOST = `demo.localhost:${PORT}`
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 soak'
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 soak'
const mib = (bytes) => (bytes / MiB).toFixed(1)

/** The smallest Chrome DevTools Protocol client: one request at a time is all this script needs. */
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error('could not open the inspector'))
  })
  let id = 0
  const waiting = new Map()
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data)
    const pending = waiting.get(message.id)
    if (!pending) return
    waiting.delete(message.id)
    if (message.error) pending.reject(new Error(message.error.message))
    else pending.resolve(message.result)
  }
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      waiting.set(++id, { resolve, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })
  return {
    /** Two full collections (the second frees what finalisers of the first released), then process.memoryUsage(). */
    async retained() {
      await send('HeapProfiler.collectGarbage')
      await send('HeapProfiler.collectGarbage')
      const { result } = await send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })
      const usage = JSON.parse(result.value)
      return { ...usage, retained: usage.heapUsed + usage.external }
    },
    close: () => socket.close(),
  }
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024

/** Distinct searches as visitors type them: Chinese and Latin words with a number, desktop and phone by turns. */
function searchRequest(i) {
  const words = ['管理', '领导力', 'excel', '沟通技巧', 'python', '财务', '安全生产', 'ppt']
  const name = `${words[i % words.length]}${i}`
  return { path: `/searchlist?name=${encodeURIComponent(name)}&formseach=true`, ua: i % 2 ? PHONE_UA : DESKTOP_UA }
}

buildIfNeeded()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-soak-memory-'))
const serverLog = path.join(work, 'server.log')
const out = fs.openSync(serverLog, 'a')
// The flags of scripts/start.mjs (production's young generation), plus the inspector on loopback for the heap figures.
const nodeFlags = `--max-http-header-size=131072 --max-semi-space-size=64 --inspect=127.0.0.1:${INSPECT_PORT}`
const server = spawn(
  path.join(ROOT, 'node_modules', '.bin', 'next'),
  ['start', '-H', 'localhost', '-p', String(PORT)],
  {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PGLITE_DIR: path.join(work, 'pglite'),
      STORAGE_DIR: path.join(work, 'storage'),
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${nodeFlags}`.trim(),
    },
  },
)
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

const checks = []
const check = (ok, what) => {
  checks.push(ok)
  console.log(`${ok ? '✔' : '✖'} ${what}`)
}

try {
  await waitForServer(`http://localhost:${PORT}/api/health`)
  const cdp = await inspector(INSPECT_PORT)
  const statuses = new Map()
  const samples = []
  let sent = 0
  let answered = 0
  let sample = Promise.resolve()
  const record = async (n) => {
    const row = { requests: n, rss: rssOf(server.pid) }
    if (n % GC_EVERY === 0 || n === WARMUP) {
      const { heapUsed, external, retained, rss } = await cdp.retained()
      Object.assign(row, { heapUsed, external, retained, rssAfterGc: rss })
    }
    samples.push(row)
    const heap =
      row.retained === undefined
        ? ''
        : ` | after GC: RSS ${mib(row.rssAfterGc)} MiB, heap ${mib(row.heapUsed)} MiB, external ${mib(row.external)} MiB, retained ${mib(row.retained)} MiB`
    console.log(`${String(n).padStart(6)} requests | RSS ${mib(row.rss)} MiB${heap}`)
  }
  await record(0)
  console.log(
    `soak:memory: ${SEARCHES} distinct search pages at ${CONNECTIONS} connections on ${HOST}, heap after GC every ${GC_EVERY}`,
  )
  const worker = async () => {
    while (sent < SEARCHES) {
      const { path: target, ua } = searchRequest(sent++)
      let status = 'error'
      try {
        const res = await fetch(`http://localhost:${PORT}${target}`, {
          headers: { host: HOST, 'user-agent': ua },
          signal: AbortSignal.timeout(60_000),
        })
        await res.arrayBuffer()
        status = res.status
      } catch {
        /* counted as an error */
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      answered += 1
      // Samples are taken between requests of this worker; the others go on (a GC pause is short next to 1,000 requests).
      if (answered % 1000 === 0 || answered === WARMUP) {
        const n = answered
        sample = sample.then(() => record(n))
        await sample
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  await sample
  cdp.close()

  const ok = statuses.get(200) ?? 0
  check(ok === SEARCHES, `every search page answered 200 (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})`)
  const measured = samples.filter((s) => s.retained !== undefined)
  const at = (n) => measured.reduce((best, s) => (Math.abs(s.requests - n) < Math.abs(best.requests - n) ? s : best))
  const warm = at(WARMUP)
  const twoThirds = at((SEARCHES * 2) / 3)
  const end = measured.at(-1)
  const growth = end.retained - warm.retained
  const lastThird = end.retained - twoThirds.retained
  check(
    growth <= GROWTH_LIMIT,
    `retained after GC grew ${mib(growth)} MiB from ${warm.requests} to ${end.requests} requests (limit ${mib(GROWTH_LIMIT)} MiB: the caches' bounds)`,
  )
  check(
    lastThird <= PLATEAU_LIMIT,
    `…and ${mib(lastThird)} MiB over the last ${end.requests - twoThirds.requests} (limit ${mib(PLATEAU_LIMIT)} MiB: a plateau), ` +
      `${(lastThird / Math.max(1, end.requests - twoThirds.requests) / 1024).toFixed(2)} KiB a request`,
  )
  console.log(
    `RSS: ${mib(samples[0].rss)} MiB at start, ${mib(Math.max(...samples.map((s) => s.rss)))} MiB at most, ${mib(samples.at(-1).rss)} MiB at the end`,
  )
} catch (error) {
  check(false, `soak aborted: ${error.message}`)
  console.log(fs.readFileSync(serverLog, 'utf8').split('\n').slice(-40).join('\n'))
} finally {
  stop()
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()))
  for (const dir of ['pglite', 'storage']) fs.rmSync(path.join(work, dir), { recursive: true, force: true })
  console.log(`server log: ${serverLog}`)
}

const failed = checks.filter((ok) => !ok).length
console.log(`\nsoak:memory ${failed ? 'FAILED' : 'passed'}: ${checks.length - failed}/${checks.length} checks`)
process.exit(failed ? 1 : 0)
