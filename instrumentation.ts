// Server start-up: the server process owns the database, so it migrates and (when empty) seeds it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Before anything slow: from here on X-Forwarded-* is the socket peer's or a trusted proxy's (lib/api/forwarded-headers).
  const { installForwardedHeaders } = await import('./lib/api/forwarded-headers')
  installForwardedHeaders()
  // TRACE, CONNECT, PROPFIND, FOO…: 405 with the build's security headers before Next sees them (lib/api/unknown-methods).
  const { installUnknownMethodGuard } = await import('./lib/api/unknown-methods')
  installUnknownMethodGuard()
  // Nothing touches the database at build time (stack notes, pitfall 4).
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Node-only code stays in a module this file imports only on the Node runtime (pitfall 7).
  const { prepareDatabaseOrExit } = await import('./lib/seed/prepare')
  await prepareDatabaseOrExit()
  // Several instances (REDIS_URL): one SESSION_SECRET for every instance of this build, or this one does not serve.
  const { getEnv } = await import('./lib/env')
  const { sharedSecretProblem } = await import('./cache-shared.mjs')
  const problem = await sharedSecretProblem(getEnv().sessionSecret).catch((error: Error) => {
    // Redis unreachable: the check waits for another start; pages render from the database meanwhile.
    console.warn(`[startup] could not compare SESSION_SECRET with the other instances: ${error.message}`)
    return null
  })
  if (problem) {
    console.error(`\n[startup] ${problem}\n`)
    process.exit(1)
  }
  // SIGTERM: requests in flight finish, then jobs, the pool and Redis close before the exit (lib/api/graceful-shutdown).
  const { installGracefulShutdown } = await import('./lib/api/graceful-shutdown')
  const { openedJobQueue } = await import('./lib/jobs')
  const { openedDbHandle } = await import('./lib/db/client')
  const { closeSharedCache, sharedCacheUrl } = await import('./cache-shared.mjs')
  installGracefulShutdown({
    early: [['job workers', async () => (await openedJobQueue())?.stop()]],
    late: [
      ['database', async () => (await openedDbHandle())?.close()],
      ...(sharedCacheUrl() ? ([['Redis', closeSharedCache]] as const) : []),
    ],
  })
  // Background jobs (lib/services/background-jobs): not awaited, the first page does not wait for the queue's set-up.
  const { startBackgroundJobs } = await import('./lib/services/background-jobs')
  void startBackgroundJobs()
}
