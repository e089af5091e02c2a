/** @jest-environment node */
// A failing statement's error, however it is logged — our loggable(), or console.error / util.inspect as Next logs a
// page's error — shows the statement and the database's code, never its parameters (issue 23 L1: a new company's
// argon2 hash and phone were printed).
import { inspect } from 'node:util'
import { sql } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '@/tests/db'
import { loggable, redactQueryError } from './error-log'

const PHONE = '13912345678'
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g'
let handle: TestDatabase

beforeAll(async () => {
  handle = await createTestDatabase()
  await handle.db.execute(sql`create table accounts (phone text unique, password_hash text, name text)`)
}, 60_000)
afterAll(() => handle.cleanup())

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('the statement did not fail')
}

it('an insert that fails on its text (PGlite miscounts a lone surrogate) logs its SQL and code, not the phone or hash', async () => {
  const error = await failure(() =>
    handle.db.execute(sql`insert into accounts values (${PHONE}, ${HASH}, ${'汉\udc00'})`),
  )
  const printed = [
    loggable(error),
    inspect(error, { depth: 10 }),
    String((error as Error).stack),
    (error as Error).message,
  ]
  for (const text of printed) {
    expect(text).toContain('insert into accounts')
    expect(text).not.toContain(PHONE)
    expect(text).not.toContain(HASH)
    expect(text).not.toContain('argon2')
  }
  expect(loggable(error)).toContain('[22021]')
})

it('a unique violation keeps its code for the caller, but its detail (which quotes the phone) is gone', async () => {
  await handle.db.execute(sql`insert into accounts values (${PHONE}, ${HASH}, 'a')`)
  const error = (await failure(() =>
    handle.db.execute(sql`insert into accounts values (${PHONE}, ${HASH}, 'b')`),
  )) as Error & { cause?: { code?: string } }
  expect(error.cause?.code).toBe('23505')
  expect(inspect(error, { depth: 10 })).not.toContain(PHONE)
  expect(loggable(error)).not.toContain(PHONE)
})

it('a data error’s message, which quotes the value on PostgreSQL, is logged without it', async () => {
  const error = await failure(() => handle.db.execute(sql`select ${PHONE}::int`))
  expect(loggable(error)).toContain('[22003]')
  expect(inspect(error, { depth: 10 })).not.toContain(PHONE)
  expect(loggable(error)).not.toContain(PHONE)
})

it('loggable() drops the value fields of any driver error and keeps name, code, message and frames', () => {
  const driver = Object.assign(new Error('duplicate key value violates unique constraint "accounts_phone_key"'), {
    code: '23505',
    constraint: 'accounts_phone_key',
    detail: `Key (phone)=(${PHONE}) already exists.`,
    params: [PHONE, HASH],
  })
  const wrapped = Object.assign(
    new Error(`Failed query: insert into accounts values ($1, $2)\nparams: ${PHONE},${HASH}`, { cause: driver }),
    { params: [PHONE, HASH] },
  )
  const text = loggable(wrapped)
  expect(text).toContain('Failed query: insert into accounts values ($1, $2)')
  expect(text).toContain('[23505 accounts_phone_key]: duplicate key value')
  expect(text).toMatch(/\n\s+at /)
  expect(text).not.toContain(PHONE)
  expect(inspect(redactQueryError(wrapped), { depth: 10 })).not.toContain(PHONE)
  expect(loggable('plain words')).toBe('plain words')
  expect(loggable({ phone: PHONE })).toBe('(object thrown)')
})
