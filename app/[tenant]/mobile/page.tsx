// Mobile home (route /, tab 0): compact header, banner and the course categories.
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { MobileHeader } from '@/components/shell/mobile-header'
import { CategoryShowcase } from '@/components/site/category-showcase'
import { getTenantSite } from '@/lib/services/tenant-site'

export default async function MobileHome({ params }: { params: Promise<{ tenant: string }> }) {
  const site = await getTenantSite((await params).tenant)
  if (!site) notFound()
  const { tenantName } = site.settings
  return (
    <>
      <MobileHeader settings={site.settings} />
      <section className="mx-3 mt-3 rounded-xl bg-gradient-to-r from-primary to-primary-hover p-5 text-primary-contrast">
        <h1 className="text-xl font-bold">{tenantName}</h1>
        <p className="mt-2 text-sm opacity-90">精品课程，随时随地学习</p>
        <Link href="/courselist" className="mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-sm font-medium text-primary">
          去选课
        </Link>
      </section>
      <section className="px-3 py-4" aria-labelledby="course-bar">
        <h2 id="course-bar" className="mb-3 text-lg font-semibold text-gray-900">
          课程分类
        </h2>
        <CategoryShowcase types={site.header.homeCourseTypeDtos} variant="mobile" />
      </section>
    </>
  )
}
