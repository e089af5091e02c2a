// A special topic (专题) as a banner tile linking to its page.
import Link from 'next/link'
import type { TopicCard as TopicCardData } from '@/lib/contract/schemas/catalogue'
import { cardTopicBanner } from './renditions'

export interface TopicCardProps {
  topic: TopicCardData
  qiNiuUrl: string
  /** Off when topic pages are switched off (isHideMenuMoreSpecial): a link would lead to a 404. */
  linked?: boolean
  titleAs?: 'h2' | 'h3' | 'h4'
}

export function TopicCard({ topic, qiNiuUrl, linked = true, titleAs: Title = 'h3' }: TopicCardProps) {
  const banner = cardTopicBanner(qiNiuUrl, topic.bannerUrl)
  const body = (
    <>
      <div className="aspect-[12/5] w-full overflow-hidden bg-gradient-to-r from-primary to-primary-hover">
        {banner.src ? (
          // eslint-disable-next-line @next/next/no-img-element -- the storage serves its own renditions (srcset by width)
          <img
            {...banner}
            alt={topic.title}
            width={600}
            height={250}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Title className="line-clamp-1 text-base font-semibold text-gray-900 group-hover:text-primary">
          {topic.title}
        </Title>
        {topic.introduction ? <p className="line-clamp-2 text-xs text-gray-500">{topic.introduction}</p> : null}
        <p className="mt-auto pt-1 text-xs text-primary" data-testid="topic-card-count">
          {topic.courseCount}门课程
        </p>
      </div>
    </>
  )
  const box = 'group flex h-full flex-col overflow-hidden rounded-lg border border-gray-100 bg-white shadow-sm'
  const shared = { 'data-testid': 'topic-card', 'data-topic-id': topic.id }
  return linked ? (
    <Link
      href={`/thematic/${topic.id}`}
      {...shared}
      className={`${box} transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary`}
    >
      {body}
    </Link>
  ) : (
    <div {...shared} className={box}>
      {body}
    </div>
  )
}
