// The learning page's frame per device (docs/spec.md §2 /course/learn): a phone stacks the top bar and the player (kept
// in view while the outline scrolls), the heading, links and outline; a computer has a header, the player and heading
// beside a scrolling 课程目录.
import Link from 'next/link'

export function LearnLayout({
  variant,
  course,
  myCourses,
  player,
  outline,
  children: heading,
}: {
  variant: 'desktop' | 'mobile'
  course: { id: number; title: string }
  myCourses: string
  player: React.ReactNode
  outline: React.ReactNode
  /** The lesson's heading under the player. */
  children: React.ReactNode
}) {
  const links = (
    <>
      <Link href={`/topicList?courseId=${course.id}`} className="hover:text-white">
        课程讨论
      </Link>
      <Link href={myCourses} className="hover:text-white">
        我的课程
      </Link>
    </>
  )

  if (variant === 'mobile') {
    return (
      <div className="min-h-screen bg-gray-900 pb-[env(safe-area-inset-bottom)]">
        <div className="sticky top-0 z-10">
          <div className="flex h-11 items-center gap-3 bg-gray-950 px-3 text-sm text-gray-300">
            <Link href={`/course/${course.id}`} aria-label="返回课程详情" className="text-lg">
              ‹
            </Link>
            <h1 className="min-w-0 flex-1 truncate text-white">{course.title}</h1>
          </div>
          {player}
        </div>
        {heading}
        <nav aria-label="学习相关" className="flex gap-5 border-y border-white/5 px-4 py-2 text-sm text-gray-300">
          {links}
        </nav>
        {outline}
      </div>
    )
  }
  return (
    <div className="flex h-screen flex-col bg-gray-900">
      <header className="flex h-14 shrink-0 items-center gap-6 bg-gray-950 px-6 text-sm text-gray-300">
        <Link href={`/course/${course.id}`} className="hover:text-white">
          ‹ 返回课程
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-base text-white">{course.title}</h1>
        {links}
      </header>
      <div className="flex min-h-0 flex-1">
        <div className="min-w-0 flex-1 overflow-y-auto p-6">
          <div className="mx-auto max-w-5xl">
            {player}
            {heading}
          </div>
        </div>
        <aside aria-label="课程目录" className="w-80 shrink-0 overflow-y-auto bg-gray-800">
          <p className="px-4 py-3 text-sm font-medium text-white">课程目录</p>
          {outline}
        </aside>
      </div>
    </div>
  )
}
