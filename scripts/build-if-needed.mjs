// Builds with `next build` when there is no build yet or a source file is newer than the last one.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package.json',
]

function newestMtime(target) {
  const full = path.join(ROOT, target)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

const distDir = () => path.join(ROOT, process.env.NEXT_DIST_DIR || '.next')
// Security headers are frozen into a build (next.config.ts): a build for another APP_ENV or storage origin is stale.
const buildEnv = () =>
  JSON.stringify({
    APP_ENV: process.env.APP_ENV?.trim() ?? '',
    STORAGE_PUBLIC_URL: process.env.STORAGE_PUBLIC_URL?.trim() ?? '',
  })
const stampFile = () => path.join(distDir(), 'BUILD_ENV.json')

export function buildIsStale() {
  const buildId = path.join(distDir(), 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  if (!fs.existsSync(stampFile()) || fs.readFileSync(stampFile(), 'utf8') !== buildEnv()) return true
  const built = fs.statSync(buildId).mtimeMs
  return SOURCES.some((s) => newestMtime(s) > built)
}

export function buildIfNeeded() {
  if (!buildIsStale()) return
  console.log('[start] building the app (next build)…')
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  fs.writeFileSync(stampFile(), buildEnv())
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded()
