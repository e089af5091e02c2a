// How a transcode fails: a reason the job service can act on and a Chinese sentence the operator reads.
import { MAX_LONG_SIDE, MAX_SHORT_SIDE } from './transcode-args'

export type TranscodeFailure = 'empty' | 'notVideo' | 'audioOnly' | 'tooLarge' | 'corrupt' | 'unavailable' | 'aborted'

const TRANSCODE_MESSAGES: Record<TranscodeFailure, string> = {
  empty: '文件是空的（0 字节），请重新上传',
  notVideo: '文件不是可识别的视频',
  audioOnly: '文件只有声音，没有视频画面',
  tooLarge: `视频分辨率超过 4K（${MAX_LONG_SIDE}×${MAX_SHORT_SIDE}），请先压缩后再上传`,
  corrupt: '视频文件已损坏或无法完整解码',
  unavailable: '服务器未安装 ffmpeg，视频将在安装后转码（apt-get install ffmpeg）',
  aborted: '转码已取消',
}

export class TranscodeError extends Error {
  /** `detail`: ffmpeg's own last words, for the log (never shown to the operator). */
  constructor(
    readonly reason: TranscodeFailure,
    message: string = TRANSCODE_MESSAGES[reason],
    readonly detail = '',
  ) {
    super(message)
    this.name = 'TranscodeError'
  }
}

export const fail = (reason: TranscodeFailure, detail = '') =>
  new TranscodeError(reason, TRANSCODE_MESSAGES[reason], detail)
