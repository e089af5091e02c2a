import { render, screen, within } from '@testing-library/react'
import { CourseLearnButton } from '@/components/learn/course-learn-button'
import { SessionProvider } from '@/lib/client/session'
import type { ChapterDto } from '@/lib/contract/schemas/catalogue'
import type { LearnState } from '@/lib/contract/schemas/learning'
import { CourseOutline } from './course-outline'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args) }))
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }))

const chapters: ChapterDto[] = [
  {
    id: 10,
    title: '入门',
    lessons: [
      { id: 101, title: '课程导学', durationSeconds: 305, isFreePreview: true },
      { id: 102, title: '界面与基本操作', durationSeconds: 3725, isFreePreview: false },
    ],
  },
  {
    id: 20,
    title: '进阶',
    lessons: [{ id: 201, title: '数据透视表', durationSeconds: 59, isFreePreview: false }],
  },
]

describe('<CourseOutline>', () => {
  it('renders chapters and numbered lessons in order, open by default', () => {
    render(<CourseOutline courseId={7} chapters={chapters} />)
    const rendered = screen.getAllByTestId('outline-chapter')
    expect(rendered).toHaveLength(2)
    expect(rendered.every((el) => el.tagName === 'DETAILS' && el.hasAttribute('open'))).toBe(true)
    expect(within(rendered[0]).getByText('第1章')).toBeInTheDocument()
    expect(within(rendered[1]).getByText('第2章')).toBeInTheDocument()
    expect(screen.getAllByTestId('outline-chapter-title').map((el) => el.textContent)).toEqual(['入门', '进阶'])
    expect(screen.getAllByTestId('outline-lesson-title').map((el) => el.textContent)).toEqual([
      '课程导学',
      '界面与基本操作',
      '数据透视表',
    ])
    const lessons = screen.getAllByTestId('outline-lesson')
    expect(lessons[0]).toHaveTextContent(/^1-1/)
    expect(lessons[1]).toHaveTextContent(/^1-2/)
    expect(lessons[2]).toHaveTextContent(/^2-1/)
  })

  it('formats each lesson as mm:ss under an hour and hh:mm:ss above', () => {
    render(<CourseOutline courseId={7} chapters={chapters} />)
    expect(screen.getAllByTestId('outline-lesson-duration').map((el) => el.textContent)).toEqual([
      '05:05',
      '01:02:05',
      '00:59',
    ])
  })

  it('marks free previews with 试看 only', () => {
    render(<CourseOutline courseId={7} chapters={chapters} />)
    const lessons = screen.getAllByTestId('outline-lesson')
    expect(within(lessons[0]).getByText('试看')).toBeInTheDocument()
    expect(within(lessons[1]).queryByText('试看')).toBeNull()
    expect(screen.getAllByText('试看')).toHaveLength(1)
  })

  it('hides 试看 from a learner who has joined the course, once the 开始学习 button hears so from the server', async () => {
    const state = (access: LearnState['access']) =>
      ({ courseId: 7, access, enrolVia: access === 'canEnrol' ? 'free' : null, lastLesson: null }) as LearnState
    localStorage.setItem('userId', '5')
    localStorage.setItem('PERSONAL', '1')
    const page = () => (
      <SessionProvider>
        <CourseLearnButton courseId={7} variant="mobile" className="btn" />
        <CourseOutline courseId={7} chapters={chapters} />
      </SessionProvider>
    )
    mockApiGet.mockResolvedValue(state('canEnrol'))
    const { unmount } = render(page())
    expect(await screen.findByRole('button', { name: '开始学习' })).toBeEnabled()
    expect(screen.getAllByText('试看')).toHaveLength(1)
    unmount()

    mockApiGet.mockResolvedValue(state('enrolled'))
    render(page())
    expect(await screen.findByRole('link', { name: '开始学习' })).toBeInTheDocument()
    expect(screen.queryByText('试看')).toBeNull()
    localStorage.clear()
  })

  it('shows the chapter totals', () => {
    render(<CourseOutline courseId={7} chapters={chapters} />)
    const [first] = screen.getAllByTestId('outline-chapter')
    expect(within(first).getByText('2课时 · 1小时7分钟')).toBeInTheDocument()
  })

  it('says so when a course has no outline yet', () => {
    render(<CourseOutline courseId={7} chapters={[]} />)
    expect(screen.getByText('暂无课程目录')).toBeInTheDocument()
  })
})
