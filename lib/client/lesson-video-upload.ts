// A lesson's MP4 through the resumable upload (tus, /admin/api/uploads/lesson-video): chunks of 8 MB, each retried
// after a dropped connection from the offset the server reports, and remembered in localStorage (tus-js-client's
// fingerprint of lesson and file) so that after a reload the same file picked again continues where it stopped.
// tus-js-client is imported when an upload starts, so no other page carries it. The last chunk's answer is the API's
// envelope of the accepted video; refusals reject with the same ApiClientError every call does, in Chinese.
import type { DetailedError, PreviousUpload, Upload } from 'tus-js-client'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { LessonVideoResult } from '@/lib/contract/schemas/admin-course-outline'

export interface VideoUpload {
  done: Promise<LessonVideoResult>
  abort(): void
}

interface UploadEvents {
  /** Whole percents of the file the server holds or is being sent. */
  onProgress(percent: number): void
  /** The connection dropped: the next attempt waits its turn (shown until progress moves again). */
  onRetrying(): void
}

/** An earlier upload of the same file to the same lesson that did not finish (from this browser's storage). */
export type Unfinished = PreviousUpload

const ENDPOINT = '/admin/api/uploads/lesson-video'
const CHUNK = 8 * 1024 * 1024
/** Ten tries over about four minutes: a phone's hotspot or a Wi-Fi hand-over comes back well within that. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 15_000, 20_000, 30_000, 60_000, 90_000]
const NETWORK = '网络连接中断，已重试多次仍未恢复：请检查网络后重新选择该文件，上传将从中断处继续'
const UNCONFIRMED = '视频已全部发出，但未收到服务器的确认：请刷新页面查看该课时的视频状态'
const BROKEN = '服务器返回异常，请稍后再试'

const loadTus = () => import('tus-js-client')

/** One lesson, one file: its name, size and date (the browser cannot hash a gigabyte quickly). */
const fingerprintOf = (lessonId: number, file: File) =>
  ['qh-lesson', lessonId, file.name, file.size, file.lastModified].join('-')

function parse(
  body: string,
): { success?: boolean; result?: LessonVideoResult; error?: { code: number; message: string } } | null {
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}

/** The server's Chinese refusal (tus errors have a text body, the accepted file's refusals the API's envelope). */
function refusal(error: Error | DetailedError, allSent: boolean): ApiClientError {
  const response = 'originalResponse' in error ? error.originalResponse : null
  if (!response)
    return new ApiClientError({ kind: 'network', code: 0, message: allSent ? UNCONFIRMED : NETWORK, status: 0 })
  const status = response.getStatus()
  const body = response.getBody() ?? ''
  const envelope = parse(body)
  const message = envelope?.error?.message ?? (body && !body.startsWith('{') ? body.trim() : BROKEN)
  return new ApiClientError({ kind: 'api', code: envelope?.error?.code ?? status, message, status })
}

/** The unfinished uploads of this file to this lesson, newest first. */
export async function unfinishedUploads(lessonId: number, file: File): Promise<Unfinished[]> {
  const { defaultOptions } = await loadTus()
  const found = await defaultOptions.urlStorage.findUploadsByFingerprint(fingerprintOf(lessonId, file))
  return found.sort((a, b) => b.creationTime.localeCompare(a.creationTime))
}

/** Starts (or, given `resume`, continues) the upload; a fresh start forgets earlier unfinished ones of the file. */
export function uploadLessonVideo(
  lessonId: number,
  file: File,
  events: UploadEvents,
  resume: Unfinished | null = null,
): VideoUpload {
  let upload: Upload | null = null
  let aborted = false
  let allSent = false
  let cancel = () => undefined as void
  const done = new Promise<LessonVideoResult>((resolve, reject) => {
    cancel = () => reject(new ApiClientError({ kind: 'network', code: 0, message: '已取消上传', status: 0 }))
    void (async () => {
      const tus = await loadTus()
      if (!resume)
        for (const old of await unfinishedUploads(lessonId, file))
          await tus.defaultOptions.urlStorage.removeUpload(old.urlStorageKey)
      const started = new tus.Upload(file, {
        endpoint: ENDPOINT,
        chunkSize: CHUNK,
        retryDelays: RETRY_DELAYS,
        metadata: { lessonId: String(lessonId), filename: file.name },
        fingerprint: async () => fingerprintOf(lessonId, file),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => {
          allSent = total > 0 && sent >= total
          events.onProgress(total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0)
        },
        // As tus-js-client decides by itself (no answer, or a 5xx, 409 or 423), except once every byte is out: the
        // server is then accepting the file, and sending it again would store it twice.
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0
          const retry =
            !allSent &&
            (status === 0 || status >= 500 || status === 409 || status === 423) &&
            navigator.onLine !== false
          if (retry) events.onRetrying()
          return retry
        },
        onSuccess: ({ lastResponse }) => {
          const envelope = parse(lastResponse.getBody() ?? '')
          if (envelope?.success && envelope.result) resolve(envelope.result)
          else reject(new ApiClientError({ kind: 'bad-response', code: 500, message: UNCONFIRMED, status: 200 }))
        },
        onError: (error) => {
          if (!aborted) reject(refusal(error, allSent))
        },
      })
      upload = started
      if (resume) started.resumeFromPreviousUpload(resume)
      if (!aborted) started.start()
    })().catch(() => reject(new ApiClientError({ kind: 'bad-response', code: 0, message: BROKEN, status: 0 })))
  })
  return {
    done,
    abort: () => {
      aborted = true
      // The server keeps what it has: picking the same file again continues from there.
      void upload?.abort()
      cancel()
    },
  }
}
