// 我的课程's assigned courses against a mocked API (issue 31): 必修/选修 with the due date and 还剩N天, 已逾期N天 in red
// when past due and unfinished, 已完成 once finished; an assigned course not joined yet offers 开始学习.
import { render, screen, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { SessionProvider } from '@/lib/client/session'
import type { MyCourse } from '@/lib/contract/schemas/learning'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { MyCoursesView } from './my-courses-view'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args) }))

const LEARNER = { userId: '5', userName: '王芳', userLogo: '', PERSONAL: '1', logintype: '1', frontCompanyId: '' }
const course = (courseId: number, title: string, over: Partial<MyCourse>): MyCourse => ({
  courseId,
  title,
  coverUrl: '',
  lessonCount: 3,
  totalDurationSeconds: 600,
  percent: 0,
  enrolledAt: '2026-11-20T02:00:00.000Z',
  lastLearnedAt: null,
  completedAt: null,
  lastLesson: null,
  enrolled: true,
  assignment: null,
  ...over,
})
const ITEMS = [
  course(1, '安全生产', {
    enrolled: false,
    assignment: { kind: 'required', startsOn: '2026-11-26', dueOn: '2026-11-28', daysLeft: 2 },
  }),
  course(2, '合规培训', {
    percent: 40,
    assignment: { kind: 'elective', startsOn: '2026-11-01', dueOn: '2026-11-23', daysLeft: -3 },
  }),
  course(3, '沟通技巧', {
    percent: 100,
    completedAt: '2026-11-22T02:00:00.000Z',
    assignment: { kind: 'required', startsOn: '2026-11-01', dueOn: '2026-11-23', daysLeft: -3 },
  }),
  course(4, '自选课程', {}),
]

beforeEach(() => {
  localStorage.clear()
  for (const [k, v] of Object.entries(LEARNER)) localStorage.setItem(k, v)
  // 我的课程 also asks for the learner's 学时证明 (none here).
  mockApiGet
    .mockReset()
    .mockImplementation((path: string) =>
      Promise.resolve(
        path.endsWith('/Certificate/GetMine')
          ? { items: [] }
          : { items: ITEMS, totalCount: ITEMS.length, page: 1, pageSize: 20 },
      ),
    )
})

it.each(['desktop', 'mobile'] as const)(
  'tags assigned courses with 必修/选修, the due date and days left (%s)',
  async (variant) => {
    render(
      <SessionProvider>
        <QueryClientProvider client={makeQueryClient()}>
          <MyCoursesView variant={variant} qiNiuUrl="/storage/" />
        </QueryClientProvider>
      </SessionProvider>,
    )
    const rows = await screen.findAllByTestId('my-course')
    const line = (i: number) => within(rows[i]).getByTestId('my-course-assignment')
    expect(line(0)).toHaveTextContent('必修截止 2026-11-28还剩2天')
    expect(within(rows[0]).getByRole('link', { name: /^开始学习\s*：安全生产$/ })).toBeInTheDocument()
    expect(line(1)).toHaveTextContent('选修截止 2026-11-23已逾期3天')
    expect(within(line(1)).getByTestId('my-course-due')).toHaveClass('text-red-600')
    expect(line(2)).toHaveTextContent('已完成')
    expect(within(line(2)).getByTestId('my-course-due')).not.toHaveClass('text-red-600')
    expect(within(rows[3]).queryByTestId('my-course-assignment')).toBeNull()
    expect(within(rows[3]).getByRole('link', { name: /^继续学习\s*：自选课程$/ })).toBeInTheDocument()
  },
)
