/** @jest-environment node */
// The list and home page models as both variants receive them: what is loaded with which arguments, which switch turns
// a page into a 404, and the metadata each page ends up with.
import type { CourseCard, Paged } from '@/lib/contract/schemas/catalogue'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import * as data from '@/lib/services/catalogue-data'
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { courseListHeading, courseListMetadata, loadCourseList } from './course-list'
import { homeMetadata, loadHome } from './home'
import { loadSearch, searchMetadata } from './search'
import { loadSearchList, searchListMetadata } from './search-list'
import { loadTeacherList, teacherListMetadata } from './teacher-list'
import { loadThematicList, thematicListMetadata } from './thematic-list'
import { fixtureSite } from './test-fixtures'
import { encodeSearchListKey } from '@/lib/proxy/list-routes'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('@/lib/services/catalogue-data', () => ({
  getHomeData: jest.fn(),
  getNewCourses: jest.fn(),
  getSelectedTopics: jest.fn(),
  getCourseList: jest.fn(),
  searchCourses: jest.fn(),
  getLecturers: jest.fn(),
  getTopics: jest.fn(),
}))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
const mocked = data as jest.Mocked<typeof data>
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }
const ROBOTS_OFF = { index: false, follow: true }
const tenant = (t = 'demo') => Promise.resolve({ tenant: t })
const query = (q: Record<string, string> = {}) => Promise.resolve(q)

const TREE: CourseTypeDto[] = [
  { courseTypeId: 1, typeName: '职业技能', children: [{ courseTypeId: 5, typeName: '办公软件', children: [] }] },
  { courseTypeId: 2, typeName: '管理领导力', children: [] },
]
const site = (overrides: Parameters<typeof fixtureSite>[0] = {}) => {
  const s = fixtureSite(overrides)
  return { ...s, header: { ...s.header, homeCourseTypeDtos: TREE } }
}
const page = <T>(items: T[] = []): Paged<T> => ({ items, totalCount: items.length, page: 1, pageSize: 20 })
const card = { id: 12, title: 'Excel数据透视表' } as CourseCard

const saved = process.env.SITE_URL_TEMPLATE
beforeAll(() => {
  process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com'
})
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL_TEMPLATE
  else process.env.SITE_URL_TEMPLATE = saved
})
beforeEach(() => jest.resetAllMocks())

describe('home', () => {
  beforeEach(() => {
    mocked.getHomeData.mockResolvedValue({
      classifications: [{ courseTypeId: 1 } as never],
      goldTeachers: [{ id: 7 } as never],
    })
    mocked.getNewCourses.mockResolvedValue(page([card]))
    mocked.getSelectedTopics.mockResolvedValue([{ id: 3 } as never])
  })

  it('loads the bars, the newest eight and four selected topics of the tenant, and links the open menus', async () => {
    getTenantSite.mockResolvedValue(site({ isHideGoldTeacher: true, isHideSelectedSpecial: true }))
    const model = await loadHome({ params: tenant() })
    expect(mocked.getNewCourses).toHaveBeenCalledWith('demo', 1, 8)
    expect(mocked.getSelectedTopics).toHaveBeenCalledWith('demo', 4)
    expect(model).toMatchObject({
      categories: TREE,
      classifications: [{ courseTypeId: 1 }],
      newCourses: [card],
      goldTeachers: [{ id: 7 }],
      topics: [{ id: 3 }],
      linkLecturers: true,
      linkTopics: true,
      teacherListHref: '/teacherlist',
      topicListHref: '/thematiclist',
    })
  })

  it('shows no gold lecturers, topics or menu links the tenant switched off', async () => {
    getTenantSite.mockResolvedValue(
      site({
        isHideGoldTeacher: false,
        isHideSelectedSpecial: false,
        isHideMenuTeacher: false,
        isHideMenuMoreSpecial: false,
      }),
    )
    const model = await loadHome({ params: tenant() })
    expect(mocked.getSelectedTopics).not.toHaveBeenCalled()
    expect(model).toMatchObject({ goldTeachers: [], topics: [], linkLecturers: false, linkTopics: false })
    expect(model.teacherListHref).toBeUndefined()
    expect(model.topicListHref).toBeUndefined()
  })

  it('copes with a tenant whose catalogue is unavailable', async () => {
    getTenantSite.mockResolvedValue(site({ isHideGoldTeacher: true }))
    mocked.getHomeData.mockResolvedValue(null)
    expect(await loadHome({ params: tenant() })).toMatchObject({ classifications: [], goldTeachers: [] })
  })

  it('answers 404 for an unknown tenant, and names itself absolutely', async () => {
    getTenantSite.mockResolvedValue(null)
    await expect(loadHome({ params: tenant('nobody') })).rejects.toMatchObject(NOT_FOUND)
    getTenantSite.mockResolvedValue(site())
    expect(await homeMetadata({ params: tenant() })).toMatchObject({
      title: { absolute: '启航学堂 - 在线学习平台' },
      alternates: { canonical: 'https://demo.example.com/' },
    })
  })
})

describe('/courselist', () => {
  const props = (list: string) => ({ params: Promise.resolve({ tenant: 'demo', list }) })

  it('loads the decoded list of the resolved category, 20 a page', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.getCourseList.mockResolvedValue(page([card]))
    const model = await loadCourseList(props('0-5-popular-free-3'))
    expect(mocked.getCourseList).toHaveBeenCalledWith('demo', {
      pcourseTypeId: 1,
      courseTypeId: 5,
      sort: 'popular',
      price: 'free',
      page: 3,
      pageSize: 20,
    })
    expect(model).toMatchObject({
      types: TREE,
      heading: '办公软件',
      sort: 'popular',
      price: 'free',
      page: 3,
      pageSize: 20,
      list: page([card]),
      pagerQuery: { pcourseTypeId: 1, courseTypeId: 5, price: 'free', sort: 'popular' },
    })
    expect(model.seo.path).toBe('/courselist?pcourseTypeId=1&courseTypeId=5&price=free&page=3')
  })

  it('keeps the default sort (综合) out of the pager', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.getCourseList.mockResolvedValue(page())
    expect((await loadCourseList(props('0-0-overall-all-1'))).pagerQuery).toEqual({
      pcourseTypeId: undefined,
      courseTypeId: undefined,
      price: undefined,
      sort: undefined,
    })
  })

  it('answers 404 for a segment the proxy would not write, an unknown tenant or a hidden category', async () => {
    getTenantSite.mockResolvedValue(site())
    await expect(loadCourseList(props('0-0-oldest-all-1'))).rejects.toMatchObject(NOT_FOUND)
    await expect(loadCourseList(props('0-0-newest-cheap-1'))).rejects.toMatchObject(NOT_FOUND)
    await expect(loadCourseList(props('0-99-newest-all-1'))).rejects.toMatchObject(NOT_FOUND)
    getTenantSite.mockResolvedValue(null)
    await expect(loadCourseList(props('0-0-newest-all-1'))).rejects.toMatchObject(NOT_FOUND)
    expect(mocked.getCourseList).not.toHaveBeenCalled()
  })

  it('heads the page with the most specific category', () => {
    const [parent] = TREE
    expect(courseListHeading({ parent, child: parent.children[0] })).toBe('办公软件')
    expect(courseListHeading({ parent, child: null })).toBe('职业技能')
    expect(courseListHeading({ parent: null, child: null })).toBe('全部课程')
  })

  it('has indexable metadata with the canonical list URL', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.getCourseList.mockResolvedValue(page())
    expect(await courseListMetadata(props('2-0-newest-all-1'))).toMatchObject({
      title: '管理领导力课程',
      alternates: { canonical: 'https://demo.example.com/courselist?pcourseTypeId=2' },
    })
  })
})

describe('/searchlist', () => {
  const props = (q: string) => ({ params: Promise.resolve({ tenant: 'demo', query: q }) })

  it('searches the decoded name and page, 20 a page, and keeps the name in the pager', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.searchCourses.mockResolvedValue(page([card]))
    const model = await loadSearchList(props(encodeSearchListKey({ name: '透视', page: 2 })))
    expect(mocked.searchCourses).toHaveBeenCalledWith('demo', '透视', 2, 20)
    expect(model).toMatchObject({
      name: '透视',
      page: 2,
      pageSize: 20,
      result: page([card]),
      suggestions: null,
      pagerQuery: { name: '透视', formseach: 'true' },
    })
    expect(mocked.getCourseList).not.toHaveBeenCalled()
  })

  it('suggests the hot searches and the four most learned courses when nothing matched', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.searchCourses.mockResolvedValue(page())
    mocked.getCourseList.mockResolvedValue(page([card]))
    const model = await loadSearchList(props(encodeSearchListKey({ name: '没有这门课', page: 1 })))
    expect(mocked.getCourseList).toHaveBeenCalledWith('demo', { sort: 'popular', page: 1, pageSize: 4 })
    expect(model.suggestions).toEqual({
      hotSearches: [
        { term: '职业技能', href: '/searchlist?name=%E8%81%8C%E4%B8%9A%E6%8A%80%E8%83%BD&formseach=true' },
        { term: '管理领导力', href: '/searchlist?name=%E7%AE%A1%E7%90%86%E9%A2%86%E5%AF%BC%E5%8A%9B&formseach=true' },
      ],
      popular: [card],
    })
  })

  it('suggests nothing on a page past the last result', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.searchCourses.mockResolvedValue({ items: [], totalCount: 3, page: 2, pageSize: 20 })
    expect((await loadSearchList(props(encodeSearchListKey({ name: 'Excel', page: 2 })))).suggestions).toBeNull()
    expect(mocked.getCourseList).not.toHaveBeenCalled()
  })

  it('shows the prompt without searching when there is no name', async () => {
    getTenantSite.mockResolvedValue(site())
    const model = await loadSearchList(props('1'))
    expect(mocked.searchCourses).not.toHaveBeenCalled()
    expect(model).toMatchObject({ name: '', page: 1, result: null, pagerQuery: {} })
  })

  it('answers 404 for a foreign spelling or an unknown tenant', async () => {
    getTenantSite.mockResolvedValue(site())
    await expect(loadSearchList(props('1.@@'))).rejects.toMatchObject(NOT_FOUND)
    getTenantSite.mockResolvedValue(null)
    await expect(loadSearchList(props('1'))).rejects.toMatchObject(NOT_FOUND)
  })

  it('is followed but never indexed', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.searchCourses.mockResolvedValue(page())
    mocked.getCourseList.mockResolvedValue(page())
    expect(await searchListMetadata(props(encodeSearchListKey({ name: 'Excel', page: 1 })))).toMatchObject({
      title: '搜索“Excel”',
      robots: ROBOTS_OFF,
      alternates: { canonical: 'https://demo.example.com/searchlist?name=Excel&formseach=true' },
    })
  })
})

describe('/teacherlist and /thematiclist', () => {
  it('load the page asked for, 20 a page', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.getLecturers.mockResolvedValue(page())
    mocked.getTopics.mockResolvedValue(page())
    expect(await loadTeacherList({ params: tenant(), searchParams: query({ page: '3' }) })).toMatchObject({
      heading: '全部讲师',
      page: 3,
      pageSize: 20,
    })
    expect(mocked.getLecturers).toHaveBeenCalledWith('demo', 3, 20)
    expect(await loadThematicList({ params: tenant(), searchParams: query() })).toMatchObject({
      heading: '全部专题',
      page: 1,
      pageSize: 20,
    })
    expect(mocked.getTopics).toHaveBeenCalledWith('demo', 1, 20)
  })

  it('do not exist while their menu is off, or for an unknown tenant', async () => {
    getTenantSite.mockResolvedValue(site({ isHideMenuTeacher: false, isHideMenuMoreSpecial: false }))
    await expect(loadTeacherList({ params: tenant(), searchParams: query() })).rejects.toMatchObject(NOT_FOUND)
    await expect(loadThematicList({ params: tenant(), searchParams: query() })).rejects.toMatchObject(NOT_FOUND)
    getTenantSite.mockResolvedValue(null)
    await expect(teacherListMetadata({ params: tenant(), searchParams: query() })).rejects.toMatchObject(NOT_FOUND)
    await expect(thematicListMetadata({ params: tenant(), searchParams: query() })).rejects.toMatchObject(NOT_FOUND)
    expect(mocked.getLecturers).not.toHaveBeenCalled()
    expect(mocked.getTopics).not.toHaveBeenCalled()
  })

  it('have paged titles and canonicals', async () => {
    getTenantSite.mockResolvedValue(site())
    mocked.getLecturers.mockResolvedValue(page())
    mocked.getTopics.mockResolvedValue(page())
    expect(await teacherListMetadata({ params: tenant(), searchParams: query({ page: '2' }) })).toMatchObject({
      title: '全部讲师（第2页）',
      alternates: { canonical: 'https://demo.example.com/teacherlist?page=2' },
    })
    expect(await thematicListMetadata({ params: tenant(), searchParams: query() })).toMatchObject({
      title: '全部专题',
      alternates: { canonical: 'https://demo.example.com/thematiclist' },
    })
  })
})

describe('/search', () => {
  it('suggests the category names and stays out of the index', async () => {
    getTenantSite.mockResolvedValue(site())
    expect(await loadSearch({ params: tenant() })).toMatchObject({ hotTerms: ['职业技能', '管理领导力'] })
    expect(await searchMetadata({ params: tenant() })).toMatchObject({ title: '搜索', robots: ROBOTS_OFF })
  })

  it('answers 404 for an unknown tenant', async () => {
    getTenantSite.mockResolvedValue(null)
    await expect(loadSearch({ params: tenant('nobody') })).rejects.toMatchObject(NOT_FOUND)
  })
})
