// One course's learning in the console against a mocked API (issue 32): the funnel on the cards, the drop-off by lesson
// as a table in outline order with its shares of the enrolled, the chart in its frame, and a course not found said.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { CourseLearningData } from '@/lib/contract/schemas/admin-learning-data'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { CourseDataView } from './course-data-view'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: jest.fn(),
}))
jest.mock('./charts-drawn', () => ({
  ActivityChart: () => <div />,
  HoursChart: () => <div />,
  DropOffChart: ({ lessons }: { lessons: unknown[] }) => <div data-testid="dropoff-drawn">{lessons.length} 课时</div>,
}))

const COURSE: CourseLearningData = {
  courseId: 5,
  title: '安全生产',
  isPublished: true,
  enrolled: 4,
  inProgress: 2,
  notStarted: 1,
  completed: 1,
  averageProgress: 41.7,
  creditedSeconds: 7200,
  lessons: [
    { lessonId: 9, chapterTitle: '第一章', title: '导论', reached: 3, completed: 3 },
    { lessonId: 7, chapterTitle: '第一章', title: '案例', reached: 2, completed: 1 },
  ],
}

const renderView = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <CourseDataView courseId={5} />
    </QueryClientProvider>,
  )

it('shows the funnel and the drop-off by lesson with shares of the enrolled', async () => {
  mockApiGet.mockReset().mockResolvedValue(COURSE)
  renderView()
  expect(await screen.findByRole('heading', { level: 1, name: '课程学习数据：安全生产' })).toBeInTheDocument()
  const cards = screen.getByTestId('stat-cards')
  expect(
    within(cards)
      .getAllByRole('term')
      .map((t) => [t.textContent, t.nextElementSibling?.textContent]),
  ).toEqual([
    ['选课人数', '4'],
    ['学习中', '2'],
    ['未开始', '1'],
    ['已完成', '1'],
    ['平均进度', '41.7%'],
    ['学时（小时）', '2'],
  ])
  const rows = within(screen.getByTestId('dropoff-table')).getAllByRole('row').slice(1)
  expect(rows.map((r) => r.textContent)).toEqual(['第一章导论375%375%', '第一章案例250%125%'])
  expect(await screen.findByTestId('dropoff-drawn')).toHaveTextContent('2 课时')
  expect(screen.getByRole('link', { name: '返回学习数据' })).toHaveAttribute('href', '/admin/data')
  expect(mockApiGet).toHaveBeenCalledWith(
    '/admin/api/services/app/AdminLearningData/GetCourse',
    { id: 5 },
    expect.anything(),
  )
})

it('says the server’s refusal for a course of another tenant', async () => {
  mockApiGet
    .mockReset()
    .mockRejectedValue(new ApiClientError({ kind: 'api', code: 0, status: 404, message: '课程不存在' }))
  renderView()
  expect(await screen.findByRole('alert')).toHaveTextContent('课程不存在')
})
