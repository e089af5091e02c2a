// A fresh, migrated database per test file: a copy of a migrated PGlite data folder (tests/seed-snapshot.ts), or a
// throwaway database on the PostgreSQL server named by TEST_DATABASE_URL. It becomes the process's database (installDbHandle).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { installDbHandle, openDatabase, type DbHandle } from '@/lib/db/client'
import { openedJobQueue } from '@/lib/jobs'
import { migrateDatabase } from '@/lib/db/migrate'
import { copyPgliteFolder, copySnapshotStorage, migratedPgliteFolder, seededSnapshot } from './seed-snapshot'
import type { SeedSummary } from '@/lib/seed'

export interface TestDatabase extends DbHandle {
  cleanup(): Promise<void>
}

export const usingPostgres = !!process.env.TEST_DATABASE_URL

/** A queue a test's upload opened (lib/jobs) polls its database: it stops before the database closes. */
async function stopJobQueue() {
  const queue = await openedJobQueue()?.catch(() => undefined)
  await queue?.stop(2_000)
  ;(globalThis as { __jobQueue?: unknown }).__jobQueue = undefined
}

export async function createTestDatabase(
  opts: { template?: string; pgliteFolder?: string } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    // A copy of a migrated (or seeded) data folder: PGlite's initdb and the migrations ran once for the whole run.
    const dataDir = copyPgliteFolder(opts.pgliteFolder ?? (await migratedPgliteFolder()))
    const handle = await openDatabase({ dataDir }).catch((e) => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      throw e
    })
    installDbHandle(handle)
    return {
      ...handle,
      cleanup: async () => {
        await stopJobQueue()
        await handle.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const { Client } = await import('pg')
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ''}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ url: url.toString() })
  if (!opts.template) await migrateDatabase(handle)
  installDbHandle(handle)
  return {
    ...handle,
    cleanup: async () => {
      await stopJobQueue()
      await handle.close()
      const dropper = new Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/**
 * A fresh database holding the demo seed, and the seed's files in this process's STORAGE_DIR: what most integration
 * tests start from. Migrating and seeding once per run (tests/seed-snapshot.ts) and copying the result is ~10× quicker
 * than doing both per test file; the database is still the test file's own.
 */
export type SeededTestDatabase = TestDatabase & { seeded: SeedSummary }

export async function createSeededTestDatabase(): Promise<SeededTestDatabase> {
  const snapshot = await seededSnapshot()
  copySnapshotStorage(snapshot)
  const db = await createTestDatabase(
    snapshot.pgliteDir ? { pgliteFolder: snapshot.pgliteDir } : { template: snapshot.template },
  )
  return { ...db, seeded: snapshot.summary }
}

/** A Request as the dispatcher sees it, with the tenant in the Host header. */
export function apiRequest(
  path: string,
  init: { host?: string; method?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
) {
  const host = init.host ?? 'demo.localhost'
  const headers: Record<string, string> = { host, ...init.headers }
  let body: string | undefined
  if (init.raw !== undefined) body = init.raw
  else if (init.body !== undefined) body = JSON.stringify(init.body)
  if (body !== undefined) headers['content-type'] = 'application/json'
  return new Request(`http://${host}${path}`, { method: init.method ?? 'GET', headers, body })
}
