// Learning per tenant: company membership (VIP), enrolments, server-credited lesson progress and its audit trail.
import { sql } from 'drizzle-orm'
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { companies, individuals } from './accounts'
import { courses, lessons } from './catalogue'
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * An individual's place in a company of the same tenant: one company at most (the key), the name and 部门 the company
 * knows them by, and VIP — what unlocks the tenant's paid courses. The company issue adds invitations that create rows.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    tenantId: tenantRef(),
    individualId: integer('individual_id').notNull(),
    companyId: integer('company_id').notNull(),
    nameInCompany: varchar('name_in_company', { length: 30 }).notNull().default(''),
    /** 部门 as this company files the person (not the person's own field: another company files them differently). */
    department: varchar('department', { length: 20 }),
    isVip: boolean('is_vip').notNull().default(false),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.individualId] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete(
      'cascade',
    ),
    index('company_members_company_idx').on(t.tenantId, t.companyId),
  ],
)

/**
 * How an enrolment was allowed: a free course, the company's VIP, a redeemed course voucher (coupon issue), or the
 * company assigning the course (issue 31), or a paid order (issue 33).
 */
export type EnrolmentSource = 'free' | 'vip' | 'voucher' | 'assigned' | 'purchased'

/** An individual taking a course. Idempotent by its key; the last lesson drives 继续学习. */
export const enrolments = pgTable(
  'enrolments',
  {
    tenantId: tenantRef(),
    individualId: integer('individual_id').notNull(),
    courseId: integer('course_id').notNull(),
    source: varchar('source', { length: 10 }).$type<EnrolmentSource>().notNull(),
    enrolledAt: at('enrolled_at').notNull().defaultNow(),
    lastLessonId: integer('last_lesson_id'),
    lastLearnedAt: at('last_learned_at'),
    /** Set once, when every lesson of the course has completed; never cleared. */
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.individualId, t.courseId] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    index('enrolments_recent_idx').on(t.tenantId, t.individualId, t.lastLearnedAt),
    // 学习数据 (issue 32): enrolments per day, and the 选课记录 export paging in the order of this key.
    index('enrolments_enrolled_idx').on(t.tenantId, t.enrolledAt, t.individualId, t.courseId),
  ],
)

/**
 * Per learner and lesson: the union of the content ranges the server credited (ms, merged, sorted), its length, the
 * contiguous credited prefix from 0 (the no-skip frontier) and where to resume. Covered time only ever grows.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    tenantId: tenantRef(),
    individualId: integer('individual_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    courseId: integer('course_id').notNull(),
    ranges: jsonb('ranges')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    coveredMs: integer('covered_ms').notNull().default(0),
    frontierMs: integer('frontier_ms').notNull().default(0),
    positionMs: integer('position_ms').notNull().default(0),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.individualId, t.lessonId] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete(
      'cascade',
    ),
    index('lesson_progress_course_idx').on(t.tenantId, t.individualId, t.courseId),
  ],
)

/**
 * The one active player per learner: a server-issued id, the last accepted heartbeat (sequence, position, server
 * time). A new player replaces the row, so the old one's heartbeats are refused (您已在其他设备继续学习).
 */
export const learningPlayers = pgTable(
  'learning_players',
  {
    tenantId: tenantRef(),
    individualId: integer('individual_id').notNull(),
    playerId: varchar('player_id', { length: 32 }).notNull(),
    courseId: integer('course_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    seq: integer('seq').notNull().default(0),
    positionMs: integer('position_ms').notNull().default(0),
    lastBeatAt: at('last_beat_at').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.individualId] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
  ],
)

/** Every credited stretch: content range, newly covered time and the server times around it — the proof of 学时. */
export const learningIntervals = pgTable(
  'learning_intervals',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    individualId: integer('individual_id').notNull(),
    courseId: integer('course_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    playerId: varchar('player_id', { length: 32 }).notNull(),
    fromMs: integer('from_ms').notNull(),
    toMs: integer('to_ms').notNull(),
    /** Time of content first covered by this stretch (re-watching earns 0). */
    newMs: integer('new_ms').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    index('learning_intervals_learner_idx').on(t.tenantId, t.individualId, t.courseId, t.endedAt),
    // The console's 学习数据 (issue 32) reads a tenant's stretches by day, and its 学时记录 export pages along it.
    index('learning_intervals_started_idx').on(t.tenantId, t.startedAt, t.id),
  ],
)

/** A course's discussion: topics by signed-in individuals. Text is stored as written and masked when read. */
export const courseTopics = pgTable(
  'course_topics',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    courseId: integer('course_id').notNull(),
    authorId: integer('author_id').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    content: text('content').notNull().default(''),
    replyCount: integer('reply_count').notNull().default(0),
    lastReplyAt: at('last_reply_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.authorId], foreignColumns: [individuals.tenantId, individuals.id] }).onDelete(
      'cascade',
    ),
    index('course_topics_course_idx').on(t.tenantId, t.courseId, t.createdAt),
  ],
)

/** Replies: `parentId` null is a reply to the topic (a floor); otherwise a reply within that floor (/talkabout/{id}). */
export const topicReplies = pgTable(
  'topic_replies',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    topicId: integer('topic_id').notNull(),
    parentId: integer('parent_id'),
    authorId: integer('author_id').notNull(),
    content: text('content').notNull(),
    childCount: integer('child_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.topicId], foreignColumns: [courseTopics.tenantId, courseTopics.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.authorId], foreignColumns: [individuals.tenantId, individuals.id] }).onDelete(
      'cascade',
    ),
    index('topic_replies_topic_idx').on(t.tenantId, t.topicId, t.parentId, t.createdAt),
  ],
)
