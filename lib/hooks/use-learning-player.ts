'use client'
// Drives one tracked lesson: opens a player on the server, resumes, and reports heartbeats (every 10 s and on pause,
// seek, end and leaving) in order. The server decides what counts; this only reports honestly and obeys its answers.
import { useEffect, useRef, useState, type RefObject } from 'react'
import { api, apiPath, isApiClientError, type ApiInput } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { HEARTBEAT_SECONDS, NO_SKIP_MESSAGE } from '@/lib/contract/learning-rules'
import type { HeartbeatResult, PlayStart } from '@/lib/contract/schemas/learning'

// One StartPlay at a time per page: the server hands the lesson to whichever player it opened last, so a slow StartPlay
// for a lesson the learner already left must not be answered after the one for the lesson now on screen.
let opening: Promise<unknown> = Promise.resolve()

export type PlayerPhase = 'idle' | 'starting' | 'ready' | 'superseded' | 'failed'

export interface LearningPlayerOptions {
  courseId: number
  lessonId: number | null
  /** Enrolled and the lesson has a video: progress is reported. Otherwise the video just plays (previews). */
  tracked: boolean
  videoRef: RefObject<HTMLVideoElement | null>
  /** Bumped to take the lesson back after another device took over. */
  generation: number
  onBeat: (lessonId: number, result: HeartbeatResult) => void
}

export function useLearningPlayer({
  courseId,
  lessonId,
  tracked,
  videoRef,
  generation,
  onBeat,
}: LearningPlayerOptions) {
  const [phase, setPhase] = useState<PlayerPhase>('idle')
  const [start, setStart] = useState<PlayStart | null>(null)
  const onBeatRef = useRef(onBeat)
  useEffect(() => {
    onBeatRef.current = onBeat
  }, [onBeat])

  useEffect(() => {
    const video = videoRef.current
    if (!tracked || lessonId === null || !video) {
      setPhase('idle')
      return
    }
    let live = true
    let token: string | null = null
    let seq = 0
    let frontier = 0
    let forbidSkip = false
    let lastPlayed = 0
    let inFlight: Promise<void> = Promise.resolve()
    let timer: ReturnType<typeof setInterval> | null = null
    setPhase('starting')

    const stop = () => {
      if (timer) clearInterval(timer)
      timer = null
    }
    // Beats go one after another, so the server never sees them out of order.
    const beat = (position: number, playing: boolean) => {
      if (!token || !live) return
      const body = { courseId, lessonId, playToken: token, seq: ++seq, position: Math.max(0, position), playing }
      inFlight = inFlight.then(async () => {
        try {
          const result = await api.post.CourseLearn.Heartbeat(body, { inline: true })
          if (!live) return
          frontier = Math.max(frontier, result.frontierSeconds)
          if (result.rewindTo !== null) {
            video.currentTime = result.rewindTo
            lastPlayed = result.rewindTo
            toast.warning(NO_SKIP_MESSAGE)
          }
          onBeatRef.current(lessonId, result)
        } catch (e) {
          // HTTP 409: another tab or device opened a newer player (compared by status: the error table stays server-side).
          if (live && isApiClientError(e) && e.status === 409) {
            token = null
            stop()
            video.pause()
            setPhase('superseded')
          }
        }
      })
    }
    // The final beat of a page that is going away: keepalive lets it outlive the page.
    const lastBeat = () => {
      if (!token) return
      const input: ApiInput<'CourseLearn', 'Heartbeat'> = {
        courseId,
        lessonId,
        playToken: token,
        seq: ++seq,
        position: video.currentTime,
        playing: false,
      }
      void fetch(apiPath('CourseLearn', 'Heartbeat'), {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      }).catch(() => {})
    }

    const onTime = () => {
      if (!video.seeking && Math.abs(video.currentTime - lastPlayed) < 2) lastPlayed = video.currentTime
    }
    const onPlay = () => {
      stop()
      timer = setInterval(() => beat(video.currentTime, !video.paused), HEARTBEAT_SECONDS * 1000)
    }
    const onPause = () => {
      stop()
      if (!video.seeking) beat(video.currentTime, false)
    }
    const onSeeking = () => {
      // Credit what was watched before the jump, then refuse skipping ahead on a no-skip course.
      const allowed = Math.max(frontier, lastPlayed)
      if (forbidSkip && video.currentTime > allowed + 1) {
        video.currentTime = allowed
        toast.warning(NO_SKIP_MESSAGE)
        return
      }
      beat(lastPlayed, false)
    }
    const onSeeked = () => {
      lastPlayed = video.currentTime
      beat(video.currentTime, !video.paused)
    }
    const onEnded = () => {
      stop()
      beat(video.duration || video.currentTime, false)
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') lastBeat()
    }

    const started = opening
      .catch(() => {})
      .then(() => (live ? api.post.CourseLearn.StartPlay({ courseId, lessonId }, { inline: true }) : null))
    opening = started
    started
      .then((s) => {
        if (!live || !s) return
        token = s.playToken
        frontier = s.frontierSeconds
        forbidSkip = s.forbidSkip
        lastPlayed = s.positionSeconds
        const resume = () => {
          if (s.positionSeconds > 0 && Math.abs(video.currentTime - s.positionSeconds) > 1)
            video.currentTime = s.positionSeconds
        }
        if (video.readyState >= 1) resume()
        else video.addEventListener('loadedmetadata', resume, { once: true })
        setStart(s)
        setPhase('ready')
        if (!video.paused) onPlay()
      })
      .catch((e) => {
        if (!live) return
        setPhase('failed')
        toast.error(isApiClientError(e) && e.message ? e.message : '无法开始学习，请稍后再试')
      })

    video.addEventListener('timeupdate', onTime)
    video.addEventListener('play', onPlay)
    video.addEventListener('pause', onPause)
    video.addEventListener('seeking', onSeeking)
    video.addEventListener('seeked', onSeeked)
    video.addEventListener('ended', onEnded)
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', lastBeat)
    return () => {
      // Leaving the lesson (another lesson, another page): report where the learner stopped.
      if (token && !video.paused) beat(video.currentTime, false)
      live = false
      stop()
      video.removeEventListener('timeupdate', onTime)
      video.removeEventListener('play', onPlay)
      video.removeEventListener('pause', onPause)
      video.removeEventListener('seeking', onSeeking)
      video.removeEventListener('seeked', onSeeked)
      video.removeEventListener('ended', onEnded)
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', lastBeat)
    }
  }, [courseId, lessonId, tracked, videoRef, generation])

  return { phase, start }
}
