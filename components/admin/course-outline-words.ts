// The outline screen's words: what deleting a lesson does, the browser's own check of a video file (the server checks
// again), and what a screen reader hears while a row is dragged.
import type { Announcements } from '@dnd-kit/core'
import { VIDEO_MSG, videoTooLarge, type OutlineLesson } from '@/lib/contract/schemas/admin-course-outline'
import { parseKey } from './course-outline-order'

export function deleteLessonNote(lesson: OutlineLesson): string {
  const video = lesson.video === 'upload' ? '已上传的视频一并删除，' : ''
  return lesson.learnerCount > 0
    ? `已有 ${lesson.learnerCount} 位学员学习过该课时：删除后他们在该课时的学习进度一并删除，课程进度按剩余课时重新计算；${video}删除后不可恢复。`
    : `${video}删除后不可恢复。`
}

/** The refusal the server would answer for this file, said before a byte is sent; '' when it may go. */
export function checkVideoFile(file: { name: string; type: string; size: number }, maxBytes: number): string {
  if (file.type !== 'video/mp4' && !/\.mp4$/i.test(file.name)) return VIDEO_MSG.wrongType
  if (file.size === 0) return VIDEO_MSG.empty
  return file.size > maxBytes ? videoTooLarge(maxBytes) : ''
}

const what = (id: string | number) => (parseKey(id).kind === 'chapter' ? '章节' : '课时')

export const OUTLINE_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `已拿起${what(active.id)}，用方向键移动，空格放下，Esc 取消。`,
  onDragOver: ({ active, over }) =>
    over ? `${what(active.id)}移到了新的位置。` : `${what(active.id)}不在可放置的位置。`,
  onDragEnd: ({ active, over }) => (over ? `已放下${what(active.id)}，顺序已提交保存。` : `已放下${what(active.id)}。`),
  onDragCancel: ({ active }) => `已取消移动${what(active.id)}，顺序未改变。`,
}
