import { render, screen } from '@testing-library/react'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import { MobileCategoryTabs } from './mobile-category-tabs'

const types: CourseTypeDto[] = [
  {
    courseTypeId: 1,
    typeName: '职场技能',
    children: [
      { courseTypeId: 11, typeName: '办公软件', children: [] },
      { courseTypeId: 12, typeName: '沟通表达', children: [] },
    ],
  },
  { courseTypeId: 2, typeName: '管理领导力', children: [] },
]

const hrefs = (els: HTMLElement[]) => els.map((el) => el.getAttribute('href'))
const current = (els: HTMLElement[]) =>
  els.filter((el) => el.getAttribute('aria-current') === 'page').map((el) => el.textContent)

describe('<MobileCategoryTabs>', () => {
  it('lists 全部 and every parent as links, 全部 active without a category, and no chips', () => {
    render(<MobileCategoryTabs types={types} />)
    const tabs = screen.getAllByTestId('category-tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['全部', '职场技能', '管理领导力'])
    expect(hrefs(tabs)).toEqual(['/courselist', '/courselist?pcourseTypeId=1', '/courselist?pcourseTypeId=2'])
    expect(current(tabs)).toEqual(['全部'])
    expect(screen.queryAllByTestId('category-chip')).toHaveLength(0)
  })

  it('marks the active parent and shows its children as chips, keeping the sort', () => {
    render(<MobileCategoryTabs types={types} pcourseTypeId={1} sort="popular" />)
    expect(current(screen.getAllByTestId('category-tab'))).toEqual(['职场技能'])
    const chips = screen.getAllByTestId('category-chip')
    expect(chips.map((c) => c.textContent)).toEqual(['全部', '办公软件', '沟通表达'])
    expect(hrefs(chips)).toEqual([
      '/courselist?pcourseTypeId=1&sort=popular',
      '/courselist?pcourseTypeId=1&courseTypeId=11&sort=popular',
      '/courselist?pcourseTypeId=1&courseTypeId=12&sort=popular',
    ])
    expect(current(chips)).toEqual(['全部'])
  })

  it('keeps the price filter and the sort chosen when the category changes', () => {
    render(<MobileCategoryTabs types={types} pcourseTypeId={1} price="free" sort="newest" />)
    expect(hrefs(screen.getAllByTestId('category-tab'))).toEqual([
      '/courselist?price=free&sort=newest',
      '/courselist?pcourseTypeId=1&price=free&sort=newest',
      '/courselist?pcourseTypeId=2&price=free&sort=newest',
    ])
    expect(hrefs(screen.getAllByTestId('category-chip'))[1]).toBe(
      '/courselist?pcourseTypeId=1&courseTypeId=11&price=free&sort=newest',
    )
  })

  it('marks the active child chip', () => {
    render(<MobileCategoryTabs types={types} pcourseTypeId={1} courseTypeId={12} />)
    expect(current(screen.getAllByTestId('category-chip'))).toEqual(['沟通表达'])
  })

  it('shows no chips for a parent without children', () => {
    render(<MobileCategoryTabs types={types} pcourseTypeId={2} />)
    expect(current(screen.getAllByTestId('category-tab'))).toEqual(['管理领导力'])
    expect(screen.queryAllByTestId('category-chip')).toHaveLength(0)
  })
})
