// Transcodes of lesson videos (lib/services/video-transcode.ts). Every write that reports on a job names the job: a row
// whose job was replaced (a retry, a sweep after a lost worker) or deleted (its lesson gone) takes no more reports.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { lessons, videoTranscodes, type StoredRendition, type TranscodeState } from '../schema'

type Scope = { tenantId: number }
export type Transcode = typeof videoTranscodes.$inferSelect

/** A new transcode for a source; null when that source has one already (another instance made it first). */
export async function insertTranscode(
  db: Db,
  values: Scope & { sourceKey: string; lessonId: number | null; state: TranscodeState; jobId: string; aesKey: string },
): Promise<Transcode | null> {
  const [row] = await db.insert(videoTranscodes).values(values).onConflictDoNothing().returning()
  return row ?? null
}

export async function getTranscode(db: Db, { tenantId, id }: Scope & { id: number }): Promise<Transcode | null> {
  const [row] = await db
    .select()
    .from(videoTranscodes)
    .where(and(eq(videoTranscodes.tenantId, tenantId), eq(videoTranscodes.id, id)))
  return row ?? null
}

/** The ladder a key URL names (its folder), with its key. */
export async function getReadyTranscodeByPrefix(db: Db, { tenantId, prefix }: Scope & { prefix: string }) {
  const [row] = await db
    .select()
    .from(videoTranscodes)
    .where(
      and(
        eq(videoTranscodes.tenantId, tenantId),
        eq(videoTranscodes.hlsPrefix, prefix),
        eq(videoTranscodes.state, 'ready'),
      ),
    )
  return row ?? null
}

/** A lesson's upload transcodes (the one in progress and any older ones its new upload replaces). */
export async function listLessonTranscodes(db: Db, { tenantId, lessonId }: Scope & { lessonId: number }) {
  return db
    .select()
    .from(videoTranscodes)
    .where(and(eq(videoTranscodes.tenantId, tenantId), eq(videoTranscodes.lessonId, lessonId)))
}

/** The console's view of a course: each lesson's upload transcode, if it has one. */
export async function listCourseTranscodes(db: Db, { tenantId, courseId }: Scope & { courseId: number }) {
  return db
    .select({
      id: videoTranscodes.id,
      lessonId: videoTranscodes.lessonId,
      state: videoTranscodes.state,
      progress: videoTranscodes.progress,
      error: videoTranscodes.error,
      renditions: videoTranscodes.renditions,
      updatedAt: videoTranscodes.updatedAt,
    })
    .from(videoTranscodes)
    .innerJoin(lessons, and(eq(lessons.tenantId, videoTranscodes.tenantId), eq(lessons.id, videoTranscodes.lessonId)))
    .where(and(eq(videoTranscodes.tenantId, tenantId), eq(lessons.courseId, courseId)))
}

export async function deleteTranscodes(db: Db, { tenantId, ids }: Scope & { ids: number[] }) {
  if (!ids.length) return
  await db.delete(videoTranscodes).where(and(eq(videoTranscodes.tenantId, tenantId), inArray(videoTranscodes.id, ids)))
}

/**
 * The job's report: state and progress, and `updated_at` as its heartbeat. False when the row is no longer this job's
 * (replaced or deleted): the job stops.
 */
export async function reportTranscode(
  db: Db,
  {
    tenantId,
    id,
    jobId,
    state,
    progress,
    error = '',
  }: Scope & { id: number; jobId: string; state: TranscodeState; progress: number; error?: string },
): Promise<boolean> {
  const rows = await db
    .update(videoTranscodes)
    .set({ state, progress, error, updatedAt: new Date() })
    .where(and(eq(videoTranscodes.tenantId, tenantId), eq(videoTranscodes.id, id), eq(videoTranscodes.jobId, jobId)))
    .returning({ id: videoTranscodes.id })
  return rows.length === 1
}

/** Hands a row to a new job (a retry, a sweep): the old job, if it still runs, is fenced off by its next report. */
export async function assignTranscodeJob(
  db: Db,
  { tenantId, id, jobId, state }: Scope & { id: number; jobId: string; state: TranscodeState },
) {
  await db
    .update(videoTranscodes)
    .set({ jobId, state, progress: 0, error: '', updatedAt: new Date() })
    .where(and(eq(videoTranscodes.tenantId, tenantId), eq(videoTranscodes.id, id)))
}

/** What a completed transcode replaced: files no lesson plays any more, for the caller to delete after the commit. */
export interface Replaced {
  lessons: number
  /** Ladder folders (this row's earlier one, older uploads' ones). */
  ladders: string[]
  /** Stored videos: older uploads' sources and the lesson's previous video. */
  videos: string[]
}

/**
 * The ladder is stored: the row becomes ready and the lessons play it — an upload's lesson (unless a newer upload for
 * it exists, which then wins), or every lesson still playing a seeded clip. Older uploads of the lesson go with it. In
 * the caller's transaction; null when the row is no longer this job's (then nothing changes).
 */
export async function completeTranscode(
  db: Db,
  values: Scope & {
    id: number
    jobId: string
    hlsPrefix: string
    masterKey: string
    renditions: StoredRendition[]
    durationSeconds: number
  },
): Promise<Replaced | null> {
  const { tenantId, id, jobId } = values
  const mine = and(eq(videoTranscodes.tenantId, tenantId), eq(videoTranscodes.id, id))
  const [before] = await db
    .select({
      hlsPrefix: videoTranscodes.hlsPrefix,
      sourceKey: videoTranscodes.sourceKey,
      lessonId: videoTranscodes.lessonId,
    })
    .from(videoTranscodes)
    .where(and(mine, eq(videoTranscodes.jobId, jobId)))
    .for('update')
  if (!before) return null
  await db
    .update(videoTranscodes)
    .set({
      state: 'ready',
      progress: 100,
      error: '',
      hlsPrefix: values.hlsPrefix,
      renditions: values.renditions,
      durationSeconds: values.durationSeconds,
      updatedAt: new Date(),
    })
    .where(mine)
  const replaced: Replaced = { lessons: 0, ladders: before.hlsPrefix ? [before.hlsPrefix] : [], videos: [] }
  // A lesson keeps the duration it has (the upload's probe, the seed's clip): only one nobody measured (an upload made
  // without ffmpeg) takes the transcode's.
  const play = {
    videoUrl: values.masterKey,
    durationSeconds: sql`case when ${lessons.durationSeconds} = 0 then ${values.durationSeconds} else ${lessons.durationSeconds} end`,
  }
  if (before.lessonId === null) {
    const rows = await db
      .update(lessons)
      .set(play)
      .where(and(eq(lessons.tenantId, tenantId), eq(lessons.videoUrl, before.sourceKey)))
      .returning({ id: lessons.id })
    return { ...replaced, lessons: rows.length }
  }
  const lessonId = before.lessonId
  const uploads = await db
    .select({ id: videoTranscodes.id, hlsPrefix: videoTranscodes.hlsPrefix, sourceKey: videoTranscodes.sourceKey })
    .from(videoTranscodes)
    .where(and(eq(videoTranscodes.tenantId, tenantId), eq(videoTranscodes.lessonId, lessonId)))
  if (uploads.some((u) => u.id > id)) return replaced
  const [lesson] = await db
    .select({ videoUrl: lessons.videoUrl })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)))
    .for('update')
  if (!lesson) return replaced
  await db
    .update(lessons)
    .set(play)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)))
  const older = uploads.filter((u) => u.id < id)
  await deleteTranscodes(db, { tenantId, ids: older.map((u) => u.id) })
  return {
    lessons: 1,
    ladders: [...replaced.ladders, ...older.map((u) => u.hlsPrefix).filter(Boolean)],
    videos: [lesson.videoUrl, ...older.map((u) => u.sourceKey)].filter((v) => v && v !== before.sourceKey),
  }
}

/** Rows whose job stopped reporting (its instance died) — or that wait for a worker able to run them. */
export async function listStaleTranscodes(db: Db, { tenantId, before }: Scope & { before: Date }) {
  return db
    .select()
    .from(videoTranscodes)
    .where(
      and(
        eq(videoTranscodes.tenantId, tenantId),
        inArray(videoTranscodes.state, ['queued', 'probing', 'transcoding', 'waiting']),
        lt(videoTranscodes.updatedAt, before),
      ),
    )
}

/** The tenant's seeded lesson MP4s that have no transcode yet (`prefix`: where the seed stores its clips). */
export async function listUntranscodedSources(db: Db, { tenantId, prefix }: Scope & { prefix: string }) {
  const rows = await db
    .selectDistinct({ videoUrl: lessons.videoUrl })
    .from(lessons)
    .leftJoin(
      videoTranscodes,
      and(eq(videoTranscodes.tenantId, lessons.tenantId), eq(videoTranscodes.sourceKey, lessons.videoUrl)),
    )
    .where(
      and(
        eq(lessons.tenantId, tenantId),
        isNull(videoTranscodes.id),
        sql`${lessons.videoUrl} like ${`${prefix}%.mp4`}`,
      ),
    )
  return rows.map((r) => r.videoUrl)
}

/**
 * Every file a lesson's video may have left — the lesson's own video, and each transcode's source and ladder — for one
 * lesson or a whole course, read before they are deleted (the transcodes go with their lessons).
 */
export async function listLessonVideoFiles(
  db: Db,
  { tenantId, ...which }: Scope & ({ lessonId: number } | { courseId: number }),
): Promise<string[]> {
  const lessonScope =
    'lessonId' in which
      ? and(eq(lessons.tenantId, tenantId), eq(lessons.id, which.lessonId))
      : and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, which.courseId))
  const rows = await db
    .select({ videoUrl: lessons.videoUrl, sourceKey: videoTranscodes.sourceKey, hlsPrefix: videoTranscodes.hlsPrefix })
    .from(lessons)
    .leftJoin(
      videoTranscodes,
      and(eq(videoTranscodes.tenantId, lessons.tenantId), eq(videoTranscodes.lessonId, lessons.id)),
    )
    .where(lessonScope)
  const files = rows.flatMap((r) => [r.videoUrl, r.sourceKey ?? '', r.hlsPrefix ? `${r.hlsPrefix}master.m3u8` : ''])
  return [...new Set(files.filter(Boolean))]
}
