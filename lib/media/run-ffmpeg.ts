// Spawning ffmpeg: its progress lines, a bounded tail of its errors, and a kill (SIGKILL) on abort, stall or any error
// of ours — resolving only once the process has exited, so no caller ever goes on while an ffmpeg still runs.
import { spawn } from 'node:child_process'
import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import { fail } from './transcode-error'

/** ffmpeg without a word of progress for this long is stuck (a hung disk, a pathological file): killed, 'corrupt'. */
const STALL_MS = 120_000

/**
 * What ffmpeg runs behind, each exec-ing the next (same pid). setpriv (util-linux, on every Debian) has the kernel
 * SIGKILL ffmpeg when this process dies first — a crash, an OOM kill, a SIGKILL — which no handler of ours can do:
 * without it the orphan goes on transcoding for nobody (seen here). nice (coreutils) lets ffmpeg use every idle core
 * while the web server's requests still come first.
 */
const WRAPPERS: [string, string[]][] = [
  ['/usr/bin/setpriv', ['--pdeathsig', 'KILL', '--']],
  ['/usr/bin/nice', ['-n', '10']],
]
let prefix: Promise<string[]> | undefined
const findPrefix = async () => {
  if (process.platform !== 'linux') return []
  const found = await Promise.all(
    WRAPPERS.map(([bin]) =>
      access(bin, constants.X_OK).then(
        () => true,
        () => false,
      ),
    ),
  )
  return WRAPPERS.flatMap(([bin, args], i) => (found[i] ? [bin, ...args] : []))
}

export interface RunResult {
  code: number | null
  stderr: string
}

/**
 * Runs ffmpeg in `cwd` and resolves once it has exited. Aborting kills it (SIGKILL) and rejects 'aborted'; a missing
 * binary rejects 'unavailable'; a stall rejects 'corrupt'; an error thrown by a callback kills it and rejects with that.
 */
export async function runFfmpeg(
  binary: string,
  args: string[],
  cwd: string,
  signal: AbortSignal | undefined,
  on: { onStart?: () => void; onLine?: (line: string) => void } = {},
): Promise<RunResult> {
  const [command, ...argv] = [...(await (prefix ??= findPrefix())), binary, ...args]
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(fail('aborted'))
    const child = spawn(command, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let failure: unknown = null
    let stderr = ''
    let pending = ''
    const kill = (why: unknown) => {
      failure ??= why
      child.kill('SIGKILL')
    }
    const guard = (f: () => void) => {
      try {
        f()
      } catch (e) {
        kill(e)
      }
    }
    const onAbort = () => kill(fail('aborted'))
    signal?.addEventListener('abort', onAbort, { once: true })
    let stall = setTimeout(() => kill(fail('corrupt', 'ffmpeg stalled')), STALL_MS)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      clearTimeout(stall)
      stall = setTimeout(() => kill(fail('corrupt', 'ffmpeg stalled')), STALL_MS)
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      guard(() => lines.forEach((line) => on.onLine?.(line.trim())))
    })
    // Only the tail is kept: enough for the log (-loglevel error says little), with bounded memory.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)))
    child.on('error', (e: NodeJS.ErrnoException) => {
      failure ??= e.code === 'ENOENT' ? fail('unavailable') : e
      // Not started at all: no process to wait for.
      if (child.pid === undefined) finish()
    })
    const finish = (code: number | null = null) => {
      clearTimeout(stall)
      signal?.removeEventListener('abort', onAbort)
      if (failure) reject(failure)
      else resolve({ code, stderr: stderr.trim() })
    }
    child.on('close', finish)
    if (child.pid !== undefined) guard(() => on.onStart?.())
  })
}
