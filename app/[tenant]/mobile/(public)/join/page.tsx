// Mobile /join (tab 平台服务): the tenant's services, each with 我要咨询; 404 when platform services are off.
import Link from 'next/link'
import { ServiceList } from '@/components/consultation/service-list'
import { JsonLd } from '@/components/seo/json-ld'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { joinPage } from '@/lib/pages/consultation'

export const generateMetadata = joinPage.metadata

export default joinPage.view(({ site, services, jsonLd }) => (
  <>
    <JsonLd data={jsonLd} />
    <MobileHeader settings={site.settings} />
    <section className="mx-3 mt-3 rounded-lg bg-primary px-4 py-5 text-primary-contrast">
      <h1 className="text-lg font-semibold">平台服务</h1>
      <p className="mt-1 text-sm opacity-90">内训定制、管理咨询、人才测评与学习运营，顾问一对一为您规划。</p>
      <div className="mt-4 flex gap-3">
        <Link
          href="/toconsult"
          className="flex min-h-11 flex-1 items-center justify-center rounded-md bg-white text-sm font-medium text-primary"
        >
          我要咨询
        </Link>
        <Link
          href="/consultation"
          className="flex min-h-11 flex-1 items-center justify-center rounded-md border border-white/70 text-sm"
        >
          我的咨询
        </Link>
      </div>
    </section>
    <div className="py-3">
      {services.length ? <ServiceList services={services} variant="mobile" /> : <EmptyState text="暂无可咨询的服务" />}
    </div>
  </>
))
