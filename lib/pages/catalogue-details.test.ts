/** @jest-environment node */
// The /teacher/{id} and /thematic/{id} models: their titles, descriptions, share renditions and menu-switch 404s.
import { getLecturerDetail as getLecturerImpl, getTopicDetail as getTopicImpl } from '@/lib/services/catalogue-data'
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { loadTeacher, teacherMetadata, teacherSeo } from './teacher'
import { loadThematic, thematicSeo } from './thematic'
import { fixtureLecturer, fixtureSite, fixtureTopic } from './test-fixtures'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('@/lib/services/catalogue-data', () => ({ getLecturerDetail: jest.fn(), getTopicDetail: jest.fn() }))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
const getLecturerDetail = getLecturerImpl as jest.MockedFunction<typeof getLecturerImpl>
const getTopicDetail = getTopicImpl as jest.MockedFunction<typeof getTopicImpl>
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }
const props = (id: string) => ({ params: Promise.resolve({ tenant: 'demo', id }) })

const saved = process.env.SITE_URL_TEMPLATE
beforeAll(() => {
  process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com'
})
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL_TEMPLATE
  else process.env.SITE_URL_TEMPLATE = saved
})
beforeEach(() => jest.resetAllMocks())

describe('teacher', () => {
  it('names the lecturer with the job title in brackets and shares a 400×400 avatar', () => {
    expect(teacherSeo(fixtureSite(), fixtureLecturer())).toEqual({
      title: '王磊（高级讲师）',
      description: '十年财务分析经验。',
      path: '/teacher/7',
      image: '/storage/catalogue/demo/avatar-7.png?imageView2/1/w/400/h/400/q/90',
    })
  })

  it('falls back to a tenant sentence and the bare name', () => {
    const seo = teacherSeo(fixtureSite(), fixtureLecturer({ title: '', introduction: ' \n', avatarUrl: '' }))
    expect(seo).toMatchObject({ title: '王磊', description: '启航学堂讲师王磊的介绍与主讲课程', image: null })
  })

  it('does not exist while the lecturer menu is off', async () => {
    getTenantSite.mockResolvedValue(fixtureSite({ isHideMenuTeacher: false }))
    getLecturerDetail.mockResolvedValue(fixtureLecturer())
    await expect(loadTeacher(props('7'))).rejects.toMatchObject(NOT_FOUND)
    expect(getLecturerDetail).not.toHaveBeenCalled()
  })

  it('answers 404 for a non-canonical id or an unknown lecturer', async () => {
    getTenantSite.mockResolvedValue(fixtureSite())
    await expect(loadTeacher(props('07'))).rejects.toMatchObject(NOT_FOUND)
    getLecturerDetail.mockResolvedValue(null)
    await expect(loadTeacher(props('8'))).rejects.toMatchObject(NOT_FOUND)
  })

  it('carries Person JSON-LD and absolute share tags', async () => {
    getTenantSite.mockResolvedValue(fixtureSite())
    getLecturerDetail.mockResolvedValue(fixtureLecturer())
    const model = await loadTeacher(props('7'))
    expect(model.jsonLd).toMatchObject({ '@type': 'Person', name: '王磊', url: 'https://demo.example.com/teacher/7' })
    const meta = await teacherMetadata(props('7'))
    expect(meta.alternates).toEqual({ canonical: 'https://demo.example.com/teacher/7' })
    expect(meta.twitter?.images).toEqual([
      'https://demo.example.com/storage/catalogue/demo/avatar-7.png?imageView2/1/w/400/h/400/q/90',
    ])
  })
})

describe('thematic', () => {
  it('counts the listed courses when the topic has no introduction', () => {
    expect(thematicSeo(fixtureSite(), fixtureTopic({ courseCount: 9 }))).toEqual({
      title: '数字化办公',
      description: '启航学堂专题「数字化办公」，共2门精选课程',
      path: '/thematic/3',
      image: '/storage/catalogue/demo/banner-3.png?imageView2/1/w/1200/h/400/q/85',
    })
    expect(thematicSeo(fixtureSite(), fixtureTopic({ introduction: '办公提效。' })).description).toBe('办公提效。')
  })

  it('does not exist while the topic menu is off', async () => {
    getTenantSite.mockResolvedValue(fixtureSite({ isHideMenuMoreSpecial: false }))
    getTopicDetail.mockResolvedValue(fixtureTopic())
    await expect(loadThematic(props('3'))).rejects.toMatchObject(NOT_FOUND)
    getTenantSite.mockResolvedValue(fixtureSite())
    await expect(loadThematic(props('3'))).resolves.toMatchObject({ path: '/thematic/3' })
  })
})
