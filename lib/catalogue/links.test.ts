// /courselist's links: one spelling per list state, and the 全部/免费/付费 and 综合/最新/最热 choices keep the rest.
import { courseListUrl, priceChoices, sortChoices } from './links'

describe('courseListUrl', () => {
  it('keeps only meaningful parameters: 综合 and page 1 are the defaults', () => {
    expect(courseListUrl({})).toBe('/courselist')
    expect(courseListUrl({ sort: 'overall', page: 1 })).toBe('/courselist')
    expect(courseListUrl({ sort: 'newest' })).toBe('/courselist?sort=newest')
    expect(courseListUrl({ pcourseTypeId: 1, courseTypeId: 11, price: 'paid', sort: 'popular', page: 3 })).toBe(
      '/courselist?pcourseTypeId=1&courseTypeId=11&price=paid&sort=popular&page=3',
    )
  })
})

const shown = (choices: { label: string; href: string; current: boolean }[]) =>
  choices.map((c) => [c.label, c.href, c.current])

describe('priceChoices', () => {
  it('offers 全部, 免费 and 付费 for the same category and sort, from the first page', () => {
    expect(shown(priceChoices({ pcourseTypeId: 1, sort: 'popular', price: 'free', page: 2 }))).toEqual([
      ['全部', '/courselist?pcourseTypeId=1&sort=popular', false],
      ['免费', '/courselist?pcourseTypeId=1&price=free&sort=popular', true],
      ['付费', '/courselist?pcourseTypeId=1&price=paid&sort=popular', false],
    ])
  })

  it('marks 全部 without a price', () => {
    expect(priceChoices({}).map((c) => c.current)).toEqual([true, false, false])
  })
})

describe('sortChoices', () => {
  it('offers 综合, 最新 and 最热 for the same category and price, 综合 the default', () => {
    expect(shown(sortChoices({ courseTypeId: 11, price: 'paid', page: 4 }))).toEqual([
      ['综合', '/courselist?courseTypeId=11&price=paid', true],
      ['最新', '/courselist?courseTypeId=11&price=paid&sort=newest', false],
      ['最热', '/courselist?courseTypeId=11&price=paid&sort=popular', false],
    ])
    expect(sortChoices({ sort: 'popular' }).map((c) => c.current)).toEqual([false, false, true])
  })
})
