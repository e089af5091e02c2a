// Course discussion reads for the API and the pages (tenant-scoped, masked with the tenant's sensitive words on the way
// out), and the cache tags its writes drop.
import { cacheLife, cacheTag, revalidateTag } from 'next/cache'
import { excerpt } from '@/lib/contract/discussion-rules'
import type { Paged } from '@/lib/contract/schemas/catalogue'
import {
  EXCERPT_LENGTH,
  FLOOR_PREVIEW,
  type FloorDetailDto,
  type FloorDto,
  type PostAuthor,
  type ReplyDto,
  type TopicDetailDto,
  type TopicItem,
} from '@/lib/contract/schemas/discussion'
import { maskSensitive } from '@/lib/contract/sensitive-words'
import type { TenantSite } from '@/lib/contract/site'
import type { Db } from '@/lib/db/client'
import { getDb } from '@/lib/db/client'
import {
  countCourseTopics,
  getDiscussedCourse,
  getReply,
  getTopic,
  listCourseTopics,
  listFloorPreviews,
  listFloorReplies,
  listFloors,
  type AuthorFields,
  type ReplyRow,
  type TopicRow,
} from '@/lib/db/queries/discussion'
import { avatarUrl } from '@/lib/ui/image-urls'
import { normalizePaging, toIso } from './catalogue-map'
import { getTenantSite, tenantTag } from './tenant-site'

type Site = Pick<TenantSite, 'tenantId' | 'settings'>
type Paging = { page?: number; pageSize?: number }

/** A course's discussion: /topicList's pages and the course page's 课程讨论（N）. */
export function discussionTag(slug: string, courseId: number): string {
  return `discussion:${slug}:${courseId}`
}

/** A topic's pages: /topicDetails/{id} and the /talkabout pages of its floors. */
export function topicTag(slug: string, topicId: number): string {
  return `topic:${slug}:${topicId}`
}

/** A /talkabout id asked for before it was a floor: its cached 404 goes when a reply takes that id. */
export function replyTag(slug: string, replyId: number): string {
  return `reply:${slug}:${replyId}`
}

/**
 * After a write, in the process that wrote: the pages it changed render again at their next request, so the poster
 * sees the post at once. `expire: 0` drops the entries instead of serving them stale once more. Other app instances
 * keep their own memory caches (use-cache-handler.mjs) and see the change when the discussion pages' short lifetime
 * runs out (a minute: DISCUSSION_LIFE in discussion-pages.ts).
 */
export function discussionChanged(
  slug: string,
  changed: { courseId: number; topicId?: number; replyId?: number },
): void {
  const tags = [discussionTag(slug, changed.courseId)]
  if (changed.topicId !== undefined) tags.push(topicTag(slug, changed.topicId))
  if (changed.replyId !== undefined) tags.push(replyTag(slug, changed.replyId))
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

function author(site: Site, row: AuthorFields): PostAuthor {
  return {
    id: row.authorId,
    nickname: maskSensitive(row.authorNickname, site.settings.sensitiveWords),
    avatarUrl: avatarUrl(site.settings.qiNiuUrl, row.authorAvatar, row.authorThirdAvatar),
  }
}

const mask = (site: Site, text: string) => maskSensitive(text, site.settings.sensitiveWords)

function topicItem(site: Site, row: TopicRow): TopicItem {
  return {
    id: row.id,
    courseId: row.courseId,
    title: mask(site, row.title),
    excerpt: excerpt(mask(site, row.content), EXCERPT_LENGTH),
    author: author(site, row),
    replyCount: row.replyCount,
    createdAt: toIso(row.createdAt),
    lastReplyAt: row.lastReplyAt ? toIso(row.lastReplyAt) : null,
  }
}

function replyDto(site: Site, row: ReplyRow): ReplyDto {
  const deleted = row.deletedAt !== null
  return {
    id: row.id,
    topicId: row.topicId,
    parentId: row.parentId,
    floor: Number(row.floor),
    content: deleted ? '' : mask(site, row.content),
    author: deleted ? null : author(site, row),
    deleted,
    childCount: row.childCount,
    createdAt: toIso(row.createdAt),
  }
}

/** The course's title and a page of its topics; null when the course is not a published course of this tenant. */
export async function readTopicList(db: Db, site: Site, courseId: number, paging: Paging = {}) {
  const { page, pageSize } = normalizePaging(paging.page ?? 1, paging.pageSize ?? 20, 20)
  const course = await getDiscussedCourse(db, { tenantId: site.tenantId, courseId })
  if (!course) return null
  const result = await listCourseTopics(db, { tenantId: site.tenantId, courseId, page, pageSize })
  const topics: Paged<TopicItem> = {
    items: result.rows.map((r) => topicItem(site, r)),
    totalCount: result.totalCount,
    page,
    pageSize,
  }
  return { course, topics }
}

/** A live topic of a published course, or null. */
export async function readTopic(db: Db, site: Site, topicId: number): Promise<TopicDetailDto | null> {
  const row = await getTopic(db, { tenantId: site.tenantId, topicId })
  if (!row) return null
  const { excerpt: _excerpt, ...item } = topicItem(site, row)
  void _excerpt
  return { ...item, content: mask(site, row.content), courseTitle: row.courseTitle }
}

/** A page of a topic's floors, each with its first replies. The caller has checked the topic. */
export async function readFloors(db: Db, site: Site, topicId: number, paging: Paging = {}): Promise<Paged<FloorDto>> {
  const { page, pageSize } = normalizePaging(paging.page ?? 1, paging.pageSize ?? 20, 20)
  const result = await listFloors(db, { tenantId: site.tenantId, topicId, page, pageSize })
  const previews = await listFloorPreviews(db, {
    tenantId: site.tenantId,
    floorIds: result.rows.map((r) => r.id),
    limit: FLOOR_PREVIEW,
  })
  const items = result.rows.map((row) => ({
    ...replyDto(site, row),
    children: previews.filter((c) => c.parentId === row.id).map((c) => replyDto(site, c)),
  }))
  return { items, totalCount: result.totalCount, page, pageSize }
}

/** A page of the replies inside one floor. The caller has checked the floor. */
export async function readFloorReplies(
  db: Db,
  site: Site,
  floorId: number,
  paging: Paging = {},
): Promise<Paged<ReplyDto>> {
  const { page, pageSize } = normalizePaging(paging.page ?? 1, paging.pageSize ?? 20, 20)
  const result = await listFloorReplies(db, { tenantId: site.tenantId, floorId, page, pageSize })
  return { items: result.rows.map((r) => replyDto(site, r)), totalCount: result.totalCount, page, pageSize }
}

/**
 * A floor as /talkabout/{id} shows it, with its topic; null unless it is a floor (not a reply inside one) of a live
 * topic of a published course, and either live or deleted with replies still under it.
 */
export async function readFloor(db: Db, site: Site, floorId: number): Promise<FloorDetailDto | null> {
  const row = await getReply(db, { tenantId: site.tenantId, replyId: floorId })
  if (!row || row.parentId !== null || (row.deletedAt !== null && row.childCount === 0)) return null
  const topic = await getTopic(db, { tenantId: site.tenantId, topicId: row.topicId })
  if (!topic) return null
  return {
    floor: replyDto(site, row),
    topic: { id: topic.id, courseId: topic.courseId, title: mask(site, topic.title) },
  }
}

/** 课程讨论（N） on the course page: cached with the page, dropped by every write to the course's topics. */
export async function getCourseTopicCount(slug: string, courseId: number): Promise<number> {
  'use cache'
  cacheTag(tenantTag(slug), discussionTag(slug, courseId))
  cacheLife('hours')
  const site = await getTenantSite(slug)
  if (!site?.available) return 0
  return countCourseTopics(await getDb(), { tenantId: site.tenantId, courseId })
}
