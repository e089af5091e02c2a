// /topicList?courseId=, /topicDetails/{id} and /talkabout/{id} for both variants: one id rule, one load, one 404, one title.
// ISR pages: the proxy turns the id and `?page=` into one segment (`5-2`, lib/proxy/list-routes), which these decode.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { excerpt } from '@/lib/contract/discussion-rules'
import { decodeDiscussionKey } from '@/lib/proxy/list-routes'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import {
  floorPage as floorData,
  topicListPage as topicListData,
  topicPage as topicData,
  type FloorPageData,
  type TopicListData,
  type TopicPageData,
} from '@/lib/services/discussion-pages'
import { totalPages } from '@/lib/ui/pagination'
import { LIST_PAGE_SIZE, listPath, pagedTitle } from './paging'
import { pageModel } from './page-model'

/** `key` is the segment the proxy wrote: `{courseId}-{page}`, `{topicId}-{page}` or `{floorId}-{page}`. */
type DiscussionProps = { params: Promise<{ tenant: string; key: string }> }

interface Paging {
  page: number
  pageSize: number
  /** The pager's path and the query it keeps (PageLinks). */
  pagerPath: string
  pagerQuery: Record<string, string | number | undefined>
  /** Where a new post of this page's box shows: the first page for topics, the last (after it) for replies. */
  landing: string
  seo: PageSeo
}

export type TopicListModel = TopicListData & Paging
export type TopicDetailsModel = TopicPageData & Paging
export type TalkaboutModel = FloorPageData & Paging

// Keyed by primitives so generateMetadata and the page share one load per request.
const readTopicList = cache(async (slug: string, courseId: number, page: number): Promise<TopicListModel | null> => {
  const data = await topicListData(slug, courseId, page, LIST_PAGE_SIZE)
  if (!data) return null
  return {
    ...data,
    page,
    pageSize: LIST_PAGE_SIZE,
    pagerPath: '/topicList',
    pagerQuery: { courseId: data.course.id },
    landing: listPath('/topicList', [['courseId', data.course.id]]),
    seo: {
      title: pagedTitle(`${data.course.title} - 课程讨论`, page),
      description: `${data.site.settings.tenantName}课程《${data.course.title}》的学员讨论区：提问、交流学习心得。`,
      path: listPath('/topicList', [['courseId', data.course.id]], page),
    },
  }
})

const readTopic = cache(async (slug: string, topicId: number, page: number): Promise<TopicDetailsModel | null> => {
  const data = await topicData(slug, topicId, page, LIST_PAGE_SIZE)
  if (!data) return null
  const path = `/topicDetails/${data.topic.id}`
  return {
    ...data,
    page,
    pageSize: LIST_PAGE_SIZE,
    pagerPath: path,
    pagerQuery: {},
    landing: listPath(path, [], totalPages(data.floors.totalCount + 1, LIST_PAGE_SIZE)),
    seo: {
      title: pagedTitle(data.topic.title, page),
      description:
        excerpt(data.topic.content, 120) || `课程《${data.topic.courseTitle}》的讨论话题：${data.topic.title}`,
      path: listPath(path, [], page),
    },
  }
})

const readFloor = cache(async (slug: string, floorId: number, page: number): Promise<TalkaboutModel | null> => {
  const data = await floorData(slug, floorId, page, LIST_PAGE_SIZE)
  if (!data) return null
  const path = `/talkabout/${data.floor.id}`
  return {
    ...data,
    page,
    pageSize: LIST_PAGE_SIZE,
    pagerPath: path,
    pagerQuery: {},
    landing: listPath(path, [], totalPages(data.replies.totalCount + 1, LIST_PAGE_SIZE)),
    seo: {
      title: pagedTitle(`${data.floor.floor}楼的回复 - ${data.topic.title}`, page),
      description: data.floor.deleted ? '该回复已删除' : excerpt(data.floor.content, 120),
      path: listPath(path, [], page),
    },
  }
})

/** The segment's id and page; null for a segment the proxy would not have written. */
async function keyOf({ params }: DiscussionProps) {
  const { tenant, key } = await params
  const decoded = decodeDiscussionKey(key)
  return decoded && { tenant, ...decoded }
}

/** 404 for a missing or malformed courseId and for a course that is not a published course of this tenant. */
async function loadTopicList(props: DiscussionProps): Promise<TopicListModel> {
  const key = await keyOf(props)
  return (key && (await readTopicList(key.tenant, key.id, key.page))) ?? notFound()
}

/** 404 for a deleted topic, another tenant's, or one whose course is no longer published. */
async function loadTopicDetails(props: DiscussionProps): Promise<TopicDetailsModel> {
  const key = await keyOf(props)
  return (key && (await readTopic(key.tenant, key.id, key.page))) ?? notFound()
}

/** 404 unless the id is a floor of a live topic (a deleted floor still shows while replies live under it). */
async function loadTalkabout(props: DiscussionProps): Promise<TalkaboutModel> {
  const key = await keyOf(props)
  return (key && (await readFloor(key.tenant, key.id, key.page))) ?? notFound()
}

async function topicListMetadata(props: DiscussionProps): Promise<Metadata> {
  const { site, seo } = await loadTopicList(props)
  return pageMetadata(site, seo)
}

async function topicDetailsMetadata(props: DiscussionProps): Promise<Metadata> {
  const { site, seo } = await loadTopicDetails(props)
  return pageMetadata(site, seo)
}

/** A single floor's thread is part of its topic: reachable, but the topic page is what search should list. */
async function talkaboutMetadata(props: DiscussionProps): Promise<Metadata> {
  const { site, seo } = await loadTalkabout(props)
  return { ...pageMetadata(site, seo), robots: { index: false, follow: true } }
}

export const topicListPage = pageModel(loadTopicList, topicListMetadata)
export const topicDetailsPage = pageModel(loadTopicDetails, topicDetailsMetadata)
export const talkaboutPage = pageModel(loadTalkabout, talkaboutMetadata)
