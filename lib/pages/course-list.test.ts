// /courselist's pure parts: reading the query, choosing the category, the one canonical spelling, titles.
import type { QueryParams } from '@/lib/catalogue/route-params'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import type { TenantSite } from '@/lib/contract/site'
import { ALL_COURSES, selectCourseCategory } from '@/lib/services/course-list'
import { courseListPath, courseListSeo, readCourseListQuery } from './course-list'

const TREE: CourseTypeDto[] = [
  {
    courseTypeId: 10,
    typeName: '管理领导力',
    children: [
      { courseTypeId: 11, typeName: '团队管理', children: [] },
      { courseTypeId: 12, typeName: '项目管理', children: [] },
    ],
  },
  { courseTypeId: 20, typeName: '职场技能', children: [{ courseTypeId: 21, typeName: '办公软件', children: [] }] },
]
const [leadership, office] = TREE
const [team] = leadership.children
const site = { settings: { tenantName: '启航学堂' } as TenantSite['settings'] }

describe('readCourseListQuery', () => {
  it('reads ids, price, sort and page', () => {
    expect(
      readCourseListQuery({ pcourseTypeId: '10', courseTypeId: '11', price: 'free', sort: 'popular', page: '3' }),
    ).toEqual({
      pcourseTypeId: 10,
      courseTypeId: 11,
      sort: 'popular',
      price: 'free',
      page: 3,
    })
  })

  it('defaults everything when the query is empty', () => {
    expect(readCourseListQuery({})).toEqual({
      pcourseTypeId: undefined,
      courseTypeId: undefined,
      sort: 'overall',
      price: undefined,
      page: 1,
    })
  })

  it.each([
    [{ page: 'abc' }, 1, 'overall'],
    [{ page: '0' }, 1, 'overall'],
    [{ page: '-2' }, 1, 'overall'],
    [{ page: '2.5', sort: 'random' }, 1, 'overall'],
    [{ page: ['4', '9'], sort: ['popular', 'newest'] }, 4, 'popular'],
  ])('malformed or repeated page/sort %j fall back instead of failing', (query, page, sort) => {
    expect(readCourseListQuery({ pcourseTypeId: '10', ...query })).toMatchObject({ pcourseTypeId: 10, page, sort })
  })

  it('an empty id is absent', () => {
    expect(readCourseListQuery({ pcourseTypeId: '10', courseTypeId: '' })).toMatchObject({
      pcourseTypeId: 10,
      courseTypeId: undefined,
    })
    expect(readCourseListQuery({ pcourseTypeId: ' ' })).toMatchObject({ pcourseTypeId: undefined })
  })

  it('a naming id that is no id names nothing (404); a malformed parent hint is dropped', () => {
    expect(readCourseListQuery({ courseTypeId: 'abc' })).toBeNull()
    expect(readCourseListQuery({ pcourseTypeId: '10', courseTypeId: '-1' })).toBeNull()
    expect(readCourseListQuery({ pcourseTypeId: 'x' })).toBeNull()
    expect(readCourseListQuery({ pcourseTypeId: 'x', courseTypeId: '11' })).toMatchObject({
      pcourseTypeId: undefined,
      courseTypeId: 11,
    })
  })
})

describe('selectCourseCategory', () => {
  it('no id: every course', () => {
    expect(selectCourseCategory(TREE, {})).toEqual(ALL_COURSES)
  })

  it('a top-level id as courseTypeId is that whole category, whatever pcourseTypeId says', () => {
    const whole = { parent: leadership, child: null }
    expect(selectCourseCategory(TREE, { courseTypeId: 10 })).toEqual(whole)
    expect(selectCourseCategory(TREE, { pcourseTypeId: 10, courseTypeId: 10 })).toEqual(whole)
    expect(selectCourseCategory(TREE, { pcourseTypeId: 20, courseTypeId: 10 })).toEqual(whole)
    expect(selectCourseCategory(TREE, { pcourseTypeId: 10 })).toEqual(whole)
  })

  it('a child id takes its real parent when pcourseTypeId is missing or wrong', () => {
    const child = { parent: leadership, child: team }
    expect(selectCourseCategory(TREE, { pcourseTypeId: 10, courseTypeId: 11 })).toEqual(child)
    expect(selectCourseCategory(TREE, { courseTypeId: 11 })).toEqual(child)
    expect(selectCourseCategory(TREE, { pcourseTypeId: 20, courseTypeId: 11 })).toEqual(child)
    expect(selectCourseCategory(TREE, { pcourseTypeId: 999, courseTypeId: 11 })).toEqual(child)
  })

  it('an id the tenant does not show is null', () => {
    expect(selectCourseCategory(TREE, { courseTypeId: 999 })).toBeNull()
    expect(selectCourseCategory(TREE, { pcourseTypeId: 10, courseTypeId: 999 })).toBeNull()
    expect(selectCourseCategory(TREE, { pcourseTypeId: 999 })).toBeNull()
    expect(selectCourseCategory([], { pcourseTypeId: 10 })).toBeNull()
  })
})

describe('courseListPath', () => {
  it('spells filters parent first, then price, sort only when not 综合, page only after the first', () => {
    expect(courseListPath(ALL_COURSES)).toBe('/courselist')
    expect(courseListPath(ALL_COURSES, 2)).toBe('/courselist?page=2')
    expect(courseListPath({ parent: leadership, child: null })).toBe('/courselist?pcourseTypeId=10')
    expect(courseListPath({ parent: leadership, child: team }, 1, 'overall')).toBe(
      '/courselist?pcourseTypeId=10&courseTypeId=11',
    )
    expect(courseListPath({ parent: leadership, child: team }, 1, 'newest', 'paid')).toBe(
      '/courselist?pcourseTypeId=10&courseTypeId=11&price=paid&sort=newest',
    )
    expect(courseListPath({ parent: leadership, child: team }, 3, 'popular')).toBe(
      '/courselist?pcourseTypeId=10&courseTypeId=11&sort=popular&page=3',
    )
    expect(courseListPath({ parent: office, child: null }, 1, 'popular')).toBe(
      '/courselist?pcourseTypeId=20&sort=popular',
    )
  })
})

describe('courseListSeo', () => {
  it('names the category and leaves sort out of the canonical', () => {
    expect(courseListSeo(site, { parent: leadership, child: null }, 1)).toEqual({
      title: '管理领导力课程',
      description: '启航学堂「管理领导力」方向的在线课程，按综合、最新发布或学习人数浏览，名师讲解，随时随地学习。',
      path: '/courselist?pcourseTypeId=10',
    })
    expect(courseListSeo(site, { parent: leadership, child: team }, 2)).toEqual({
      title: '团队管理课程（第2页）',
      description:
        '启航学堂「管理领导力 · 团队管理」方向的在线课程，按综合、最新发布或学习人数浏览，名师讲解，随时随地学习。',
      path: '/courselist?pcourseTypeId=10&courseTypeId=11&page=2',
    })
    expect(courseListSeo(site, ALL_COURSES, 1)).toMatchObject({ title: '全部课程', path: '/courselist' })
  })

  it('keeps the price filter in the title and the canonical: 免费课程 is a list of its own', () => {
    expect(courseListSeo(site, ALL_COURSES, 1, 'free')).toMatchObject({
      title: '免费课程',
      path: '/courselist?price=free',
    })
    expect(courseListSeo(site, { parent: leadership, child: team }, 2, 'paid')).toMatchObject({
      title: '团队管理付费课程（第2页）',
      path: '/courselist?pcourseTypeId=10&courseTypeId=11&price=paid&page=2',
    })
  })

  it('every spelling of one list has one canonical URL', () => {
    const canonical = (query: QueryParams) => {
      const q = readCourseListQuery(query)!
      return courseListSeo(site, selectCourseCategory(TREE, q)!, q.page).path
    }
    for (const query of [
      { courseTypeId: '10' },
      { pcourseTypeId: '10', courseTypeId: '10' },
      { pcourseTypeId: '10', sort: 'popular' },
    ]) {
      expect(canonical(query)).toBe('/courselist?pcourseTypeId=10')
    }
    for (const query of [
      { courseTypeId: '11' },
      { pcourseTypeId: '20', courseTypeId: '11', page: '1' },
      { pcourseTypeId: 'x', courseTypeId: '11' },
    ]) {
      expect(canonical(query)).toBe('/courselist?pcourseTypeId=10&courseTypeId=11')
    }
  })
})
