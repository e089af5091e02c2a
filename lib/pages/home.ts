// / (home) for both variants: one load of the course bars, newest courses and switched sections, one set of tags.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { CourseCard, HomeClassification, LecturerBrief, TopicCard } from '@/lib/contract/schemas/catalogue'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import type { TenantSite } from '@/lib/contract/site'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getHomeData, getNewCourses, getSelectedTopics } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageModel } from './page-model'

export type HomeProps = { params: Promise<{ tenant: string }> }

export interface HomeModel {
  site: TenantSite
  /** The tenant's visible category tree. */
  categories: CourseTypeDto[]
  /** Per top-level category its newest courses. */
  classifications: HomeClassification[]
  /** The newest courses; a variant may show fewer. */
  newCourses: CourseCard[]
  /** Empty unless the tenant shows gold lecturers (site.features.showGoldTeachers). */
  goldTeachers: LecturerBrief[]
  /** Empty unless the tenant shows selected topics (site.features.showSelectedTopics). */
  topics: TopicCard[]
  /** Lecturer and topic pages exist only while their menus are on: never link to a 404. */
  linkLecturers: boolean
  linkTopics: boolean
  /** Where 更多讲师 / 更多专题 lead, or undefined when that list is switched off. */
  teacherListHref?: string
  topicListHref?: string
  seo: PageSeo
}

/** Newest courses loaded: two rows of four on the desktop; the phone shows fewer of the same list. */
const NEW_COURSES = 8
/** One row of topic cards on the desktop, a short column on the phone. */
const SELECTED_TOPICS = 4

/** The home page names itself fully (absoluteTitle) rather than going through the layout's template. */
export function homeSeo(site: Pick<TenantSite, 'settings' | 'header'>): PageSeo {
  const { tenantName } = site.settings
  const names = site.header.homeCourseTypeDtos.map((t) => t.typeName).join('、')
  return {
    title: `${tenantName} - 在线学习平台`,
    absoluteTitle: true,
    description: `${tenantName}：${names ? `汇聚${names}等方向的` : ''}精品在线课程，名师讲解，随时随地学习。`,
    path: '/',
  }
}

// Keyed by the slug so generateMetadata and the page share one load per request.
const readHome = cache(async (slug: string): Promise<HomeModel | null> => {
  const site = await getTenantSite(slug)
  if (!site) return null
  const { features } = site
  const [home, newest, topics] = await Promise.all([
    getHomeData(site.slug),
    getNewCourses(site.slug, 1, NEW_COURSES),
    features.showSelectedTopics ? getSelectedTopics(site.slug, SELECTED_TOPICS) : Promise.resolve([]),
  ])
  return {
    site,
    categories: site.header.homeCourseTypeDtos,
    classifications: home?.classifications ?? [],
    newCourses: newest.items,
    goldTeachers: features.showGoldTeachers ? (home?.goldTeachers ?? []) : [],
    topics,
    linkLecturers: features.showTeacherMenu,
    linkTopics: features.showTopicMenu,
    teacherListHref: features.showTeacherMenu ? '/teacherlist' : undefined,
    topicListHref: features.showTopicMenu ? '/thematiclist' : undefined,
    seo: homeSeo(site),
  }
})

/** Loads what both variants show; 404 only for an unknown tenant (the device layouts answer closed ones). */
export async function loadHome({ params }: HomeProps): Promise<HomeModel> {
  return (await readHome((await params).tenant)) ?? notFound()
}

export async function homeMetadata(props: HomeProps): Promise<Metadata> {
  const { site, seo } = await loadHome(props)
  return pageMetadata(site, seo)
}

export const homePage = pageModel(loadHome, homeMetadata)
