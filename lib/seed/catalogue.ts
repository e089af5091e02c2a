// Seeds each tenant's catalogue: rows upserted by name/title, outlines inserted once, images drawn before the transaction.
import { asc, eq, isNotNull, and, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import {
  chapters,
  courseLecturers,
  courseTypes,
  courses,
  lecturers,
  lessons,
  topicCourses,
  topics,
} from '@/lib/db/schema'
import type { StorageProvider } from '@/lib/storage'
import { ACME_CATALOGUE } from './catalogue-acme'
import { DEMO_CATALOGUE } from './catalogue-demo'
import { catalogueImageKeys, writeImages, type CatalogueKeys } from './catalogue-images'
import { lessonClip, mediaKey } from './media'
import { SEED_TENANTS } from './tenants-data'
import type { SeedCatalogue, SeedCourse, SeedLecturer, SeedTopic } from './catalogue-types'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const SEED_CATALOGUES: Record<string, SeedCatalogue> = { demo: DEMO_CATALOGUE, acme: ACME_CATALOGUE }

function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0
  return h
}

const treeOf = (slug: string) => SEED_TENANTS.find((t) => t.slug === slug)?.courseTypes ?? []

/** Every key the tenant's art may have (see catalogue-images.ts); `db reset` deletes them. */
export function catalogueStorageKeys(slug: string): string[] {
  return SEED_CATALOGUES[slug] ? catalogueImageKeys(slug, SEED_CATALOGUES[slug], treeOf(slug)) : []
}

const NO_KEYS: CatalogueKeys = { covers: [], avatars: [], banners: [] }

/** Draws and stores the tenant's covers, avatars and banners; returns how many files changed and the keys to store. */
export async function writeCatalogueAssets(
  storage: StorageProvider,
  slug: string,
): Promise<{ written: number; keys: CatalogueKeys }> {
  const data = SEED_CATALOGUES[slug]
  return data ? writeImages(storage, slug, data, treeOf(slug)) : { written: 0, keys: NO_KEYS }
}

interface Outline {
  title: string
  lessons: { title: string; durationSeconds: number; clip: string }[]
}

/** Each lesson plays a demo clip (lib/seed/media.ts) and lasts as long as it, the same on every run. */
function outlineOf(c: SeedCourse): Outline[] {
  let index = 0
  return c.outline.map((line) => {
    const [title, ...names] = line.split('|')
    return {
      title,
      lessons: names.map((name) => {
        const clip = lessonClip(c.title, name, index++)
        return { title: name, durationSeconds: clip.seconds, clip: clip.file }
      }),
    }
  })
}

function descriptionOf(c: SeedCourse, outline: Outline[]): string {
  const lessonCount = outline.reduce((n, ch) => n + ch.lessons.length, 0)
  const seconds = outline.reduce((n, ch) => n + ch.lessons.reduce((m, l) => m + l.durationSeconds, 0), 0)
  const length = seconds < 60 ? `${seconds}秒` : `${Math.round(seconds / 60)}分钟`
  const access = c.price ? '第一节可免费试看，企业VIP学员可免费学习全部课时。' : '本课程免费开放，登录后即可开始学习。'
  return [
    c.intro,
    `适合人群：${c.audience}`,
    `课程共${outline.length}章${lessonCount}节，总时长约${length}。${access}`,
  ].join('\n\n')
}

/** Fields whose wanted value differs from the row; arrays compare by content. */
function diff<T extends Record<string, unknown>>(row: Record<string, unknown>, wanted: T): Partial<T> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(wanted)) {
    const same = Array.isArray(v) ? JSON.stringify(row[k]) === JSON.stringify(v) : row[k] === v
    if (!same) out[k] = v
  }
  return out as Partial<T>
}

function need<T>(map: Map<string, T>, name: string, what: string): T {
  const value = map.get(name)
  if (value === undefined) throw new Error(`catalogue seed: unknown ${what} "${name}"`)
  return value
}

async function upsertLecturers(tx: Tx, tenantId: number, list: SeedLecturer[], avatars: string[]) {
  const rows = await tx.select().from(lecturers).where(eq(lecturers.tenantId, tenantId)).orderBy(asc(lecturers.id))
  const byName = new Map<string, (typeof rows)[number]>()
  for (const r of rows) if (!byName.has(r.name)) byName.set(r.name, r)
  const wanted = list.map((l, i) => ({
    name: l.name,
    title: l.title,
    avatarUrl: avatars[i],
    introduction: l.introduction,
    isGold: !!l.isGold,
    sortOrder: (i + 1) * 10,
  }))
  const ids = new Map<string, number>()
  let changes = 0
  const missing = wanted.filter((w) => !byName.has(w.name))
  if (missing.length) {
    const inserted = await tx
      .insert(lecturers)
      .values(missing.map((w) => ({ ...w, tenantId })))
      .returning({ id: lecturers.id, name: lecturers.name })
    for (const r of inserted) ids.set(r.name, r.id)
    changes += inserted.length
  }
  for (const w of wanted) {
    const row = byName.get(w.name)
    if (!row) continue
    ids.set(w.name, row.id)
    const d = diff(row, w)
    if (!Object.keys(d).length) continue
    await tx
      .update(lecturers)
      .set(d)
      .where(and(eq(lecturers.tenantId, tenantId), eq(lecturers.id, row.id)))
    changes++
  }
  return { ids, changes }
}

async function upsertCourses(
  tx: Tx,
  tenantId: number,
  list: SeedCourse[],
  covers: string[],
  typeIds: Map<string, number>,
) {
  const rows = await tx.select().from(courses).where(eq(courses.tenantId, tenantId)).orderBy(asc(courses.id))
  const byTitle = new Map<string, (typeof rows)[number]>()
  for (const r of rows) if (!byTitle.has(r.title)) byTitle.set(r.title, r)
  const published = list.filter((c) => !c.unpublished)
  // Distinct days over the last ~17 months, in an order unrelated to the data files.
  const rank = new Map([...published].sort((a, b) => hash(a.title) - hash(b.title)).map((c, i) => [c.title, i]))
  const step = Math.max(1, Math.floor(520 / Math.max(1, published.length)))
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const publishedAt = (c: SeedCourse) =>
    c.unpublished
      ? null
      : new Date(
          today.getTime() - (3 + rank.get(c.title)! * step) * 86_400_000 + (1 + (hash(c.title) % 10)) * 3_600_000,
        )
  const wanted = list.map((c, i) => ({
    courseTypeId: need(typeIds, c.type, 'course type'),
    title: c.title,
    coverUrl: covers[i],
    summary: c.summary,
    description: descriptionOf(c, outlineOf(c)),
    tags: c.tags,
    priceCents: Math.round(c.price * 100),
    isPublished: !c.unpublished,
    forbidSkip: !!c.forbidSkip,
    // The course's own words only: category and lecturer names are matched through their links (searchCourses).
    searchText: [c.title, c.summary, c.tags.join(' ')].join(' ').toLowerCase(),
  }))
  const ids = new Map<string, number>()
  let changes = 0
  const missing = list.filter((c) => !byTitle.has(c.title))
  if (missing.length) {
    const byWanted = new Map(wanted.map((w) => [w.title, w]))
    // learnerCount and publishedAt are set once: enrolments move the first, the second is history.
    const values = missing.map((c) => ({
      ...byWanted.get(c.title)!,
      tenantId,
      learnerCount: c.learners,
      publishedAt: publishedAt(c),
    }))
    const inserted = await tx.insert(courses).values(values).returning({ id: courses.id, title: courses.title })
    for (const r of inserted) ids.set(r.title, r.id)
    changes += inserted.length
  }
  for (const [i, w] of wanted.entries()) {
    const row = byTitle.get(w.title)
    if (!row) continue
    ids.set(w.title, row.id)
    const d: Record<string, unknown> = diff(row, w)
    if (w.isPublished && !row.publishedAt) d.publishedAt = publishedAt(list[i])
    if (!Object.keys(d).length) continue
    await tx
      .update(courses)
      .set(d)
      .where(and(eq(courses.tenantId, tenantId), eq(courses.id, row.id)))
    changes++
  }
  return { ids, changes }
}

async function linkLecturers(
  tx: Tx,
  tenantId: number,
  list: SeedCourse[],
  courseIds: Map<string, number>,
  lecturerIds: Map<string, number>,
) {
  const values = list.flatMap((c) =>
    c.by.map((name, k) => ({
      tenantId,
      courseId: courseIds.get(c.title)!,
      lecturerId: need(lecturerIds, name, 'lecturer'),
      sortOrder: k * 10,
    })),
  )
  if (!values.length) return 0
  const rows = await tx
    .insert(courseLecturers)
    .values(values)
    .onConflictDoUpdate({
      target: [courseLecturers.tenantId, courseLecturers.courseId, courseLecturers.lecturerId],
      set: { sortOrder: sql`excluded.sort_order` },
      setWhere: sql`${courseLecturers.sortOrder} <> excluded.sort_order`,
    })
    .returning({ courseId: courseLecturers.courseId })
  return rows.length
}

/** Courses without chapters get the seed outline; an existing outline is never rewritten (learners' progress points at it). */
async function insertMissingOutlines(
  tx: Tx,
  tenantId: number,
  slug: string,
  list: SeedCourse[],
  courseIds: Map<string, number>,
) {
  const have = await tx
    .selectDistinct({ courseId: chapters.courseId })
    .from(chapters)
    .where(eq(chapters.tenantId, tenantId))
  const withOutline = new Set(have.map((r) => r.courseId))
  const todo = list
    .map((c) => ({ courseId: courseIds.get(c.title)!, outline: outlineOf(c) }))
    .filter((c) => !withOutline.has(c.courseId))
  if (!todo.length) return 0
  const inserted = await tx
    .insert(chapters)
    .values(
      todo.flatMap((c) =>
        c.outline.map((ch, j) => ({ tenantId, courseId: c.courseId, title: ch.title, sortOrder: (j + 1) * 10 })),
      ),
    )
    .returning({ id: chapters.id, courseId: chapters.courseId, sortOrder: chapters.sortOrder })
  const chapterId = new Map(inserted.map((r) => [`${r.courseId}/${r.sortOrder}`, r.id]))
  const lessonRows = todo.flatMap((c) =>
    c.outline.flatMap((ch, j) =>
      ch.lessons.map((l, k) => ({
        tenantId,
        courseId: c.courseId,
        chapterId: chapterId.get(`${c.courseId}/${(j + 1) * 10}`)!,
        title: l.title,
        durationSeconds: l.durationSeconds,
        videoUrl: mediaKey(slug, l.clip),
        isFreePreview: j === 0 && k === 0,
        sortOrder: (k + 1) * 10,
      })),
    ),
  )
  if (lessonRows.length) await tx.insert(lessons).values(lessonRows)
  return inserted.length + lessonRows.length
}

async function upsertTopics(
  tx: Tx,
  tenantId: number,
  list: SeedTopic[],
  banners: string[],
  courseIds: Map<string, number>,
) {
  const rows = await tx.select().from(topics).where(eq(topics.tenantId, tenantId)).orderBy(asc(topics.id))
  const byTitle = new Map<string, (typeof rows)[number]>()
  for (const r of rows) if (!byTitle.has(r.title)) byTitle.set(r.title, r)
  const wanted = list.map((t, i) => ({
    title: t.title,
    bannerUrl: banners[i],
    introduction: t.introduction,
    isSelected: t.isSelected,
    isPublished: true,
    sortOrder: (i + 1) * 10,
  }))
  const ids = new Map<string, number>()
  let changes = 0
  const missing = wanted.filter((w) => !byTitle.has(w.title))
  if (missing.length) {
    const inserted = await tx
      .insert(topics)
      .values(missing.map((w) => ({ ...w, tenantId })))
      .returning({ id: topics.id, title: topics.title })
    for (const r of inserted) ids.set(r.title, r.id)
    changes += inserted.length
  }
  for (const w of wanted) {
    const row = byTitle.get(w.title)
    if (!row) continue
    ids.set(w.title, row.id)
    const d = diff(row, w)
    if (!Object.keys(d).length) continue
    await tx
      .update(topics)
      .set(d)
      .where(and(eq(topics.tenantId, tenantId), eq(topics.id, row.id)))
    changes++
  }
  const links = list.flatMap((t) =>
    t.courses.map((title, k) => ({
      tenantId,
      topicId: ids.get(t.title)!,
      courseId: need(courseIds, title, 'course'),
      sortOrder: (k + 1) * 10,
    })),
  )
  if (!links.length) return changes
  const linked = await tx
    .insert(topicCourses)
    .values(links)
    .onConflictDoUpdate({
      target: [topicCourses.tenantId, topicCourses.topicId, topicCourses.courseId],
      set: { sortOrder: sql`excluded.sort_order` },
      setWhere: sql`${topicCourses.sortOrder} <> excluded.sort_order`,
    })
    .returning({ courseId: topicCourses.courseId })
  return changes + linked.length
}

/**
 * Upserts the tenant's catalogue inside its seed transaction, naming the art writeCatalogueAssets stored; returns rows
 * inserted or updated (0 on a re-run).
 */
export async function seedCatalogue(tx: Tx, tenantId: number, slug: string, art: CatalogueKeys): Promise<number> {
  const data = SEED_CATALOGUES[slug]
  if (!data) return 0
  if (
    art.covers.length !== data.courses.length ||
    art.avatars.length !== data.lecturers.length ||
    art.banners.length !== data.topics.length
  ) {
    throw new Error(`catalogue seed: the art of "${slug}" does not match its data`)
  }
  const types = await tx
    .select({ id: courseTypes.id, typeName: courseTypes.typeName })
    .from(courseTypes)
    .where(and(eq(courseTypes.tenantId, tenantId), isNotNull(courseTypes.parentId)))
    .orderBy(asc(courseTypes.id))
  const typeIds = new Map<string, number>()
  for (const t of types) if (!typeIds.has(t.typeName)) typeIds.set(t.typeName, t.id)
  const people = await upsertLecturers(tx, tenantId, data.lecturers, art.avatars)
  const catalogue = await upsertCourses(tx, tenantId, data.courses, art.covers, typeIds)
  return (
    people.changes +
    catalogue.changes +
    (await linkLecturers(tx, tenantId, data.courses, catalogue.ids, people.ids)) +
    (await insertMissingOutlines(tx, tenantId, slug, data.courses, catalogue.ids)) +
    (await upsertTopics(tx, tenantId, data.topics, art.banners, catalogue.ids))
  )
}
