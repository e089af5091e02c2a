// Mobile special-topic card: a full-width banner over title, introduction and course count.
import Link from 'next/link'
import type { TopicCard } from '@/lib/contract/schemas/catalogue'
import { mobileTopicBanner } from './renditions'

export interface MobileTopicCardProps {
  topic: TopicCard
  qiNiuUrl: string
  /** False when isHideMenuMoreSpecial is off: /thematic/{id} would be a 404, so the card is not a link. */
  linked?: boolean
  /** The title's heading level: h2 where the card sits right under the page's h1 (/thematiclist), h3 under a section. */
  titleAs?: 'h2' | 'h3'
}

export function MobileTopicCard({ topic, qiNiuUrl, linked = true, titleAs: Title = 'h3' }: MobileTopicCardProps) {
  const banner = mobileTopicBanner(qiNiuUrl, topic.bannerUrl)
  const body = (
    <>
      <div className="aspect-[2/1] w-full overflow-hidden bg-gradient-to-r from-primary to-primary-hover">
        {banner.src ? (
          // Plain <img>: the storage serves its own renditions (srcset by width) and tenant hosts vary per deployment.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            {...banner}
            alt=""
            loading="lazy"
            decoding="async"
            width={720}
            height={360}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="p-3">
        <div className="flex items-baseline justify-between gap-2">
          <Title className="truncate text-base font-medium text-gray-900">{topic.title}</Title>
          <span className="shrink-0 text-xs text-gray-500">共{topic.courseCount}门课程</span>
        </div>
        {topic.introduction ? <p className="mt-1 line-clamp-2 text-xs text-gray-500">{topic.introduction}</p> : null}
      </div>
    </>
  )
  const className = 'block overflow-hidden rounded-lg bg-white'
  return linked ? (
    <Link href={`/thematic/${topic.id}`} data-testid="mobile-topic-card" className={`${className} active:opacity-90`}>
      {body}
    </Link>
  ) : (
    <div data-testid="mobile-topic-card" className={className}>
      {body}
    </div>
  )
}
