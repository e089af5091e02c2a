// What `npm test` and `.ci/run` print about a run: each step's wall time, the slowest and retried browser tests, and —
// when something fails — the failing step, tests and their first error lines as the last lines of the log (CI keeps only
// a log's tail, so the tail must say why). The failure summary is also written to .test-report/failure-summary.txt,
// which `.ci/run` prints again as its own last lines.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
// Not test-results/: Playwright empties that folder when it starts.
export const RESULTS = path.join(ROOT, '.test-report')
export const FAILURE_FILE = path.join(RESULTS, 'failure-summary.txt')
export const STEPS_FILE = path.join(RESULTS, 'steps.tsv')

/** "1 min 05 s" / "42.3 s" */
export function duration(ms) {
  const s = ms / 1000
  if (s < 60) return `${s.toFixed(1)} s`
  return `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`
}

/** Appends a step's time to the run's table (npm test's steps, and .ci/run's around them, share the file). */
export function recordStep(title, ms, ok) {
  fs.mkdirSync(RESULTS, { recursive: true })
  fs.appendFileSync(STEPS_FILE, `${title}\t${Math.round(ms)}\t${ok ? 'ok' : 'FAILED'}\n`)
}

export function stepTable() {
  if (!fs.existsSync(STEPS_FILE)) return []
  const rows = fs
    .readFileSync(STEPS_FILE, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
  const width = Math.max(...rows.map(([title]) => title.length), 4)
  return rows.map(
    ([title, ms, ok]) =>
      `  ${title.padEnd(width)}  ${duration(Number(ms)).padStart(12)}${ok === 'ok' ? '' : '  ✖ FAILED'}`,
  )
}

const firstLines = (text, n) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim())
    .slice(0, n)

/** Jest's --json output: the failing tests with their first error lines. */
export function jestFailures(file) {
  if (!fs.existsSync(file)) return []
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  const out = []
  for (const suite of report.testResults ?? []) {
    const rel = path.relative(ROOT, suite.name)
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed')
    if (!failed.length && suite.status === 'failed') out.push(`✖ ${rel}: ${firstLines(suite.message, 3).join(' | ')}`)
    for (const t of failed)
      out.push(`✖ ${rel} › ${t.fullName}`, ...firstLines(t.failureMessages?.[0], 3).map((l) => `    ${l}`))
  }
  return out
}

function* playwrightTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), file: spec.file, test }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here)
}

/** Playwright's JSON report: the 20 slowest tests, every retried test, and the failures with their first error lines. */
export function playwrightSummary(file) {
  if (!fs.existsSync(file)) return { slowest: [], retried: [], failed: [] }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  const all = []
  for (const suite of report.suites ?? []) for (const t of playwrightTests(suite)) all.push(t)
  const rows = all.map(({ title, test }) => {
    const results = test.results ?? []
    const ms = results.reduce((sum, r) => sum + (r.duration ?? 0), 0)
    return { name: `[${test.projectName}] ${title}`, ms, results, status: test.status }
  })
  const slowest = [...rows]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 20)
    .map((r) => `  ${duration(r.ms).padStart(10)}  ${r.name}`)
  const retried = rows
    .filter((r) => r.results.length > 1)
    .map((r) => `  ↻ ${r.name} (${r.results.map((x) => x.status).join(' → ')})`)
  const failed = rows
    .filter((r) => r.status === 'unexpected')
    .flatMap((r) => [
      `✖ ${r.name}`,
      ...firstLines(r.results.at(-1)?.error?.message ?? r.results.at(-1)?.errors?.[0]?.message, 3).map(
        (l) => `    ${l}`,
      ),
    ])
  return { slowest, retried, failed }
}

/** Writes (and prints) the failure summary for a failed step: at most ~30 lines, the step named first. */
export function reportFailure(step, lines) {
  const body =
    lines.length > 28 ? [...lines.slice(0, 27), `  … ${lines.length - 27} more lines above in the log`] : lines
  const text = [`✖ FAILED STEP: ${step}`, ...body].join('\n')
  fs.mkdirSync(RESULTS, { recursive: true })
  fs.writeFileSync(FAILURE_FILE, `${text}\n`)
  console.error(`\n${text}`)
}
