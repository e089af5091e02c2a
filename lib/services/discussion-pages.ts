// What the discussion pages read, by tenant slug: uncached on purpose — the pages render per request so a new post
// shows to the next visitor at once (the course page's cached count is dropped by every write instead).
import type { Paged } from '@/lib/contract/schemas/catalogue'
import type { FloorDetailDto, FloorDto, ReplyDto, TopicDetailDto, TopicItem } from '@/lib/contract/schemas/discussion'
import type { TenantSite } from '@/lib/contract/site'
import { getDb } from '@/lib/db/client'
import { readFloor, readFloorReplies, readFloors, readTopic, readTopicList } from './discussion-data'
import { getTenantSite } from './tenant-site'

async function siteAndDb(slug: string) {
  const site = await getTenantSite(slug)
  return site?.available ? { site, db: await getDb() } : null
}

export interface TopicListData {
  site: TenantSite
  course: { id: number; title: string }
  topics: Paged<TopicItem>
}

/** null: no such published course in this tenant (the page's 404). */
export async function topicListPage(
  slug: string,
  courseId: number,
  page: number,
  pageSize: number,
): Promise<TopicListData | null> {
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
  const found = await siteAndDb(slug)
  const detail = found && (await readFloor(found.db, found.site, floorId))
  if (!found || !detail) return null
  return {
    site: found.site,
    ...detail,
    replies: await readFloorReplies(found.db, found.site, floorId, { page, pageSize }),
  }
}
