// Database CLI: `npx tsx scripts/db.ts <migrate|seed|reset>` against the database the environment names, and
// `operator-key <tenant> [label]`, which issues a tenant operator's key for the consulting API and prints it once, and
// `platform-owner <login> <phone> [name]`, which adds an administrator of the platform console (npm run platform:owner),
// and `citus`, which prints the Citus statements for the committed migrations (npm run db:citus; docs/deploy.md).
import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { openDatabase, optionsFromEnv, type DbHandle } from '../lib/db/client'
import { getEnv } from '../lib/env'
import { migrateDatabase } from '../lib/db/migrate'
import { seedDatabase, seedStorageKeys } from '../lib/seed'
import { getStorage } from '../lib/storage'
import { newOperatorKey, operatorKeyHash } from '../lib/auth/operator-key'
import { insertOperatorKey } from '../lib/db/queries/consultation'
import { tenants } from '../lib/db/schema'
import { hashPassword, initialPassword } from '../lib/auth/password'
import { getOperatorByLoginName, insertOperator } from '../lib/db/queries/operators'
import { inviteOperatorInput } from '../lib/contract/schemas/admin'
import { ensurePlatformTenant } from '../lib/seed/platform'
import { platformOrigin } from '../lib/site-url'
import { citusProblems, citusStatements, readSchema } from '../lib/db/citus'

const newPlatformOwner = inviteOperatorInput.pick({ loginName: true, name: true, phone: true })

const COMMANDS = ['migrate', 'seed', 'reset', 'operator-key', 'platform-owner', 'citus'] as const
type Command = (typeof COMMANDS)[number]

const log = (line: string) => console.log(line)

function describeTarget(): string {
  const url = process.env.DATABASE_URL
  if (!url) return `PGlite at ${path.resolve(getEnv().pgliteDir)}`
  try {
    const u = new URL(url)
    return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}

async function open(): Promise<DbHandle> {
  return openDatabase(optionsFromEnv())
}

async function migrate(handle: DbHandle): Promise<void> {
  log('db: applying migrations')
  await migrateDatabase(handle)
}

async function seed(handle: DbHandle): Promise<void> {
  const summary = await seedDatabase(handle.db, { log })
  log(
    `db: seeded ${summary.tenants.length} tenant(s), ${summary.rowsChanged} row(s) changed, ${summary.filesWritten} file(s) written`,
  )
}

/** Empties the database (PGlite: the folder; PostgreSQL: the schemas) and removes the seed's files. */
async function wipe(): Promise<void> {
  if (process.env.DATABASE_URL) {
    const handle = await open()
    try {
      log('db: dropping schemas public and drizzle')
      // pgboss: the job queue's tables (lib/jobs), made again by the next start.
      await handle.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`)
      await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`)
      await handle.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`)
      await handle.db.execute(sql`CREATE SCHEMA public`)
      await handle.db.execute(sql`CREATE SCHEMA drizzle`)
    } finally {
      await handle.close()
    }
  } else {
    // Opening takes the PID lock, so a running server makes this fail before anything is deleted.
    const dir = getEnv().pgliteDir
    const handle = await open()
    await handle.close()
    log(`db: deleting ${path.resolve(dir)}`)
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const storage = getStorage()
  const keys = seedStorageKeys()
  for (const key of keys) await storage.deleteObject(key)
  log(`db: removed ${keys.length} seed file(s) from storage`)
}

/** A new key for the tenant's operators (X-Operator-Key): only its hash is stored, so this is the one time it is shown. */
async function issueOperatorKey(slug: string | undefined, label = '运营人员'): Promise<void> {
  if (!slug) throw new Error('usage: npm run db:operator-key -- <tenant slug> [label]')
  const handle = await open()
  try {
    await migrate(handle)
    const [tenant] = await handle.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug))
    if (!tenant) throw new Error(`no tenant named ${slug}`)
    const key = newOperatorKey()
    await insertOperatorKey(handle.db, {
      tenantId: tenant.id,
      label: label.slice(0, 40),
      keyHash: operatorKeyHash(key),
    })
    log(`db: operator key for ${slug} (${label}) — shown once, keep it safe:\n${key}`)
  } finally {
    await handle.close()
  }
}

/**
 * A platform owner (issue 28): an administrator of the platform console, which creates, opens and closes tenants. The
 * password printed is an initial one, replaced at first sign-in; the second factor goes to the phone given.
 */
async function addPlatformOwner(loginName: string | undefined, phone: string | undefined, name = loginName) {
  const usage = 'usage: npm run platform:owner -- <login name> <phone> [name]'
  const input = newPlatformOwner.safeParse({ loginName, phone, name })
  if (!input.success) throw new Error(`${input.error.issues.map((i) => i.message).join('；')}\n${usage}`)
  const handle = await open()
  try {
    await migrate(handle)
    const password = initialPassword()
    await handle.db.transaction(async (tx) => {
      const platform = await ensurePlatformTenant(tx)
      if (await getOperatorByLoginName(tx, { tenantId: platform.id, loginName: input.data.loginName }))
        throw new Error(`platform operator ${input.data.loginName} exists already (reset passwords in the console)`)
      await insertOperator(tx, {
        tenantId: platform.id,
        ...input.data,
        role: 'admin',
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
      })
    })
    log(
      `db: platform owner ${input.data.loginName} created. Sign in at ${platformOrigin()}/admin/login with the ` +
        `initial password below (shown once; it must be changed at first sign-in) and the code sent to ${phone}:\n${password}`,
    )
  } finally {
    await handle.close()
  }
}

async function run(command: Command): Promise<void> {
  // The plan reads the committed migrations on a scratch database and prints only SQL, to paste or pipe.
  if (command === 'citus') return printCitusPlan()
  log(`db: ${command} on ${describeTarget()}`)
  if (command === 'operator-key') return issueOperatorKey(process.argv[3], process.argv[4])
  if (command === 'platform-owner') return addPlatformOwner(process.argv[3], process.argv[4], process.argv[5])
  // A misconfigured storage provider should stop us before the database is touched.
  if (command !== 'migrate') getStorage()
  if (command === 'reset') await wipe()
  const handle = await open()
  try {
    await migrate(handle)
    if (command !== 'migrate') await seed(handle)
  } finally {
    await handle.close()
  }
  log('db: done')
}

/** The statements that distribute the migrated schema with Citus, or why it cannot be (docs/deploy.md). */
async function printCitusPlan(): Promise<void> {
  const handle = await openDatabase({ memory: true })
  try {
    await migrateDatabase(handle)
    const schema = await readSchema(handle.db)
    const problems = citusProblems(schema)
    if (problems.length) throw new Error(`the schema cannot be distributed by tenant_id:\n  ${problems.join('\n  ')}`)
    console.log(citusStatements(schema).join('\n'))
  } finally {
    await handle.close()
  }
}

// Drizzle wraps driver errors as "Failed query: …"; the reason (e.g. ECONNREFUSED) is in the cause.
function describeError(e: unknown): string {
  if (!(e instanceof Error)) return String(e)
  const cause = e.cause instanceof Error ? e.cause.message || (e.cause as NodeJS.ErrnoException).code : undefined
  return cause ? `${e.message.split('\n')[0]} (${cause})` : e.message
}

async function main(): Promise<number> {
  const command = process.argv[2]
  if (!COMMANDS.includes(command as Command)) {
    console.error(
      `usage: npx tsx scripts/db.ts <${COMMANDS.join('|')}> (operator-key <tenant> [label]; platform-owner <login> <phone> [name])`,
    )
    return 2
  }
  try {
    await run(command as Command)
    return 0
  } catch (e) {
    console.error(`db: ${command} failed: ${describeError(e)}`)
    return 1
  }
}

main().then((code) => process.exit(code))
