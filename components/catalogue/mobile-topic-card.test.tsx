import { render, screen } from '@testing-library/react'
import type { TopicCard } from '@/lib/contract/schemas/catalogue'
import { MobileTopicCard } from './mobile-topic-card'

const topic: TopicCard = {
  id: 3,
  title: '新任管理者成长营',
  bannerUrl: 'banners/3.png',
  introduction: '从业务骨干到团队管理者的六门必修课。',
  courseCount: 6,
  isSelected: true,
}

describe('<MobileTopicCard>', () => {
  it('links to the topic and shows banner, title, introduction and course count', () => {
    render(<MobileTopicCard topic={topic} qiNiuUrl="https://img.example.com" />)
    const card = screen.getByTestId('mobile-topic-card')
    expect(card).toHaveAttribute('href', '/thematic/3')
    expect(card).toHaveTextContent('新任管理者成长营')
    expect(card).toHaveTextContent('共6门课程')
    expect(card).toHaveTextContent('六门必修课')
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.com/banners/3.png?imageView2/1/w/720/h/360/q/75/format/webp',
    )
  })

  it('is not a link when the topic pages are switched off', () => {
    render(<MobileTopicCard topic={topic} qiNiuUrl="" linked={false} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByTestId('mobile-topic-card')).toHaveTextContent('新任管理者成长营')
  })
})
