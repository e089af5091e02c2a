// Mobile /topicDetails/{id}: the topic, its floors with their first replies, paged, and the reply box at the end.
import { Composer } from '@/components/discussion/composer'
import { DeletePost } from '@/components/discussion/delete-post'
import { Avatar, BackBar, PostMeta, PostText, ReplyCount } from '@/components/discussion/post-parts'
import { FloorList } from '@/components/discussion/post-lists'
import { topicDetailsPage } from '@/lib/pages/discussion'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = topicDetailsPage.metadata

export default topicDetailsPage.view(function MobileTopicDetails(model) {
  const { topic, floors, landing } = model
  const now = new Date()
  const list = `/topicList?courseId=${topic.courseId}`
  return (
    <>
      <BackBar href={list} label="返回话题列表" title="话题详情" heading={false} />
      <article data-testid="topic" className="bg-white px-4 py-4">
        <h1 className="text-lg leading-snug font-semibold break-words text-gray-900">{topic.title}</h1>
        <div className="mt-3 flex items-center gap-2">
          <Avatar author={topic.author} size="sm" />
          <PostMeta author={topic.author} at={topic.createdAt} now={now} />
          <span className="ml-auto flex items-center gap-3">
            <ReplyCount count={topic.replyCount} />
            <DeletePost kind="topic" id={topic.id} authorId={topic.author.id} then={list} />
          </span>
        </div>
        {topic.content ? (
          <PostText text={topic.content} className="mt-3 text-[15px] leading-relaxed text-gray-800" />
        ) : null}
        <p className="mt-3 text-xs text-gray-500">来自课程《{topic.courseTitle}》</p>
      </article>

      <section aria-labelledby="floors-heading" className="mt-2 bg-white">
        <h2 id="floors-heading" className="border-b border-gray-100 px-4 py-3 text-sm font-semibold text-gray-900">
          全部回复（{topic.replyCount}）
        </h2>
        <FloorList list={floors} now={now} paging={model} variant="mobile" />
      </section>

      <section aria-label="发表回复" className="mt-2 bg-white px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <Composer target={{ kind: 'reply', topicId: topic.id }} device="mobile" landing={landing} />
      </section>
    </>
  )
})
