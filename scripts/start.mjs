// `npm start`: build if needed, then `next start`; the server migrates and seeds on start-up.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'
import { checkEnvOrExit } from './check-env.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
checkEnvOrExit()
buildIfNeeded()

// Lesson video uploads are measured with ffprobe (Debian's ffmpeg package); without it the site runs and only that
// upload is refused, so a missing binary is a warning, not a stop.
if (spawnSync(process.env.FFPROBE_PATH || 'ffprobe', ['-version'], { stdio: 'ignore' }).status !== 0)
  console.warn('[start] ffprobe not found: lesson video uploads will be refused until you run apt-get install ffmpeg')

const port = process.env.PORT || '3000'
// -H localhost, not 127.0.0.1: with an IP host the proxy's rewrite is treated as external (stack notes).
const host = process.env.HOST || 'localhost'
// Room for long request heads (an oversized query reaches the proxy, which answers 414 instead of a dropped
// connection), and a larger young generation: serving cached pages allocates a copy of each page per request, and with
// V8's default semi-space size the collector runs so often that it costs much of the throughput (home at 32 connections:
// 141 → 189 req/s with 64 MB).
const NODE_FLAGS = '--max-http-header-size=131072 --max-semi-space-size=64'
// Idle connections stay open 65 s, longer than a balancer's (nginx 60 s, cloud load balancers 60 s): with Node's 5 s the
// server closed sockets a client or balancer was just reusing — a 502 behind a balancer, an ECONNRESET in an e2e run.
const KEEP_ALIVE_MS = '65000'
const args = ['start', '-H', host, '-p', port, '--keepAliveTimeout', KEEP_ALIVE_MS]
const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), args, {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${NODE_FLAGS}`.trim(),
  },
})
console.log(`[start] serving on http://demo.localhost:${port} (also http://acme.localhost:${port})`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
