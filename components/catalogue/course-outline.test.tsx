import { render, screen, within } from '@testing-library/react'
import type { ChapterDto } from '@/lib/contract/schemas/catalogue'
import { CourseOutline } from './course-outline'

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
    render(<CourseOutline chapters={chapters} />)
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
    render(<CourseOutline chapters={chapters} />)
    expect(screen.getAllByTestId('outline-lesson-duration').map((el) => el.textContent)).toEqual([
      '05:05',
      '01:02:05',
      '00:59',
    ])
  })

  it('marks free previews with 试看 only', () => {
    render(<CourseOutline chapters={chapters} />)
    const lessons = screen.getAllByTestId('outline-lesson')
    expect(within(lessons[0]).getByText('试看')).toBeInTheDocument()
    expect(within(lessons[1]).queryByText('试看')).toBeNull()
    expect(screen.getAllByText('试看')).toHaveLength(1)
  })

  it('shows the chapter totals', () => {
    render(<CourseOutline chapters={chapters} />)
    const [first] = screen.getAllByTestId('outline-chapter')
    expect(within(first).getByText('2课时 · 1小时7分钟')).toBeInTheDocument()
  })

  it('says so when a course has no outline yet', () => {
    render(<CourseOutline chapters={[]} />)
    expect(screen.getByText('暂无课程目录')).toBeInTheDocument()
  })
})
