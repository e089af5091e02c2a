// PostgreSQL restarts and failovers end connections; the process must survive and the pool serve new queries.
// Needs a real server (TEST_DATABASE_URL, as in `npm test` with DATABASE_URL); PGlite has no connections to lose.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createTestDatabase, usingPostgres, type TestDatabase } from '@/tests/db'

const describePg = usingPostgres ? describe : describe.skip

describePg('node-postgres pool when the server ends a connection', () => {
  let database: TestDatabase
  const uncaught: Error[] = []
  const record = (e: Error) => uncaught.push(e)

  beforeAll(async () => {
    database = await createTestDatabase()
    // Jest would report an uncaught error only after the test; recording it lets the test say what went wrong.
    process.on('uncaughtException', record)
  })

  beforeEach(() => {
    uncaught.length = 0
  })

  afterAll(async () => {
    process.off('uncaughtException', record)
    await database.cleanup()
  })

  /** What an administrator (or pg_ctl restart -m fast) does to a backend: FATAL 57P01 on its connection. */
  async function terminate(pid: number) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
    await admin.end()
  }

  const first = async (db: TestDatabase['db'], query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]
  const pidOf = async (db: TestDatabase['db']) => Number((await first(db, sql`SELECT pg_backend_pid() AS pid`)).pid)

  it('survives a connection ended in the middle of a transaction, and the next query succeeds', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    const inside = database.db.transaction(async (tx) => {
      await terminate(await pidOf(tx as unknown as TestDatabase['db']))
      // Between two statements the connection is checked out but idle: the error arrives as an event.
      await new Promise((r) => setTimeout(r, 500))
      await tx.execute(sql`SELECT 1`)
    })
    await expect(inside).rejects.toThrow()
    expect(uncaught.map((e) => e.message)).toEqual([])
    expect((await first(database.db, sql`SELECT 41 + 1 AS answer`)).answer).toBe(42)
    spy.mockRestore()
  })

  it('survives idle connections ended by the server and answers from fresh ones', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    const pid = await pidOf(database.db)
    await terminate(pid)
    await new Promise((r) => setTimeout(r, 500))
    expect(uncaught.map((e) => e.message)).toEqual([])
    expect(await pidOf(database.db)).not.toBe(pid)
    spy.mockRestore()
  })
})
