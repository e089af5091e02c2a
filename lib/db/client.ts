// One database handle per process: PGlite in .data/ by default, node-postgres when DATABASE_URL is set.
import fs from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { getEnv, type RawEnv } from '@/lib/env'
import { installQueryErrorRedaction } from './error-log'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
type Driver = 'pglite' | 'postgres'

export interface DbHandle {
  db: Db
  driver: Driver
  close(): Promise<void>
  /** PostgreSQL only: runs `work` while no other process holds advisory lock `key` (PGlite has one process anyway). */
  exclusive?<T>(key: number, work: () => Promise<T>): Promise<T>
  /**
   * One SQL text as node-postgres answers it: one result, or an array of them for several statements without values.
   * The job queue (lib/jobs) runs on the app's connections through this instead of opening a pool of its own.
   */
  raw(text: string, values?: unknown[]): Promise<RawResult | RawResult[]>
}

export interface RawResult {
  rows: Record<string, unknown>[]
}

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  url?: string
  /** PGlite data folder; ignored with `url` or `memory`. */
  dataDir?: string
  /** In-memory PGlite (tests): nothing on disk, nothing shared. */
  memory?: boolean
}

type PgliteClient = import('@electric-sql/pglite').PGlite

/** `raw` on PGlite, whose query() takes one statement and exec() several but no values. */
export function pgliteRaw(client: PgliteClient): DbHandle['raw'] {
  return async (text, values) => {
    if (values?.length) return (await client.query(text, values)) as RawResult
    const results = (await client.exec(text)) as RawResult[]
    return results.length === 1 ? results[0] : results
  }
}

class DatabaseLockedError extends Error {}

/** Whether a process of this machine is alive (a PID file's owner). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite has no lock between processes and a second writer silently loses data, so the folder gets a
 * PID file beside it. A live owner makes us fail fast; a stale file (crashed owner) is taken over.
 */
function acquirePgliteLock(dir: string): () => void {
  const lockPath = `${path.resolve(/*turbopackIgnore: true*/ dir)}.lock`
  fs.mkdirSync(path.dirname(lockPath), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath)
        } catch {
          /* already gone */
        }
      }
      process.once('exit', release)
      return release
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const owner = Number(fs.readFileSync(lockPath, 'utf8'))
      if (owner === process.pid) return () => {}
      if (owner && pidAlive(owner)) {
        throw new DatabaseLockedError(
          `The PGlite data folder ${dir} is in use by process ${owner}. ` +
            'The embedded database serves one app instance: stop that process (e.g. the running `npm start`), ' +
            'or run every instance on one PostgreSQL server by setting DATABASE_URL (docs/deploy.md).',
        )
      }
      fs.unlinkSync(lockPath)
    }
  }
  throw new DatabaseLockedError(`Could not lock ${dir}`)
}

export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new Pool({ connectionString: options.url, max: getEnv().databasePoolMax })
    // The server can end any connection (restart, failover, pg_terminate_backend). node-postgres reports it as an
    // 'error' event, and one nobody listens to takes the process down. The pool listens only while a client is
    // idle; a client a transaction holds between two statements was unwatched (measured: pg_ctl restart -m fast
    // under load gave two uncaughtExceptions). So every client listens for its whole life: the statement in flight
    // fails by itself, and the pool discards the broken client when it comes back.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error(`[db] PostgreSQL connection lost: ${error.message}`)),
    )
    // Already logged by the client's own listener above; the pool still needs one to not re-throw.
    pool.on('error', () => {})
    const db = drizzle(pool, { schema }) as unknown as Db
    // A failed statement's error never carries its parameters (phones, password hashes) to a log (issue 23 L1).
    installQueryErrorRedaction(db)
    // Several app instances start at once on one server: start-up's migrate-and-seed takes turns under a session lock.
    const exclusive = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [key])
        try {
          return await work()
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key])
        }
      } finally {
        client.release()
      }
    }
    const raw = (text: string, values?: unknown[]) => pool.query(text, values) as Promise<RawResult | RawResult[]>
    return { db, driver: 'postgres', close: () => pool.end(), exclusive, raw }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  let release = () => {}
  let dataDir: string | undefined
  if (!options.memory) {
    dataDir = options.dataDir || getEnv().pgliteDir
    release = acquirePgliteLock(dataDir)
    fs.mkdirSync(dataDir, { recursive: true })
  }
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
    const db = drizzle(client, { schema }) as unknown as Db
    installQueryErrorRedaction(db)
    return {
      db,
      driver: 'pglite',
      close: async () => {
        await client.close()
        release()
      },
      raw: pgliteRaw(client),
    }
  } catch (e) {
    release()
    throw e
  }
}

/** Options from the environment: DATABASE_URL, else PGLITE_DIR (default .data/pglite). */
export function optionsFromEnv(source: RawEnv = process.env): OpenOptions {
  const env = getEnv(source)
  return env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.pgliteDir }
}

// Next bundles route handlers and pages separately; globalThis keeps one handle for the whole process.
const holder = globalThis as unknown as { __dbHandle?: Promise<DbHandle> }

export function getDbHandle(): Promise<DbHandle> {
  if (!holder.__dbHandle) {
    holder.__dbHandle = openDatabase(optionsFromEnv()).catch((e) => {
      holder.__dbHandle = undefined
      throw e
    })
  }
  return holder.__dbHandle
}

/** The handle if this process opened one: shutdown closes it, and opens nothing just to close it. */
export function openedDbHandle(): Promise<DbHandle> | undefined {
  return holder.__dbHandle
}

/** Tests (and scripts) hand the process an already opened handle instead of the env's. */
export function installDbHandle(handle: DbHandle): void {
  holder.__dbHandle = Promise.resolve(handle)
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db
}
