// The demo seed, made once per run and copied into each integration test file's own database (tests/db.ts,
// createSeededTestDatabase). Creating a PGlite cluster, migrating and seeding took 8–11 s per file on CI's two cores;
// starting from a snapshot takes well under one. The snapshot is keyed by a hash of the migrations and lib/, so a
// change to either makes a new one; the first Jest worker to need it makes it, the others wait or reuse it.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '@/lib/db/client'
import { migrateDatabase } from '@/lib/db/migrate'
import { getEnv } from '@/lib/env'
import { seedDatabase, type SeedSummary } from '@/lib/seed'
import { LocalDiskStorage } from '@/lib/storage/local-disk'

export interface SeedSnapshot {
  summary: SeedSummary
  /** The files the seed wrote (covers, avatars, logos, clips). */
  storageDir: string
  /** PGlite: the seeded data folder as a tarball, fresh for each database. */
  pglite?: () => Blob
  /** PostgreSQL: the seeded template database each test database is created from. */
  template?: string
}

const ROOT = process.cwd()
let memo: { key: string; snapshot: Promise<SeedSnapshot> } | null = null

/** A hash of everything the seeded database depends on: the migrations, the code under lib/ and the locked packages. */
function fingerprint(): string {
  const hash = createHash('sha256')
  const add = (rel: string) => {
    const full = path.join(ROOT, rel)
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) if (!/\.test\.tsx?$/.test(name)) add(path.join(rel, name))
    } else hash.update(`${rel}\n`).update(fs.readFileSync(full))
  }
  for (const rel of ['drizzle', 'lib', 'package-lock.json']) add(rel)
  return hash.digest('hex').slice(0, 16)
}

/** Fills `dir` (summary.json, storage/, and pglite.tar for PGlite) by migrating and seeding `handle`'s database. */
async function seedInto(dir: string, open: () => ReturnType<typeof openDatabase>, pglite: boolean) {
  const storageDir = path.join(dir, 'storage')
  const handle = await open()
  try {
    await migrateDatabase(handle)
    const summary = await seedDatabase(handle.db, { storage: new LocalDiskStorage(storageDir) })
    fs.writeFileSync(path.join(dir, 'summary.json'), JSON.stringify(summary))
    if (pglite)
      fs.writeFileSync(path.join(dir, 'pglite.tar'), Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()))
  } finally {
    await handle.close()
  }
}

/** Builds a snapshot folder next to its final place and moves it there in one step; a racing worker's copy wins. */
async function buildFolder(final: string, fill: (dir: string) => Promise<void>) {
  const temp = `${final}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
  fs.mkdirSync(temp, { recursive: true })
  try {
    await fill(temp)
    fs.renameSync(temp, final)
  } catch (e) {
    fs.rmSync(temp, { recursive: true, force: true })
    if (!fs.existsSync(path.join(final, 'summary.json'))) throw e
  }
}

async function pgliteSnapshot(key: string): Promise<SeedSnapshot> {
  const dir = path.join(os.tmpdir(), `qh-seed-${key}-pglite`)
  if (!fs.existsSync(path.join(dir, 'summary.json')))
    await buildFolder(dir, (temp) => seedInto(temp, () => openDatabase({ memory: true }), true))
  const tar = fs.readFileSync(path.join(dir, 'pglite.tar'))
  return {
    summary: JSON.parse(fs.readFileSync(path.join(dir, 'summary.json'), 'utf8')),
    storageDir: path.join(dir, 'storage'),
    pglite: () => new Blob([tar]),
  }
}

/**
 * PostgreSQL: a template database `qh_seed_<key>`, made under an advisory lock (workers take turns) with a temporary
 * name and renamed when complete, so a failed seed never leaves a half-made template behind.
 */
async function postgresSnapshot(key: string, serverUrl: string): Promise<SeedSnapshot> {
  const template = `qh_seed_${key}`
  const dir = path.join(os.tmpdir(), `qh-seed-${key}-postgres`)
  const { Client } = await import('pg')
  const admin = new Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query('SELECT pg_advisory_lock(7319001)')
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1
    if (!exists || !fs.existsSync(path.join(dir, 'summary.json'))) {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`)
      fs.rmSync(dir, { recursive: true, force: true })
      const building = `${template}_${process.pid}`
      await admin.query(`DROP DATABASE IF EXISTS ${building}`)
      await admin.query(`CREATE DATABASE ${building}`)
      const url = new URL(serverUrl)
      url.pathname = `/${building}`
      await buildFolder(dir, (temp) => seedInto(temp, () => openDatabase({ url: url.toString() }), false))
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`)
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7319001)').catch(() => {})
    await admin.end()
  }
  return {
    summary: JSON.parse(fs.readFileSync(path.join(dir, 'summary.json'), 'utf8')),
    storageDir: path.join(dir, 'storage'),
    template,
  }
}

/** The run's seeded snapshot for the database the tests use (TEST_DATABASE_URL, else PGlite). */
export function seededSnapshot(): Promise<SeedSnapshot> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const key = fingerprint()
  if (memo?.key !== `${serverUrl}:${key}`) {
    memo = { key: `${serverUrl}:${key}`, snapshot: serverUrl ? postgresSnapshot(key, serverUrl) : pgliteSnapshot(key) }
  }
  return memo.snapshot
}

/** Copies the seed's files into this process's storage folder, where the seed itself would have written them. */
export function copySnapshotStorage(snapshot: SeedSnapshot) {
  const env = getEnv()
  if (env.storageProvider !== 'local') return
  fs.cpSync(snapshot.storageDir, path.resolve(env.storageDir), { recursive: true })
}
