// Catalogue data for pages, cached per tenant ('use cache', slug as argument, tenant tag) so ClearCache drops it all.
import { cacheLife, cacheTag } from 'next/cache'
import {
  SEARCH_MAX,
  type CourseCard,
  type CourseDetail,
  type CourseListInput,
  type HomeData,
  type LecturerBrief,
  type LecturerDetail,
  type Paged,
  type TopicCard,
  type TopicDetail,
} from '@/lib/contract/schemas/catalogue'
import { getDb } from '@/lib/db/client'
import {
  getPublishedCourse,
  listCourseLecturers,
  listCourseOutline,
  listCourses,
  listRelatedCourses,
  searchCourses as searchCourseRows,
} from '@/lib/db/queries/catalogue'
import {
  getLecturer,
  getPublishedTopic,
  listGoldLecturers,
  listHomeCourses,
  listLecturerCourses,
  listLecturers,
  listSitemapEntries as listSitemapRows,
  listTopicCourses,
  listTopics,
} from '@/lib/db/queries/catalogue-browse'
import {
  emptyPage,
  isRowId,
  normalizePaging,
  toCourseCard,
  toCourseDetail,
  toHomeClassifications,
  toIso,
  toLecturerBrief,
  toPaged,
  toTopicCard,
} from './catalogue-map'
import { selectCourseCategory, selectionIds } from './course-list'
import { getTenantSite, tenantTag } from './tenant-site'

export interface SitemapEntries {
  courses: { id: number; updatedAt: string }[]
  lecturers: { id: number }[]
  topics: { id: number }[]
}

/** The tenant's id when it exists and is available; an unavailable tenant shows no catalogue. */
async function tenantIdOf(slug: string): Promise<number | null> {
  const site = await getTenantSite(slug)
  return site?.available ? site.tenantId : null
}

export async function getHomeData(slug: string): Promise<HomeData | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return null
  const db = await getDb()
  const [home, gold] = await Promise.all([listHomeCourses(db, { tenantId }), listGoldLecturers(db, { tenantId })])
  return { classifications: toHomeClassifications(home.types, home.courses), goldTeachers: gold.map(toLecturerBrief) }
}

export async function getNewCourses(slug: string, page = 1, pageSize = 8): Promise<Paged<CourseCard>> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const paging = normalizePaging(page, pageSize, 8)
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return emptyPage(paging.page, paging.pageSize)
  const result = await listCourses(await getDb(), { tenantId, ...paging, sort: 'newest', homeNew: true })
  return toPaged(result, toCourseCard, paging.page, paging.pageSize)
}

export async function getSelectedTopics(slug: string, limit = 4): Promise<TopicCard[]> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return []
  const { pageSize } = normalizePaging(1, limit, 4)
  const result = await listTopics(await getDb(), { tenantId, page: 1, pageSize, selectedOnly: true })
  return result.rows.map(toTopicCard)
}

/** GetCourseList's input with its defaults left open: sort newest, both prices, page 1, 20 a page. */
type CourseListArgs = Pick<CourseListInput, 'pcourseTypeId' | 'courseTypeId' | 'price'> &
  Partial<Pick<CourseListInput, 'sort' | 'page' | 'pageSize'>>

/** Categories follow selectCourseCategory, the /courselist rule; one the tenant does not show lists nothing. */
export async function getCourseList(slug: string, input: CourseListArgs): Promise<Paged<CourseCard>> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const paging = normalizePaging(input.page ?? 1, input.pageSize ?? 20, 20)
  const site = await getTenantSite(slug)
  const selection = site?.available ? selectCourseCategory(site.header.homeCourseTypeDtos, input) : null
  if (!site || !selection) return emptyPage(paging.page, paging.pageSize)
  const result = await listCourses(await getDb(), {
    tenantId: site.tenantId,
    ...paging,
    ...selectionIds(selection),
    sort: input.sort ?? 'newest',
    price: input.price,
  })
  return toPaged(result, toCourseCard, paging.page, paging.pageSize)
}

/** Trimmed and capped at SEARCH_MAX like the search box; an empty name finds nothing. */
export async function searchCourses(slug: string, name: string, page = 1, pageSize = 20): Promise<Paged<CourseCard>> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const paging = normalizePaging(page, pageSize, 20)
  // Cut in code points like the pages, so the text searched is the text the page shows.
  const text = Array.from(String(name ?? '').trim())
    .slice(0, SEARCH_MAX)
    .join('')
    .trim()
  const tenantId = text ? await tenantIdOf(slug) : null
  if (tenantId === null) return emptyPage(paging.page, paging.pageSize)
  const result = await searchCourseRows(await getDb(), { tenantId, name: text, ...paging })
  return toPaged(result, toCourseCard, paging.page, paging.pageSize)
}

/** null for an unknown, unpublished or other tenant's course: the page answers 404. */
export async function getCourseDetail(slug: string, id: number): Promise<CourseDetail | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  if (!isRowId(id)) return null
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return null
  const db = await getDb()
  const course = await getPublishedCourse(db, { tenantId, courseId: id })
  if (!course) return null
  const [outline, lecturers, related] = await Promise.all([
    listCourseOutline(db, { tenantId, courseId: id }),
    listCourseLecturers(db, { tenantId, courseId: id }),
    listRelatedCourses(db, {
      tenantId,
      courseId: id,
      courseTypeId: course.courseTypeId,
      parentCourseTypeId: course.parentCourseTypeId,
    }),
  ])
  return toCourseDetail(course, outline, lecturers, related)
}

export async function getLecturers(
  slug: string,
  page = 1,
  pageSize = 20,
): Promise<Paged<LecturerBrief & { courseCount: number }>> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const paging = normalizePaging(page, pageSize, 20)
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return emptyPage(paging.page, paging.pageSize)
  const result = await listLecturers(await getDb(), { tenantId, ...paging })
  return toPaged(
    result,
    (r) => ({ ...toLecturerBrief(r), courseCount: Number(r.courseCount) }),
    paging.page,
    paging.pageSize,
  )
}

export async function getLecturerDetail(slug: string, id: number): Promise<LecturerDetail | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  if (!isRowId(id)) return null
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return null
  const db = await getDb()
  const lecturer = await getLecturer(db, { tenantId, lecturerId: id })
  if (!lecturer) return null
  const courses = await listLecturerCourses(db, { tenantId, lecturerId: id })
  return { ...toLecturerBrief(lecturer), introduction: lecturer.introduction, courses: courses.map(toCourseCard) }
}

export async function getTopics(slug: string, page = 1, pageSize = 20): Promise<Paged<TopicCard>> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const paging = normalizePaging(page, pageSize, 20)
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return emptyPage(paging.page, paging.pageSize)
  const result = await listTopics(await getDb(), { tenantId, ...paging })
  return toPaged(result, toTopicCard, paging.page, paging.pageSize)
}

export async function getTopicDetail(slug: string, id: number): Promise<TopicDetail | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  if (!isRowId(id)) return null
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return null
  const db = await getDb()
  const topic = await getPublishedTopic(db, { tenantId, topicId: id })
  if (!topic) return null
  const courses = await listTopicCourses(db, { tenantId, topicId: id })
  return { ...toTopicCard(topic), courses: courses.map(toCourseCard) }
}

/** Public ids for /sitemap.xml; empty for an unknown or unavailable tenant. */
export async function listSitemapEntries(slug: string): Promise<SitemapEntries> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const tenantId = await tenantIdOf(slug)
  if (tenantId === null) return { courses: [], lecturers: [], topics: [] }
  const rows = await listSitemapRows(await getDb(), { tenantId })
  return {
    courses: rows.courses.map((c) => ({ id: c.id, updatedAt: toIso(c.updatedAt) })),
    lecturers: rows.lecturers.map((l) => ({ id: l.id })),
    topics: rows.topics.map((t) => ({ id: t.id })),
  }
}
