// SIGTERM (a rolling deploy, `docker stop`, a scale-down): Next stops accepting connections, waits for the requests in
// flight and then calls process.exit. What the process holds besides them — running jobs, the database pool, the Redis
// connections — must end after those requests and before the exit, so the exit waits for the closers below.
type Closer = readonly [what: string, close: () => Promise<void>]

/** However long a closer hangs, the process ends this long after the requests have finished. */
const SHUTDOWN_GRACE_MS = 25_000

/**
 * On SIGTERM or SIGINT: `early` closers start at once (job workers stop fetching and finish the job in hand while the
 * requests drain), `late` ones when Next exits (the pool and Redis, which those requests were still using). Where
 * NEXT_MANUAL_SIG_HANDLE is set the signals belong to whoever set it, and nothing is installed.
 */
export function installGracefulShutdown({ early, late }: { early: readonly Closer[]; late: readonly Closer[] }) {
  if (process.env.NEXT_MANUAL_SIG_HANDLE) return
  const run = (closers: readonly Closer[]) =>
    Promise.all(
      closers.map(([what, close]) =>
        close().then(
          () => console.log(`[shutdown] ${what} closed`),
          (error: Error) => console.error(`[shutdown] ${what}: ${error.message}`),
        ),
      ),
    )
  let draining: Promise<unknown> | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) return
    console.log(`[shutdown] ${signal}: no new connections; finishing the requests in flight`)
    draining = run(early)
    const exit = process.exit.bind(process)
    let exiting = false
    process.exit = ((code?: number) => {
      if (exiting) return exit(code)
      exiting = true
      const deadline = setTimeout(() => exit(code), SHUTDOWN_GRACE_MS)
      void draining!
        .then(() => run(late))
        .finally(() => {
          clearTimeout(deadline)
          exit(code)
        })
    }) as typeof process.exit
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
}
