// Course discussion reads and writes, tenant-scoped; counters change in the caller's transaction with the row.
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courses, courseTopics, individuals, topicReplies } from '../schema'
import type { PageArgs, PageRows } from './catalogue'

const offsetOf = (page: number, pageSize: number) => (Math.max(1, page) - 1) * pageSize

const authorFields = {
  authorId: individuals.id,
  authorNickname: individuals.nickname,
  authorAvatar: individuals.avatarUrl,
  authorThirdAvatar: individuals.isThirdHeadImg,
}
export type AuthorFields = {
  authorId: number
  authorNickname: string
  authorAvatar: string
  authorThirdAvatar: boolean
}

const topicAuthor = and(eq(individuals.tenantId, courseTopics.tenantId), eq(individuals.id, courseTopics.authorId))
const replyAuthor = and(eq(individuals.tenantId, topicReplies.tenantId), eq(individuals.id, topicReplies.authorId))
const liveTopicOfCourse = (tenantId: number, courseId: number) =>
  and(eq(courseTopics.tenantId, tenantId), eq(courseTopics.courseId, courseId), isNull(courseTopics.deletedAt))

/** A published course of the tenant (topics exist only there): its title, or null. */
export async function getDiscussedCourse(db: Db, { tenantId, courseId }: { tenantId: number; courseId: number }) {
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId), eq(courses.isPublished, true)))
    .limit(1)
  return rows[0] ?? null
}

const topicFields = {
  id: courseTopics.id,
  courseId: courseTopics.courseId,
  title: courseTopics.title,
  content: courseTopics.content,
  replyCount: courseTopics.replyCount,
  createdAt: courseTopics.createdAt,
  lastReplyAt: courseTopics.lastReplyAt,
  ...authorFields,
}
export type TopicRow = {
  id: number
  courseId: number
  title: string
  content: string
  replyCount: number
  createdAt: Date
  lastReplyAt: Date | null
} & AuthorFields

/** A course's live topics, the most recently active first (a new reply lifts its topic). */
export async function listCourseTopics(
  db: Db,
  { tenantId, courseId, page, pageSize }: PageArgs & { courseId: number },
): Promise<PageRows<TopicRow>> {
  const where = liveTopicOfCourse(tenantId, courseId)
  const [rows, [total]] = await Promise.all([
    db
      .select(topicFields)
      .from(courseTopics)
      .innerJoin(individuals, topicAuthor)
      .where(where)
      .orderBy(desc(sql`coalesce(${courseTopics.lastReplyAt}, ${courseTopics.createdAt})`), desc(courseTopics.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: count() }).from(courseTopics).where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

export async function countCourseTopics(
  db: Db,
  { tenantId, courseId }: { tenantId: number; courseId: number },
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courseTopics).where(liveTopicOfCourse(tenantId, courseId))
  return row?.n ?? 0
}

/** A live topic of a published course, with its course's title. */
export async function getTopic(db: Db, { tenantId, topicId }: { tenantId: number; topicId: number }) {
  const rows = await db
    .select({ ...topicFields, courseTitle: courses.title })
    .from(courseTopics)
    .innerJoin(individuals, topicAuthor)
    .innerJoin(courses, and(eq(courses.tenantId, courseTopics.tenantId), eq(courses.id, courseTopics.courseId)))
    .where(
      and(
        eq(courseTopics.tenantId, tenantId),
        eq(courseTopics.id, topicId),
        isNull(courseTopics.deletedAt),
        eq(courses.isPublished, true),
      ),
    )
    .limit(1)
  return rows[0] ?? null
}

export async function insertTopic(
  db: Db,
  v: { tenantId: number; courseId: number; authorId: number; title: string; content: string },
): Promise<number> {
  const [row] = await db.insert(courseTopics).values(v).returning({ id: courseTopics.id })
  return row.id
}

/** True when this call deleted it (a second, concurrent delete finds nothing left to do). */
export async function softDeleteTopic(
  db: Db,
  { tenantId, topicId }: { tenantId: number; topicId: number },
): Promise<boolean> {
  const rows = await db
    .update(courseTopics)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(courseTopics.tenantId, tenantId), eq(courseTopics.id, topicId), isNull(courseTopics.deletedAt)))
    .returning({ id: courseTopics.id })
  return rows.length > 0
}

/** 1楼, 2楼…: a floor's place among all of its topic's floors, deleted ones included, so numbers never shift. */
const floorNumber = sql<number>`case when ${topicReplies.parentId} is null then (select count(*)::int from topic_replies f
  where f.tenant_id = ${topicReplies.tenantId} and f.topic_id = ${topicReplies.topicId} and f.parent_id is null
  and f.id <= ${topicReplies.id}) else 0 end`

const replyFields = {
  id: topicReplies.id,
  topicId: topicReplies.topicId,
  parentId: topicReplies.parentId,
  content: topicReplies.content,
  childCount: topicReplies.childCount,
  createdAt: topicReplies.createdAt,
  deletedAt: topicReplies.deletedAt,
  floor: floorNumber,
  ...authorFields,
}
export type ReplyRow = {
  id: number
  topicId: number
  parentId: number | null
  content: string
  childCount: number
  createdAt: Date
  deletedAt: Date | null
  floor: number
} & AuthorFields

/** A deleted floor stays listed while replies inside it live on (shown as 该回复已删除). */
const shownFloor: SQL = or(isNull(topicReplies.deletedAt), sql`${topicReplies.childCount} > 0`)!

/** A topic's floors, oldest first. */
export async function listFloors(
  db: Db,
  { tenantId, topicId, page, pageSize }: PageArgs & { topicId: number },
): Promise<PageRows<ReplyRow>> {
  const where = and(
    eq(topicReplies.tenantId, tenantId),
    eq(topicReplies.topicId, topicId),
    isNull(topicReplies.parentId),
    shownFloor,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(replyFields)
      .from(topicReplies)
      .innerJoin(individuals, replyAuthor)
      .where(where)
      .orderBy(asc(topicReplies.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: count() }).from(topicReplies).where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

/** The first `limit` live replies inside each of the given floors, oldest first. */
export async function listFloorPreviews(
  db: Db,
  { tenantId, floorIds, limit }: { tenantId: number; floorIds: number[]; limit: number },
): Promise<ReplyRow[]> {
  if (floorIds.length === 0) return []
  const earlier = sql`(select count(*) from topic_replies s where s.tenant_id = ${topicReplies.tenantId}
    and s.parent_id = ${topicReplies.parentId} and s.deleted_at is null and s.id < ${topicReplies.id})`
  return db
    .select(replyFields)
    .from(topicReplies)
    .innerJoin(individuals, replyAuthor)
    .where(
      and(
        eq(topicReplies.tenantId, tenantId),
        inArray(topicReplies.parentId, floorIds),
        isNull(topicReplies.deletedAt),
        sql`${earlier} < ${limit}`,
      ),
    )
    .orderBy(asc(topicReplies.id))
}

/** Every live reply inside one floor, oldest first. */
export async function listFloorReplies(
  db: Db,
  { tenantId, floorId, page, pageSize }: PageArgs & { floorId: number },
): Promise<PageRows<ReplyRow>> {
  const where = and(
    eq(topicReplies.tenantId, tenantId),
    eq(topicReplies.parentId, floorId),
    isNull(topicReplies.deletedAt),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(replyFields)
      .from(topicReplies)
      .innerJoin(individuals, replyAuthor)
      .where(where)
      .orderBy(asc(topicReplies.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: count() }).from(topicReplies).where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

/** One reply (deleted or not) of the tenant, for the caller to judge. */
export async function getReply(
  db: Db,
  { tenantId, replyId }: { tenantId: number; replyId: number },
): Promise<ReplyRow | null> {
  const rows = await db
    .select(replyFields)
    .from(topicReplies)
    .innerJoin(individuals, replyAuthor)
    .where(and(eq(topicReplies.tenantId, tenantId), eq(topicReplies.id, replyId)))
    .limit(1)
  return rows[0] ?? null
}

/** Adds a reply and counts it on its topic (and floor) — call inside a transaction. */
export async function insertReply(
  db: Db,
  v: { tenantId: number; topicId: number; parentId: number | null; authorId: number; content: string },
): Promise<number> {
  const [row] = await db.insert(topicReplies).values(v).returning({ id: topicReplies.id })
  await db
    .update(courseTopics)
    .set({ replyCount: sql`${courseTopics.replyCount} + 1`, lastReplyAt: sql`now()` })
    .where(and(eq(courseTopics.tenantId, v.tenantId), eq(courseTopics.id, v.topicId)))
  if (v.parentId !== null) {
    await db
      .update(topicReplies)
      .set({ childCount: sql`${topicReplies.childCount} + 1` })
      .where(and(eq(topicReplies.tenantId, v.tenantId), eq(topicReplies.id, v.parentId)))
  }
  return row.id
}

/** Deletes a reply and uncounts it — call inside a transaction; false when it was already gone. */
export async function softDeleteReply(
  db: Db,
  { tenantId, replyId }: { tenantId: number; replyId: number },
): Promise<boolean> {
  const [row] = await db
    .update(topicReplies)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(topicReplies.tenantId, tenantId), eq(topicReplies.id, replyId), isNull(topicReplies.deletedAt)))
    .returning({ topicId: topicReplies.topicId, parentId: topicReplies.parentId })
  if (!row) return false
  await db
    .update(courseTopics)
    .set({ replyCount: sql`greatest(${courseTopics.replyCount} - 1, 0)` })
    .where(and(eq(courseTopics.tenantId, tenantId), eq(courseTopics.id, row.topicId)))
  if (row.parentId !== null) {
    await db
      .update(topicReplies)
      .set({ childCount: sql`greatest(${topicReplies.childCount} - 1, 0)` })
      .where(and(eq(topicReplies.tenantId, tenantId), eq(topicReplies.id, row.parentId)))
  }
  return true
}
