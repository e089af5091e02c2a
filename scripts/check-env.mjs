// `npm start` checks the configuration before building or starting, so a bad production setup fails in a second with
// lib/env.ts's own message instead of after a build (the server checks again at start-up, see instrumentation.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

export function checkEnvOrExit() {
  // tsx is a development dependency: an install without it (npm install --omit=dev) relies on the start-up check.
  if (!fs.existsSync(path.join(ROOT, 'node_modules', 'tsx'))) return
  const code =
    "import('./lib/env.ts').then((m) => (m.getEnv ?? m.default.getEnv)()).catch((e) => { console.error(`\\n[start] ${e.message}\\n`); process.exit(1) })"
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
