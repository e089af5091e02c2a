// /topicList?courseId=, /topicDetails/{id} and /talkabout/{id} for both variants: one id rule, one load, one 404, one title.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { firstValue, readPage, routeId, type QueryParams } from '@/lib/catalogue/route-params'
import { excerpt } from '@/lib/contract/discussion-rules'
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

type Query = { searchParams: Promise<QueryParams> }
export type TopicListProps = { params: Promise<{ tenant: string }> } & Query
export type TopicPageProps = { params: Promise<{ tenant: string; id: string }> } & Query

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
const readTopicList = cache(async (slug: string, courseId: string, page: number): Promise<TopicListModel | null> => {
  const id = routeId(courseId)
  const data = id === null ? null : await topicListData(slug, id, page, LIST_PAGE_SIZE)
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

const readTopic = cache(async (slug: string, id: string, page: number): Promise<TopicDetailsModel | null> => {
  const topicId = routeId(id)
  const data = topicId === null ? null : await topicData(slug, topicId, page, LIST_PAGE_SIZE)
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

const readFloor = cache(async (slug: string, id: string, page: number): Promise<TalkaboutModel | null> => {
  const floorId = routeId(id)
  const data = floorId === null ? null : await floorData(slug, floorId, page, LIST_PAGE_SIZE)
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

/** 404 for a missing or malformed courseId and for a course that is not a published course of this tenant. */
async function loadTopicList({ params, searchParams }: TopicListProps): Promise<TopicListModel> {
  const [{ tenant }, query] = await Promise.all([params, searchParams])
  return (await readTopicList(tenant, firstValue(query.courseId) ?? '', readPage(query))) ?? notFound()
}

/** 404 for a deleted topic, another tenant's, or one whose course is no longer published. */
async function loadTopicDetails({ params, searchParams }: TopicPageProps): Promise<TopicDetailsModel> {
  const [{ tenant, id }, query] = await Promise.all([params, searchParams])
  return (await readTopic(tenant, id, readPage(query))) ?? notFound()
}

/** 404 unless the id is a floor of a live topic (a deleted floor still shows while replies live under it). */
async function loadTalkabout({ params, searchParams }: TopicPageProps): Promise<TalkaboutModel> {
  const [{ tenant, id }, query] = await Promise.all([params, searchParams])
  return (await readFloor(tenant, id, readPage(query))) ?? notFound()
}

async function topicListMetadata(props: TopicListProps): Promise<Metadata> {
  const { site, seo } = await loadTopicList(props)
  return pageMetadata(site, seo)
}

async function topicDetailsMetadata(props: TopicPageProps): Promise<Metadata> {
  const { site, seo } = await loadTopicDetails(props)
  return pageMetadata(site, seo)
}

/** A single floor's thread is part of its topic: reachable, but the topic page is what search should list. */
async function talkaboutMetadata(props: TopicPageProps): Promise<Metadata> {
  const { site, seo } = await loadTalkabout(props)
  return { ...pageMetadata(site, seo), robots: { index: false, follow: true } }
}

export const topicListPage = pageModel(loadTopicList, topicListMetadata)
export const topicDetailsPage = pageModel(loadTopicDetails, topicDetailsMetadata)
export const talkaboutPage = pageModel(loadTalkabout, talkaboutMetadata)
