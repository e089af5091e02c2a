import { render, screen } from '@testing-library/react'
import type { LecturerBrief } from '@/lib/contract/schemas/catalogue'
import { LecturerCard } from './lecturer-card'

const lecturer: LecturerBrief = {
  id: 5,
  name: '陈静',
  title: '高级人力资源管理师',
  avatarUrl: 'demo/avatars/5.png',
  isGold: true,
}

describe('<LecturerCard>', () => {
  it('links to the lecturer page with avatar, name, title and the gold badge', () => {
    render(<LecturerCard lecturer={{ ...lecturer, courseCount: 6 }} qiNiuUrl="https://img.example.com/" />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/teacher/5')
    expect(screen.getByRole('img', { name: '陈静' })).toHaveAttribute(
      'src',
      'https://img.example.com/demo/avatars/5.png?imageView2/1/w/100/h/100/q/100',
    )
    expect(screen.getByRole('heading', { name: '陈静' })).toBeInTheDocument()
    expect(screen.getByText('高级人力资源管理师')).toBeInTheDocument()
    expect(screen.getByTestId('gold-badge')).toHaveTextContent('金牌讲师')
    expect(screen.getByText('6门课程')).toBeInTheDocument()
  })

  it('has no badge for other lecturers', () => {
    render(<LecturerCard lecturer={{ ...lecturer, isGold: false }} qiNiuUrl="" />)
    expect(screen.queryByText('金牌讲师')).toBeNull()
  })

  it('is not a link when lecturer pages are switched off', () => {
    render(<LecturerCard lecturer={lecturer} qiNiuUrl="" linked={false} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByTestId('lecturer-card')).toHaveTextContent('陈静')
  })

  it('shows the introduction in the detailed variant, linking only the name', () => {
    render(
      <LecturerCard
        lecturer={{ ...lecturer, introduction: '十年培训经验。\n\n曾任500强HRD。' }}
        qiNiuUrl=""
        variant="detailed"
      />,
    )
    expect(screen.getByRole('link', { name: '陈静' })).toHaveAttribute('href', '/teacher/5')
    expect(screen.getByText('十年培训经验。')).toBeInTheDocument()
    expect(screen.getByText('曾任500强HRD。')).toBeInTheDocument()
    expect(screen.getByText('金牌讲师')).toBeInTheDocument()
  })
})
