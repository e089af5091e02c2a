// `npm test`: lint and typecheck, unit + integration (PGlite, and PostgreSQL when DATABASE_URL is set), the JS size
// budget, then Playwright e2e.
// Every step prints its wall time; a failure ends the run with the failing step, tests and first error lines.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'
import {
  duration,
  jestFailures,
  playwrightSummary,
  recordStep,
  reportFailure,
  RESULTS,
  stepTable,
} from './test-report.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)
fs.mkdirSync(RESULTS, { recursive: true })
// A run's step table starts empty; inside .ci/run (QH_CI_RUN) the script's own steps are already in it.
if (!process.env.QH_CI_RUN) fs.rmSync(path.join(RESULTS, 'steps.tsv'), { force: true })
fs.rmSync(path.join(RESULTS, 'failure-summary.txt'), { force: true })

function printSteps() {
  console.log('\n▶ step times')
  for (const line of stepTable()) console.log(line)
}

/** Runs one step; on failure prints the step table, then `explain()`'s lines as the run's last words, and exits. */
function run(title, cmd, args, { env = {}, explain = () => [] } = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  const ms = Date.now() - started
  const ok = result.status === 0
  recordStep(title, ms, ok)
  console.log(`${ok ? '✔' : '✖'} ${title}: ${duration(ms)}`)
  if (!ok) {
    printSteps()
    reportFailure(title, explain())
    process.exit(result.status ?? 1)
  }
}

/**
 * Runs commands side by side as one step (lint and the type check, split so two cores stay busy), printing each one's
 * output when it ends; on failure the failing commands' last lines close the log.
 */
async function runTogether(title, jobs) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const results = await Promise.all(
    jobs.map(
      ({ name, cmd, args }) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: ROOT, env: process.env })
          let output = ''
          child.stdout.on('data', (d) => (output += d))
          child.stderr.on('data', (d) => (output += d))
          child.on('close', (code) => {
            console.log(`── ${name} (${duration(Date.now() - started)}, exit ${code})\n${output.trimEnd()}`)
            resolve({ name, code, output })
          })
        }),
    ),
  )
  const ms = Date.now() - started
  const failed = results.filter((r) => r.code !== 0)
  recordStep(title, ms, failed.length === 0)
  console.log(`${failed.length ? '✖' : '✔'} ${title}: ${duration(ms)}`)
  if (failed.length) {
    printSteps()
    reportFailure(
      `${title}: ${failed.map((r) => r.name).join(', ')}`,
      failed.flatMap((r) => [`── ${r.name}:`, ...r.output.trimEnd().split('\n').slice(-12)]),
    )
    process.exit(1)
  }
}

/**
 * On a machine that lacked them, .ci/run installs the system packages (ffmpeg, Chromium, PostgreSQL, Redis) in the
 * background while npm installs and the code is linted; the unit tests are the first to need one (ffmpeg), so they wait
 * here. QH_APT_STATUS names the file apt's exit code lands in; a failed install ends the run with apt's last lines.
 */
async function awaitSystemPackages() {
  const status = process.env.QH_APT_STATUS
  if (!status) return
  const title = 'system packages (apt, in the background since npm install)'
  const started = Date.now()
  while (!fs.existsSync(status) && Date.now() - started < 20 * 60_000) await new Promise((r) => setTimeout(r, 500))
  const code = fs.existsSync(status) ? Number(fs.readFileSync(status, 'utf8').trim()) : 'none after 20 min'
  const ms = Date.now() - started
  recordStep(`${title}: waited for`, ms, code === 0)
  if (code !== 0) {
    printSteps()
    const log = process.env.QH_APT_LOG && fs.existsSync(process.env.QH_APT_LOG) ? process.env.QH_APT_LOG : null
    reportFailure(`${title} (exit ${code})`, log ? fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-15) : [])
    process.exit(1)
  }
  console.log(`\n✔ ${title}: waited ${duration(ms)}`)
}

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite'
const jestJson = (name) => path.join(RESULTS, `jest-${name}.json`)
const jestRun = (name) => ({
  args: ['--ci', '--json', `--outputFile=${jestJson(name)}`],
  explain: () => jestFailures(jestJson(name)),
})

// PGlite loads its pieces with dynamic import(), which Jest's VM allows only with this flag.
const JEST_ENV = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() }
// Jest never talks to the DATABASE_URL database itself: integration tests make throwaway databases.
const { DATABASE_URL } = process.env
// CI's second pass (PostgreSQL) sets TEST_PGLITE_DONE=1: the typecheck and the PGlite run of the same commit have just
// passed in its first pass. Locally, npm test runs both.
if (!process.env.TEST_PGLITE_DONE) {
  // Four jobs on two cores: with ESLint and the rest of the lint one after the other, the type check ended ~15 s
  // before them and left a core idle.
  await runTogether('lint and typecheck', [
    { name: 'lint: ESLint', cmd: 'npm', args: ['run', '--silent', 'lint:code'] },
    {
      name: 'lint: Prettier, the layers (dependency-cruiser), unused code (knip)',
      cmd: 'npm',
      args: ['run', '--silent', 'lint:rest'],
    },
    { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
    // The integration tests' seeded PGlite folder, made once here where Jest's first workers would each make it.
    {
      name: 'the seeded PGlite snapshot (tests/prepare-snapshot.ts)',
      cmd: bin('tsx'),
      args: ['tests/prepare-snapshot.ts'],
    },
  ])
  // Types are checked: next build need not check them a second time (next.config.ts reads this).
  process.env.QH_TYPECHECKED = '1'
  await awaitSystemPackages()
  const pglite = jestRun('pglite')
  run('unit and integration tests (PGlite)', bin('jest'), pglite.args, {
    env: { ...JEST_ENV, DATABASE_URL: '' },
    explain: pglite.explain,
  })
}
// Not beside the browser pass: tried in stop 43, the two side by side took 6 min 33 s against about 6 min 20 s one after
// the other (both saturate the two cores).
if (DATABASE_URL) {
  const pg = jestRun('postgres')
  run('integration tests (PostgreSQL)', bin('jest'), [...pg.args, '--selectProjects', 'integration'], {
    env: { ...JEST_ENV, TEST_DATABASE_URL: DATABASE_URL, DATABASE_URL: '' },
    explain: pg.explain,
  })
}
{
  const started = Date.now()
  buildIfNeeded()
  recordStep('build (next build, when stale)', Date.now() - started, true)
}
// The first-load JS budget (README, Performance budgets) on the build the e2e tests use, with a short-lived server. The
// scripts a page loads do not depend on the database, so CI's PostgreSQL pass leaves it to the first pass.
if (!process.env.TEST_PGLITE_DONE) {
  run('first-load JS budget (npm run size)', process.execPath, [path.join(ROOT, 'scripts', 'size.mjs')])
}
const e2eJson = path.join(RESULTS, `e2e-${engine}.json`)
fs.rmSync(e2eJson, { force: true })
// E2E_SCOPE=smoke (CI's PGlite pass): the journeys tagged @smoke. CI's PostgreSQL pass (TEST_PGLITE_DONE) runs every
// other test: each journey once per run, the ones that write on each engine (docs/testing.md). Locally, everything.
const smoke = process.env.E2E_SCOPE === 'smoke'
const rest = !smoke && !!process.env.TEST_PGLITE_DONE
const e2eTitle = `end-to-end tests (Playwright, ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}${smoke ? ', @smoke' : rest ? ', all but @smoke' : ''})`
const scope = smoke ? ['--grep', '@smoke'] : rest ? ['--grep-invert', '@smoke'] : []
run(e2eTitle, bin('playwright'), ['test', ...scope], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
  explain: () => {
    const { failed, retried } = playwrightSummary(e2eJson)
    return failed.length
      ? [...failed, ...(retried.length ? ['retried:', ...retried] : [])]
      : ['(no test failed: the web server or the runner itself did — see the log above)']
  },
})
const { slowest, retried } = playwrightSummary(e2eJson)
console.log('\n▶ the 20 slowest browser tests')
for (const line of slowest) console.log(line)
console.log(
  retried.length
    ? `\n▶ retried browser tests (each must be fixed or quarantined, docs/testing.md)\n${retried.join('\n')}`
    : '\n▶ no browser test was retried',
)
printSteps()
console.log('\n✔ all tests passed')
