'use client'
// The outline's lesson-video uploads: each lesson's progress (上传中 n%, 连接中断，正在重试…), the browser's question
// before leaving mid-upload, and — when the file picked was half sent before (another visit, a reload) — the choice
// to continue where it stopped or start again. The upload itself is lib/client/lesson-video-upload.ts (tus).
import { useEffect, useState } from 'react'
import { formatDuration } from '@/lib/catalogue/format'
import { unfinishedUploads, uploadLessonVideo, type Unfinished } from '@/lib/client/lesson-video-upload'
import { toast } from '@/lib/client/toast-bus'
import type { OutlineLesson } from '@/lib/contract/schemas/admin-course-outline'
import { AdminDialog, refusalOf } from './admin-dialog'
import { checkVideoFile } from './course-outline-words'
import { BUTTON } from './styles'

export interface UploadState {
  percent: number
  /** The connection dropped and the next try is on its way. */
  retrying: boolean
}

type Asking = { lesson: OutlineLesson; file: File; unfinished: Unfinished }

/** When the earlier upload began, as people say it (本机时间). */
function startedAt(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '之前'
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getMonth() + 1}月${date.getDate()}日 ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function useLessonUploads({ maxBytes, refresh }: { maxBytes: number; refresh: () => Promise<unknown> }) {
  const [uploads, setUploads] = useState<Record<number, UploadState>>({})
  const [asking, setAsking] = useState<Asking | null>(null)

  // Leaving the page would cut an upload off halfway: the browser asks first (what was sent stays resumable).
  const uploading = Object.keys(uploads).length > 0
  useEffect(() => {
    if (!uploading) return
    const ask = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [uploading])

  const set = (lessonId: number, state: UploadState | null) =>
    setUploads((u) => {
      const next = { ...u }
      if (state) next[lessonId] = state
      else delete next[lessonId]
      return next
    })

  function start(lesson: OutlineLesson, file: File, resume: Unfinished | null) {
    set(lesson.id, { percent: 0, retrying: false })
    const upload = uploadLessonVideo(
      lesson.id,
      file,
      {
        onProgress: (percent) => set(lesson.id, { percent, retrying: false }),
        onRetrying: () =>
          setUploads((u) => (u[lesson.id] ? { ...u, [lesson.id]: { ...u[lesson.id], retrying: true } } : u)),
      },
      resume,
    )
    upload.done
      .then((result) => {
        toast.success(
          result.transcode.state === 'waiting'
            ? `课时「${lesson.title}」的视频已上传，等待转码（服务器未安装 ffmpeg）`
            : `课时「${lesson.title}」的视频已上传，时长 ${formatDuration(result.durationSeconds)}，正在转码`,
        )
        return refresh()
      })
      .catch((e: unknown) => toast.error(refusalOf(e)))
      .finally(() => set(lesson.id, null))
  }

  async function pick(lesson: OutlineLesson, file: File) {
    const problem = checkVideoFile(file, maxBytes)
    if (problem) return toast.error(problem)
    const [unfinished] = await unfinishedUploads(lesson.id, file).catch(() => [])
    if (unfinished) setAsking({ lesson, file, unfinished })
    else start(lesson, file, null)
  }

  const answer = (resume: boolean) => {
    if (!asking) return
    setAsking(null)
    start(asking.lesson, asking.file, resume ? asking.unfinished : null)
  }
  const dialog = asking ? (
    <AdminDialog
      open
      title="继续上传"
      onClose={() => setAsking(null)}
      testId="resume-upload"
      footer={
        <>
          <button type="button" className={BUTTON.secondary} onClick={() => answer(false)}>
            从头上传
          </button>
          <button type="button" className={BUTTON.primary} onClick={() => answer(true)} autoFocus>
            继续上传
          </button>
        </>
      }
    >
      <p className="text-sm leading-relaxed text-gray-700">
        「{asking.file.name}」于 {startedAt(asking.unfinished.creationTime)} 开始上传到课时「{asking.lesson.title}
        」，尚未完成。继续上传将从服务器已收到的位置接着传。
      </p>
    </AdminDialog>
  ) : null

  return { uploads, pick: (lesson: OutlineLesson, file: File) => void pick(lesson, file), dialog }
}
