// The catalogue per tenant: lecturers, courses with chapters and lessons, special topics.
import { sql } from 'drizzle-orm'
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { courseTypes } from './course-types'
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })

export const lecturers = pgTable(
  'lecturers',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    title: varchar('title', { length: 60 }).notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    isGold: boolean('is_gold').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('lecturers_gold_idx').on(t.tenantId, t.isGold, t.sortOrder),
  ],
)

export const courses = pgTable(
  'courses',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    courseTypeId: integer('course_type_id').notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** In the tenant's payment unit, in cents (fen); 0 = free. */
    priceCents: integer('price_cents').notNull().default(0),
    learnerCount: integer('learner_count').notNull().default(0),
    /** 首次学习禁止快进: a lesson's content past the learner's credited frontier earns nothing until watched in order. */
    forbidSkip: boolean('forbid_skip').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Title, summary and tags, lower-cased, kept by the app for trigram search; category and lecturer names are matched through their links. */
    searchText: text('search_text').notNull().default(''),
    /** 课程栏: listed in its top category's bar on the home page (the course list and search show it either way). */
    homeBar: boolean('home_bar').notNull().default(true),
    /** 新课: listed under the home page's 最新课程 (GetHomeNewCoursePage). */
    homeNew: boolean('home_new').notNull().default(true),
    /** 精选: first in its category's home bar, ahead of newer courses. */
    homeFeatured: boolean('home_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change an operator saved (the console's list, the sitemap's lastmod). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.courseTypeId], foreignColumns: [courseTypes.tenantId, courseTypes.id] }),
    index('courses_type_idx').on(t.tenantId, t.courseTypeId, t.isPublished),
    index('courses_published_idx').on(t.tenantId, t.isPublished, t.publishedAt),
    index('courses_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
)

export const courseLecturers = pgTable(
  'course_lecturers',
  {
    tenantId: tenantRef(),
    courseId: integer('course_id').notNull(),
    lecturerId: integer('lecturer_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.courseId, t.lecturerId] }),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.lecturerId], foreignColumns: [lecturers.tenantId, lecturers.id] }).onDelete(
      'cascade',
    ),
    index('course_lecturers_lecturer_idx').on(t.tenantId, t.lecturerId),
  ],
)

export const chapters = pgTable(
  'chapters',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    courseId: integer('course_id').notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    index('chapters_course_idx').on(t.tenantId, t.courseId, t.sortOrder),
  ],
)

export const lessons = pgTable(
  'lessons',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    chapterId: integer('chapter_id').notNull(),
    courseId: integer('course_id').notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    isFreePreview: boolean('is_free_preview').notNull().default(false),
    /** A storage key (served at qiNiuUrl + key) or an absolute http(s) URL; `.m3u8` is HLS. Empty: no video yet. */
    videoUrl: text('video_url').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.chapterId], foreignColumns: [chapters.tenantId, chapters.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    index('lessons_course_idx').on(t.tenantId, t.courseId),
  ],
)

export const topics = pgTable(
  'topics',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    bannerUrl: text('banner_url').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    isSelected: boolean('is_selected').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
)

export const topicCourses = pgTable(
  'topic_courses',
  {
    tenantId: tenantRef(),
    topicId: integer('topic_id').notNull(),
    courseId: integer('course_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.topicId, t.courseId] }),
    foreignKey({ columns: [t.tenantId, t.topicId], foreignColumns: [topics.tenantId, topics.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
  ],
)
