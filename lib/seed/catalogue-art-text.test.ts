// Title layout for the seed covers: Chinese line breaks, sizes and clipping; no text on portraits and banners.
import { artSvg } from './catalogue-art'
import { clip, emWidth, layoutTitle } from './catalogue-art-text'

const WIDTH = 644

describe('layoutTitle', () => {
  it('keeps a short title on one line at full size', () => {
    expect(layoutTitle('PPT高级设计', WIDTH, 84, 50)).toEqual({ lines: ['PPT高级设计'], size: 84 })
    expect(layoutTitle('执行力', WIDTH, 84, 50)).toEqual({ lines: ['执行力'], size: 84 })
  })

  it('breaks a longer title into two lines between words, never inside one', () => {
    expect(layoutTitle('Excel数据透视表从入门到精通', WIDTH, 84, 50).lines).toEqual(['Excel数据透视表', '从入门到精通'])
    expect(layoutTitle('Word长文档排版实战', WIDTH, 84, 50).lines).toEqual(['Word长文档', '排版实战'])
    expect(layoutTitle('艾克美产品线全景介绍', WIDTH, 84, 50).lines).toEqual(['艾克美产品线', '全景介绍'])
    expect(layoutTitle('新员工入职第一课', WIDTH, 84, 50).lines).toEqual(['新员工入职', '第一课'])
  })

  it('never starts a line with 的 or closing punctuation, nor ends one with an opening mark', () => {
    expect(layoutTitle('职场新人必修的职业素养', WIDTH, 84, 50).lines).toEqual(['职场新人必修的', '职业素养'])
    expect(layoutTitle('非财务经理的财务管理', WIDTH, 84, 50).lines).toEqual(['非财务经理的', '财务管理'])
    const law = layoutTitle('《安全生产法》解读与企业主体责任', WIDTH, 84, 50).lines
    expect(law.join('')).toBe('《安全生产法》解读与企业主体责任')
    for (const line of law) {
      expect(line).not.toMatch(/^[》）的]/)
      expect(line).not.toMatch(/[《（]$/)
    }
  })

  it('fits every line in the width, shrinking to the minimum and clipping the rest with an ellipsis', () => {
    const long = '这是一个非常非常长的课程名称用来检验排版在极端情况下依然不会超出封面的安全边距'
    const layout = layoutTitle(long, WIDTH, 84, 50)
    expect(layout.size).toBe(50)
    expect(layout.lines).toHaveLength(2)
    expect(layout.lines[1].endsWith('…')).toBe(true)
    for (const line of layout.lines) expect(emWidth(line) * layout.size).toBeLessThanOrEqual(WIDTH)
    for (const title of ['敏捷项目管理与Scrum实践', '质量管理体系与ISO 9001内审', 'PMP项目管理核心知识体系精讲']) {
      const t = layoutTitle(title, WIDTH, 84, 50)
      expect(t.lines.join('')).toBe(title)
      for (const line of t.lines) expect(emWidth(line) * t.size).toBeLessThanOrEqual(WIDTH)
    }
  })

  it('clips to a width in em', () => {
    expect(clip('办公软件', 10)).toBe('办公软件')
    expect(clip('这是一个很长的分类名称', 6)).toBe('这是一个很…')
  })
})

describe('art text', () => {
  it('draws the title, subtitle and category on a cover, and no text on a banner or without a CJK font', () => {
    const cover = {
      kind: 'cover',
      title: 'PPT高级设计：让你的汇报脱颖而出',
      category: '办公软件',
      from: '#1e3a8a',
      to: '#3b82f6',
      motif: 'briefcase',
    } as const
    const svg = artSvg(cover, true)
    for (const text of ['>PPT高级设计</text>', '>让你的汇报脱颖而出</text>', '>办公软件</text>'])
      expect(svg).toContain(text)
    expect(svg).toContain('font-family="WenQuanYi Micro Hei')
    expect(artSvg(cover, false)).not.toContain('<text')
    // A lecturer's portrait is a drawing, never a letter (issue 27), with a font or without.
    for (const cjk of [true, false])
      expect(
        artSvg({ kind: 'avatar', name: '王晓明', color: '#1e40af', gold: false, look: { hair: 'side' } }, cjk),
      ).not.toContain('<text')
    expect(artSvg({ kind: 'banner', from: '#1e3a8a', to: '#3b82f6', motif: 'sprout', n: 1 }, true)).not.toContain(
      '<text',
    )
  })

  it('escapes markup in titles', () => {
    const svg = artSvg(
      { kind: 'cover', title: 'A&B<课程>', category: '办公软件', from: '#000', to: '#111', motif: 'code' },
      true,
    )
    expect(svg).toContain('A&#38;B&#60;课程&#62;')
  })
})
