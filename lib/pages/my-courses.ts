// 我的课程 (desktop /course/my, mobile /minecourse, each also on the other device): the list loads per account on the
// client; the server decides only the tenant (404) and keeps the page out of search.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantProps } from './tenant-page'
import { pageModel } from './page-model'

export type MyCoursesProps = TenantProps

export async function loadMyCourses({ params }: MyCoursesProps): Promise<{ site: TenantSite }> {
  return { site: await siteOr404((await params).tenant) }
}

export async function myCoursesMetadata(props: MyCoursesProps): Promise<Metadata> {
  await loadMyCourses(props)
  return privatePageMetadata('我的课程')
}

export const myCoursesPage = pageModel(loadMyCourses, myCoursesMetadata)
