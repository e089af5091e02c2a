// Citus readiness (issue 29), on the migrated schema: every tenant table's keys and foreign keys contain tenant_id, so
// the schema distributes by tenant as it stands; and the statements docs/deploy.md gives are the ones it implies.
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '@/tests/db'
import { citusProblems, citusStatements, readSchema } from './citus'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase()
}, 60_000)
afterAll(() => db.cleanup())

test('every table is distributed by tenant_id or named a reference or coordinator table, with keys that allow it', async () => {
  expect(citusProblems(await readSchema(db.db))).toEqual([])
})

test('docs/deploy.md gives the statements the schema implies, reference tables first and parents before children', async () => {
  const statements = citusStatements(await readSchema(db.db))
  expect(statements[0]).toBe("SELECT create_reference_table('tenants');")
  const at = (table: string) => statements.findIndex((s) => s.includes(`'${table}'`))
  expect(at('courses')).toBeLessThan(at('lessons'))
  expect(at('individuals')).toBeLessThan(at('enrolments'))
  const doc = fs.readFileSync(path.join(process.cwd(), 'docs', 'deploy.md'), 'utf8')
  const block = /```sql\n-- citus: generated[^\n]*\n([\s\S]*?)```/.exec(doc)?.[1].trim().split('\n')
  expect(block).toEqual(statements)
})

test('a table made without tenant_id in its key, or a foreign key that skips it, is named', async () => {
  await db.db.execute(sql`create table scratch_notes (id serial primary key, tenant_id integer not null, body text)`)
  await db.db.execute(
    sql`create table scratch_links (tenant_id integer not null, id integer not null, course_id integer,
        primary key (tenant_id, id), foreign key (course_id) references scratch_notes (id))`,
  )
  await db.db.execute(sql`create table scratch_global (id serial primary key)`)
  try {
    expect(citusProblems(await readSchema(db.db))).toEqual([
      'scratch_global: no tenant_id column, and not named a reference or coordinator table',
      'scratch_notes: primary key (id) lacks tenant_id',
      'scratch_links: foreign key scratch_links_course_id_fkey (course_id) → scratch_notes (id) does not join on tenant_id',
    ])
  } finally {
    await db.db.execute(sql`drop table scratch_links, scratch_notes, scratch_global`)
  }
})
