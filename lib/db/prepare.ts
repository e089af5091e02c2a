// Migrate, then seed an empty database: what `npm start` needs before the first request.
import { getDbHandle } from './client'
import { migrateDatabase } from './migrate'
import { isDatabaseSeeded, seedDatabase } from './seed'

export async function prepareDatabase(): Promise<void> {
  const started = Date.now()
  const handle = await getDbHandle()
  await migrateDatabase(handle)
  const seeded = await isDatabaseSeeded(handle.db)
  if (!seeded && process.env.SEED_ON_START !== '0') {
    await seedDatabase(handle.db)
    console.log(`[startup] ${handle.driver}: migrated and seeded the demo tenants in ${Date.now() - started} ms`)
  } else {
    console.log(`[startup] ${handle.driver}: migrations applied in ${Date.now() - started} ms`)
  }
}

/** For instrumentation: a throwing register() does not stop Next, and a server without its database is no server. */
export async function prepareDatabaseOrExit(): Promise<void> {
  try {
    await prepareDatabase()
  } catch (error) {
    console.error(`\n[startup] ${(error as Error).message}\n`)
    process.exit(1)
  }
}
