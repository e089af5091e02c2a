'use client'
// 课程大纲: a course's chapters and lessons in the order learners see them. Editors drag chapters, and lessons within or
// between chapters (pointer or keyboard); each drop saves the whole order in one call (a stale page is refused and the
// screen reloads the outline). Lessons are added, edited and deleted here, and their MP4s uploaded with progress.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRef, useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import type { CourseOutline, OutlineChapter, OutlineLesson } from '@/lib/contract/schemas/admin-course-outline'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction, refusalOf } from './admin-dialog'
import { OUTLINE_ANNOUNCEMENTS, deleteLessonNote } from './course-outline-words'
import { ChapterDialog, LessonDialog } from './course-outline-dialogs'
import { ChapterBlock, LessonRow } from './course-outline-list'
import {
  arrange,
  chapterKey,
  moveChapter,
  moveLesson,
  orderOf,
  parseKey,
  reorderInputOf,
  sameOrder,
  type OrderChapter,
} from './course-outline-order'
import { CourseTabs } from './course-tabs'
import { useLessonUploads } from './lesson-video-uploads'
import { ListState } from './list-parts'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON } from './styles'

type Open =
  | { kind: 'newChapter' }
  | { kind: 'rename'; chapter: OutlineChapter }
  | { kind: 'deleteChapter'; chapter: OutlineChapter }
  | { kind: 'newLesson'; chapterId: number }
  | { kind: 'editLesson'; lesson: OutlineLesson }
  | { kind: 'deleteLesson'; lesson: OutlineLesson }

export function CourseOutlineView({ courseId }: { courseId: number }) {
  const operator = useOperator()
  const editable = operator.role === 'admin' || operator.role === 'operations'
  const queryClient = useQueryClient()
  const outline = useQuery(apiQuery.AdminCourseOutline.GetOutline({ courseId }))
  // Transcodes move on the server: polled every 2 s while one is on its way, then left alone.
  const transcodes = useQuery({
    ...apiQuery.AdminLessonVideo.GetCourseTranscodes({ courseId }),
    refetchInterval: (query) =>
      query.state.data?.some((t) => ['queued', 'probing', 'transcoding'].includes(t.state)) ? 2000 : false,
  })
  const transcodeOf = new Map((transcodes.data ?? []).map((t) => [t.lessonId, t]))
  // The screen's own order while dragging and saving, kept only as long as the loaded outline it started from.
  const [local, setLocal] = useState<{ from: CourseOutline; order: OrderChapter[] } | null>(null)
  const loaded = outline.data
  const order = loaded ? (local?.from === loaded ? local.order : orderOf(loaded)) : []
  const setOrder = (next: OrderChapter[]) => loaded && setLocal({ from: loaded, order: next })
  const before = useRef<OrderChapter[]>([])
  const [open, setOpen] = useState<Open | null>(null)
  const [activeKind, setActiveKind] = useState<'chapter' | 'lesson' | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminCourseOutline', 'GetOutline') }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminLessonVideo', 'GetCourseTranscodes') }),
    ])
  const videos = useLessonUploads({ maxBytes: outline.data?.videoMaxBytes ?? 0, refresh })

  async function retryTranscode(lesson: OutlineLesson) {
    const transcode = transcodeOf.get(lesson.id)
    if (!transcode) return
    try {
      await api.post.AdminLessonVideo.RetryTranscode({ id: transcode.id }, { inline: true })
      toast.success(`课时「${lesson.title}」的视频已重新排队转码`)
    } catch (e) {
      toast.error(refusalOf(e))
    }
    void refresh()
  }
  const close = () => setOpen(null)
  const saved = () => {
    close()
    void refresh()
  }

  async function dragEnd({ active, over }: DragEndEvent) {
    setActiveKind(null)
    // Computed once, at the drop, from the order the drag started with: rows move on screen only by dnd-kit's transforms.
    const moving = parseKey(active.id)
    const start = before.current
    let next = start
    if (over) {
      const target = parseKey(over.id)
      const dropped = active.rect.current.translated
      const place = dropped && dropped.top > over.rect.top + over.rect.height / 2 ? 'after' : 'before'
      if (moving.kind === 'lesson') next = moveLesson(start, moving.id, target, place)
      else if (target.kind === 'chapter') next = moveChapter(start, moving.id, target.id)
    }
    setOrder(next)
    if (sameOrder(next, start)) return
    try {
      await api.post.AdminCourseOutline.Reorder(reorderInputOf(courseId, next), { inline: true })
      toast.success('顺序已保存')
    } catch (e) {
      setOrder(start)
      toast.error(refusalOf(e))
    }
    void refresh()
  }

  const header = (
    <>
      <PageHeader
        title={outline.data?.courseTitle ?? '课程大纲'}
        description="章节与课时的顺序即学员看到的顺序；每个课时上传一个 MP4 视频"
        actions={
          <Link href="/admin/courses" className={BUTTON.secondary}>
            返回课程列表
          </Link>
        }
      />
      <CourseTabs courseId={courseId} active="outline" />
    </>
  )
  if (!outline.data)
    return (
      <>
        {header}
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={outline.isPending} error={outline.error} retry={() => void outline.refetch()} />
        </div>
      </>
    )
  const chapters = arrange(outline.data, order)
  const lessonTotal = chapters.reduce((n, c) => n + c.lessons.length, 0)
  return (
    <>
      {header}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600" data-testid="outline-summary">
          {chapters.length} 个章节，{lessonTotal} 个课时
          {editable ? '。拖动 ⋮⋮ 调整顺序（键盘：聚焦后按空格拿起，方向键移动，空格放下）' : ''}
        </p>
        {editable ? (
          <button type="button" className={BUTTON.primary} onClick={() => setOpen({ kind: 'newChapter' })}>
            新建章节
          </button>
        ) : null}
      </div>
      {chapters.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-500">
          还没有章节{editable ? '：先新建一个章节，再在章节中新建课时' : ''}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements: OUTLINE_ANNOUNCEMENTS, screenReaderInstructions: { draggable: ' ' } }}
        onDragStart={({ active }) => {
          before.current = order
          setActiveKind(parseKey(active.id).kind)
        }}
        onDragEnd={(e) => void dragEnd(e)}
        onDragCancel={() => {
          setActiveKind(null)
          setOrder(before.current)
        }}
      >
        <SortableContext items={chapters.map((c) => chapterKey(c.id))} strategy={verticalListSortingStrategy}>
          <div className="space-y-3">
            {chapters.map((chapter, index) => (
              <ChapterBlock
                key={chapter.id}
                chapter={chapter}
                index={index}
                editable={editable}
                activeKind={activeKind}
                act={(action) =>
                  setOpen(
                    action === 'rename'
                      ? { kind: 'rename', chapter }
                      : action === 'delete'
                        ? { kind: 'deleteChapter', chapter }
                        : { kind: 'newLesson', chapterId: chapter.id },
                  )
                }
              >
                {chapter.lessons.map((lesson) => (
                  <LessonRow
                    key={lesson.id}
                    lesson={lesson}
                    editable={editable}
                    activeKind={activeKind}
                    upload={videos.uploads[lesson.id]}
                    transcode={transcodeOf.get(lesson.id)}
                    onRetry={() => void retryTranscode(lesson)}
                    act={(action) =>
                      setOpen(action === 'edit' ? { kind: 'editLesson', lesson } : { kind: 'deleteLesson', lesson })
                    }
                    onPickVideo={(file) => videos.pick(lesson, file)}
                  />
                ))}
              </ChapterBlock>
            ))}
          </div>
        </SortableContext>
      </DndContext>

      {videos.dialog}
      {open?.kind === 'newChapter' || open?.kind === 'rename' ? (
        <ChapterDialog
          courseId={courseId}
          chapter={open.kind === 'rename' ? open.chapter : undefined}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      {open?.kind === 'newLesson' || open?.kind === 'editLesson' ? (
        <LessonDialog
          chapterId={open.kind === 'newLesson' ? open.chapterId : open.lesson.chapterId}
          lesson={open.kind === 'editLesson' ? open.lesson : undefined}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      {open?.kind === 'deleteChapter' ? (
        <ConfirmAction
          open
          title="删除章节"
          confirmText="删除"
          danger
          message={<p className="font-medium text-gray-900">确定删除章节「{open.chapter.title}」吗？</p>}
          onConfirm={async () => {
            await api.post.AdminCourseOutline.DeleteChapter({ id: open.chapter.id }, { inline: true })
            toast.success(`已删除章节「${open.chapter.title}」`)
            saved()
          }}
          onClose={close}
          testId="outline-confirm"
        />
      ) : null}
      {open?.kind === 'deleteLesson' ? (
        <ConfirmAction
          open
          title="删除课时"
          confirmText="删除"
          danger
          message={
            <>
              <p className="font-medium text-gray-900">确定删除课时「{open.lesson.title}」吗？</p>
              <p>{deleteLessonNote(open.lesson)}</p>
            </>
          }
          onConfirm={async () => {
            const confirmProgress = open.lesson.learnerCount > 0
            await api.post.AdminCourseOutline.DeleteLesson({ id: open.lesson.id, confirmProgress }, { inline: true })
            toast.success(`已删除课时「${open.lesson.title}」`)
            saved()
          }}
          onClose={close}
          testId="outline-confirm"
        />
      ) : null}
    </>
  )
}
