// Makes the run's PGlite snapshots (tests/seed-snapshot.ts: the migrated cluster and the seeded one) before Jest starts.
// npm test runs it beside the lint and the type check, whose last seconds leave a core idle; otherwise the first two
// Jest workers would both build them at the start, each at half speed (~10 s of two workers' time, measured).
import { seededSnapshot } from './seed-snapshot'

seededSnapshot().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
