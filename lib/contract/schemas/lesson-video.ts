// Encrypted lesson videos (issue 30): the key a player fetches from the URL its playlist names, and the console's view
// of each lesson's transcode.
import { z } from 'zod'
import { id, text } from '../fields'

export const NO_KEY = '无权播放该视频'

/** The key URL's query, as the storage route wrote it into the playlist (lib/storage/media-url.ts hlsKeyUrl). */
export const hlsKeyInput = z.object({
  p: text('视频', { max: 300 }),
  v: text('观看者', { max: 40 }),
  e: text('有效期', { max: 12 }),
  s: text('签名', { max: 64 }),
})

export const courseTranscodesInput = z.object({ courseId: id('课程') })
export const retryTranscodeInput = z.object({ id: id('转码任务') })

/** 等待转码 · 排队中 · 分析中 · 转码中 · 已就绪 · 失败 */
export type TranscodeStateName = 'waiting' | 'queued' | 'probing' | 'transcoding' | 'ready' | 'failed' | 'cancelled'

export const TRANSCODE_LABELS: Record<TranscodeStateName, string> = {
  waiting: '等待转码',
  queued: '排队中',
  probing: '分析中',
  transcoding: '转码中',
  ready: '已就绪',
  failed: '转码失败',
  cancelled: '已取消',
}

/** A lesson's transcode as the outline editor shows it. @public */
export interface LessonTranscode {
  id: number
  lessonId: number
  state: TranscodeStateName
  /** 0–100 while 转码中. */
  progress: number
  /** Why it failed, for the operator. */
  error: string
  /** The renditions once ready, e.g. ['360p', '540p']. */
  renditions: string[]
}
