// `npm run perf`: Lighthouse 12.8 (mobile preset, the default) on the public pages of demo and acme and on an empty Next
// page (the floor, scripts/perf-floor.mjs) served beside them, median of PERF_RUNS (3) runs each, taken in turns so
// the machine's load falls on the floor and the pages alike. A page passes when its score is within 5 points of the
// floor's, its LCP within 1.5 s of the floor's and its CLS ≤ 0.02 (issue 26); the exit status says whether all did.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PHONE_UA, sampleIds, serveOnce, tenantFetch } from './serve-once.mjs'
import { buildIfNeeded } from './build-if-needed.mjs'
import { serveFloor } from './perf-floor.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.PERF_PORT || 39380)
const FLOOR_PORT = Number(process.env.PERF_FLOOR_PORT || PORT + 1)
const RUNS = Number(process.env.PERF_RUNS || 3)
const CHROME = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const ONLY = process.env.PERF_ONLY ? new RegExp(process.env.PERF_ONLY) : null
/** Against the floor measured in the same run: score ≥ floor − 5, LCP ≤ floor + 1.5 s; CLS absolute. */
export const BUDGET = { scoreBelowFloor: 5, lcpOverFloorMs: 1500, cls: 0.02 }

const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking'

function lighthouse(url) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qh-lh-')), 'report.json')
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
  )
  if (result.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`)
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'))
  fs.rmSync(path.dirname(out), { recursive: true, force: true })
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const bytes = (type) =>
    lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0
  if (process.env.PERF_VERBOSE) {
    // What the LCP element is and where its time goes (TTFB, load delay, load time, render delay).
    const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
    const parts = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ')
    console.error(`[perf]   LCP element: ${element?.items?.[0]?.node?.snippet ?? '?'} (${parts})`)
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes('script'),
    img: bytes('image'),
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The pages measured per tenant: home, list, course, the learning page, a lecturer. */
async function targetsOf(origin, tenant) {
  const ids = await sampleIds(origin, tenant)
  const pages = [
    '/',
    '/courselist',
    `/course/${ids.course}`,
    `/course/learn/${ids.course}`,
    ids.teacher && `/teacher/${ids.teacher}`,
  ].filter(Boolean)
  const targets = []
  for (const page of pages) {
    if (ONLY && !ONLY.test(`${tenant}${page}`)) continue
    // One unmeasured visit renders the ISR page, so every run measures the cached page a visitor gets.
    const { status } = await tenantFetch(origin, tenant, page, { headers: { 'user-agent': PHONE_UA } })
    // Lighthouse refuses error pages (acme switches lecturer pages off: /teacher/{id} is its 404).
    if (status !== 200) console.error(`[perf] ${tenant} ${page}: HTTP ${status}, not measured`)
    targets.push({ tenant, page, url: `http://${tenant}.localhost:${PORT}${page}`, skipped: status !== 200 && status })
  }
  return targets
}

function summarise(target) {
  const m = (k) => median(target.runs.map((r) => r[k]))
  const keys = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'js', 'img']
  return { ...target, scores: target.runs.map((r) => r.score), ...Object.fromEntries(keys.map((k) => [k, m(k)])) }
}

function verdict(row, floor) {
  const misses = []
  if (row.score < floor.score - BUDGET.scoreBelowFloor) misses.push('score')
  if (row.lcp > floor.lcp + BUDGET.lcpOverFloorMs) misses.push('LCP')
  if (row.cls > BUDGET.cls) misses.push('CLS')
  return misses
}

function printTable(floor, rows) {
  const s = (ms) => (ms / 1000).toFixed(2)
  console.log(
    `\nLighthouse 12.8 mobile, median of ${RUNS}, in turns with the floor (an empty Next page, same next and React).` +
      `\nPass: score ≥ floor − ${BUDGET.scoreBelowFloor}, LCP ≤ floor + ${BUDGET.lcpOverFloorMs / 1000} s, CLS ≤ ${BUDGET.cls}\n`,
  )
  console.log(
    '| tenant | page | score (runs) | Δ score | FCP s | LCP s | Δ LCP s | TBT ms | CLS | JS KiB | img KiB | pass |',
  )
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  const line = (r, delta, pass) =>
    console.log(
      `| ${r.tenant} | ${r.page} | ${r.score} (${r.scores.join('/')}) | ${delta.score} | ${s(r.fcp)} | ${s(r.lcp)} | ${delta.lcp} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.js / 1024).toFixed(0)} | ${(r.img / 1024).toFixed(0)} | ${pass} |`,
    )
  line(floor, { score: '', lcp: '' }, 'floor')
  for (const r of rows) {
    if (r.skipped) {
      console.log(`| ${r.tenant} | ${r.page} | HTTP ${r.skipped} | | | | | | | | | n/a |`)
      continue
    }
    const misses = verdict(r, floor)
    const signed = (n, digits) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`
    line(
      r,
      { score: signed(r.score - floor.score, 0), lcp: signed((r.lcp - floor.lcp) / 1000, 2) },
      misses.length ? `✖ ${misses.join(', ')}` : 'ok',
    )
  }
}

async function main() {
  if (!process.env.NO_BUILD) buildIfNeeded()
  const floorServer = await serveFloor(FLOOR_PORT)
  const server = await serveOnce({ port: PORT, name: 'perf', env: { DATABASE_URL: '' } })
  let floor
  let rows
  try {
    const floorTarget = { tenant: 'floor', page: '/', url: `${floorServer.origin}/` }
    const pages = [...(await targetsOf(server.origin, 'demo')), ...(await targetsOf(server.origin, 'acme'))]
    const measured = [floorTarget, ...pages.filter((t) => !t.skipped)]
    for (const t of measured) t.runs = []
    // In turns: run i of every target before run i + 1 of any, so a busy minute costs the floor as much as a page.
    for (let i = 0; i < RUNS; i++) {
      for (const t of measured) {
        const r = lighthouse(t.url)
        t.runs.push(r)
        console.error(
          `[perf] run ${i + 1}/${RUNS} ${t.tenant} ${t.page}: ${r.score}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`,
        )
      }
    }
    floor = summarise(floorTarget)
    rows = pages.map((t) => (t.skipped ? t : summarise(t)))
  } finally {
    server.stop()
    floorServer.stop()
  }
  printTable(floor, rows)
  const failed = rows.filter((r) => !r.skipped && verdict(r, floor).length > 0)
  if (failed.length) {
    console.error(`\n[perf] ${failed.length} page(s) not within the floor's margins`)
    process.exit(1)
  }
}

// Ctrl-C or a kill ends the run through process.exit, so the servers' exit handlers stop them (no orphaned servers).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
