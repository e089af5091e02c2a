// A lesson's MP4 to AdminLessonVideo/Upload: the file itself is the body (no form, no copy in memory), sent with
// XMLHttpRequest because fetch reports no upload progress. Refusals come back as the same ApiClientError every call
// rejects with, carrying the server's Chinese message.
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { LessonVideoResult } from '@/lib/contract/schemas/admin-course-outline'
import { apiPath } from './api'

export interface VideoUpload {
  done: Promise<LessonVideoResult>
  abort(): void
}

const NETWORK = '网络连接失败，请检查网络后重试'
const BROKEN = '服务器返回异常，请稍后再试'

/** Starts the upload; `onProgress` gets whole percents of the bytes sent. */
export function uploadLessonVideo(lessonId: number, file: Blob, onProgress: (percent: number) => void): VideoUpload {
  const xhr = new XMLHttpRequest()
  const done = new Promise<LessonVideoResult>((resolve, reject) => {
    xhr.open('POST', `${apiPath('AdminLessonVideo', 'Upload')}?lessonId=${lessonId}`)
    xhr.setRequestHeader('Content-Type', 'video/mp4')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.floor((e.loaded / e.total) * 100)))
    }
    xhr.onerror = () => reject(new ApiClientError({ kind: 'network', code: 0, message: NETWORK, status: 0 }))
    xhr.onabort = () => reject(new ApiClientError({ kind: 'network', code: 0, message: '已取消上传', status: 0 }))
    xhr.onload = () => {
      let body: { success?: boolean; result?: LessonVideoResult; error?: { code: number; message: string } } | null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      if (body?.success && body.result) return resolve(body.result)
      reject(
        body?.error
          ? new ApiClientError({ kind: 'api', code: body.error.code, message: body.error.message, status: xhr.status })
          : new ApiClientError({ kind: 'bad-response', code: 500, message: BROKEN, status: xhr.status }),
      )
    }
    xhr.send(file)
  })
  return { done, abort: () => xhr.abort() }
}
