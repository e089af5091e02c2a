// 我的课程 (desktop /course/my, mobile /minecourse, each also on the other device): the tenant (404), private metadata,
// and the first tab's first page, prefetched for a signed-in learner.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { myCoursesInput } from '@/lib/query/page-inputs'
import { privatePageMetadata, siteOr404, type TenantProps } from './tenant-page'
import { pageModel } from './page-model'
import { prefetch, prefetchedPage, type PagePrefetch } from './prefetch'

export type MyCoursesProps = TenantProps

/** The list 我的课程 opens on, here and in the personal centre (/account?nav=1). */
export const myCoursesPrefetch = (): PagePrefetch[] => [prefetch('FrontCourse', 'GetMyCourses', myCoursesInput())]

async function loadMyCourses({ params }: MyCoursesProps): Promise<{ site: TenantSite; prefetch: PagePrefetch[] }> {
  return { site: await siteOr404((await params).tenant), prefetch: myCoursesPrefetch() }
}

async function myCoursesMetadata(props: MyCoursesProps): Promise<Metadata> {
  await loadMyCourses(props)
  return privatePageMetadata('我的课程')
}

export const myCoursesPage = prefetchedPage(pageModel(loadMyCourses, myCoursesMetadata))
