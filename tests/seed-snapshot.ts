// The demo seed, made once per run and copied into each integration test file's own database (tests/db.ts,
// createSeededTestDatabase). Creating a PGlite cluster, migrating and seeding took 8–11 s per file on CI's two cores;
// starting from a snapshot takes well under one. The snapshot is keyed by a hash of the migrations and lib/, so a
// change to either makes a new one; the first Jest worker to need it makes it, the others wait or reuse it.
// On PGlite the snapshots are data folders — an empty migrated cluster and the seeded one — in memory (/dev/shm) where
// the machine has it: a test copies the folder (~50 ms) and PGlite opens the copy reading only the pages it needs, where
// loading a 44 MB dumpDataDir() tarball into PGlite's in-memory file system took ~1 s per file on two busy cores.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, pidAlive } from '@/lib/db/client'
import { migrateDatabase } from '@/lib/db/migrate'
import { getEnv } from '@/lib/env'
import { seedDatabase, type SeedSummary } from '@/lib/seed'
import { LocalDiskStorage } from '@/lib/storage/local-disk'

export interface SeedSnapshot {
  summary: SeedSummary
  /** The files the seed wrote (covers, avatars, logos, clips). */
  storageDir: string
  /** PGlite: the seeded data folder, which each test file copies (copyPgliteFolder). */
  pgliteDir?: string
  /** PostgreSQL: the seeded template database each test database is created from. */
  template?: string
}

const ROOT = process.cwd()
/** Where PGlite's snapshots and each test file's copy live: in memory where the machine has a tmpfs. */
const SNAPSHOT_ROOT = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir()
let memo: { key: string; snapshot: Promise<SeedSnapshot> } | null = null
let migratedMemo: { key: string; dir: Promise<string> } | null = null

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

/** Builds a snapshot folder next to its final place and moves it there in one step; a racing worker's copy wins. */
async function buildFolder(final: string, fill: (dir: string) => Promise<void>) {
  const temp = `${final}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
  fs.mkdirSync(temp, { recursive: true })
  try {
    await fill(temp)
    fs.renameSync(temp, final)
  } catch (e) {
    fs.rmSync(temp, { recursive: true, force: true })
    if (!fs.existsSync(path.join(final, 'done'))) throw e
  }
}

/** A copy of a PGlite data folder for one test file (or one test's own database); the caller removes it. */
export function copyPgliteFolder(from: string): string {
  const dir = path.join(SNAPSHOT_ROOT, `qh-test-${process.pid}-${randomBytes(4).toString('hex')}`)
  fs.cpSync(from, dir, { recursive: true })
  return dir
}

/**
 * Snapshots of other code (an hour old) and copies whose process is gone (a killed worker): in /dev/shm they hold
 * memory until the machine restarts.
 */
function pruneStale(key: string) {
  for (const name of fs.readdirSync(SNAPSHOT_ROOT)) {
    const full = path.join(SNAPSHOT_ROOT, name)
    const copy = /^qh-test-(\d+)-/.exec(name)
    const snapshot = /^qh-(seed|migrated)-([0-9a-f]+)-pglite/.exec(name)
    const stale = copy
      ? !pidAlive(Number(copy[1]))
      : snapshot && snapshot[2] !== key && Date.now() - fs.statSync(full).mtimeMs > 3_600_000
    if (stale) fs.rmSync(full, { recursive: true, force: true })
  }
}

/** PGlite: an empty cluster with every migration applied, made once per run (createTestDatabase copies it). */
export function migratedPgliteFolder(): Promise<string> {
  const key = fingerprint()
  if (migratedMemo?.key !== key) {
    const dir = path.join(SNAPSHOT_ROOT, `qh-migrated-${key}-pglite`)
    const build = async () => {
      if (!fs.existsSync(path.join(dir, 'done'))) {
        pruneStale(key)
        await buildFolder(dir, async (temp) => {
          const handle = await openDatabase({ dataDir: path.join(temp, 'pgdata') })
          try {
            await migrateDatabase(handle)
          } finally {
            await handle.close()
          }
          fs.writeFileSync(path.join(temp, 'done'), '')
        })
      }
      return path.join(dir, 'pgdata')
    }
    migratedMemo = { key, dir: build() }
  }
  return migratedMemo.dir
}

/** Fills `dir` (summary.json, storage/) by seeding `handle`'s migrated database. */
async function seedInto(dir: string, handle: Awaited<ReturnType<typeof openDatabase>>) {
  try {
    const summary = await seedDatabase(handle.db, { storage: new LocalDiskStorage(path.join(dir, 'storage')) })
    fs.writeFileSync(path.join(dir, 'summary.json'), JSON.stringify(summary))
  } finally {
    await handle.close()
  }
  fs.writeFileSync(path.join(dir, 'done'), '')
}

async function pgliteSnapshot(key: string): Promise<SeedSnapshot> {
  const dir = path.join(SNAPSHOT_ROOT, `qh-seed-${key}-pglite`)
  if (!fs.existsSync(path.join(dir, 'done'))) {
    const migrated = await migratedPgliteFolder()
    await buildFolder(dir, async (temp) => {
      fs.cpSync(migrated, path.join(temp, 'pgdata'), { recursive: true })
      await seedInto(temp, await openDatabase({ dataDir: path.join(temp, 'pgdata') }))
    })
  }
  return {
    summary: JSON.parse(fs.readFileSync(path.join(dir, 'summary.json'), 'utf8')),
    storageDir: path.join(dir, 'storage'),
    pgliteDir: path.join(dir, 'pgdata'),
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
    if (!exists || !fs.existsSync(path.join(dir, 'done'))) {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`)
      fs.rmSync(dir, { recursive: true, force: true })
      const building = `${template}_${process.pid}`
      await admin.query(`DROP DATABASE IF EXISTS ${building}`)
      await admin.query(`CREATE DATABASE ${building}`)
      const url = new URL(serverUrl)
      url.pathname = `/${building}`
      await buildFolder(dir, async (temp) => {
        const handle = await openDatabase({ url: url.toString() })
        await migrateDatabase(handle)
        await seedInto(temp, handle)
      })
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
