// Learning constants both sides share, free of zod so the player's bundle stays small.

export type MyCourseState = 'learning' | 'completed'
/** The player reports about this often while playing (and on pause, seek and end). */
export const HEARTBEAT_SECONDS = 10
export const SUPERSEDED_MESSAGE = '您已在其他设备继续学习'
export const NO_SKIP_MESSAGE = '本课程首次学习禁止快进，已回到您学到的位置'

/** A lesson as the cached learning page shows it to everyone. */
export interface LearnOutlineLesson {
  id: number
  chapterTitle: string
  title: string
  durationSeconds: number
  isFreePreview: boolean
  /**
   * A free preview with a video. The cached page carries no media address (a signed one would expire in the cache):
   * every visitor's player asks CourseLearn/GetLearnState for it.
   */
  hasPreview: boolean
}
