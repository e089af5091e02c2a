// Desktop /talkabout/{id} (no header or footer): one floor, every reply inside it, paged, a reply box and a way back.
import Link from 'next/link'
import { Composer } from '@/components/discussion/composer'
import { FloorHead } from '@/components/discussion/floor-thread'
import { ReplyList } from '@/components/discussion/post-lists'
import { talkaboutPage } from '@/lib/pages/discussion'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = talkaboutPage.metadata

export default talkaboutPage.view(function DesktopTalkabout(model) {
  const { floor, topic, replies, landing } = model
  const now = new Date()
  const topicHref = `/topicDetails/${topic.id}`
  return (
    <main className="mx-auto min-h-screen max-w-3xl px-4 py-8">
      <Link
        href={topicHref}
        data-testid="back-to-topic"
        className="inline-flex items-center gap-1 text-sm text-gray-500 hover:text-primary"
      >
        <span aria-hidden="true">‹</span> 返回话题
      </Link>
      <h1 className="mt-3 text-xl leading-snug font-bold break-words text-gray-900">{topic.title}</h1>

      <div className="mt-5 rounded-lg bg-white px-6 py-5 shadow-sm">
        <FloorHead floor={floor} topicHref={topicHref} now={now} />
      </div>

      <section aria-labelledby="replies-heading" className="mt-4 rounded-lg bg-white px-6 py-4 shadow-sm">
        <h2 id="replies-heading" className="border-b border-gray-100 pb-3 text-base font-semibold text-gray-900">
          {replies.totalCount}条回复
        </h2>
        <ReplyList list={replies} now={now} paging={model} />
      </section>

      {floor.deleted ? null : (
        <section aria-labelledby="reply-heading" className="mt-4 rounded-lg bg-white px-6 py-5 shadow-sm">
          <h2 id="reply-heading" className="mb-3 text-base font-semibold text-gray-900">
            回复 {floor.author?.nickname}
          </h2>
          <Composer
            target={{ kind: 'reply', topicId: topic.id, parentId: floor.id }}
            device="desktop"
            landing={landing}
            placeholder={`回复${floor.floor}楼…`}
          />
        </section>
      )}
    </main>
  )
})
