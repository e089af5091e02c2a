'use client'
// The outline's rows: a chapter (its title, actions and its lessons) and a lesson (duration, video state, 试看 mark,
// actions), each draggable by its handle — with a pointer, or from the keyboard (space picks up, arrows move, space
// drops: dnd-kit's keyboard sensor). A reading role gets the rows without handles or actions.
import { useSortable, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { formatDuration } from '@/lib/catalogue/format'
import type { OutlineChapter, OutlineLesson } from '@/lib/contract/schemas/admin-course-outline'
import { TRANSCODE_LABELS, type LessonTranscode } from '@/lib/contract/schemas/lesson-video'
import { chapterKey, lessonKey } from './course-outline-order'
import type { UploadState } from './lesson-video-uploads'
import { BUTTON } from './styles'

export type LessonAction = 'edit' | 'delete'
export type DragKind = 'chapter' | 'lesson' | null
export type ChapterAction = 'rename' | 'delete' | 'addLesson'

/** 无视频, 上传中 n%, 连接中断，正在重试…, 处理中 (bytes sent, the server measuring and storing), 已上传 mm:ss. */
function videoState(lesson: OutlineLesson, upload: UploadState | undefined): string {
  if (upload?.retrying) return '连接中断，正在重试…'
  if (upload) return upload.percent >= 100 ? '处理中…' : `上传中 ${upload.percent}%`
  if (lesson.video === 'none') return '无视频'
  return `已上传 ${formatDuration(lesson.durationSeconds)}`
}

/** The upload's HLS transcode: 排队中, 转码中 n%, 已转码 360p/540p, 转码失败 (reason in the row's title). */
function transcodeState(t: LessonTranscode): string {
  if (t.state === 'transcoding') return `转码中 ${t.progress}%`
  if (t.state === 'ready') return `已转码 ${t.renditions.join('/')}`
  return TRANSCODE_LABELS[t.state]
}

function TranscodeCell({
  transcode,
  editable,
  onRetry,
}: {
  transcode?: LessonTranscode
  editable: boolean
  onRetry: () => void
}) {
  if (!transcode) return null
  const failed = transcode.state === 'failed'
  return (
    <span className="flex items-center gap-1 text-xs" data-testid="transcode-state" aria-live="polite">
      <span className={failed ? 'text-red-700' : transcode.state === 'ready' ? 'text-emerald-700' : 'text-gray-600'}>
        {transcodeState(transcode)}
      </span>
      {failed ? <span className="text-red-700">：{transcode.error}</span> : null}
      {failed && editable ? (
        <button type="button" className={BUTTON.link} onClick={onRetry}>
          重试
        </button>
      ) : null}
    </span>
  )
}

function Handle({ label, props }: { label: string; props: Record<string, unknown> }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="cursor-grab touch-none rounded px-1 text-gray-400 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-primary"
      {...props}
    >
      ⋮⋮
    </button>
  )
}

function sortableStyle(transform: Parameters<typeof CSS.Transform.toString>[0], transition?: string) {
  return { transform: CSS.Transform.toString(transform), transition }
}

export function LessonRow({
  lesson,
  editable,
  activeKind,
  upload,
  transcode,
  act,
  onPickVideo,
  onRetry,
}: {
  lesson: OutlineLesson
  editable: boolean
  activeKind: DragKind
  upload: UploadState | undefined
  transcode?: LessonTranscode
  act: (action: LessonAction) => void
  onPickVideo: (file: File) => void
  onRetry: () => void
}) {
  // While a chapter moves, lessons are not places to drop it.
  const { setNodeRef, attributes, listeners, transform, transition, isDragging, isOver } = useSortable({
    id: lessonKey(lesson.id),
    disabled: { draggable: !editable, droppable: !editable || activeKind === 'chapter' },
  })
  const uploading = upload !== undefined
  return (
    <li
      ref={setNodeRef}
      style={sortableStyle(transform, transition)}
      data-testid={`lesson-${lesson.id}`}
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-gray-100 py-2 pr-2 pl-6 text-sm ${isDragging ? 'relative z-10 bg-blue-50 shadow' : isOver ? 'bg-blue-50' : 'bg-white'}`}
    >
      {editable ? <Handle label={`拖动排序：课时「${lesson.title}」`} props={{ ...attributes, ...listeners }} /> : null}
      <span className="min-w-0 flex-1 truncate text-gray-900">{lesson.title}</span>
      {lesson.isFreePreview ? (
        <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-700 ring-1 ring-emerald-200 ring-inset">
          试看
        </span>
      ) : null}
      <span
        className={`min-w-28 text-xs ${lesson.video === 'none' && !uploading ? 'text-amber-700' : 'text-gray-600'}`}
        data-testid="video-state"
        aria-live={uploading ? 'polite' : undefined}
      >
        {videoState(lesson, upload)}
      </span>
      {uploading ? null : <TranscodeCell transcode={transcode} editable={editable} onRetry={onRetry} />}
      {editable ? (
        <span className="flex gap-1">
          <label
            className={`${BUTTON.link} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary ${uploading ? 'pointer-events-none text-gray-400' : ''}`}
          >
            {lesson.video === 'none' ? '上传视频' : '更换视频'}
            <input
              type="file"
              accept="video/mp4,.mp4"
              className="sr-only"
              disabled={uploading}
              aria-label={`上传视频：课时「${lesson.title}」`}
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) onPickVideo(file)
              }}
            />
          </label>
          <button type="button" className={BUTTON.link} onClick={() => act('edit')}>
            编辑
          </button>
          <button type="button" className={BUTTON.linkDanger} onClick={() => act('delete')} disabled={uploading}>
            删除
          </button>
        </span>
      ) : null}
    </li>
  )
}

export function ChapterBlock({
  chapter,
  index,
  editable,
  activeKind,
  act,
  children,
}: {
  chapter: OutlineChapter
  index: number
  editable: boolean
  activeKind: DragKind
  act: (action: ChapterAction) => void
  children: ReactNode
}) {
  // A moving lesson drops onto lessons; only an empty chapter takes it as a whole.
  const { setNodeRef, attributes, listeners, transform, transition, isDragging, isOver } = useSortable({
    id: chapterKey(chapter.id),
    disabled: { draggable: !editable, droppable: !editable || (activeKind === 'lesson' && chapter.lessons.length > 0) },
  })
  return (
    <section
      ref={setNodeRef}
      style={sortableStyle(transform, transition)}
      data-testid={`chapter-${chapter.id}`}
      aria-label={`第${index + 1}章 ${chapter.title}`}
      className={`rounded-lg border bg-white ${isOver ? 'border-primary' : 'border-gray-200'} ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <header className="flex flex-wrap items-center gap-2 px-3 py-2.5">
        {editable ? (
          <Handle label={`拖动排序：章节「${chapter.title}」`} props={{ ...attributes, ...listeners }} />
        ) : null}
        <h2 className="min-w-0 flex-1 truncate font-medium text-gray-900">
          <span className="mr-2 text-gray-500">第{index + 1}章</span>
          {chapter.title}
        </h2>
        <span className="text-xs text-gray-500">{chapter.lessons.length} 个课时</span>
        {editable ? (
          <span className="flex gap-1">
            <button type="button" className={BUTTON.link} onClick={() => act('addLesson')}>
              新建课时
            </button>
            <button type="button" className={BUTTON.link} onClick={() => act('rename')}>
              重命名
            </button>
            <button
              type="button"
              className={BUTTON.linkDanger}
              onClick={() => act('delete')}
              disabled={chapter.lessons.length > 0}
              title={chapter.lessons.length > 0 ? '请先删除或移走本章的课时' : undefined}
            >
              删除
            </button>
          </span>
        ) : null}
      </header>
      <SortableContext items={chapter.lessons.map((l) => lessonKey(l.id))} strategy={verticalListSortingStrategy}>
        <ul>{children}</ul>
      </SortableContext>
      {chapter.lessons.length === 0 ? (
        <p className="border-t border-gray-100 px-6 py-3 text-xs text-gray-500">
          本章还没有课时{editable ? '：新建课时，或把其他章节的课时拖到这里' : ''}
        </p>
      ) : null}
    </section>
  )
}
