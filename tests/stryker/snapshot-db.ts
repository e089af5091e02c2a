// Stryker-only stand-in for tests/db.ts (mapped in tests/stryker/jest.config.mjs): every test file gets its own database,
// restored from a migrated and seeded PGlite snapshot. Why: Stryker reruns the covering test files for every mutant, and
// PGlite's initdb, the migrations and the seed cost half a minute per file on two shared cores; restoring costs seconds.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { installDbHandle, pgliteRaw, type Db, type DbHandle } from '@/lib/db/client'
import { migrateDatabase } from '@/lib/db/migrate'
import * as schema from '@/lib/db/schema'
import type { SeedSummary } from '../../lib/seed'

export { apiRequest } from '../db'
export const usingPostgres = false

export interface TestDatabase extends DbHandle {
  cleanup(): Promise<void>
}

/** What the seed reported when the snapshot was taken; the mapped seedDatabase answers with it. */
export const snapshotSummaries = new WeakMap<Db, SeedSummary>()

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort()
}

/** Changes to the migrations, the schema, the seed or PGlite make a new snapshot; stale ones are never reused. */
function snapshotKey(): string {
  const hash = createHash('sha256')
  const root = process.cwd()
  for (const dir of ['drizzle', 'lib/db/schema', 'lib/seed']) {
    for (const file of filesUnder(path.join(root, dir))) {
      if (/\.test\.ts$/.test(file)) continue
      hash.update(path.relative(root, file)).update(fs.readFileSync(file))
    }
  }
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')))
  return hash.digest('hex').slice(0, 16)
}

async function openPglite(loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const client = await PGlite.create({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) })
  const handle: DbHandle = {
    db: drizzle(client, { schema }) as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
    raw: pgliteRaw(client),
  }
  return { client, handle }
}

async function takeSnapshot(tarFile: string, summaryFile: string): Promise<void> {
  // The real seed, imported past the mapping that replaces it in mutant runs.
  const { seedDatabase } = await import('../../lib/seed')
  const { client, handle } = await openPglite()
  await migrateDatabase(handle)
  const summary = await seedDatabase(handle.db)
  const dump = await client.dumpDataDir('none')
  await client.close()
  // Written aside and renamed, so a second worker taking the same snapshot never reads half a file.
  const unique = `${process.pid}-${Date.now()}`
  fs.writeFileSync(`${summaryFile}.${unique}`, JSON.stringify(summary))
  fs.writeFileSync(`${tarFile}.${unique}`, Buffer.from(await dump.arrayBuffer()))
  fs.renameSync(`${summaryFile}.${unique}`, summaryFile)
  fs.renameSync(`${tarFile}.${unique}`, tarFile)
  // Snapshots of older migrations or seeds are never read again; each is some 40 MB.
  const dir = path.dirname(tarFile)
  for (const name of fs.readdirSync(dir)) {
    if (/^qh-stryker-db-[0-9a-f]{16}\.(tar|json)$/.test(name) && !tarFile.endsWith(name.replace(/json$/, 'tar'))) {
      fs.rmSync(path.join(dir, name), { force: true })
    }
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const base = path.join(os.tmpdir(), `qh-stryker-db-${snapshotKey()}`)
  const tarFile = `${base}.tar`
  const summaryFile = `${base}.json`
  if (!fs.existsSync(tarFile) || !fs.existsSync(summaryFile)) await takeSnapshot(tarFile, summaryFile)
  const { handle } = await openPglite(new Blob([fs.readFileSync(tarFile)]))
  snapshotSummaries.set(handle.db, JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as SeedSummary)
  installDbHandle(handle)
  return { ...handle, cleanup: () => handle.close() }
}
