// Migrate, then seed an empty database: what `npm start` needs before the first request.
import { getDbHandle, type DbHandle } from '@/lib/db/client'
import { getEnv } from '@/lib/env'
import { migrateDatabase } from '@/lib/db/migrate'
import { isDatabaseSeeded, seedDatabase } from './index'

/** The advisory lock key of start-up: instances starting together migrate and seed one after another. */
const PREPARE_LOCK = 7_319_100

async function prepareDatabase(): Promise<void> {
  const handle = await getDbHandle()
  if (handle.exclusive) await handle.exclusive(PREPARE_LOCK, () => migrateAndSeed(handle))
  else await migrateAndSeed(handle)
}

async function migrateAndSeed(handle: DbHandle): Promise<void> {
  const started = Date.now()
  await migrateDatabase(handle)
  const seeded = await isDatabaseSeeded(handle.db)
  if (!seeded && getEnv().seedOnStart) {
    await seedDatabase(handle.db)
    console.log(`[startup] ${handle.driver}: migrated and seeded the demo tenants in ${Date.now() - started} ms`)
  } else {
    console.log(`[startup] ${handle.driver}: migrations applied in ${Date.now() - started} ms`)
  }
}

/**
 * For instrumentation: a throwing register() does not stop Next, and a server with an unusable configuration or
 * without its database is no server. The configuration is checked first so a production deploy that lacks
 * SESSION_SECRET or SMS_PROVIDER never answers a request.
 */
export async function prepareDatabaseOrExit(): Promise<void> {
  try {
    getEnv()
    await prepareDatabase()
  } catch (error) {
    console.error(`\n[startup] ${(error as Error).message}\n`)
    process.exit(1)
  }
}
