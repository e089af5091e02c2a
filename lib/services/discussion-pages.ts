// What the discussion pages read, by tenant slug: cached per tenant ('use cache', the tenant's tag and the course's or
// topic's, which every post and delete drops — discussion-data.ts).
import { cacheLife, cacheTag } from 'next/cache'
import type { Paged } from '@/lib/contract/schemas/catalogue'
import type { FloorDetailDto, FloorDto, ReplyDto, TopicDetailDto, TopicItem } from '@/lib/contract/schemas/discussion'
import type { TenantSite } from '@/lib/contract/site'
import { getDb } from '@/lib/db/client'
import {
  discussionTag,
  readFloor,
  readFloorReplies,
  readFloors,
  readTopic,
  readTopicList,
  replyTag,
  topicTag,
} from './discussion-data'
import { getTenantSite, tenantTag } from './tenant-site'

/**
 * A minute, not the catalogue's hours: a post made through another app instance (whose memory this one does not share)
 * or a new nickname shows within a minute. `expire` equal to `revalidate` keeps `stale-while-revalidate` out of the
 * pages' Cache-Control: with it, Chrome answered the router.refresh() after 删除 from its own HTTP cache, without the
 * deletion. The cost: a page past its minute renders while its next visitor waits, instead of in the background.
 */
const DISCUSSION_LIFE = { stale: 300, revalidate: 60, expire: 60 }

async function siteAndDb(slug: string) {
  const site = await getTenantSite(slug)
  return site?.available ? { site, db: await getDb() } : null
}

export interface TopicListData {
  site: TenantSite
  course: { id: number; title: string }
  topics: Paged<TopicItem>
}

/** null: no such published course in this tenant (the page's 404, cached too until the tenant's tag drops it). */
export async function topicListPage(
  slug: string,
  courseId: number,
  page: number,
  pageSize: number,
): Promise<TopicListData | null> {
  'use cache'
  cacheTag(tenantTag(slug), discussionTag(slug, courseId))
  cacheLife(DISCUSSION_LIFE)
  const found = await siteAndDb(slug)
  const data = found && (await readTopicList(found.db, found.site, courseId, { page, pageSize }))
  return found && data ? { site: found.site, ...data } : null
}

export interface TopicPageData {
  site: TenantSite
  topic: TopicDetailDto
  floors: Paged<FloorDto>
}

export async function topicPage(
  slug: string,
  topicId: number,
  page: number,
  pageSize: number,
): Promise<TopicPageData | null> {
  'use cache'
  cacheTag(tenantTag(slug), topicTag(slug, topicId))
  cacheLife(DISCUSSION_LIFE)
  const found = await siteAndDb(slug)
  const topic = found && (await readTopic(found.db, found.site, topicId))
  if (!found || !topic) return null
  return { site: found.site, topic, floors: await readFloors(found.db, found.site, topicId, { page, pageSize }) }
}

export interface FloorPageData extends FloorDetailDto {
  site: TenantSite
  replies: Paged<ReplyDto>
}

export async function floorPage(
  slug: string,
  floorId: number,
  page: number,
  pageSize: number,
): Promise<FloorPageData | null> {
  'use cache'
  cacheTag(tenantTag(slug), replyTag(slug, floorId))
  cacheLife(DISCUSSION_LIFE)
  const found = await siteAndDb(slug)
  const detail = found && (await readFloor(found.db, found.site, floorId))
  if (!found || !detail) return null
  // A floor's page changes with its topic (its replies, its deletion, the topic's): the topic's tag drops it.
  cacheTag(topicTag(slug, detail.topic.id))
  return {
    site: found.site,
    ...detail,
    replies: await readFloorReplies(found.db, found.site, floorId, { page, pageSize }),
  }
}
