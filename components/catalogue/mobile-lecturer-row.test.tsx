import { render, screen } from '@testing-library/react'
import type { LecturerBrief } from '@/lib/contract/schemas/catalogue'
import { MobileLecturerRow, MobileLecturerTile } from './mobile-lecturer-row'

const lecturer: LecturerBrief = {
  id: 7,
  name: '张伟',
  title: '高级人力资源管理师',
  avatarUrl: 'avatars/7.png',
  isGold: true,
}

describe('<MobileLecturerRow>', () => {
  it('links to the lecturer page with a 100×100 avatar and the gold badge', () => {
    render(<MobileLecturerRow lecturer={lecturer} qiNiuUrl="https://img.example.com" />)
    const row = screen.getByTestId('mobile-lecturer-row')
    expect(row).toHaveAttribute('href', '/teacher/7')
    expect(row).toHaveTextContent('张伟')
    expect(row).toHaveTextContent('高级人力资源管理师')
    expect(row).toHaveTextContent('金牌讲师')
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.com/avatars/7.png?imageView2/1/w/100/h/100/q/100',
    )
  })

  it('is not a link when the tenant has no lecturer pages, and has no badge for other lecturers', () => {
    render(<MobileLecturerRow lecturer={{ ...lecturer, isGold: false }} qiNiuUrl="" linked={false} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByTestId('mobile-lecturer-row')).not.toHaveTextContent('金牌讲师')
  })

  it('falls back to the first character of the name without an avatar', () => {
    render(<MobileLecturerRow lecturer={{ ...lecturer, avatarUrl: '' }} qiNiuUrl="https://img.example.com" />)
    const row = screen.getByTestId('mobile-lecturer-row')
    expect(row.querySelector('img')).toBeNull()
    expect(row).toHaveTextContent(/^张/)
  })
  it('shows the course count when the list supplies it', () => {
    render(<MobileLecturerRow lecturer={{ ...lecturer, courseCount: 5 }} qiNiuUrl="" />)
    expect(screen.getByTestId('mobile-lecturer-row')).toHaveTextContent('5门课程')
  })
})

describe('<MobileLecturerTile>', () => {
  it('links or not by the same switch', () => {
    const { rerender } = render(<MobileLecturerTile lecturer={lecturer} qiNiuUrl="" />)
    expect(screen.getByTestId('mobile-lecturer-tile')).toHaveAttribute('href', '/teacher/7')
    rerender(<MobileLecturerTile lecturer={lecturer} qiNiuUrl="" linked={false} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByTestId('mobile-lecturer-tile')).toHaveTextContent('张伟')
  })
})
