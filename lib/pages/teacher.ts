// /teacher/{id} for both variants: one id rule, the lecturer-menu switch, one set of share tags and Person JSON-LD.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { personJsonLd, type JsonLdData } from '@/lib/seo/json-ld'
import { routeId } from '@/lib/catalogue/route-params'
import type { LecturerDetail } from '@/lib/contract/schemas/catalogue'
import type { TenantSite } from '@/lib/contract/site'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getLecturerDetail } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { pageModel } from './page-model'

export type TeacherProps = { params: Promise<{ tenant: string; id: string }> }

export interface TeacherModel {
  site: TenantSite
  lecturer: LecturerDetail
  path: string
  seo: PageSeo
  jsonLd: JsonLdData
}

/** Avatars are square: cropped (mode 1) to at most 400×400, so a real photo is shared larger than the 100×100 display size. */
const TEACHER_SHARE_VIEW = 'imageView2/1/w/400/h/400/q/90'

/**
 * The job title in full-width brackets: the layout's template already adds " - tenant", and a second dash would
 * read as a third part of the name.
 */
export function teacherSeo(site: Pick<TenantSite, 'settings'>, lecturer: LecturerDetail): PageSeo {
  const job = lecturer.title.trim()
  return {
    title: job ? `${lecturer.name}（${job}）` : lecturer.name,
    description: lecturer.introduction.trim() || `${site.settings.tenantName}讲师${lecturer.name}的介绍与主讲课程`,
    path: `/teacher/${lecturer.id}`,
    image: storageImageUrl(site.settings.qiNiuUrl, lecturer.avatarUrl, TEACHER_SHARE_VIEW) || null,
  }
}

function teacherModel(site: TenantSite, lecturer: LecturerDetail): TeacherModel {
  const seo = teacherSeo(site, lecturer)
  return { site, lecturer, path: seo.path, seo, jsonLd: personJsonLd(site, lecturer, seo.path) }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readTeacher = cache(async (slug: string, id: string): Promise<TeacherModel | null> => {
  const recordId = routeId(id)
  if (recordId === null) return null
  const site = await getTenantSite(slug)
  // Switched off, the lecturer pages do not exist (docs/spec.md §2: isHideMenuTeacher).
  if (!site?.features.showTeacherMenu) return null
  const lecturer = await getLecturerDetail(site.slug, recordId)
  return lecturer ? teacherModel(site, lecturer) : null
})

/** Loads what both variants show; 404 when the menu is off, the id is not canonical or the lecturer is unknown. */
export async function loadTeacher({ params }: TeacherProps): Promise<TeacherModel> {
  const { tenant, id } = await params
  return (await readTeacher(tenant, id)) ?? notFound()
}

export async function teacherMetadata(props: TeacherProps): Promise<Metadata> {
  const { site, seo } = await loadTeacher(props)
  return pageMetadata(site, seo)
}

export const teacherPage = pageModel(loadTeacher, teacherMetadata)
