// /diagnosis, /metalData, /questionnaire and /report on both devices: the tenant (404), the title, the id or the next
// path from the query, and private metadata; the learner's data loads on the client.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { pageModel } from './page-model'
import { privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'

export type DiagnosisProps = TenantQueryProps

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

function diagnosisPage(title: string) {
  const load = async (
    props: DiagnosisProps,
  ): Promise<{ site: TenantSite; title: string; id: number | null; next: string }> => {
    const [site, query] = await Promise.all([siteOr404((await props.params).tenant), props.searchParams])
    const raw = first(query.id) ?? ''
    const next = first(query.next) ?? '/diagnosis'
    return {
      site,
      title,
      id: /^\d{1,9}$/.test(raw) ? Number(raw) : null,
      next: /^\/(?![/\\])[^\s\\]*$/.test(next) ? next : '/diagnosis',
    }
  }
  return pageModel(load, async (props: DiagnosisProps): Promise<Metadata> => {
    await siteOr404((await props.params).tenant)
    return privatePageMetadata(title)
  })
}

export const diagnosisHomePage = diagnosisPage('在线诊断')
export const metalDataPage = diagnosisPage('基本信息')
export const questionnairePage = diagnosisPage('诊断问卷')
export const reportPage = diagnosisPage('诊断报告')
