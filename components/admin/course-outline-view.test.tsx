// 课程大纲 against a mocked API: the rows an editor reads (duration, video state, 试看), a keyboard drag that saves the
// whole new order in one Reorder call, an upload's progress in its row (and its retries after a dropped connection),
// the offer to continue a file half sent before, deleting a lesson learners have progress on, and a reading role
// without handles or actions.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CourseOutline, LessonVideoResult } from '@/lib/contract/schemas/admin-course-outline'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { CourseOutlineView } from './course-outline-view'
import { OperatorProvider } from './operator-context'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/courses/7/outline',
  useSearchParams: () => new URLSearchParams(),
}))
const mockUpload = jest.fn()
const mockUnfinished = jest.fn()
const mockToast = { success: jest.fn(), error: jest.fn() }
jest.mock('@/lib/client/toast-bus', () => ({
  toast: {
    success: (m: string) => mockToast.success(m),
    error: (m: string) => mockToast.error(m),
  },
}))
jest.mock('@/lib/client/lesson-video-upload', () => ({
  uploadLessonVideo: (...args: unknown[]) => mockUpload(...args),
  unfinishedUploads: (...args: unknown[]) => mockUnfinished(...args),
}))

const API = '/admin/api/services/app/AdminCourseOutline'
const API_VIDEO = '/admin/api/services/app/AdminLessonVideo'
const SELF: OperatorSelf = {
  id: 1,
  loginName: 'admin',
  name: '周敏',
  role: 'admin',
  mustChangePassword: false,
  tenantName: '启航',
  tenantOpen: true,
}
const lesson = (id: number, chapterId: number, over: object = {}) => ({
  id,
  chapterId,
  title: `课时${id}`,
  durationSeconds: 0,
  isFreePreview: false,
  video: 'none' as const,
  learnerCount: 0,
  ...over,
})
const OUTLINE: CourseOutline = {
  courseId: 7,
  courseTitle: 'Excel 入门',
  videoMaxBytes: 2048 * 1024 * 1024,
  chapters: [
    {
      id: 1,
      title: '第一部分',
      lessons: [lesson(11, 1, { durationSeconds: 754, video: 'upload', isFreePreview: true }), lesson(12, 1)],
    },
    { id: 2, title: '第二部分', lessons: [lesson(21, 2, { learnerCount: 3, video: 'other', durationSeconds: 65 })] },
  ],
}

// jsdom lays nothing out: each chapter and lesson gets the box it would have, stacked, so dnd-kit's keyboard sensor can
// find the row below.
function layOut() {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rows = [...document.querySelectorAll('[data-testid^="chapter-"], [data-testid^="lesson-"]')]
    const index = rows.indexOf(this)
    const top = index < 0 ? 0 : index * 50
    const height = index < 0 ? 0 : this.matches('[data-testid^="chapter-"]') ? 45 : 40
    return { top, bottom: top + height, left: 0, right: 600, width: 600, height, x: 0, y: top, toJSON: () => ({}) }
  })
}

function renderView(self: OperatorSelf = SELF) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <CourseOutlineView courseId={7} />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

/** The console's two reads: the outline, and each lesson's transcode (none unless a test gives some). */
let transcodes: unknown[] = []
let outlineAnswer: unknown = OUTLINE
beforeEach(() => {
  transcodes = []
  outlineAnswer = OUTLINE
  mockApiGet
    .mockReset()
    .mockImplementation(async (path: string) => (path.endsWith('/GetCourseTranscodes') ? transcodes : outlineAnswer))
  mockApiPost.mockReset().mockResolvedValue(null)
  mockUpload.mockReset()
  mockUnfinished.mockReset().mockResolvedValue([])
  mockToast.success.mockReset()
  mockToast.error.mockReset()
  layOut()
})
afterEach(() => jest.restoreAllMocks())

it('shows each chapter with its lessons: duration and video state, the 试看 mark, and the course in the heading', async () => {
  renderView()
  expect(await screen.findByRole('heading', { level: 1, name: 'Excel 入门' })).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith(`${API}/GetOutline`, { courseId: 7 }, expect.anything())
  const first = screen.getByTestId('lesson-11')
  expect(within(first).getByTestId('video-state')).toHaveTextContent('已上传 12:34')
  expect(within(first).getByText('试看')).toBeInTheDocument()
  expect(within(screen.getByTestId('lesson-12')).getByTestId('video-state')).toHaveTextContent('无视频')
  expect(screen.getByTestId('outline-summary')).toHaveTextContent('2 个章节，3 个课时')
  // A chapter that still holds lessons cannot be deleted from here.
  const header = screen.getByTestId('chapter-1').querySelector('header')!
  expect(within(header).getByRole('button', { name: '删除' })).toBeDisabled()
})

it('moves a lesson down with the keyboard and saves the whole order in one Reorder call', async () => {
  const user = renderView()
  const handle = await screen.findByRole('button', { name: '拖动排序：课时「课时11」' })
  handle.focus()
  await user.keyboard('[Space]')
  await user.keyboard('[ArrowDown]')
  await user.keyboard('[Space]')
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${API}/Reorder`,
      {
        courseId: 7,
        chapters: [
          { id: 1, lessonIds: [12, 11] },
          { id: 2, lessonIds: [21] },
        ],
      },
      { inline: true },
    ),
  )
  await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('顺序已保存'))
})

it('moves the last lesson of a chapter into the next chapter with the keyboard', async () => {
  const user = renderView()
  ;(await screen.findByRole('button', { name: '拖动排序：课时「课时12」' })).focus()
  await user.keyboard('[Space][ArrowDown][Space]')
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${API}/Reorder`,
      {
        courseId: 7,
        chapters: [
          { id: 1, lessonIds: [11] },
          { id: 2, lessonIds: [12, 21] },
        ],
      },
      { inline: true },
    ),
  )
})

it('moves a chapter up with the keyboard', async () => {
  const user = renderView()
  ;(await screen.findByRole('button', { name: '拖动排序：章节「第二部分」' })).focus()
  await user.keyboard('[Space][ArrowUp][Space]')
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${API}/Reorder`,
      {
        courseId: 7,
        chapters: [
          { id: 2, lessonIds: [21] },
          { id: 1, lessonIds: [11, 12] },
        ],
      },
      { inline: true },
    ),
  )
})

it('puts a refused order back and says why', async () => {
  const { ApiClientError } = await import('@/lib/contract/api-client-error')
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'api', code: 409, status: 409, message: '课程大纲已被修改，请刷新页面后重新排序' }),
  )
  const user = renderView()
  ;(await screen.findByRole('button', { name: '拖动排序：课时「课时11」' })).focus()
  await user.keyboard('[Space][ArrowDown][Space]')
  await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('课程大纲已被修改，请刷新页面后重新排序'))
  const rows = within(screen.getByTestId('chapter-1')).getAllByRole('listitem')
  expect(rows.map((r) => r.dataset.testid)).toEqual(['lesson-11', 'lesson-12'])
})

type Events = { onProgress: (n: number) => void; onRetrying: () => void }

it('shows an upload’s progress in its row, its retries after a dropped connection, then the probed duration', async () => {
  let events: Events = { onProgress: () => undefined, onRetrying: () => undefined }
  let finish: (r: LessonVideoResult) => void = () => undefined
  mockUpload.mockImplementation((_id: number, _file: File, given: Events) => {
    events = given
    return { done: new Promise((resolve) => (finish = resolve)), abort: jest.fn() }
  })
  const user = renderView()
  const input = await screen.findByLabelText('上传视频：课时「课时12」')
  await user.upload(input, new File([new Uint8Array(2048)], 'lesson.mp4', { type: 'video/mp4' }))
  await waitFor(() => expect(mockUpload).toHaveBeenCalledWith(12, expect.any(File), expect.any(Object), null))
  const state = within(screen.getByTestId('lesson-12')).getByTestId('video-state')
  expect(state).toHaveTextContent('上传中 0%')
  act(() => events.onProgress(42))
  expect(state).toHaveTextContent('上传中 42%')
  act(() => events.onRetrying())
  expect(state).toHaveTextContent('连接中断，正在重试…')
  act(() => events.onProgress(43))
  expect(state).toHaveTextContent('上传中 43%')
  act(() => events.onProgress(100))
  expect(state).toHaveTextContent('处理中…')
  outlineAnswer = {
    ...OUTLINE,
    chapters: [
      {
        ...OUTLINE.chapters[0],
        lessons: [OUTLINE.chapters[0].lessons[0], lesson(12, 1, { video: 'upload', durationSeconds: 3 })],
      },
      OUTLINE.chapters[1],
    ],
  }
  const transcode = { id: 7, lessonId: 12, state: 'queued' as const, progress: 0, error: '', renditions: [] }
  await act(async () => finish({ lessonId: 12, durationSeconds: 3, width: 160, height: 120, transcode }))
  await waitFor(() =>
    expect(mockToast.success).toHaveBeenCalledWith('课时「课时12」的视频已上传，时长 00:03，正在转码'),
  )
  await waitFor(() =>
    expect(within(screen.getByTestId('lesson-12')).getByTestId('video-state')).toHaveTextContent('已上传 00:03'),
  )
})

it('offers to continue a file half sent before (another visit), or to start it again', async () => {
  const earlier = {
    size: 2048,
    metadata: {},
    creationTime: '2026-11-26T05:30:00.000Z',
    urlStorageKey: 'tus::qh-lesson-12::1',
    uploadUrl: '/admin/api/uploads/lesson-video/1-ab',
    parallelUploadUrls: null,
  }
  mockUnfinished.mockResolvedValue([earlier])
  mockUpload.mockReturnValue({ done: new Promise(() => undefined), abort: jest.fn() })
  const user = renderView()
  const file = new File([new Uint8Array(2048)], 'lesson.mp4', { type: 'video/mp4' })
  await user.upload(await screen.findByLabelText('上传视频：课时「课时12」'), file)
  const dialog = await screen.findByTestId('resume-upload')
  expect(dialog).toHaveTextContent('「lesson.mp4」于')
  expect(dialog).toHaveTextContent('尚未完成。继续上传将从服务器已收到的位置接着传')
  expect(mockUnfinished).toHaveBeenCalledWith(12, file)
  expect(mockUpload).not.toHaveBeenCalled()
  await user.click(within(dialog).getByRole('button', { name: '继续上传' }))
  expect(mockUpload).toHaveBeenCalledWith(12, file, expect.any(Object), earlier)
  await waitFor(() => expect(screen.queryByTestId('resume-upload')).toBeNull())

  // The other answer starts the file again.
  mockUpload.mockClear()
  await user.upload(await screen.findByLabelText('上传视频：课时「课时11」'), file)
  await user.click(within(await screen.findByTestId('resume-upload')).getByRole('button', { name: '从头上传' }))
  expect(mockUpload).toHaveBeenCalledWith(11, file, expect.any(Object), null)
})

it('refuses a file that is not an MP4 before sending a byte', async () => {
  const user = userEvent.setup({ applyAccept: false })
  renderView()
  const input = await screen.findByLabelText('上传视频：课时「课时12」')
  await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
  await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('请上传 MP4 格式的视频文件'))
  expect(mockUpload).not.toHaveBeenCalled()
})

it('says what deleting a lesson does to its learners’ progress, and confirms it to the server', async () => {
  const user = renderView()
  await user.click(within(await screen.findByTestId('lesson-21')).getByRole('button', { name: '删除' }))
  const dialog = await screen.findByTestId('outline-confirm')
  expect(dialog).toHaveTextContent(
    '已有 3 位学员学习过该课时：删除后他们在该课时的学习进度一并删除，课程进度按剩余课时重新计算',
  )
  await user.click(within(dialog).getByRole('button', { name: '删除' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${API}/DeleteLesson`,
      { id: 21, confirmProgress: true },
      { inline: true },
    ),
  )
})

it('gives a 只读 operator the outline without handles or actions', async () => {
  renderView({ ...SELF, role: 'readonly' })
  await screen.findByTestId('lesson-11')
  expect(screen.queryByRole('button', { name: /拖动排序/ })).toBeNull()
  expect(screen.queryByRole('button', { name: '新建章节' })).toBeNull()
  expect(screen.queryByLabelText(/上传视频/)).toBeNull()
})

it("shows each upload's transcode — progress while it runs, the reason when it failed — and 重试 queues it again", async () => {
  transcodes = [
    { id: 5, lessonId: 11, state: 'failed', progress: 0, error: '文件只有声音，没有视频画面', renditions: [] },
  ]
  const user = renderView()
  const failed = await within(await screen.findByTestId('lesson-11')).findByTestId('transcode-state')
  expect(failed).toHaveTextContent('转码失败：文件只有声音，没有视频画面')
  transcodes = [{ id: 5, lessonId: 11, state: 'transcoding', progress: 42, error: '', renditions: [] }]
  await user.click(within(failed).getByRole('button', { name: '重试' }))
  expect(mockApiPost).toHaveBeenCalledWith(`${API_VIDEO}/RetryTranscode`, { id: 5 }, expect.anything())
  await waitFor(() =>
    expect(within(screen.getByTestId('lesson-11')).getByTestId('transcode-state')).toHaveTextContent('转码中 42%'),
  )
  transcodes = [{ id: 5, lessonId: 11, state: 'ready', progress: 100, error: '', renditions: ['360p', '540p'] }]
  // Polled every 2 s while one is on its way.
  await waitFor(
    () =>
      expect(within(screen.getByTestId('lesson-11')).getByTestId('transcode-state')).toHaveTextContent(
        '已转码 360p/540p',
      ),
    { timeout: 4000 },
  )
})
