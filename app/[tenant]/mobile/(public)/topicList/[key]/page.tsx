// Mobile /topicList?courseId=: a back bar to the course, 发表话题 on top, the course's topics as cards, paged.
import Link from 'next/link'
import { Composer } from '@/components/discussion/composer'
import { BackBar } from '@/components/discussion/post-parts'
import { TopicList } from '@/components/discussion/topic-list'
import { topicListPage } from '@/lib/pages/discussion'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = topicListPage.metadata

export default topicListPage.view(function MobileTopicList(model) {
  const { course, topics } = model
  const now = new Date()
  return (
    <>
      <BackBar href={`/course/${course.id}`} label="返回课程" title="课程讨论" />
      <Link
        href={`/course/${course.id}`}
        data-testid="back-to-course"
        className="block bg-white px-4 py-3 text-sm text-gray-600"
      >
        <span className="text-gray-500">课程：</span>
        <span className="font-medium text-gray-800">{course.title}</span>
      </Link>
      <section aria-label="发表话题" className="mt-2 bg-white px-4 py-3">
        <Composer
          target={{ kind: 'topic', courseId: course.id }}
          device="mobile"
          landing={`/topicList?courseId=${course.id}`}
        />
      </section>
      <section aria-labelledby="topics-heading" className="mt-2 bg-white">
        <h2 id="topics-heading" className="border-b border-gray-100 px-4 py-3 text-sm text-gray-500">
          共 {topics.totalCount} 个话题
        </h2>
        <TopicList list={topics} now={now} paging={model} variant="mobile" />
      </section>
    </>
  )
})
