// The home's 继续学习 strip (issue 27): a visitor, a company account and a learner with no course in progress see the
// home unchanged — nothing drawn, no space kept; a learner with courses sees them with their progress and links back
// to the lesson last opened, and 全部课程 to 我的课程.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { SessionProvider } from '@/lib/client/session'
import type { MyCourse, MyCourses } from '@/lib/contract/schemas/learning'
import { ContinueLearning } from './continue-learning'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args) }))

const LEARNER = { userId: '5', userName: '王五', userLogo: '', PERSONAL: '1', logintype: '1', frontCompanyId: '' }
const COMPANY = { userId: '9', userName: 'qihang_hr', userLogo: '', PERSONAL: '0', logintype: '2', frontCompanyId: '9' }

const course = (courseId: number, title: string, percent: number, lastLesson: MyCourse['lastLesson']): MyCourse => ({
  courseId,
  title,
  coverUrl: `covers/${courseId}.png`,
  lessonCount: 3,
  totalDurationSeconds: 600,
  percent,
  enrolledAt: '2026-03-01T02:00:00.000Z',
  lastLearnedAt: lastLesson ? '2026-03-02T02:00:00.000Z' : null,
  completedAt: null,
  lastLesson,
  enrolled: true,
  assignment: null,
})

/** 继续学习 on a card is named after its course (its text and a screen-reader-only 「：课程名」). */
const continueName = (title: string) => new RegExp(`^继续学习\\s*：${title}$`)

const page = (items: MyCourse[]): MyCourses => ({ items, totalCount: items.length, page: 1, pageSize: 4 })

function renderHome(stored: Record<string, string> | null, variant: 'desktop' | 'mobile' = 'desktop') {
  for (const [k, v] of Object.entries(stored ?? {})) localStorage.setItem(k, v)
  return render(
    <SessionProvider>
      <ContinueLearning variant={variant} qiNiuUrl="/storage/" />
    </SessionProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
  mockApiGet.mockReset()
})

it('draws nothing for a visitor and asks the API nothing', async () => {
  const { container } = renderHome(null)
  await act(async () => {})
  expect(container).toBeEmptyDOMElement()
  expect(mockApiGet).not.toHaveBeenCalled()
})

it('draws nothing for a company account, which takes no courses', async () => {
  const { container } = renderHome(COMPANY)
  await act(async () => {})
  expect(container).toBeEmptyDOMElement()
  expect(mockApiGet).not.toHaveBeenCalled()
})

it('draws nothing for a learner with no course in progress', async () => {
  mockApiGet.mockResolvedValue(page([]))
  const { container } = renderHome(LEARNER)
  await waitFor(() => expect(mockApiGet).toHaveBeenCalled())
  await act(async () => {})
  expect(container).toBeEmptyDOMElement()
})

it('draws nothing when the list cannot be read', async () => {
  mockApiGet.mockRejectedValue(new Error('offline'))
  const { container } = renderHome(LEARNER)
  await waitFor(() => expect(mockApiGet).toHaveBeenCalled())
  await act(async () => {})
  expect(container).toBeEmptyDOMElement()
})

it('shows a learner’s courses in progress with their percent, back to the lesson last opened', async () => {
  mockApiGet.mockResolvedValue(
    page([course(12, '入职第一课', 33, { id: 41, title: '公司介绍' }), course(7, '高效沟通', 0, null)]),
  )
  renderHome(LEARNER)

  const strip = await screen.findByRole('region', { name: '继续学习' })
  // The most recent of the learner's 学习中 courses, four at most: one row of the desktop home.
  expect(mockApiGet).toHaveBeenCalledWith(
    '/api/services/app/FrontCourse/GetMyCourses',
    { state: 'learning', page: 1, pageSize: 4 },
    { inline: true },
  )
  const cards = within(strip).getAllByRole('listitem')
  expect(cards).toHaveLength(2)

  const first = within(cards[0])
  expect(first.getByRole('heading', { name: '入职第一课' })).toBeInTheDocument()
  expect(first.getByRole('link', { name: '入职第一课' })).toHaveAttribute('href', '/course/12')
  expect(first.getByText('已学33%')).toBeInTheDocument()
  expect(first.getByRole('progressbar', { name: '学习进度' })).toHaveAttribute('aria-valuenow', '33')
  expect(first.getByText('上次学到：公司介绍')).toBeInTheDocument()
  expect(first.getByRole('link', { name: continueName('入职第一课') })).toHaveAttribute(
    'href',
    '/course/learn/12?classId=41',
  )

  // Joined but never opened: its learning page, which starts at the first lesson.
  const second = within(cards[1])
  expect(second.getByText('已学0%')).toBeInTheDocument()
  expect(second.getByRole('link', { name: continueName('高效沟通') })).toHaveAttribute('href', '/course/learn/7')

  expect(within(strip).getByRole('link', { name: /^全部课程/ })).toHaveAttribute('href', '/course/my')
})

it('on a phone scrolls through a few more, and 全部课程 opens the phone’s 我的课程', async () => {
  mockApiGet.mockResolvedValue(page([course(12, '入职第一课', 50, { id: 41, title: '公司介绍' })]))
  renderHome(LEARNER, 'mobile')

  const strip = await screen.findByRole('region', { name: '继续学习' })
  expect(mockApiGet).toHaveBeenCalledWith(
    '/api/services/app/FrontCourse/GetMyCourses',
    expect.objectContaining({ state: 'learning', pageSize: 8 }),
    { inline: true },
  )
  expect(within(strip).getByText('已学50%')).toBeInTheDocument()
  expect(within(strip).getByRole('link', { name: continueName('入职第一课') })).toHaveAttribute(
    'href',
    '/course/learn/12?classId=41',
  )
  expect(within(strip).getByRole('link', { name: /^全部课程/ })).toHaveAttribute('href', '/minecourse')
})
