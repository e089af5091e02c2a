// Rows → catalogue DTOs: plain objects only (ISO dates, yuan not fen), so cached entries serialise cleanly.
import type {
  ChapterDto,
  CourseCard,
  CourseDetail,
  HomeClassification,
  LecturerBrief,
  Paged,
  TopicCard,
} from '@/lib/contract/schemas/catalogue'
import type { HomeTypeRow, TopicRow } from '@/lib/db/queries/catalogue-browse'
import type { ChapterRow, CourseCardRow, CourseRow, LecturerRow, PageRows } from '@/lib/db/queries/catalogue'

const MAX_PAGE = 10000
const MAX_PAGE_SIZE = 100

/** Drivers hand back Date objects for columns and strings from JSON; both become ISO strings. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** Page numbers from a URL may be anything: out-of-range values fall back instead of reaching SQL. */
export function normalizePaging(
  page: unknown,
  pageSize: unknown,
  defaultSize: number,
): { page: number; pageSize: number } {
  const p = Number(page)
  const s = Number(pageSize)
  return {
    page: Number.isInteger(p) && p >= 1 && p <= MAX_PAGE ? p : 1,
    pageSize: Number.isInteger(s) && s >= 1 && s <= MAX_PAGE_SIZE ? s : defaultSize,
  }
}

/** A database id: a positive int4. Anything else cannot exist, so callers answer null without a query. */
export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2147483647
}

export function emptyPage<T>(page: number, pageSize: number): Paged<T> {
  return { items: [], totalCount: 0, page, pageSize }
}

export function toPaged<R, T>(result: PageRows<R>, map: (row: R) => T, page: number, pageSize: number): Paged<T> {
  return { items: result.rows.map(map), totalCount: result.totalCount, page, pageSize }
}

export function toCourseCard(r: CourseCardRow): CourseCard {
  return {
    id: r.id,
    title: r.title,
    coverUrl: r.coverUrl,
    summary: r.summary,
    price: r.priceCents / 100,
    lessonCount: Number(r.lessonCount),
    totalDurationSeconds: Number(r.totalDurationSeconds),
    learnerCount: r.learnerCount,
    publishedAt: toIso(r.publishedAt),
    courseTypeId: r.courseTypeId,
    courseTypeName: r.courseTypeName,
    lecturers: (r.lecturers ?? []).map((l) => ({ id: Number(l.id), name: l.name })),
    tags: [...(r.tags ?? [])],
  }
}

export function toLecturerBrief(r: LecturerRow): LecturerBrief {
  return { id: r.id, name: r.name, title: r.title, avatarUrl: r.avatarUrl, isGold: r.isGold }
}

export function toTopicCard(r: TopicRow): TopicCard {
  return {
    id: r.id,
    title: r.title,
    bannerUrl: r.bannerUrl,
    introduction: r.introduction,
    courseCount: Number(r.courseCount),
    isSelected: r.isSelected,
  }
}

export function toCourseDetail(
  course: CourseRow,
  outline: ChapterRow[],
  lecturers: (LecturerRow & { introduction: string })[],
  related: CourseCardRow[],
): CourseDetail {
  const chapters: ChapterDto[] = outline.map((ch) => ({
    id: ch.id,
    title: ch.title,
    lessons: ch.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      durationSeconds: l.durationSeconds,
      isFreePreview: l.isFreePreview,
    })),
  }))
  return {
    ...toCourseCard(course),
    description: course.description,
    parentCourseTypeId: course.parentCourseTypeId,
    parentCourseTypeName: course.parentCourseTypeName,
    chapters,
    lecturerDetails: lecturers.map((l) => ({ ...toLecturerBrief(l), introduction: l.introduction })),
    related: related.map(toCourseCard),
  }
}

/** One bar per visible top category, in the tenant's order, each with its visible children and newest courses. */
export function toHomeClassifications(
  types: HomeTypeRow[],
  courses: (CourseCardRow & { topTypeId: number })[],
): HomeClassification[] {
  return types
    .filter((t) => t.parentId === null)
    .map((top) => ({
      courseTypeId: top.id,
      typeName: top.typeName,
      children: types.filter((t) => t.parentId === top.id).map((t) => ({ courseTypeId: t.id, typeName: t.typeName })),
      courses: courses.filter((c) => Number(c.topTypeId) === top.id).map(toCourseCard),
    }))
}
