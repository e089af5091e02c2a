// `npm start`: build if needed, then `next start`; the server migrates and seeds on start-up.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
buildIfNeeded()

const port = process.env.PORT || '3000'
// -H localhost, not 127.0.0.1: with an IP host the proxy's rewrite is treated as external (stack notes).
const host = process.env.HOST || 'localhost'
const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-H', host, '-p', port], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
console.log(`[start] serving on http://demo.localhost:${port} (also http://acme.localhost:${port})`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
