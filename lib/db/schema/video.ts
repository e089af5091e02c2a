// Lesson videos turned into encrypted HLS ladders (issue 30): one row per source file of a tenant — an operator's upload
// (one lesson's) or a seeded clip (shared by the lessons that play it) — with its job's state and, once ready, where the
// ladder lives. The AES key is here, never in storage: the key route hands it to entitled players only.
import { sql } from 'drizzle-orm'
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { lessons } from './catalogue'
import { tenants } from './tenants'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** 等待转码 (no ffmpeg) → 排队中 → 分析中 → 转码中 n% → 已就绪 / 失败 (retry) / 已取消 (lesson or upload gone). */
export type TranscodeState = 'waiting' | 'queued' | 'probing' | 'transcoding' | 'ready' | 'failed' | 'cancelled'

export interface StoredRendition {
  name: string
  width: number
  height: number
  bandwidth: number
}

export const videoTranscodes = pgTable(
  'video_transcodes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    /** The MP4 in storage the ladder is made from; kept for a retry until the source is replaced or deleted. */
    sourceKey: text('source_key').notNull(),
    /** The lesson an upload was made for; null for a seeded clip, which every lesson playing it shares. */
    lessonId: integer('lesson_id'),
    state: varchar('state', { length: 12 }).$type<TranscodeState>().notNull(),
    progress: smallint('progress').notNull().default(0),
    /** Why it failed, in Chinese, for the operator. */
    error: text('error').notNull().default(''),
    /** The queue job allowed to write the result: a job started later for this row fences off an older one. */
    jobId: varchar('job_id', { length: 36 }).notNull().default(''),
    /** The folder holding master.m3u8, the renditions and poster.jpg, once ready. */
    hlsPrefix: text('hls_prefix').notNull().default(''),
    renditions: jsonb('renditions').$type<StoredRendition[]>().notNull().default([]),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** AES-128 key of every segment, hex. Secret: only the key route reads it. */
    aesKey: varchar('aes_key', { length: 32 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Moved by every progress report: a running job older than a minute or two has lost its worker. */
    updatedAt: at('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('video_transcodes_source_idx').on(t.tenantId, t.sourceKey),
    index('video_transcodes_lesson_idx').on(t.tenantId, t.lessonId),
    index('video_transcodes_state_idx').on(t.tenantId, t.state),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete(
      'cascade',
    ),
  ],
)
