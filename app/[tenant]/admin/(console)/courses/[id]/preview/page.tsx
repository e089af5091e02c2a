// /admin/courses/{id}/preview: 预览 — the course drawn by the public desktop course page's own view with the course's
// current data in any state (draft, published, taken down), inside the console: rendered per request for the signed-in
// operator (AdminCourse/GetPreview through the dispatcher, the console's cookie and role rules), never cached, noindex.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CourseTabs } from '@/components/admin/course-tabs'
import { PageHeader } from '@/components/admin/page-header'
import { ScreenGate } from '@/components/admin/screen-gate'
import { DesktopCourseDetail } from '@/components/catalogue/course-detail-desktop'
import { callForPage } from '@/lib/api/page-call'
import { routeId } from '@/lib/catalogue/route-params'
import { getTenantSite } from '@/lib/services/tenant-site'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: '课程预览', robots: { index: false, follow: false } }

export default async function ConsoleCoursePreviewPage({
  params,
}: {
  params: Promise<{ tenant: string; id: string }>
}) {
  const { tenant, id: raw } = await params
  const id = routeId(raw) ?? notFound()
  const [site, course] = await Promise.all([getTenantSite(tenant), callForPage('AdminCourse', 'GetPreview', { id })])
  if (!site || !course) notFound()
  return (
    <ScreenGate screen="courses">
      <PageHeader
        title={course.title}
        description="预览：按网站电脑端课程页的样式显示当前保存的内容（含草稿），学员看不到未发布的课程"
      />
      <CourseTabs courseId={id} active="preview" />
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-gray-50" data-testid="course-preview">
        <div className="min-w-[1100px]">
          <DesktopCourseDetail site={site} course={course} linkLecturers={site.features.showTeacherMenu} />
        </div>
      </div>
    </ScreenGate>
  )
}
