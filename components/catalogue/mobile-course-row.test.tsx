import { render, screen, within } from '@testing-library/react'
import type { CourseCard } from '@/lib/contract/schemas/catalogue'
import { MobileCourseList, MobileCourseRow } from './mobile-course-row'

const course = (over: Partial<CourseCard> = {}): CourseCard => ({
  id: 12,
  title: '零基础学 Excel 数据透视表：从入门到精通的二十个实战案例',
  coverUrl: 'covers/excel.png',
  summary: '',
  price: 0,
  lessonCount: 18,
  totalDurationSeconds: 7200,
  learnerCount: 1200,
  publishedAt: '2026-01-05T00:00:00.000Z',
  courseTypeId: 3,
  courseTypeName: '办公软件',
  lecturers: [
    { id: 1, name: '王老师' },
    { id: 2, name: '李明' },
  ],
  tags: [],
  ...over,
})

describe('<MobileCourseRow>', () => {
  it('links the whole row to the course and shows title, lecturers, lesson count and 免费', () => {
    render(<MobileCourseRow course={course()} unit="元" qiNiuUrl="https://img.example.com" />)
    const row = screen.getByTestId('mobile-course-row')
    expect(row.tagName).toBe('A')
    expect(row).toHaveAttribute('href', '/course/12')
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent('零基础学 Excel')
    expect(row).toHaveTextContent('王老师、李明')
    expect(row).toHaveTextContent('共18课时')
    expect(within(row).getByTestId('course-price')).toHaveTextContent(/^免费$/)
  })

  it('shows a paid price in the tenant unit', () => {
    const { rerender } = render(<MobileCourseRow course={course({ price: 99 })} unit="元" qiNiuUrl="" />)
    expect(screen.getByTestId('course-price')).toHaveTextContent('¥99')
    rerender(<MobileCourseRow course={course({ price: 30 })} unit="学分" qiNiuUrl="" />)
    expect(screen.getByTestId('course-price')).toHaveTextContent('30学分')
  })

  it('requests a resized cover from the storage, and draws no image without one', () => {
    const { container, rerender } = render(
      <MobileCourseRow course={course()} unit="元" qiNiuUrl="https://img.example.com" />,
    )
    const cover = container.querySelector('img')
    expect(cover).toHaveAttribute(
      'src',
      'https://img.example.com/covers/excel.png?imageView2/1/w/360/h/216/q/75/format/webp',
    )
    // One rendition sized for phones: a srcset would repeat in every row of the HTML and the RSC payload.
    expect(cover).not.toHaveAttribute('srcset')
    rerender(<MobileCourseRow course={course({ coverUrl: '' })} unit="元" qiNiuUrl="https://img.example.com" />)
    expect(container.querySelector('img')).toBeNull()
  })

  it('leaves out the lecturer line when the course has none', () => {
    render(<MobileCourseRow course={course({ lecturers: [] })} unit="元" qiNiuUrl="" />)
    expect(screen.getByTestId('mobile-course-row')).not.toHaveTextContent('、')
  })
})

describe('<MobileCourseList>', () => {
  it('renders one row per course in order', () => {
    render(
      <MobileCourseList
        courses={[course({ id: 1, title: '甲' }), course({ id: 2, title: '乙' })]}
        unit="元"
        qiNiuUrl=""
      />,
    )
    const rows = screen.getAllByTestId('mobile-course-row')
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/course/1', '/course/2'])
  })

  it('titles rows one level under a section heading, or under the page heading when the list asks', () => {
    const { rerender } = render(<MobileCourseList courses={[course({ title: '甲' })]} unit="元" qiNiuUrl="" />)
    expect(screen.getByRole('heading', { name: '甲' })).toHaveProperty('tagName', 'H3')
    rerender(<MobileCourseList courses={[course({ title: '甲' })]} unit="元" qiNiuUrl="" titleAs="h2" />)
    expect(screen.getByRole('heading', { name: '甲' })).toHaveProperty('tagName', 'H2')
  })

  // Issue 26: the page's LCP picture comes inside the HTML, eager and high priority; the other rows keep their URLs.
  it('draws the first cover from the inline picture it is given, at high priority', () => {
    const inline = 'data:image/webp;base64,UklGRg=='
    const { container } = render(
      <MobileCourseList
        courses={[course({ id: 1 }), course({ id: 2 })]}
        unit="元"
        qiNiuUrl="/storage/"
        eagerRows={1}
        inlineFirstCover={inline}
      />,
    )
    const [first, second] = Array.from(container.querySelectorAll('img'))
    expect(first).toHaveAttribute('src', inline)
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).not.toHaveAttribute('loading')
    expect(second.getAttribute('src')).toMatch(/^\/storage\/covers\/excel\.png\?imageView2\//)
    expect(second).toHaveAttribute('loading', 'lazy')
  })
})
