// The resumable upload of a lesson's video (issue 30, item 5): the tus protocol (@tus/server) at
// /admin/api/uploads/lesson-video[/{id}] — POST creates an upload for a lesson, HEAD answers how much the server holds,
// PATCH appends a chunk at that offset, DELETE gives up. A dropped connection costs at most the chunk on its way: the
// console asks HEAD and continues from there. Bytes wait in the tus store (lib/storage/tus-store.ts: disk, or the
// bucket so that every instance sees them); the PATCH that completes the file runs the same acceptance as
// AdminLessonVideo/Upload (lib/services/lesson-video-accept.ts) and answers its result as the API's envelope.
import { randomBytes } from 'node:crypto'
import type { Server, ServerOptions, Upload } from '@tus/server'
import { okEnvelope } from '@/lib/contract/envelope'
import { ApiError } from '@/lib/contract/errors'
import { LESSON_NOT_FOUND, VIDEO_MSG, videoTooLarge } from '@/lib/contract/schemas/admin-course-outline'
import type { ServiceContext } from '@/lib/auth/context'
import { getLesson } from '@/lib/db/queries/admin-outline'
import { logError } from '@/lib/db/error-log'
import { getEnv } from '@/lib/env'
import { acceptLessonVideo } from '@/lib/services/lesson-video-accept'
import { assertStorageRoom } from '@/lib/services/stored-objects'
import { tusStore, type TusStore } from '@/lib/storage/tus-store'
import { runAudited } from './operator-calls'
import {
  TusRefusal,
  UPLOAD_GONE,
  UPLOAD_ID,
  hostSite,
  refusalOf,
  tusCaller,
  type TusCaller,
} from './tus-lesson-video-caller'

const PATH = '/admin/api/uploads/lesson-video'
/** The same kind in the 操作日志 as the single-request upload: to an auditor it is the same act. */
const AUDIT_KIND = { kind: 'AdminLessonVideo/Upload', label: '上传课时视频' }
const NO_LESSON = '请指定要上传视频的课时'
const NO_LENGTH = '请在开始上传时说明文件大小'
const FAILED = '服务器处理上传时出错，请稍后重试'
const INVALID = '上传请求无效，请重试'
/** The library's own refusals (English bodies) in the console's words, by status. */
const REFUSALS: Record<number, string> = {
  404: UPLOAD_GONE,
  409: '上传进度与服务器不一致，请重试',
  410: UPLOAD_GONE,
  412: '请使用断点续传方式上传',
  415: '上传数据的格式不正确，请重试',
}

// Who is calling, settled once per request by onIncomingRequest and read by the hooks that follow it.
const callers = new WeakMap<Request, TusCaller>()

function callerOf(request: Request): TusCaller {
  const caller = callers.get(request)
  if (!caller) throw new Error('tus hook ran before onIncomingRequest')
  return caller
}

/** Checked when the upload is created: a lesson of the host's tenant, a declared length that fits the tenant's quota, the name for the log. */
async function onUploadCreate(request: Request, upload: Upload) {
  const { base } = callerOf(request)
  const lessonId = Number(upload.metadata?.lessonId)
  if (!Number.isSafeInteger(lessonId) || lessonId <= 0) throw new TusRefusal(400, NO_LESSON)
  if (upload.sizeIsDeferred || upload.size === undefined) throw new TusRefusal(400, NO_LENGTH)
  if (upload.size === 0) throw new TusRefusal(400, VIDEO_MSG.empty)
  const tenantId = base.site!.tenantId
  if (!(await getLesson(base.db, { tenantId, id: lessonId }))) throw new TusRefusal(404, LESSON_NOT_FOUND)
  // Refused before the first byte: a file that cannot be kept is not worth an hour of uploading.
  await assertStorageRoom(base.db, tenantId, upload.size).catch((e: unknown) => {
    throw refusalOf(e)
  })
  const filename = (upload.metadata?.filename ?? '').slice(0, 200)
  return { metadata: { lessonId: String(lessonId), filename } }
}

/**
 * The last byte is in: the file becomes the lesson's video exactly as a single-request upload does, then the tus
 * copy goes whatever the outcome (a refused file is not worth resuming). From the bucket the file is downloaded to a
 * temporary file first, because ffprobe reads a local file and the storage provider takes a stream.
 */
async function finish(store: TusStore, request: Request, upload: Upload) {
  const { base, operator } = callerOf(request)
  const lessonId = Number(upload.metadata?.lessonId)
  const filename = upload.metadata?.filename ?? ''
  try {
    const local = await store.localCopy(upload.id)
    try {
      const ctx: ServiceContext = {
        ...base,
        caller: null,
        operator,
        commit: (run) => runAudited(base, operator, AUDIT_KIND, { lessonId, filename }, run),
      }
      const result = await acceptLessonVideo(ctx, { lessonId, path: local.path, bytes: upload.size ?? 0 })
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(okEnvelope(result)),
      }
    } finally {
      await local.dispose()
    }
  } catch (e) {
    if (!(e instanceof ApiError)) logError('[tus] accepting a lesson video failed:', e)
    throw e instanceof ApiError ? refusalOf(e) : new TusRefusal(500, FAILED)
  } finally {
    await store.discard(upload.id).catch((e: unknown) => logError('[tus] discarding an upload failed:', e))
  }
}

/** Every refusal in Chinese: ours keep their words, the library's get the console's. */
function onResponseError(_request: Request, error: Error | { status_code: number; body: string }) {
  if (error instanceof TusRefusal) return undefined
  const status = 'status_code' in error && typeof error.status_code === 'number' ? error.status_code : 500
  if (status >= 500) {
    logError('[tus] upload request failed:', error)
    return { status_code: status, body: FAILED }
  }
  if (status === 413) return { status_code: 413, body: videoTooLarge(getEnv().lessonVideoMaxBytes) }
  return { status_code: status, body: REFUSALS[status] ?? INVALID }
}

// Expired partial uploads (a week untouched) are swept now and then, after a creation, at most hourly per process.
let lastSweep = 0
function sweepExpired(server: Server) {
  if (Date.now() - lastSweep < 3600_000) return
  lastSweep = Date.now()
  server.cleanUpExpiredUploads().catch((e: unknown) => logError('[tus] sweeping expired uploads failed:', e))
}

async function build(): Promise<Server> {
  const [{ Server, EVENTS }, store] = await Promise.all([import('@tus/server'), tusStore()])
  const prefix = store.keyPrefix
  const options: Omit<ServerOptions, 'locker'> = {
    path: PATH,
    maxSize: () => getEnv().lessonVideoMaxBytes,
    // The id names the tenant, so another tenant's host refuses it before the store is read.
    namingFunction: async (request) =>
      `${prefix}${(await hostSite(request)).tenantId}-${randomBytes(16).toString('hex')}`,
    generateUrl: (_request, { path, id }) => `${path}/${id.slice(prefix.length)}`,
    getFileIdFromRequest: (_request, last) => (last && UPLOAD_ID.test(last) ? `${prefix}${last}` : undefined),
    onIncomingRequest: async (request, id) => {
      const key = request.method === 'POST' ? null : id.slice(prefix.length)
      callers.set(request, await tusCaller(request, key))
    },
    onUploadCreate,
    onUploadFinish: (request, upload) => finish(store, request, upload),
    onResponseError,
    // Same origin only: no cross-origin page may read an answer.
    allowedOrigins: () => false,
  }
  const server = new Server({ ...options, datastore: store.datastore })
  server.on(EVENTS.POST_CREATE, () => sweepExpired(server))
  return server
}

let built: Promise<Server> | null = null

/** One tus request of the console; the route's every method is this. */
export async function handleLessonVideoUpload(request: Request): Promise<Response> {
  // A failed start (a bucket's settings missing) is tried again by the next request, not remembered.
  const server = await (built ??= build().catch((e: unknown) => {
    built = null
    throw e
  }))
  const response = await server.handleWeb(request)
  response.headers.set('Cache-Control', 'no-store')
  if (response.status >= 400 && !response.headers.has('Content-Type'))
    response.headers.set('Content-Type', 'text/plain; charset=utf-8')
  return response
}
