// `npm run size`: gzipped first-load JS of every public route, desktop and phone, demo and acme; fails over budget.
// Reads the server HTML (what a first visit gets), collects every script it loads — <script src> and the chunks the
// RSC payload names for hydration — and gzips each file from the build folder at level 9, so the number is the
// same on every run and machine. Needs a build (`npm run build`, or the one `npm test` made).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { DESKTOP_UA, PHONE_UA, sampleIds, serveOnce, tenantFetch } from './serve-once.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next')
const PORT = Number(process.env.SIZE_PORT || 39390)
const KIB = 1024
/** Budgets in KiB of gzipped JS per page (README "Performance budgets"). */
export const BUDGET_KIB = { phone: 150, desktop: 170 }

const DEVICES = [
  { device: 'phone', ua: PHONE_UA },
  { device: 'desktop', ua: DESKTOP_UA },
]

/** Public pages of the spec (§2) that anonymous visitors open; ids are filled in per tenant. */
function routesFor(ids) {
  const routes = [
    '/',
    '/courselist',
    ids.parentType && `/courselist?pcourseTypeId=${ids.parentType}`,
    '/searchlist?name=%E7%AE%A1%E7%90%86&formseach=true',
    '/search',
    ids.course && `/course/${ids.course}`,
    ids.course && `/topicList?courseId=${ids.course}`,
    ids.course && `/course/learn/${ids.course}`,
    '/teacherlist',
    ids.teacher && `/teacher/${ids.teacher}`,
    '/thematiclist',
    ids.topic && `/thematic/${ids.topic}`,
    '/login',
    '/loginEntrance',
    '/accountForgot?isCompany=0',
    '/createcompany',
    '/useragreement',
    '/privacypolicy',
    '/join',
    '/toconsult',
    '/no-such-page',
  ]
  return routes.filter(Boolean)
}

/** Every /_next/static/….js the HTML loads: script tags, and chunk paths the flight data lists for hydration. */
export function scriptsOf(html) {
  const found = new Set()
  const legacy = new Set()
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const src = m[1].match(/\ssrc="([^"]+)"/)
    // Browsers that run modules skip nomodule scripts (Next's legacy polyfills) without downloading them.
    if (src) (/\snomodule/i.test(m[1]) ? legacy : found).add(fileOf(src[1]))
  }
  // The RSC payload is JSON inside inline scripts: slashes may be escaped and the path relative to /_next/.
  const flight = html.replace(/\\u002F|\\\//g, '/')
  for (const m of flight.matchAll(/(?:\/_next\/)?static\/chunks\/[A-Za-z0-9_.~\-/]+?\.js/g)) found.add(fileOf(m[0]))
  return [...found].filter((f) => f.startsWith('static/') && !legacy.has(f)).sort()
}

/** `/_next/static/chunks/a.js?v=1` → `static/chunks/a.js`, the file's path inside the build folder. */
function fileOf(src) {
  return src
    .split('?')[0]
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/_next\//, '')
    .replace(/^\//, '')
}

const gzCache = new Map()
function gzipSize(file) {
  if (!gzCache.has(file)) {
    const full = path.join(DIST, decodeURIComponent(file))
    if (!fs.existsSync(full)) throw new Error(`script ${file} named by the HTML is not in ${DIST}`)
    gzCache.set(file, zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length)
  }
  return gzCache.get(file)
}

async function measure(origin, tenant, device, ua, route) {
  const res = await tenantFetch(origin, tenant, route, { headers: { 'user-agent': ua } })
  const html = await res.text()
  const scripts = scriptsOf(html)
  const js = scripts.reduce((n, f) => n + gzipSize(f), 0)
  const htmlGz = zlib.gzipSync(Buffer.from(html), { level: 9 }).length
  return {
    tenant,
    device,
    route,
    status: res.status,
    scripts: scripts.length,
    js,
    html: Buffer.byteLength(html),
    htmlGz,
  }
}

const kib = (bytes) => (bytes / KIB).toFixed(1)

async function main() {
  if (!fs.existsSync(path.join(DIST, 'BUILD_ID'))) throw new Error(`no build in ${DIST}: run npm run build first`)
  // Sizes do not depend on the database: always a throwaway PGlite, even when CI sets DATABASE_URL.
  const server = await serveOnce({ port: PORT, name: 'size', env: { DATABASE_URL: '' } })
  const jobs = []
  let rows = []
  try {
    for (const tenant of ['demo', 'acme']) {
      const ids = await sampleIds(server.origin, tenant)
      for (const route of routesFor(ids)) for (const { device, ua } of DEVICES) jobs.push({ tenant, device, ua, route })
    }
    // A few pages at a time (each is rendered on its first request); the table keeps the jobs' order.
    rows = new Array(jobs.length)
    let next = 0
    const worker = async () => {
      while (next < jobs.length) {
        const i = next++
        const { tenant, device, ua, route } = jobs[i]
        rows[i] = await measure(server.origin, tenant, device, ua, route)
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])
  } finally {
    server.stop()
  }

  console.log(
    `\nFirst-load JS (gzip -9 of every script the server HTML loads); budget phone ≤ ${BUDGET_KIB.phone} KiB, desktop ≤ ${BUDGET_KIB.desktop} KiB\n`,
  )
  console.log('| tenant | route | device | status | scripts | JS KiB gz | HTML KiB | HTML KiB gz |')
  console.log('|---|---|---|---:|---:|---:|---:|---:|')
  for (const r of rows) {
    const over = r.js > BUDGET_KIB[r.device] * KIB ? ' ✖' : ''
    console.log(
      `| ${r.tenant} | ${decodeURI(r.route)} | ${r.device} | ${r.status} | ${r.scripts} | ${kib(r.js)}${over} | ${kib(r.html)} | ${kib(r.htmlGz)} |`,
    )
  }
  const failures = rows.filter((r) => r.js > BUDGET_KIB[r.device] * KIB)
  const broken = rows.filter((r) => r.status >= 500)
  if (broken.length) {
    console.error(
      `\n✖ ${broken.length} page(s) answered 5xx: ${broken.map((r) => `${r.tenant} ${r.route} (${r.device})`).join(', ')}`,
    )
  }
  if (failures.length) {
    console.error(`\n✖ over the first-load JS budget:`)
    for (const r of failures)
      console.error(`  ${r.tenant} ${decodeURI(r.route)} ${r.device}: ${kib(r.js)} KiB > ${BUDGET_KIB[r.device]} KiB`)
  }
  if (failures.length || broken.length) process.exit(1)
  const worst = (d) => Math.max(...rows.filter((r) => r.device === d).map((r) => r.js))
  console.log(
    `\n✔ within budget: largest phone page ${kib(worst('phone'))} KiB, largest desktop page ${kib(worst('desktop'))} KiB`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
