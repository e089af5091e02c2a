import { render, screen } from '@testing-library/react'
import { descriptionText } from '@/lib/catalogue/description'
import { CourseDescription } from './course-description'

describe('<CourseDescription>', () => {
  it('draws the console’s saved HTML as it is: headings, lists, links, pictures', () => {
    const html = '<h2>课程亮点</h2><ul><li>案例</li></ul><p>见 <a href="https://example.com">官网</a></p>'
    const { container } = render(<CourseDescription text={html} />)
    expect(screen.getByRole('heading', { level: 2, name: '课程亮点' })).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveTextContent('案例')
    expect(screen.getByRole('link', { name: '官网' })).toHaveAttribute('href', 'https://example.com')
    expect(container.querySelector('[data-testid="rich-text"]')!.innerHTML).toBe(html)
  })

  it('keeps a description written before the console as plain paragraphs, never as markup', () => {
    const { container } = render(<CourseDescription text={'<b>旧</b>简介\n\n第二段'} />)
    expect(container.querySelector('b')).toBeNull()
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['<b>旧</b>简介', '第二段'])
  })

  it('gives meta descriptions the words only', () => {
    expect(descriptionText('<h2>标题</h2><p>A &amp; B&nbsp;&lt;C&gt;</p>')).toBe('标题 A & B <C>')
    expect(descriptionText('纯文本\n\n两段')).toBe('纯文本\n\n两段')
  })
})
