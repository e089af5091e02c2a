import { render, screen, within } from '@testing-library/react'
import type { CourseCard as CourseCardData } from '@/lib/contract/schemas/catalogue'
import { CourseCard } from './course-card'
import { CourseGrid } from './course-grid'

const base: CourseCardData = {
  id: 42,
  title: 'Excel 数据分析实战',
  coverUrl: 'demo/covers/excel.png',
  summary: '从透视表到动态图表',
  price: 0,
  lessonCount: 12,
  totalDurationSeconds: 200 * 60,
  learnerCount: 12345,
  publishedAt: '2026-03-05T08:00:00.000Z',
  courseTypeId: 3,
  courseTypeName: '办公技能',
  lecturers: [
    { id: 1, name: '王晓明' },
    { id: 2, name: '李娜' },
  ],
  tags: ['Excel'],
}

const card = (course: Partial<CourseCardData> = {}, unit = '元') =>
  render(<CourseCard course={{ ...base, ...course }} qiNiuUrl="https://img.example.com/" unit={unit} />)

describe('<CourseCard>', () => {
  it('links to the course page with the cover, title, lecturers and learner count', () => {
    card()
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('href', '/course/42')
    expect(link).toHaveAttribute('data-testid', 'course-card')
    const cover = screen.getByRole('img', { name: 'Excel 数据分析实战' })
    // WebP renditions by width, so the browser fetches what the card's box needs (never wider than the original).
    // One WebP rendition for the card's ~280-px box at ~1.75× density: a srcset would repeat in every card of the page.
    expect(cover).toHaveAttribute(
      'src',
      'https://img.example.com/demo/covers/excel.png?imageView2/1/w/480/h/270/q/75/format/webp',
    )
    expect(cover).not.toHaveAttribute('srcset')
    expect(cover).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('heading', { level: 3, name: 'Excel 数据分析实战' })).toBeInTheDocument()
    expect(screen.getByTestId('course-card-lecturers')).toHaveTextContent('王晓明、李娜')
    expect(screen.getByText('1.2万人学习')).toBeInTheDocument()
  })

  it('shows 免费 for price 0 and a ¥ price otherwise', () => {
    const { unmount } = card({ price: 0 })
    expect(screen.getByTestId('course-card-price')).toHaveTextContent('免费')
    unmount()
    card({ price: 199 })
    expect(screen.getByTestId('course-card-price')).toHaveTextContent('¥199')
    expect(screen.queryByText('免费')).toBeNull()
  })

  it('uses the tenant unit when it is not 元', () => {
    card({ price: 30 }, '学币')
    expect(screen.getByTestId('course-card-price')).toHaveTextContent('30学币')
  })

  it('formats the lesson count and total duration', () => {
    const { unmount } = card({ lessonCount: 12, totalDurationSeconds: 200 * 60 })
    expect(screen.getByTestId('course-card-workload')).toHaveTextContent('共12课时 · 3小时20分钟')
    unmount()
    card({ lessonCount: 3, totalDurationSeconds: 45 * 60 })
    expect(screen.getByTestId('course-card-workload')).toHaveTextContent('共3课时 · 45分钟')
  })

  it('shows no duration when none is recorded', () => {
    card({ lessonCount: 0, totalDurationSeconds: 0 })
    expect(screen.getByTestId('course-card-workload')).toHaveTextContent(/^共0课时$/)
  })
})

describe('<CourseGrid>', () => {
  it('renders the cards in order', () => {
    render(<CourseGrid courses={[base, { ...base, id: 7, title: '第二门' }]} qiNiuUrl="" unit="元" />)
    const items = within(screen.getByTestId('course-grid')).getAllByTestId('course-card')
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/course/42', '/course/7'])
  })

  it('shows 暂无数据 when empty', () => {
    render(<CourseGrid courses={[]} qiNiuUrl="" unit="元" />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    expect(screen.queryByTestId('course-grid')).toBeNull()
  })
})
