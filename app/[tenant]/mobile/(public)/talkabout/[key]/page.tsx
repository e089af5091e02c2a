// Mobile /talkabout/{id} (no tab bar): a back bar to the topic, one floor, every reply inside it, paged, the reply box.
import { Composer } from '@/components/discussion/composer'
import { FloorHead } from '@/components/discussion/floor-thread'
import { BackBar } from '@/components/discussion/post-parts'
import { ReplyList } from '@/components/discussion/post-lists'
import { talkaboutPage } from '@/lib/pages/discussion'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = talkaboutPage.metadata

export default talkaboutPage.view(function MobileTalkabout(model) {
  const { floor, topic, replies, landing } = model
  const now = new Date()
  const topicHref = `/topicDetails/${topic.id}`
  return (
    <>
      <BackBar href={topicHref} label="返回话题" title={`${floor.floor}楼的回复`} />
      <p className="truncate bg-white px-4 pt-3 text-xs text-gray-500">话题：{topic.title}</p>
      <div className="bg-white px-4 py-4">
        <FloorHead floor={floor} topicHref={topicHref} now={now} />
      </div>
      <section aria-labelledby="replies-heading" className="mt-2 bg-white px-4 py-2">
        <h2 id="replies-heading" className="border-b border-gray-100 py-2 text-sm font-semibold text-gray-900">
          {replies.totalCount}条回复
        </h2>
        <ReplyList list={replies} now={now} paging={model} />
      </section>
      {floor.deleted ? null : (
        <section
          aria-label="发表回复"
          className="mt-2 bg-white px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]"
        >
          <Composer
            target={{ kind: 'reply', topicId: topic.id, parentId: floor.id }}
            device="mobile"
            landing={landing}
            placeholder={`回复${floor.floor}楼…`}
          />
        </section>
      )}
    </>
  )
})
