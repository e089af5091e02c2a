import { render, screen } from '@testing-library/react'
import { TopicCard } from './topic-card'
import { pageHref } from './page-links'

const topic = {
  id: 3,
  title: '新任经理成长营',
  bannerUrl: 'demo/topics/3.png',
  introduction: '从骨干到管理者',
  courseCount: 5,
  isSelected: true,
}

describe('<TopicCard>', () => {
  it('links to the topic page with banner, title and course count', () => {
    render(<TopicCard topic={topic} qiNiuUrl="https://img.example.com/" />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/thematic/3')
    expect(screen.getByRole('img', { name: '新任经理成长营' })).toHaveAttribute(
      'src',
      expect.stringContaining('demo/topics/3.png?imageView2/'),
    )
    expect(screen.getByTestId('topic-card-count')).toHaveTextContent('5门课程')
  })

  it('is not a link when topic pages are switched off', () => {
    render(<TopicCard topic={topic} qiNiuUrl="" linked={false} />)
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('pageHref', () => {
  it('keeps the query, drops empty values and page 1', () => {
    expect(pageHref('/courselist', { pcourseTypeId: 2, courseTypeId: undefined, sort: 'popular' }, 1)).toBe(
      '/courselist?pcourseTypeId=2&sort=popular',
    )
    expect(pageHref('/courselist', { pcourseTypeId: 2 }, 3)).toBe('/courselist?pcourseTypeId=2&page=3')
    expect(pageHref('/searchlist', { name: 'Excel 入门', formseach: 'true' }, 2)).toBe(
      '/searchlist?name=Excel+%E5%85%A5%E9%97%A8&formseach=true&page=2',
    )
    expect(pageHref('/teacherlist', {}, 1)).toBe('/teacherlist')
  })
})
