// /diagnosis, /metalData, /questionnaire and /report on both devices: the tenant (404), the title, the id or the next
// path from the query, private metadata, and what each first screen shows, prefetched for a signed-in learner.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { pageModel } from './page-model'
import { prefetch, prefetchedPage, type PagePrefetch } from './prefetch'
import { idFromQuery, privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'

type DiagnosisProps = TenantQueryProps

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

const PROFILE = prefetch('Diagnosis', 'GetProfile')

function diagnosisPage(title: string, calls: (id: number | null) => PagePrefetch[]) {
  const load = async (
    props: DiagnosisProps,
  ): Promise<{ site: TenantSite; title: string; id: number | null; next: string; prefetch: PagePrefetch[] }> => {
    const [site, query] = await Promise.all([siteOr404((await props.params).tenant), props.searchParams])
    const id = idFromQuery(query.id)
    const next = first(query.next) ?? '/diagnosis'
    return {
      site,
      title,
      id,
      next: /^\/(?![/\\])[^\s\\]*$/.test(next) ? next : '/diagnosis',
      prefetch: calls(id),
    }
  }
  const metadata = async (props: DiagnosisProps): Promise<Metadata> => {
    await siteOr404((await props.params).tenant)
    return privatePageMetadata(title)
  }
  return prefetchedPage(pageModel(load, metadata))
}

export const diagnosisHomePage = diagnosisPage('在线诊断', () => [
  prefetch('Diagnosis', 'GetInstruments'),
  PROFILE,
  prefetch('Diagnosis', 'GetReports'),
])
export const metalDataPage = diagnosisPage('基本信息', () => [PROFILE])
export const questionnairePage = diagnosisPage('诊断问卷', (id) =>
  id === null ? [] : [prefetch('Diagnosis', 'GetInstrument', { id }), PROFILE],
)
export const reportPage = diagnosisPage('诊断报告', (id) =>
  id === null ? [] : [prefetch('Diagnosis', 'GetReport', { id })],
)
