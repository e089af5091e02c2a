// Citus readiness (issue 29): read from a migrated database's catalogue, so a table added later is judged too. Citus
// distributes a table by one column and can enforce a key or a foreign key only when it contains that column; here
// that column is tenant_id, so every tenant's rows of every table live together on one worker (docs/deploy.md).
import { sql } from 'drizzle-orm'
import type { Db } from './client'

const DISTRIBUTION_COLUMN = 'tenant_id'

/** Tables without tenant_id, copied to every worker (small, read by every tenant's queries), and why. */
const REFERENCE_TABLES: Record<string, string> = {
  tenants: 'the tenants themselves: every tenant table refers to a row of it',
}

/** Tables that stay plain PostgreSQL tables on the coordinator, and why. */
const COORDINATOR_TABLES: Record<string, string> = {
  rate_limits:
    "rate-limiter-flexible's store (the library owns its shape): single-row upserts by a text key that begins with the tenant id",
}

interface TableRow {
  name: string
  hasTenant: boolean
}
interface UniqueRow {
  table: string
  index: string
  primary: boolean
  columns: string[]
}
interface ForeignRow {
  table: string
  name: string
  refers: string
  columns: string[]
  refColumns: string[]
}

/** Names are cast to text in the queries below: node-postgres parses text[] into arrays but hands name[] back as a string. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The public schema's tables, unique indexes (primary keys among them) and foreign keys. */
export async function readSchema(db: Db) {
  const tables = await rows<TableRow>(
    db,
    sql`select c.relname as name, exists (select 1 from pg_attribute a where a.attrelid = c.oid
          and a.attname = ${DISTRIBUTION_COLUMN} and not a.attisdropped) as "hasTenant"
        from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
  )
  const uniques = await rows<UniqueRow>(
    db,
    sql`select t.relname as "table", ic.relname as index, i.indisprimary as primary,
          array(select coalesce(a.attname::text, '(expression)') from unnest(i.indkey) with ordinality k(attnum, n)
                left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n) as columns
        from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        where i.indisunique and t.relnamespace = 'public'::regnamespace order by 1, 2`,
  )
  const foreign = await rows<ForeignRow>(
    db,
    sql`select t.relname as "table", c.conname as name, r.relname as refers,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as columns,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, n)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as "refColumns"
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace order by 1, 2`,
  )
  return { tables, uniques, foreign }
}

type Schema = Awaited<ReturnType<typeof readSchema>>
type Kind = 'distributed' | 'reference' | 'coordinator'

function kindOf(table: TableRow): Kind | null {
  if (table.name in REFERENCE_TABLES) return 'reference'
  if (table.name in COORDINATOR_TABLES) return 'coordinator'
  return table.hasTenant ? 'distributed' : null
}

/** Every reason the schema cannot be distributed by tenant_id as it stands; empty when it can. */
export function citusProblems({ tables, uniques, foreign }: Schema): string[] {
  const kinds = new Map(tables.map((t) => [t.name, kindOf(t)]))
  const problems: string[] = []
  for (const table of tables) {
    if (!kinds.get(table.name))
      problems.push(`${table.name}: no ${DISTRIBUTION_COLUMN} column, and not named a reference or coordinator table`)
    else if (kinds.get(table.name) === 'distributed' && !uniques.some((u) => u.table === table.name && u.primary))
      problems.push(`${table.name}: no primary key`)
  }
  for (const u of uniques) {
    if (kinds.get(u.table) === 'distributed' && !u.columns.includes(DISTRIBUTION_COLUMN))
      problems.push(
        `${u.table}: ${u.primary ? 'primary key' : `unique index ${u.index}`} (${u.columns.join(', ')}) lacks ${DISTRIBUTION_COLUMN}`,
      )
  }
  for (const f of foreign) {
    const [from, to] = [kinds.get(f.table), kinds.get(f.refers)]
    if (from === 'distributed' && to === 'distributed') {
      const at = f.columns.indexOf(DISTRIBUTION_COLUMN)
      if (at < 0 || f.refColumns[at] !== DISTRIBUTION_COLUMN)
        problems.push(
          `${f.table}: foreign key ${f.name} (${f.columns.join(', ')}) → ${f.refers} (${f.refColumns.join(', ')}) does not join on ${DISTRIBUTION_COLUMN}`,
        )
    } else if (from !== 'distributed' && to === 'distributed') {
      problems.push(`${f.table}: foreign key ${f.name} from a ${from ?? 'plain'} table into distributed ${f.refers}`)
    }
  }
  return problems
}

/** The statements that distribute the schema: reference tables first, then tables after those they refer to. */
export function citusStatements({ tables, foreign }: Schema): string[] {
  const reference = tables.filter((t) => kindOf(t) === 'reference').map((t) => t.name)
  const distributed = tables.filter((t) => kindOf(t) === 'distributed').map((t) => t.name)
  const ordered: string[] = []
  const placing = new Set<string>()
  const place = (name: string) => {
    if (ordered.includes(name) || placing.has(name)) return
    placing.add(name)
    for (const f of foreign) if (f.table === name && distributed.includes(f.refers)) place(f.refers)
    ordered.push(name)
  }
  for (const name of distributed) place(name)
  return [
    ...reference.map((name) => `SELECT create_reference_table('${name}');`),
    ...ordered.map((name) => `SELECT create_distributed_table('${name}', '${DISTRIBUTION_COLUMN}');`),
  ]
}
