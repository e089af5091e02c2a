// `npm run perf`: Lighthouse 12.8 (mobile preset, the default) on the public pages of demo and acme, median of
// PERF_RUNS (3) runs each, printed as a table against the README budgets. A report, not a CI gate: the numbers move
// with the machine's load, so read them as medians and compare before/after on the same machine.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PHONE_UA, sampleIds, serveOnce, tenantFetch } from './serve-once.mjs'
import { buildIfNeeded } from './build-if-needed.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.PERF_PORT || 39380)
const RUNS = Number(process.env.PERF_RUNS || 3)
const CHROME = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const ONLY = process.env.PERF_ONLY ? new RegExp(process.env.PERF_ONLY) : null
export const BUDGET = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 }

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
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
    console.error(`[perf]   LCP element: ${lcpNode?.snippet ?? '?'}`)
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

async function main() {
  if (!process.env.NO_BUILD) buildIfNeeded()
  const server = await serveOnce({ port: PORT, name: 'perf', env: { DATABASE_URL: '' } })
  const rows = []
  try {
    for (const tenant of ['demo', 'acme']) {
      const ids = await sampleIds(server.origin, tenant)
      const pages = ['/', '/courselist', `/course/${ids.course}`, ids.teacher && `/teacher/${ids.teacher}`].filter(
        Boolean,
      )
      for (const page of pages) {
        if (ONLY && !ONLY.test(`${tenant}${page}`)) continue
        const url = `http://${tenant}.localhost:${PORT}${page}`
        // One unmeasured visit renders the ISR page, so every run measures the cached page a visitor gets.
        const { status } = await tenantFetch(server.origin, tenant, page, { headers: { 'user-agent': PHONE_UA } })
        if (status !== 200) {
          // Lighthouse refuses error pages (acme switches lecturer pages off: /teacher/{id} is its 404).
          rows.push({ tenant, page, skipped: `HTTP ${status}` })
          console.error(`[perf] ${tenant} ${page}: HTTP ${status}, not measured`)
          continue
        }
        const runs = []
        for (let i = 0; i < RUNS; i++) runs.push(lighthouse(url))
        const m = (k) => median(runs.map((r) => r[k]))
        rows.push({
          tenant,
          page,
          runs: runs.map((r) => r.score),
          score: m('score'),
          fcp: m('fcp'),
          lcp: m('lcp'),
          tbt: m('tbt'),
          cls: m('cls'),
          js: m('js'),
          img: m('img'),
        })
        const r = rows.at(-1)
        console.error(
          `[perf] ${tenant} ${page}: ${r.runs.join('/')} → ${r.score}, LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`,
        )
      }
    }
  } finally {
    server.stop()
  }
  console.log(
    `\nLighthouse 12.8 mobile, median of ${RUNS}; budget score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}\n`,
  )
  console.log('| tenant | page | score (runs) | FCP s | LCP s | TBT ms | CLS | JS KiB | images KiB | budget |')
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const r of rows) {
    if (r.skipped) {
      console.log(`| ${r.tenant} | ${r.page} | ${r.skipped} | | | | | | | n/a |`)
      continue
    }
    const ok = r.score >= BUDGET.score && r.lcp <= BUDGET.lcpMs && r.tbt <= BUDGET.tbtMs && r.cls <= BUDGET.cls
    console.log(
      `| ${r.tenant} | ${r.page} | ${r.score} (${r.runs.join('/')}) | ${(r.fcp / 1000).toFixed(1)} | ${(r.lcp / 1000).toFixed(1)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.js / 1024).toFixed(0)} | ${(r.img / 1024).toFixed(0)} | ${ok ? 'ok' : 'over'} |`,
    )
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
