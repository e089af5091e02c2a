'use client'
// The learning page for both devices: the video (video-box.tsx) with its overlays (locked, taken over, a lesson's or the
// course's end), progress and outline. The server render carries the outline and which lessons are free previews; every
// video address (signed and expiring, so never in the cached page) and the learner's own state load here, for visitors
// too.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { api, isApiClientError } from '@/lib/client/api'
import { carryJoinIntent, takeJoinIntent } from '@/lib/client/join-after-login'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { VOUCHER_BUTTON } from '@/lib/contract/voucher-button'
import { SUPERSEDED_MESSAGE, type LearnOutlineLesson } from '@/lib/contract/learning-rules'
import type { HeartbeatResult, LearnState } from '@/lib/contract/schemas/learning'
import { useLearningPlayer } from '@/lib/hooks/use-learning-player'
import { formatDuration } from '@/lib/catalogue/format'
import { storageFileUrl } from '@/lib/ui/image-urls'
import { LearnLayout } from './learn-layout'
import { LessonList, type OutlineItem } from './lesson-list'
import { VideoBox } from './video-box'

const VoucherConfirm = lazy(() => import('./voucher-confirm'))
const LessonEnd = lazy(() => import('./lesson-end'))

export interface LearnRoomProps {
  variant: 'desktop' | 'mobile'
  course: { id: number; title: string }
  lessons: LearnOutlineLesson[]
  initialLessonId: number | null
  poster: string
  qiNiuUrl: string
}

const noSubscription = () => () => {}

function classIdFromUrl(): number | null {
  const raw = new URLSearchParams(window.location.search).get('classId')
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

export function LearnRoom({ variant, course, lessons, initialLessonId, poster, qiNiuUrl }: LearnRoomProps) {
  const { session, ready } = useSession()
  const router = useRouter()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<LearnState | null>(null)
  // The course was taken down and this caller never joined it: its learners keep the page, nobody else may start.
  const [gone, setGone] = useState(false)
  const [picked, setPicked] = useState<number | null>(null)
  const [ended, setEnded] = useState(false)
  const [generation, setGeneration] = useState(0)
  const [joining, setJoining] = useState(false)
  // The voucher a join would spend, while the learner is asked about it.
  const [asking, setAsking] = useState<string | null>(null)
  const fromUrl = useSyncExternalStore(noSubscription, classIdFromUrl, () => null)
  const here = `/course/learn/${course.id}`
  const myCourses = variant === 'desktop' ? '/course/my' : '/minecourse'

  useEffect(() => {
    if (!ready) return
    let live = true
    api.get.CourseLearn.GetLearnState({ courseId: course.id }, { inline: true })
      .then((s) => {
        if (!live) return
        setState(s)
        // Signed in after 登录后学习: joined at once where that spends nothing (a voucher is still asked about).
        const join = s.access !== 'visitor' && takeJoinIntent(course.id)
        if (!join || s.access !== 'canEnrol' || s.enrolVia === 'voucher') return
        setJoining(true)
        return api.post.FrontCourse.JoinCourse({ courseId: course.id }, { inline: true })
          .then((j) => live && setState(j))
          .finally(() => setJoining(false))
      })
      // The outline still shows; a refused join or play explains itself.
      .catch((e) => live && isApiClientError(e) && e.status === 404 && setGone(true))
    return () => {
      live = false
    }
  }, [ready, session, course.id])

  // The lesson the learner picked, else the link's ?classId=, else where they left off, else the first preview.
  const known = (id: number | null | undefined) => (id && lessons.some((l) => l.id === id) ? id : null)
  const lessonId = known(picked) ?? known(fromUrl) ?? known(state?.lastLesson?.id) ?? initialLessonId

  const items: OutlineItem[] = useMemo(
    () =>
      lessons.map((l) => {
        const s = state?.lessons.find((x) => x.id === l.id)
        return {
          ...l,
          // 试看 means nothing to a learner who has joined: every lesson plays.
          isFreePreview: l.isFreePreview && state?.access !== 'enrolled',
          playable: s ? !!s.videoUrl : l.hasPreview,
          percent: s?.percent ?? 0,
          completed: s?.completed ?? false,
        }
      }),
    [lessons, state],
  )
  const index = lessons.findIndex((l) => l.id === lessonId)
  const lesson = index >= 0 ? lessons[index] : null
  const lessonState = state?.lessons.find((l) => l.id === lessonId) ?? null
  const rawSrc = lessonState?.videoUrl ?? null
  const src = rawSrc ? storageFileUrl(qiNiuUrl, rawSrc) : null
  const tracked = state?.access === 'enrolled' && !!lessonState?.videoUrl

  const onBeat = useCallback((id: number, r: HeartbeatResult) => {
    setState(
      (s) =>
        s && {
          ...s,
          percent: r.coursePercent,
          completed: s.completed || r.courseCompleted,
          lessons: s.lessons.map((l) => (l.id === id ? { ...l, percent: r.percent, completed: r.lessonCompleted } : l)),
        },
    )
  }, [])
  const { phase } = useLearningPlayer({ courseId: course.id, lessonId, tracked, videoRef, generation, onBeat })

  // A new lesson starts unfinished; the video box attaches its source.
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    setEnded(false)
    const onEnded = () => setEnded(true)
    const onPlay = () => setEnded(false)
    video.addEventListener('ended', onEnded)
    video.addEventListener('play', onPlay)
    return () => {
      video.removeEventListener('ended', onEnded)
      video.removeEventListener('play', onPlay)
    }
  }, [src])

  function select(id: number) {
    setPicked(id)
    window.history.replaceState(window.history.state, '', `${here}?classId=${id}`)
  }

  // A voucher is spent only after the learner says so, as on the course page.
  const join = () => (state?.enrolVia === 'voucher' ? setAsking(state.voucher?.title ?? '课程券') : enrol())

  async function enrol() {
    setJoining(true)
    try {
      setState(await api.post.FrontCourse.JoinCourse({ courseId: course.id }, { inline: true }))
    } catch (e) {
      toast.error(isApiClientError(e) && e.message ? e.message : '加入学习失败，请稍后再试')
    } finally {
      setJoining(false)
    }
  }

  function login() {
    carryJoinIntent(course.id)
    if (variant === 'desktop') openLogin({ then: lessonId ? `${here}?classId=${lessonId}` : here })
    else router.push(`/loginEntrance?locations=${encodeURIComponent(here)}`)
  }

  const button = 'rounded-md bg-primary px-6 py-2 text-sm font-medium text-primary-contrast hover:bg-primary-hover'
  let overlay: React.ReactNode = null
  if (!lesson) overlay = <p>本课程暂无课时</p>
  else if (gone && !src) overlay = <p>该课程已下架，仅已加入学习的学员可以继续学习</p>
  else if (!src) {
    // Until the state arrives a visitor is asked to sign in at once, except on a free preview, whose address is coming.
    const access = state ? state.access : ready && !session && !lesson.hasPreview ? 'visitor' : undefined
    if (access === 'visitor')
      overlay = (
        <>
          <p>登录后即可学习本节</p>
          <button type="button" className={button} onClick={login}>
            登录后学习
          </button>
        </>
      )
    else if (access === 'canEnrol')
      overlay = (
        <>
          <p>加入学习后即可观看本节</p>
          <button type="button" className={button} disabled={joining} onClick={join}>
            {joining ? '加入中…' : state?.enrolVia === 'voucher' ? VOUCHER_BUTTON : '加入学习'}
          </button>
        </>
      )
    else if (access === 'enrolled') overlay = <p>本节视频暂未上传，请先学习其他课时</p>
    else if (state)
      overlay = (
        <>
          <p>{state.reason}</p>
          <Link className={button} href={`/course/${course.id}`}>
            查看课程详情
          </Link>
        </>
      )
    else overlay = <p>拼命加载中..</p>
  } else if (phase === 'superseded')
    overlay = (
      <>
        <p>{SUPERSEDED_MESSAGE}</p>
        <button type="button" className={button} onClick={() => setGeneration((g) => g + 1)}>
          在此继续学习
        </button>
      </>
    )
  else if (ended)
    overlay = (
      <Suspense fallback={<p>本节已播放完毕</p>}>
        <LessonEnd
          items={items}
          index={index}
          learner={{ enrolled: state?.access === 'enrolled', completed: !!state?.completed }}
          courseId={course.id}
          myCourses={myCourses}
          buttonClass={button}
          onSelect={select}
          videoRef={videoRef}
        />
      </Suspense>
    )

  const progress = state?.access === 'enrolled' ? `已学${state.completed ? 100 : state.percent}%` : null
  const player = (
    <>
      <VideoBox
        variant={variant}
        videoRef={videoRef}
        src={src}
        poster={poster}
        watermark={state?.watermark ?? null}
        overlay={overlay}
      />
      {asking !== null ? (
        <Suspense fallback={null}>
          <VoucherConfirm
            title={asking}
            onAnswer={(ok) => {
              setAsking(null)
              if (ok) void enrol()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
  const heading = (
    <div className="px-4 py-3">
      <h2 data-testid="learn-lesson-title" className="text-base font-medium text-white">
        {lesson?.title ?? course.title}
      </h2>
      <p className="mt-1 text-xs text-gray-400">
        {lesson ? `时长 ${formatDuration(lesson.durationSeconds)}` : null}
        {lessonState && lessonState.percent > 0
          ? ` · 本节${lessonState.completed ? '已学完' : `已学${lessonState.percent}%`}`
          : null}
        {progress ? <span data-testid="learn-progress"> · 课程{progress}</span> : null}
      </p>
    </div>
  )
  const outline = <LessonList items={items} currentId={lessonId} onSelect={select} />
  return (
    <LearnLayout variant={variant} course={course} myCourses={myCourses} player={player} outline={outline}>
      {heading}
    </LearnLayout>
  )
}
