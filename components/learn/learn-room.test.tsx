// The learning page around its player (issue 27, item 11): a 倍速 menu once a lesson can play, 0.75× to the 2× the server
// credits; no 试看 marks for a learner who has joined; a lock drawn, not an emoji; and 登录后学习 ending joined. The
// watermark the server sends lies over the video (issue 30; video-box.test.tsx has the box itself).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SessionProvider } from '@/lib/client/session'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { LearnOutlineLesson } from '@/lib/contract/learning-rules'
import type { LearnState } from '@/lib/contract/schemas/learning'
import { LearnRoom } from './learn-room'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
const mockPush = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }) }))

const outline: LearnOutlineLesson[] = [
  { id: 1, chapterTitle: '第一章', title: '平台功能速览', durationSeconds: 12, isFreePreview: true, hasPreview: true },
  {
    id: 2,
    chapterTitle: '第一章',
    title: '学习进度如何记录',
    durationSeconds: 24,
    isFreePreview: false,
    hasPreview: false,
  },
]

function stateOf(access: LearnState['access'], over: Partial<LearnState> = {}): LearnState {
  const enrolled = access === 'enrolled'
  return {
    courseId: 7,
    title: '入职第一课',
    forbidSkip: false,
    access,
    reason: access === 'visitor' ? '登录后即可学习' : null,
    enrolVia: access === 'canEnrol' ? 'free' : null,
    voucher: null,
    purchase: null,
    enrolled,
    percent: 0,
    completed: false,
    lastLesson: null,
    lessons: outline.map((l) => ({
      id: l.id,
      chapterId: 1,
      chapterTitle: l.chapterTitle,
      title: l.title,
      durationSeconds: l.durationSeconds,
      isFreePreview: l.isFreePreview,
      videoUrl: enrolled || l.isFreePreview ? `demo/media/clip-${l.id}.mp4?e=1&s=x` : null,
      percent: 0,
      completed: false,
      positionSeconds: 0,
    })),
    watermark: null,
    ...over,
  }
}

/** Answers GetLearnState with `states` in turn (the last one from then on), JoinCourse with the enrolled state. */
function serve(...states: LearnState[]) {
  mockApiGet.mockImplementation(async (path: string) => {
    if (path.endsWith('/CourseLearn/GetLearnState')) return states.length > 1 ? states.shift() : states[0]
    throw new Error(`unexpected GET ${path}`)
  })
  mockApiPost.mockImplementation(async (path: string) => {
    if (path.endsWith('/FrontCourse/JoinCourse')) return stateOf('enrolled')
    if (path.endsWith('/CourseLearn/StartPlay'))
      return {
        playToken: 't',
        lessonId: 1,
        positionSeconds: 0,
        frontierSeconds: 0,
        durationSeconds: 12,
        forbidSkip: false,
        percent: 0,
        completed: false,
      }
    return null
  })
}

const signIn = () => {
  localStorage.setItem('userId', '5')
  localStorage.setItem('PERSONAL', '1')
}
const joins = () => mockApiPost.mock.calls.filter(([path]) => String(path).endsWith('/FrontCourse/JoinCourse'))

function renderRoom(variant: 'desktop' | 'mobile' = 'mobile') {
  return render(
    <SessionProvider>
      <LearnRoom
        variant={variant}
        course={{ id: 7, title: '入职第一课' }}
        lessons={outline}
        initialLessonId={1}
        poster=""
        qiNiuUrl="/storage/"
      />
    </SessionProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  mockApiGet.mockReset()
  mockApiPost.mockReset()
  mockPush.mockReset()
  window.history.replaceState(null, '', '/course/learn/7')
})

describe('倍速', () => {
  it('offers 0.75× to 2.0× under a lesson that plays, and plays at the speed chosen, lesson after lesson', async () => {
    serve(stateOf('visitor'))
    renderRoom()
    const speed = await screen.findByRole('combobox', { name: '倍速' })
    expect(
      within(speed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.75×', '1.0×', '1.25×', '1.5×', '2.0×'])
    expect(speed).toHaveDisplayValue('1.0×')
    await userEvent.selectOptions(speed, '2.0×')
    const video = screen.getByTestId('learn-video') as HTMLVideoElement
    expect(video.playbackRate).toBe(2)
    // A new lesson's video starts at the default rate: the choice is that default too.
    expect(video.defaultPlaybackRate).toBe(2)
    expect(speed).toHaveDisplayValue('2.0×')
  })

  it('brings a rate set some other way back to 2×, the fastest the server credits, and follows slower ones', async () => {
    serve(stateOf('visitor'))
    renderRoom('desktop')
    const speed = await screen.findByRole('combobox', { name: '倍速' })
    const video = screen.getByTestId('learn-video') as HTMLVideoElement
    act(() => {
      video.playbackRate = 4
    })
    expect(video.playbackRate).toBe(2)
    expect(speed).toHaveDisplayValue('2.0×')
    act(() => {
      video.playbackRate = 0.5
    })
    expect(speed).toHaveDisplayValue('0.5×')
  })

  it('is not there while no lesson can play', async () => {
    serve(stateOf('visitor', { lessons: stateOf('visitor').lessons.map((l) => ({ ...l, videoUrl: null })) }))
    renderRoom()
    await waitFor(() => expect(mockApiGet).toHaveBeenCalled())
    await screen.findByRole('button', { name: '登录后学习' })
    expect(screen.queryByRole('combobox', { name: '倍速' })).toBeNull()
  })
})

describe('the outline', () => {
  it('marks the free preview 试看 and locks the rest for a visitor, with a drawn lock, not an emoji', async () => {
    serve(stateOf('visitor'))
    renderRoom()
    const [preview, locked] = await screen.findAllByTestId('learn-lesson')
    expect(preview).toHaveTextContent('试看')
    await waitFor(() => expect(within(locked).getByRole('img', { name: '未解锁' })).toHaveClass('icon-lock'))
    expect(locked.textContent).not.toMatch(/\p{Extended_Pictographic}/u)
  })

  it('shows no 试看 to a learner who has joined: every lesson plays', async () => {
    signIn()
    serve(stateOf('enrolled'))
    renderRoom()
    await screen.findByTestId('learn-progress')
    expect(screen.getByTestId('learn-outline')).not.toHaveTextContent('试看')
  })
})

describe('登录后学习', () => {
  async function tapLoginThenSignIn() {
    serve(stateOf('visitor'))
    renderRoom()
    fireEvent.click(screen.getAllByTestId('learn-lesson')[1])
    fireEvent.click(await screen.findByRole('button', { name: '登录后学习' }))
    expect(mockPush).toHaveBeenCalledWith(`/loginEntrance?locations=${encodeURIComponent('/course/learn/7')}`)
    cleanup()
    signIn() // the login page returns to the learning page, signed in
  }

  it('on a free course lands joined, with no 加入学习 to tap', async () => {
    await tapLoginThenSignIn()
    serve(stateOf('canEnrol'))
    renderRoom()
    expect(await screen.findByTestId('learn-progress')).toHaveTextContent('已学0%')
    expect(joins()).toHaveLength(1)
    expect(screen.queryByRole('button', { name: '加入学习' })).toBeNull()
  })

  it('still asks before spending a voucher, and joins nothing for a learner who did not ask', async () => {
    await tapLoginThenSignIn()
    serve(stateOf('canEnrol', { enrolVia: 'voucher', voucher: { id: 3, title: '入职课程券' } }))
    renderRoom()
    fireEvent.click((await screen.findAllByTestId('learn-lesson'))[1])
    expect(await screen.findByRole('button', { name: '使用课程券学习' })).toBeInTheDocument()
    cleanup()

    serve(stateOf('canEnrol'))
    renderRoom()
    fireEvent.click((await screen.findAllByTestId('learn-lesson'))[1])
    expect(await screen.findByRole('button', { name: '加入学习' })).toBeInTheDocument()
    expect(joins()).toHaveLength(0)
  })
})

describe('opening a lesson', () => {
  it('asks the server for one player at a time: a lesson chosen while the first still opens waits for its answer', async () => {
    signIn()
    serve(stateOf('enrolled'))
    const starts: { lessonId: number; answer: () => void }[] = []
    const answered = mockApiPost.getMockImplementation()!
    mockApiPost.mockImplementation((path: string, body: { lessonId: number }) =>
      String(path).endsWith('/CourseLearn/StartPlay')
        ? new Promise((resolve) =>
            starts.push({ lessonId: body.lessonId, answer: () => resolve(answered(path, body)) }),
          )
        : answered(path, body),
    )
    renderRoom()
    await waitFor(() => expect(starts.map((s) => s.lessonId)).toEqual([1]))
    fireEvent.click(screen.getAllByTestId('learn-lesson')[1])
    await screen.findByText('播放中')
    // The server hands the lesson to the player it opened last: lesson 2's request leaves after lesson 1's answer.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
    expect(starts.map((s) => s.lessonId)).toEqual([1])
    await act(async () => starts[0].answer())
    await waitFor(() => expect(starts.map((s) => s.lessonId)).toEqual([1, 2]))
    await act(async () => starts[1].answer())
  })
})

describe('the watermark', () => {
  it('marks the video with what the server sends: the viewer’s masked phone and name', async () => {
    signIn()
    serve(stateOf('enrolled', { watermark: '138****0001 王小明' }))
    renderRoom('desktop')
    expect(await screen.findByTestId('video-watermark')).toHaveTextContent('138****0001 王小明')
  })
})

describe('a course taken down', () => {
  it('tells a caller who never joined it that only its learners go on, instead of asking them to sign in or join', async () => {
    mockApiGet.mockRejectedValue(
      new ApiClientError({ kind: 'api', code: 0, message: '课程不存在或已下架', status: 404 }),
    )
    renderRoom()
    expect(await screen.findByText('该课程已下架，仅已加入学习的学员可以继续学习')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '登录后学习' })).toBeNull()
  })
})
