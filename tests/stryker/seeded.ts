// Stryker-only stand-in for '@/lib/seed' (mapped in tests/stryker/jest.config.mjs): a database restored from the seeded
// snapshot is not seeded again, its seed summary is answered instead; any other database gets the real seed.
import type { Db } from '@/lib/db/client'
import { seedDatabase as realSeedDatabase, type SeedOptions, type SeedSummary } from '../../lib/seed'
import { snapshotSummaries } from './snapshot-db'

export * from '../../lib/seed'

export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  return snapshotSummaries.get(db) ?? realSeedDatabase(db, opts)
}
