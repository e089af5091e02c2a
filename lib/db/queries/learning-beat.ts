// A heartbeat's database work in two statements: one read of everything the credit rule needs, one conditional write.
import { sql, type Query } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../client'

type Learner = { tenantId: number; individualId: number }

/** One lesson of the course's outline with the learner's progress in it (null: never played). */
interface OutlineWatch {
  lessonId: number
  durationSeconds: number
  coveredMs: number | null
  completedAt: Date | null
}

/** What a beat reads: the learner's player, and the course, lesson, enrolment and progress the beat names. */
export interface BeatState {
  player: { playerId: string; courseId: number; lessonId: number; seq: number; positionMs: number; lastBeatAt: Date }
  /** The published course of the tenant (null: unknown, unpublished, another tenant's). */
  course: { title: string; forbidSkip: boolean } | null
  /** The lesson in that course's outline (null: not one of its lessons). */
  lesson: { durationSeconds: number } | null
  enrolment: { completedAt: Date | null } | null
  /** hasAccess's rule: a lasting right, or VIP or an assignment while the course is free or the company still grants it. */
  access: boolean
  progress: { ranges: [number, number][]; coveredMs: number; frontierMs: number; completedAt: Date | null } | null
  /** Every lesson of the course's outline with the learner's progress (courseProgress counts them). */
  outline: OutlineWatch[]
}

type Row = {
  player_id: string
  course_id: number
  lesson_id: number
  seq: number
  position_ms: number
  last_beat_at: Date | string
  title: string | null
  forbid_skip: boolean | null
  duration_seconds: number | null
  enrolled: boolean
  enrolment_completed_at: Date | string | null
  access: boolean | null
  ranges: [number, number][] | null
  covered_ms: number | null
  frontier_ms: number | null
  completed_at: Date | string | null
  outline: [number, number, number | null, string | null][] | string | null
}

const dialect = new PgDialect()
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value))
const v = (name: string) => sql.placeholder(name)

/**
 * Runs a statement built once (its text and placeholders) under a name, so PostgreSQL parses and plans it once per
 * connection instead of on every beat (the read planned in ~0.5 ms and ran in ~0.2) and the server does not build the
 * same text again. PGlite ignores the name. One name, one text: a statement that varies gets a name per variant.
 */
async function named<T>(db: Db, name: string, query: Query, values: Record<string, unknown>): Promise<T[]> {
  const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values)
  return (result as { rows: T[] }).rows
}

const READ = dialect.sqlToQuery(sql`
  select p.player_id, p.course_id, p.lesson_id, p.seq, p.position_ms, p.last_beat_at,
    c.title, c.forbid_skip, l.duration_seconds,
    e.individual_id is not null as enrolled, e.completed_at as enrolment_completed_at,
    e.source is not null and (e.source not in ('vip', 'assigned') or c.price_cents = 0 or exists (
      select 1 from company_members m
      join companies co on co.tenant_id = m.tenant_id and co.id = m.company_id
      where m.tenant_id = p.tenant_id and m.individual_id = p.individual_id
        and co.certified_at is not null and not co.disabled
        and (m.is_vip or exists (
          select 1 from assignment_allocations al
          join course_assignments ca on ca.tenant_id = al.tenant_id and ca.id = al.assignment_id
          where al.tenant_id = m.tenant_id and al.individual_id = m.individual_id and ca.company_id = m.company_id
            and ca.course_id = c.id and ca.cancelled_at is null))
    )) as access,
    lp.ranges, lp.covered_ms, lp.frontier_ms, lp.completed_at,
    (select json_agg(json_build_array(o.id, o.duration_seconds, w.covered_ms, w.completed_at))
      from lessons o
      join chapters ch on ch.tenant_id = o.tenant_id and ch.id = o.chapter_id
      left join lesson_progress w on w.tenant_id = o.tenant_id and w.individual_id = p.individual_id
        and w.lesson_id = o.id and w.course_id = o.course_id
      where o.tenant_id = c.tenant_id and o.course_id = c.id) as outline
  from learning_players p
  left join courses c on c.tenant_id = p.tenant_id and c.id = ${v('courseId')} and (c.is_published or exists (
    select 1 from enrolments x where x.tenant_id = p.tenant_id and x.individual_id = p.individual_id and x.course_id = c.id))
  left join lessons l on l.tenant_id = c.tenant_id and l.id = ${v('lessonId')} and l.course_id = c.id
    and exists (select 1 from chapters lc where lc.tenant_id = l.tenant_id and lc.id = l.chapter_id)
  left join enrolments e on e.tenant_id = c.tenant_id and e.individual_id = p.individual_id and e.course_id = c.id
  left join lesson_progress lp on lp.tenant_id = l.tenant_id and lp.individual_id = p.individual_id
    and lp.lesson_id = l.id
  where p.tenant_id = ${v('tenantId')} and p.individual_id = ${v('individualId')}
`)

/**
 * Everything the credit rule and the answer need, in one statement of primary-key look-ups (the outline through
 * lessons_course_idx): the player row, the course (the tenant's, published or joined), the lesson (in its outline, like
 * listLearnLessons: its chapter exists), the enrolment and access, this lesson's progress, and the outline with the
 * learner's progress per lesson. Null without a player. No lock: `writeBeat` applies only if the player is unchanged.
 */
export async function readBeat(
  db: Db,
  { tenantId, individualId, courseId, lessonId }: Learner & { courseId: number; lessonId: number },
): Promise<BeatState | null> {
  const [row] = await named<Row>(db, 'heartbeat_read', READ, { tenantId, individualId, courseId, lessonId })
  if (!row) return null
  const outline = typeof row.outline === 'string' ? JSON.parse(row.outline) : (row.outline ?? [])
  return {
    player: {
      playerId: row.player_id,
      courseId: row.course_id,
      lessonId: row.lesson_id,
      seq: row.seq,
      positionMs: row.position_ms,
      lastBeatAt: new Date(row.last_beat_at),
    },
    course: row.title === null ? null : { title: row.title, forbidSkip: row.forbid_skip === true },
    lesson: row.duration_seconds === null ? null : { durationSeconds: row.duration_seconds },
    enrolment: row.enrolled ? { completedAt: dateOf(row.enrolment_completed_at) } : null,
    access: row.access === true,
    progress:
      row.covered_ms === null
        ? null
        : {
            ranges: row.ranges ?? [],
            coveredMs: row.covered_ms,
            frontierMs: row.frontier_ms ?? 0,
            completedAt: dateOf(row.completed_at),
          },
    outline: (outline as NonNullable<Exclude<Row['outline'], string>>).map(([id, duration, covered, done]) => ({
      lessonId: id,
      durationSeconds: duration,
      coveredMs: covered,
      completedAt: dateOf(done),
    })),
  }
}

/** An accepted beat's writes: the player's new anchor, the lesson's progress, the credited stretch, 继续学习's lesson. */
export interface BeatWrite extends Learner {
  playerId: string
  /** The sequence the read saw: the write applies only while the player still holds it. */
  fromSeq: number
  seq: number
  anchorMs: number
  courseId: number
  lessonId: number
  ranges: [number, number][]
  coveredMs: number
  frontierMs: number
  positionMs: number
  completedAt: Date | null
  /** The credited content range with its newly covered time, and the server times around it; null: nothing earned. */
  interval: { fromMs: number; toMs: number; newMs: number; startedAt: Date } | null
  at: Date
}

/** The writes every accepted beat makes; the player's update is the condition of the others. */
const writes = sql`
  with player as (
    update learning_players set seq = ${v('seq')}, position_ms = ${v('anchorMs')}, last_beat_at = ${v('at')}::timestamptz
    where tenant_id = ${v('tenantId')} and individual_id = ${v('individualId')} and player_id = ${v('playerId')}
      and seq = ${v('fromSeq')}
    returning tenant_id, individual_id, player_id
  ), progress as (
    insert into lesson_progress as lp
      (tenant_id, individual_id, lesson_id, course_id, ranges, covered_ms, frontier_ms, position_ms, completed_at,
       updated_at)
    select tenant_id, individual_id, ${v('lessonId')}::int, ${v('courseId')}::int, ${v('ranges')}::jsonb,
      ${v('coveredMs')}::int, ${v('frontierMs')}::int, ${v('positionMs')}::int, ${v('completedAt')}::timestamptz,
      ${v('at')}::timestamptz
    from player
    on conflict (tenant_id, individual_id, lesson_id) do update set
      ranges = excluded.ranges,
      covered_ms = greatest(lp.covered_ms, excluded.covered_ms),
      frontier_ms = greatest(lp.frontier_ms, excluded.frontier_ms),
      position_ms = excluded.position_ms,
      completed_at = coalesce(lp.completed_at, excluded.completed_at),
      updated_at = excluded.updated_at
  ), enrolment as (
    update enrolments e set last_lesson_id = ${v('lessonId')}, last_learned_at = ${v('at')}::timestamptz
    from player
    where e.tenant_id = player.tenant_id and e.individual_id = player.individual_id and e.course_id = ${v('courseId')}
  )`
const count = sql`select count(*)::int as n from player`
const WRITE = dialect.sqlToQuery(sql`${writes} ${count}`)
/** With the credited stretch recorded (learning_intervals): a beat that earned something. */
const WRITE_CREDITED = dialect.sqlToQuery(sql`${writes}, credited as (
    insert into learning_intervals
      (tenant_id, individual_id, course_id, lesson_id, player_id, from_ms, to_ms, new_ms, started_at, ended_at)
    select tenant_id, individual_id, ${v('courseId')}::int, ${v('lessonId')}::int, player_id, ${v('fromMs')}::int,
      ${v('toMs')}::int, ${v('newMs')}::int, ${v('startedAt')}::timestamptz, ${v('at')}::timestamptz
    from player
  ) ${count}`)

/**
 * One statement: the player advances only if it is still the one read at `fromSeq` (compare and set, under the row's
 * lock), and the other writes read its result, so they happen with it or not at all. False: another beat or player got
 * there first — the caller locks the player and reads again. Progress keeps its completion (COALESCE) and never loses
 * covered time (GREATEST).
 */
export async function writeBeat(db: Db, w: BeatWrite): Promise<boolean> {
  const values = {
    ...w,
    at: w.at.toISOString(),
    ranges: JSON.stringify(w.ranges),
    completedAt: w.completedAt?.toISOString() ?? null,
    ...(w.interval && { ...w.interval, startedAt: w.interval.startedAt.toISOString() }),
  }
  const [row] = w.interval
    ? await named<{ n: number }>(db, 'heartbeat_write_credited', WRITE_CREDITED, values)
    : await named<{ n: number }>(db, 'heartbeat_write', WRITE, values)
  return row.n > 0
}
