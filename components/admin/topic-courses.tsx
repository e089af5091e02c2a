'use client'
// A topic's courses in the editor: the chosen ones in the topic's order (上移/下移/移除), and a search of the tenant's
// courses by title (AdminTopic/FindCourses) to add more. Unpublished ones are marked: visitors see only published ones.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { TOPIC_LIMITS, type TopicCourseItem } from '@/lib/contract/schemas/admin-topic'
import { apiQuery } from '@/lib/query/api-queries'
import { BUTTON, CONTROL } from './styles'

function Draft({ published }: { published: boolean }) {
  return published ? null : (
    <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-600 ring-1 ring-gray-300 ring-inset">
      未发布
    </span>
  )
}

export function TopicCourses({
  value,
  onChange,
  disabled,
}: {
  value: TopicCourseItem[]
  onChange: (next: TopicCourseItem[]) => void
  disabled: boolean
}) {
  const uid = useId()
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState<string | null>(null)
  const found = useQuery({
    ...apiQuery.AdminTopic.FindCourses({ keyword: keyword || undefined }),
    enabled: keyword !== null,
  })
  const chosen = new Set(value.map((c) => c.id))
  const full = value.length >= TOPIC_LIMITS.courses

  const move = (i: number, to: number) => {
    const next = [...value]
    ;[next[i], next[to]] = [next[to], next[i]]
    onChange(next)
  }

  return (
    <div>
      <p className={CONTROL.label} id={`${uid}-title`}>
        专题课程（{value.length}）
      </p>
      {value.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-center text-sm text-gray-500">
          还没有课程，在下方查找并添加
        </p>
      ) : (
        <ol aria-labelledby={`${uid}-title`} className="divide-y divide-gray-100 rounded-md border border-gray-200">
          {value.map((course, i) => (
            <li key={course.id} className="flex items-center gap-2 px-3 py-2 text-sm" data-testid="topic-course">
              <span className="w-6 shrink-0 text-gray-500 tabular-nums">{i + 1}.</span>
              <span className="min-w-0 flex-1 truncate">
                {course.title}
                <Draft published={course.isPublished} />
              </span>
              {disabled ? null : (
                <span className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={BUTTON.link}
                    disabled={i === 0}
                    aria-label={`上移「${course.title}」`}
                    onClick={() => move(i, i - 1)}
                  >
                    上移
                  </button>
                  <button
                    type="button"
                    className={BUTTON.link}
                    disabled={i === value.length - 1}
                    aria-label={`下移「${course.title}」`}
                    onClick={() => move(i, i + 1)}
                  >
                    下移
                  </button>
                  <button
                    type="button"
                    className={BUTTON.linkDanger}
                    aria-label={`移除「${course.title}」`}
                    onClick={() => onChange(value.filter((c) => c.id !== course.id))}
                  >
                    移除
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {disabled ? null : (
        <div className="mt-3">
          <div className="flex gap-2">
            <label htmlFor={`${uid}-search`} className="sr-only">
              查找课程
            </label>
            <input
              id={`${uid}-search`}
              type="search"
              value={draft}
              maxLength={80}
              placeholder="输入课程名称查找（留空列出最新课程）"
              className={CONTROL.input}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                // Enter searches here instead of submitting the topic's form.
                if (e.key === 'Enter') {
                  e.preventDefault()
                  setKeyword(draft.trim())
                }
              }}
            />
            <button type="button" className={BUTTON.secondary} onClick={() => setKeyword(draft.trim())}>
              查找
            </button>
          </div>
          {keyword !== null && found.data ? (
            found.data.items.length === 0 ? (
              <p className="mt-2 text-sm text-gray-500">没有找到名称包含「{keyword}」的课程</p>
            ) : (
              <ul className="mt-2 max-h-48 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200">
                {found.data.items.map((course) => (
                  <li key={course.id} className="flex items-center gap-2 px-3 py-2 text-sm" data-testid="course-choice">
                    <span className="min-w-0 flex-1 truncate">
                      {course.title}
                      <Draft published={course.isPublished} />
                    </span>
                    {chosen.has(course.id) ? (
                      <span className="text-xs text-gray-500">已添加</span>
                    ) : (
                      <button
                        type="button"
                        className={BUTTON.link}
                        disabled={full}
                        aria-label={`添加「${course.title}」`}
                        onClick={() => onChange([...value, course])}
                      >
                        添加
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <p className={CONTROL.hint}>最多{TOPIC_LIMITS.courses}门；专题页按此顺序显示，未发布的课程访客看不到。</p>
        </div>
      )}
    </div>
  )
}
