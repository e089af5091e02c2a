// Applies the committed drizzle-kit migrations (drizzle/) to either driver.
import path from 'node:path'
import type { DbHandle } from './client'

const MIGRATIONS_FOLDER = path.join(/*turbopackIgnore: true*/ process.cwd(), 'drizzle')

export async function migrateDatabase(handle: DbHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(handle.db as any, { migrationsFolder })
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(handle.db as any, { migrationsFolder })
  }
}
