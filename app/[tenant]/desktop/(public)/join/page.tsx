// Desktop /join (平台服务): the tenant's services with who they are for, process and deliverables; 404 when switched off.
import Link from 'next/link'
import { ServiceList } from '@/components/consultation/service-list'
import { JsonLd } from '@/components/seo/json-ld'
import { EmptyState } from '@/components/ui/empty-state'
import { joinPage } from '@/lib/pages/consultation'

export const generateMetadata = joinPage.metadata

export default joinPage.view(({ site, services, jsonLd }) => (
  <>
    <JsonLd data={jsonLd} />
    <section className="bg-primary text-primary-contrast">
      <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-6 px-4 py-10">
        <div>
          <h1 className="text-3xl font-semibold">平台服务</h1>
          <p className="mt-2 max-w-2xl text-base opacity-90">
            除了在线课程，{site.settings.tenantName}
            还为企业提供内训定制、管理咨询、人才测评与学习运营服务。告诉我们您的需求，顾问一对一为您规划。
          </p>
        </div>
        <div className="flex gap-3">
          <Link
            href="/toconsult"
            className="rounded-md bg-white px-6 py-2.5 text-sm font-medium text-primary hover:bg-gray-100"
          >
            我要咨询
          </Link>
          <Link
            href="/consultation"
            className="rounded-md border border-white/70 px-6 py-2.5 text-sm hover:bg-white/10"
          >
            我的咨询
          </Link>
        </div>
      </div>
    </section>
    <div className="mx-auto max-w-content px-4 py-8">
      {services.length ? <ServiceList services={services} variant="desktop" /> : <EmptyState text="暂无可咨询的服务" />}
      <p className="mt-8 rounded-lg bg-white p-6 text-center text-sm text-gray-600 shadow-sm">
        不确定哪项服务适合您？
        <Link href="/toconsult" className="text-primary underline underline-offset-2">
          描述您的需求
        </Link>
        ，顾问会为您推荐合适的方案。
      </p>
    </div>
  </>
))
