// Desktop /topicList?courseId=: a course's topics (newest activity first), paged, with 发表话题 beside them.
import Link from 'next/link'
import { Composer } from '@/components/discussion/composer'
import { TopicList } from '@/components/discussion/topic-list'
import { topicListPage } from '@/lib/pages/discussion'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = topicListPage.metadata

export default topicListPage.view(function DesktopTopicList(model) {
  const { course, topics } = model
  const now = new Date()
  return (
    <div className="mx-auto max-w-content px-4 py-6">
      <nav aria-label="面包屑" className="text-sm text-gray-500">
        <Link href="/" className="hover:text-primary">
          首页
        </Link>
        <span aria-hidden="true"> › </span>
        <Link href={`/course/${course.id}`} data-testid="back-to-course" className="hover:text-primary">
          {course.title}
        </Link>
        <span aria-hidden="true"> › </span>
        <span className="text-gray-700">课程讨论</span>
      </nav>

      <div className="mt-4 flex items-start gap-6">
        <section aria-labelledby="topics-heading" className="min-w-0 flex-1 rounded-lg bg-white shadow-sm">
          <header className="flex items-baseline justify-between border-b border-gray-100 px-6 py-4">
            <h1 id="topics-heading" className="text-xl font-bold text-gray-900">
              课程讨论
            </h1>
            <span className="text-sm text-gray-500">共 {topics.totalCount} 个话题</span>
          </header>
          <TopicList list={topics} now={now} paging={model} variant="desktop" />
        </section>

        <aside
          aria-labelledby="compose-heading"
          className="sticky top-20 w-[360px] shrink-0 rounded-lg bg-white p-5 shadow-sm"
        >
          <h2 id="compose-heading" className="mb-1 text-base font-semibold text-gray-900">
            发表话题
          </h2>
          <p className="mb-4 text-xs text-gray-500">围绕《{course.title}》提问或分享心得，请文明发言</p>
          <Composer
            target={{ kind: 'topic', courseId: course.id }}
            device="desktop"
            landing={`/topicList?courseId=${course.id}`}
          />
        </aside>
      </div>
    </div>
  )
})
