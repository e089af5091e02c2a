import { render, screen } from '@testing-library/react'
import { RichText, paragraphs } from './rich-text'

describe('<RichText>', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(paragraphs('第一段\n第一段第二行\n\n  \n第二段\r\n\r\n第三段\n')).toEqual([
      '第一段\n第一段第二行',
      '第二段',
      '第三段',
    ])
    const { container } = render(<RichText text={'第一段\n\n第二段'} />)
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['第一段', '第二段'])
  })

  it('never turns HTML in the text into elements', () => {
    const text = '<script>alert(1)</script>\n\n<b>加粗</b><img src=x onerror="alert(2)">'
    const { container } = render(<RichText text={text} />)
    expect(container.querySelector('script, b, img')).toBeNull()
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument()
    expect(screen.getByText('<b>加粗</b><img src=x onerror="alert(2)">')).toBeInTheDocument()
  })

  it('renders nothing for empty text', () => {
    const { container } = render(<RichText text={'  \n\n '} />)
    expect(container).toBeEmptyDOMElement()
  })
})
