// The learning page's outline: chapters, lessons with duration, 试看 / progress / lock marks, the one playing highlighted.
import { formatDuration } from '@/lib/catalogue/format'

export interface OutlineItem {
  id: number
  chapterTitle: string
  title: string
  durationSeconds: number
  isFreePreview: boolean
  playable: boolean
  percent: number
  completed: boolean
}

function Mark({ item }: { item: OutlineItem }) {
  if (item.completed)
    return (
      <span className="text-xs text-green-400" aria-label="已学完">
        ✓ 已学完
      </span>
    )
  if (item.percent > 0) return <span className="text-xs text-amber-300">已学{item.percent}%</span>
  if (item.isFreePreview)
    return <span className="rounded-sm border border-current px-1 text-[11px] text-sky-300">试看</span>
  // A lock from app/globals.css (icon-lock), not the 🔒 emoji: a tofu box on systems without an emoji font.
  if (!item.playable) return <span role="img" aria-label="未解锁" className="icon-lock size-3.5 text-gray-300" />
  return null
}

export function LessonList({
  items,
  currentId,
  onSelect,
}: {
  items: OutlineItem[]
  currentId: number | null
  onSelect: (id: number) => void
}) {
  return (
    <ol data-testid="learn-outline" className="divide-y divide-white/5">
      {items.map((item, i) => {
        const heading = i === 0 || items[i - 1].chapterTitle !== item.chapterTitle ? item.chapterTitle : null
        const current = item.id === currentId
        return (
          <li key={item.id}>
            {heading ? <p className="bg-black/20 px-4 py-2 text-xs font-medium text-gray-300">{heading}</p> : null}
            <button
              type="button"
              onClick={() => onSelect(item.id)}
              aria-current={current ? 'true' : undefined}
              data-testid="learn-lesson"
              data-completed={item.completed ? 'true' : 'false'}
              className={`flex w-full items-start gap-3 px-4 py-3 text-left text-sm hover:bg-white/5 ${current ? 'bg-white/10 text-primary-soft' : 'text-gray-100'}`}
            >
              <span className="w-6 shrink-0 pt-0.5 text-xs text-gray-300">{String(i + 1).padStart(2, '0')}</span>
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2">{item.title}</span>
                <span className="mt-1 flex items-center gap-2 text-xs text-gray-300">
                  <span>{formatDuration(item.durationSeconds)}</span>
                  <Mark item={item} />
                </span>
              </span>
              {current ? <span className="shrink-0 pt-0.5 text-xs text-primary-soft">播放中</span> : null}
            </button>
          </li>
        )
      })}
    </ol>
  )
}
