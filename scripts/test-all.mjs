// `npm test`: unit + integration (PGlite, and PostgreSQL when DATABASE_URL is set), the JS size budget, then Playwright e2e.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
}

// PGlite loads its pieces with dynamic import(), which Jest's VM allows only with this flag.
const JEST_ENV = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() }
// Jest never talks to the DATABASE_URL database itself: integration tests make throwaway databases.
const { DATABASE_URL } = process.env
// CI's second pass (PostgreSQL) sets TEST_PGLITE_DONE=1: the typecheck and the PGlite run of the same commit have just
// passed in its first pass, and repeating them costs minutes of the 20-minute budget. Locally, npm test runs both.
if (!process.env.TEST_PGLITE_DONE) {
  run('typecheck', 'npm', ['run', '--silent', 'typecheck'])
  run('unit and integration tests (PGlite)', bin('jest'), ['--ci'], { ...JEST_ENV, DATABASE_URL: '' })
}
if (DATABASE_URL) {
  run('integration tests (PostgreSQL)', bin('jest'), ['--ci', '--selectProjects', 'integration'], {
    ...JEST_ENV,
    TEST_DATABASE_URL: DATABASE_URL,
    DATABASE_URL: '',
  })
}
buildIfNeeded()
// The first-load JS budget (README, Performance budgets) on the build the e2e tests use, with a short-lived server. The
// scripts a page loads do not depend on the database, so CI's PostgreSQL pass leaves it to the first pass.
if (!process.env.TEST_PGLITE_DONE) {
  run('first-load JS budget (npm run size)', process.execPath, [path.join(ROOT, 'scripts', 'size.mjs')])
}
run(`end-to-end tests (Playwright, ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, bin('playwright'), ['test'])
console.log('\n✔ all tests passed')
