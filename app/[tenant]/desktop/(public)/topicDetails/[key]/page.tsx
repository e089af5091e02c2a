// Desktop /topicDetails/{id}: the topic, its floors (each with its first replies), paged, and the reply box.
import Link from 'next/link'
import { Composer } from '@/components/discussion/composer'
import { DeletePost } from '@/components/discussion/delete-post'
import { Avatar, PostMeta, PostText, ReplyCount } from '@/components/discussion/post-parts'
import { FloorList } from '@/components/discussion/post-lists'
import { topicDetailsPage } from '@/lib/pages/discussion'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = topicDetailsPage.metadata

export default topicDetailsPage.view(function DesktopTopicDetails(model) {
  const { topic, floors, landing } = model
  const now = new Date()
  const list = `/topicList?courseId=${topic.courseId}`
  return (
    <div className="mx-auto max-w-content px-4 py-6">
      <nav aria-label="面包屑" className="text-sm text-gray-500">
        <Link href={`/course/${topic.courseId}`} className="hover:text-primary">
          {topic.courseTitle}
        </Link>
        <span aria-hidden="true"> › </span>
        <Link href={list} data-testid="back-to-list" className="hover:text-primary">
          课程讨论
        </Link>
      </nav>

      <article data-testid="topic" className="mt-4 rounded-lg bg-white px-8 py-6 shadow-sm">
        <h1 className="text-2xl leading-snug font-bold break-words text-gray-900">{topic.title}</h1>
        <div className="mt-4 flex items-center gap-3">
          <Avatar author={topic.author} />
          <PostMeta author={topic.author} at={topic.createdAt} now={now} />
          <span className="ml-auto flex items-center gap-4">
            <ReplyCount count={topic.replyCount} />
            <DeletePost kind="topic" id={topic.id} authorId={topic.author.id} then={list} />
          </span>
        </div>
        {topic.content ? <PostText text={topic.content} className="mt-5 text-[15px] leading-7 text-gray-800" /> : null}
      </article>

      <section aria-labelledby="floors-heading" className="mt-6 rounded-lg bg-white shadow-sm">
        <h2 id="floors-heading" className="border-b border-gray-100 px-6 py-4 text-base font-semibold text-gray-900">
          全部回复 <span className="text-sm font-normal text-gray-500">（{topic.replyCount}）</span>
        </h2>
        <FloorList list={floors} now={now} paging={model} variant="desktop" />
      </section>

      <section aria-labelledby="reply-heading" className="mt-6 rounded-lg bg-white px-6 py-5 shadow-sm">
        <h2 id="reply-heading" className="mb-3 text-base font-semibold text-gray-900">
          发表回复
        </h2>
        <Composer target={{ kind: 'reply', topicId: topic.id }} device="desktop" landing={landing} />
      </section>
    </div>
  )
})
