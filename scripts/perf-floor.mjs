// The floor of `npm run perf`: scripts/perf-floor/, an empty Next app (one heading) on the project's own `next` and
// React, built into .next-perf-floor and served by `next start` beside the app, so every run measures both together.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { waitForServer } from './serve-once.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const FLOOR_APP = path.join(ROOT, 'scripts', 'perf-floor')
const FLOOR_DIST = path.join(ROOT, '.next-perf-floor')
const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next')

function newestMtime(dir) {
  let newest = fs.statSync(dir).mtimeMs
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

/** Builds the floor when it has no build, or its sources or the installed `next`/React are newer than the build. */
function buildFloorIfNeeded() {
  const buildId = path.join(FLOOR_DIST, 'BUILD_ID')
  const sources = [
    newestMtime(FLOOR_APP),
    ...['next', 'react', 'react-dom'].map(
      (p) => fs.statSync(path.join(ROOT, 'node_modules', p, 'package.json')).mtimeMs,
    ),
  ]
  if (fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs > Math.max(...sources)) return
  console.error('[perf] building the floor (an empty Next page)…')
  // webpack: Turbopack (Next 16.4) builds a sub-folder app with the workspace root's instrumentation.ts and proxy.ts,
  // which would start the platform's database in the floor. Its first-load JS is the same size either way (~134 KiB).
  const result = spawnSync(NEXT_BIN, ['build', '--webpack', FLOOR_APP], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error('the floor app did not build')
}

/** `next start` on the floor's build; `stop()` ends it. */
export async function serveFloor(port) {
  buildFloorIfNeeded()
  const child = spawn(NEXT_BIN, ['start', FLOOR_APP, '-H', 'localhost', '-p', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = () => {
    if (!exited) child.kill('SIGTERM')
  }
  process.on('exit', stop)
  try {
    await waitForServer(`http://localhost:${port}/`)
  } catch (e) {
    stop()
    throw e
  }
  return { origin: `http://localhost:${port}`, stop }
}
