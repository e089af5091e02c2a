// /teacherlist for both variants: the lecturer-menu switch, one page rule, one title and canonical.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { readPage, type QueryParams } from '@/lib/catalogue/route-params'
import type { LecturerBrief, Paged } from '@/lib/contract/schemas/catalogue'
import type { TenantSite } from '@/lib/contract/site'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getLecturers } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { LIST_PAGE_SIZE, listPath, pagedTitle } from './paging'
import { pageModel } from './page-model'

export type TeacherListProps = { params: Promise<{ tenant: string }>; searchParams: Promise<QueryParams> }

export interface TeacherListModel {
  site: TenantSite
  /** The shared heading and <title> stem (the phone used to say 更多专家, the desktop 全部讲师). */
  heading: string
  page: number
  pageSize: number
  list: Paged<LecturerBrief & { courseCount: number }>
  seo: PageSeo
}

export function teacherListSeo(site: Pick<TenantSite, 'settings'>, page: number): PageSeo {
  return {
    title: pagedTitle('全部讲师', page),
    description: `${site.settings.tenantName}的讲师与行业专家：金牌讲师领衔，查看每位讲师的介绍与主讲课程。`,
    path: listPath('/teacherlist', [], page),
  }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readTeacherList = cache(async (slug: string, page: number): Promise<TeacherListModel | null> => {
  const site = await getTenantSite(slug)
  // Switched off, the list does not exist on either device (docs/spec.md §2: isHideMenuTeacher), like GetTeacherList.
  if (!site?.features.showTeacherMenu) return null
  const list = await getLecturers(site.slug, page, LIST_PAGE_SIZE)
  return { site, heading: '全部讲师', page, pageSize: LIST_PAGE_SIZE, list, seo: teacherListSeo(site, page) }
})

/** Loads what both variants show; 404 when the tenant has the lecturer menu off. */
export async function loadTeacherList({ params, searchParams }: TeacherListProps): Promise<TeacherListModel> {
  const [{ tenant }, query] = await Promise.all([params, searchParams])
  return (await readTeacherList(tenant, readPage(query))) ?? notFound()
}

export async function teacherListMetadata(props: TeacherListProps): Promise<Metadata> {
  const { site, seo } = await loadTeacherList(props)
  return pageMetadata(site, seo)
}

export const teacherListPage = pageModel(loadTeacherList, teacherListMetadata)
