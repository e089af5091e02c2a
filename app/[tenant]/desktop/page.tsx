// Desktop home (route /, tab 0): the tenant's banner and its course bar by category.
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { CategoryShowcase } from '@/components/site/category-showcase'
import { getTenantSite } from '@/lib/services/tenant-site'

export default async function DesktopHome({ params }: { params: Promise<{ tenant: string }> }) {
  const site = await getTenantSite((await params).tenant)
  if (!site) notFound()
  const { tenantName } = site.settings
  const types = site.header.homeCourseTypeDtos
  return (
    <>
      <section className="bg-gradient-to-r from-primary to-primary-hover text-primary-contrast">
        <div className="mx-auto max-w-[1200px] px-6 py-14">
          <h1 className="text-4xl font-bold tracking-wide">{tenantName}</h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">
            汇聚 {types.length} 大类、{types.reduce((n, t) => n + t.children.length, 0)} 个方向的精品课程，随时随地，学以致用。
          </p>
          <Link
            href="/courselist"
            className="mt-8 inline-block rounded-md bg-white px-6 py-2.5 text-base font-medium text-primary shadow hover:bg-primary-soft"
          >
            浏览全部课程
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-[1200px] px-6 py-10" aria-labelledby="course-bar">
        <h2 id="course-bar" className="mb-6 text-2xl font-semibold text-gray-900">
          课程分类
        </h2>
        <CategoryShowcase types={types} variant="desktop" />
      </section>
    </>
  )
}
